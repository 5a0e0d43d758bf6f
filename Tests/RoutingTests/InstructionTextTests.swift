import Testing
@testable import Routing

@Test func englishAndFinnishInstructions() {
    #expect(InstructionText.text(.turn(.left), street: "Mannerheimintie", language: .english) == "Turn left onto Mannerheimintie")
    #expect(InstructionText.text(.turn(.left), street: "Mannerheimintie", language: .finnish) == "Käänny vasemmalle kadulle Mannerheimintie")
    #expect(InstructionText.text(.roundabout(exit: 2), street: "X", language: .english) == "At the roundabout, take the 2nd exit onto X")
    #expect(InstructionText.text(.roundabout(exit: 3), street: "X", language: .finnish) == "Liikenneympyrästä 3. liittymä kadulle X")
    #expect(InstructionText.text(.arrive(side: .right, isFinal: true), street: nil, language: .english) == "Arrive at the destination, on the right")
    #expect(InstructionText.text(.depart(heading: .north), street: "Y", language: .english) == "Head north on Y")
    #expect(InstructionText.ordinal(11) == "11th" && InstructionText.ordinal(22) == "22nd" && InstructionText.ordinal(3) == "3rd")
}

@Test func turnModifiersFromAngles() {
    #expect(TurnModifier(angle: 10) == nil)
    #expect(TurnModifier(angle: 40) == .slightRight)
    #expect(TurnModifier(angle: -90) == .left)
    #expect(TurnModifier(angle: 150) == .sharpRight)
    #expect(TurnModifier(angle: 179) == .uTurn)
    #expect(CompassDirection(bearing: 350) == .north && CompassDirection(bearing: 95) == .east)
}
