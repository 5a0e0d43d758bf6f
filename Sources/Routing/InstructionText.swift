/// Languages instructions are written in.
public enum InstructionLanguage: String, Hashable, Sendable, CaseIterable {
    case english = "en", finnish = "fi"
}

/// Writes a step's instruction from its maneuver and street name.
enum InstructionText {
    static func text(_ maneuver: Maneuver, street: String?, language: InstructionLanguage) -> String {
        switch language {
        case .english: return english(maneuver, street: street)
        case .finnish: return finnish(maneuver, street: street)
        }
    }

    private static func english(_ maneuver: Maneuver, street: String?) -> String {
        let onto = street.map { " onto \($0)" } ?? ""
        switch maneuver {
        case .depart(let heading): return "Head \(heading.rawValue)" + (street.map { " on \($0)" } ?? "")
        case .turn(let modifier):
            switch modifier {
            case .slightLeft: return "Bear left" + onto
            case .slightRight: return "Bear right" + onto
            case .left: return "Turn left" + onto
            case .right: return "Turn right" + onto
            case .sharpLeft: return "Make a sharp left" + onto
            case .sharpRight: return "Make a sharp right" + onto
            case .uTurn: return "Make a U-turn" + onto
            }
        case .continue: return "Continue" + onto
        case .roundabout(let exit): return "At the roundabout, take the \(ordinal(exit)) exit" + onto
        case .arrive(let side, let isFinal):
            let target = isFinal ? "Arrive at the destination" : "Arrive at the stop"
            return target + (side.map { ", on the \($0.rawValue)" } ?? "")
        }
    }

    private static func finnish(_ maneuver: Maneuver, street: String?) -> String {
        let onto = street.map { " kadulle \($0)" } ?? ""
        switch maneuver {
        case .depart(let heading):
            let directions: [CompassDirection: String] = [.north: "pohjoiseen", .northeast: "koilliseen", .east: "itään", .southeast: "kaakkoon",
                                                          .south: "etelään", .southwest: "lounaaseen", .west: "länteen", .northwest: "luoteeseen"]
            return "Lähde \(directions[heading] ?? "")" + (street.map { " kadulla \($0)" } ?? "")
        case .turn(let modifier):
            switch modifier {
            case .slightLeft: return "Käänny loivasti vasemmalle" + onto
            case .slightRight: return "Käänny loivasti oikealle" + onto
            case .left: return "Käänny vasemmalle" + onto
            case .right: return "Käänny oikealle" + onto
            case .sharpLeft: return "Käänny jyrkästi vasemmalle" + onto
            case .sharpRight: return "Käänny jyrkästi oikealle" + onto
            case .uTurn: return "Tee U-käännös" + onto
            }
        case .continue: return "Jatka" + onto
        case .roundabout(let exit): return "Liikenneympyrästä \(exit). liittymä" + onto
        case .arrive(let side, let isFinal):
            let target = isFinal ? "Saavut määränpäähän" : "Saavut välipisteeseen"
            return target + (side.map { $0 == .left ? ", se on vasemmalla" : ", se on oikealla" } ?? "")
        }
    }

    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (1, let h) where h != 11: suffix = "st"
        case (2, let h) where h != 12: suffix = "nd"
        case (3, let h) where h != 13: suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}
