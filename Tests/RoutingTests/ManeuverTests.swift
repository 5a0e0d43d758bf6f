import Testing
@testable import Routing

@Test func turnModifiersFollowTheAngle() {
    #expect(TurnModifier(angle: 10) == nil && TurnModifier(angle: -24) == nil)
    #expect(TurnModifier(angle: 30) == .slightRight && TurnModifier(angle: -30) == .slightLeft)
    #expect(TurnModifier(angle: 90) == .right && TurnModifier(angle: -90) == .left)
    #expect(TurnModifier(angle: 140) == .sharpRight && TurnModifier(angle: -140) == .sharpLeft)
    #expect(TurnModifier(angle: 170) == .uTurn && TurnModifier(angle: -179) == .uTurn)
}

@Test func compassDirectionsCoverEightSectors() {
    #expect(CompassDirection(bearing: 0) == .north && CompassDirection(bearing: 359) == .north && CompassDirection(bearing: 22) == .north)
    #expect(CompassDirection(bearing: 23) == .northeast && CompassDirection(bearing: 90) == .east)
    #expect(CompassDirection(bearing: 180) == .south && CompassDirection(bearing: 270) == .west && CompassDirection(bearing: 315) == .northwest)
    #expect(CompassDirection(bearing: -90) == .west && CompassDirection(bearing: 450) == .east)
}
