import Foundation
import StrictJSON

extension ExpressionParser {
    /// Strings, formatted text, images and collators.
    static let textOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        table["concat"] = { parser, items, _ in
            var arguments: [StyleExpression] = []
            for index in 1..<max(items.count, 1) { arguments.append(try parser.child(items, index, .value)) }
            return StyleExpression(type: .string, children: arguments) { [arguments] context in
                var text = ""
                for argument in arguments {
                    text += try argument.evaluate(context).text
                    if text.utf8.count > ExpressionLimits.textBytes { throw ExpressionLimits.textTooLong("concat", atLeast: text.utf8.count) }
                }
                return .string(text)
            }
        }
        for (name, upper) in [("upcase", true), ("downcase", false)] {
            table[name] = { parser, items, _ in
                guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
                let argument = try parser.child(items, 1, .string)
                return StyleExpression(type: .string, children: [argument]) { context in
                    guard case .string(let text) = try argument.evaluate(context) else { return .null }
                    return .string(try ExpressionLimits.bounded(upper ? text.uppercased() : text.lowercased(), by: name))
                }
            }
        }
        table["join"] = { parser, items, _ in
            guard items.count == 3 else { throw parser.error("Expected 2 arguments, but found \(items.count - 1) instead.") }
            let list = try parser.child(items, 1, .array(.string, nil))
            let separator = try parser.child(items, 2, .string)
            return StyleExpression(type: .string, children: [list, separator]) { context in
                guard case .array(let parts) = try list.evaluate(context), case .string(let glue) = try separator.evaluate(context) else { return .null }
                var text = ""
                for (index, part) in parts.enumerated() {
                    if index > 0 { text += glue }
                    text += part.text
                    if text.utf8.count > ExpressionLimits.textBytes { throw ExpressionLimits.textTooLong("join", atLeast: text.utf8.count) }
                }
                return .string(text)
            }
        }
        table["split"] = { parser, items, _ in
            guard items.count == 3 else { throw parser.error("Expected 2 arguments, but found \(items.count - 1) instead.") }
            let input = try parser.child(items, 1, .string)
            let separator = try parser.child(items, 2, .string)
            return StyleExpression(type: .array(.string, nil), children: [input, separator]) { context in
                guard case .string(let text) = try input.evaluate(context), case .string(let glue) = try separator.evaluate(context) else { return .null }
                if glue.isEmpty { return .array(text.map { .string(String($0)) }) }
                return .array(text.components(separatedBy: glue).map(ExpressionValue.string))
            }
        }
        table["image"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected two arguments.") }
            let name = try parser.child(items, 1, .string)
            return StyleExpression(type: .resolvedImage, children: [name]) { context in
                guard case .string(let text) = try name.evaluate(context) else { return .null }
                return .image(text, available: context.availableImages.contains(text))
            }
        }
        table["collator"] = { parser, items, _ in
            guard items.count == 2, case .object(let options) = items[1] else { throw parser.error("Expected one argument.") }
            let caseSensitive = try options["case-sensitive"].map { (json) throws(ExpressionError) in try parser.at(1).parse(json, expected: .boolean) }
            let diacriticSensitive = try options["diacritic-sensitive"].map { (json) throws(ExpressionError) in try parser.at(1).parse(json, expected: .boolean) }
            let locale = try options["locale"].map { (json) throws(ExpressionError) in try parser.at(1).parse(json, expected: .string) }
            let children = [caseSensitive, diacriticSensitive, locale].compactMap { $0 }
            return StyleExpression(type: .collator, children: children) { context in
                let isCase = try caseSensitive?.evaluate(context) == .boolean(true)
                let isDiacritic = try diacriticSensitive?.evaluate(context) == .boolean(true)
                var name: String?
                if let locale, case .string(let text) = try locale.evaluate(context) { name = text }
                return .collator(caseSensitive: isCase, diacriticSensitive: isDiacritic, locale: name)
            }
        }
        table["resolved-locale"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected one argument.") }
            let collator = try parser.child(items, 1, .collator)
            return StyleExpression(type: .string, children: [collator]) { context in
                guard case .collator(_, _, let locale) = try collator.evaluate(context) else { return .null }
                return .string(locale ?? "en")
            }
        }
        table["is-supported-script"] = { parser, items, _ in
            guard items.count == 2 else { throw parser.error("Expected 1 argument, but found \(items.count - 1) instead.") }
            let text = try parser.child(items, 1, .string)
            // Text is shaped with Pango and HarfBuzz: every script is drawn.
            return StyleExpression(type: .boolean, children: [text]) { _ in .boolean(true) }
        }
        table["number-format"] = { parser, items, _ in
            guard items.count == 3, case .object(let options) = items[2] else { throw parser.error("Expected two arguments.") }
            let number = try parser.child(items, 1, .number)
            func option(_ key: String, _ type: ExpressionType) throws(ExpressionError) -> StyleExpression? {
                try options[key].map { (json) throws(ExpressionError) in try parser.at(2).parse(json, expected: type) }
            }
            let locale = try option("locale", .string), currency = try option("currency", .string), unit = try option("unit", .string)
            if currency != nil, unit != nil { throw parser.error("NumberFormat options 'currency' and 'unit' are mutually exclusive") }
            let minimum = try option("min-fraction-digits", .number), maximum = try option("max-fraction-digits", .number)
            let children = [number] + [locale, currency, unit, minimum, maximum].compactMap { $0 }
            return StyleExpression(type: .string, children: children) { context in
                guard case .number(let value) = try number.evaluate(context) else { return .null }
                func text(_ expression: StyleExpression?) throws(ExpressionError) -> String? {
                    if let expression, case .string(let value) = try expression.evaluate(context) { return value }
                    return nil
                }
                func count(_ expression: StyleExpression?) throws(ExpressionError) -> Int? {
                    guard let expression, case .number(let value) = try expression.evaluate(context) else { return nil }
                    // As Intl.NumberFormat: fraction digits from 0 to 100, a RangeError past them.
                    guard (0...100).contains(value) else {
                        throw ExpressionError("fraction digits must be from 0 to 100, but found \(ExpressionValue.numberText(value)) instead.")
                    }
                    return Int(value)
                }
                return .string(NumberText.format(value, locale: try text(locale), currency: try text(currency), unit: try text(unit),
                                                 minimumFractionDigits: try count(minimum), maximumFractionDigits: try count(maximum)))
            }
        }
        table["format"] = { parser, items, _ in
            guard items.count >= 2 else { throw parser.error("Expected at least one argument.") }
            if case .object = items[1] { throw parser.error("First argument must be an image or text section.") }
            struct Section { var content: StyleExpression; var scale, font, color, align: StyleExpression? }
            var sections: [Section] = []
            var index = 1
            while index < items.count {
                if case .object(let options) = items[index] {
                    guard !sections.isEmpty else { throw parser.error("First argument must be an image or text section.") }
                    let at = parser.at(index)
                    sections[sections.count - 1].scale = try options["font-scale"].map { (json) throws(ExpressionError) in try at.parse(json, expected: .number) }
                    sections[sections.count - 1].font = try options["text-font"].map { (json) throws(ExpressionError) in try at.parse(json, expected: .array(.string, nil)) }
                    sections[sections.count - 1].color = try options["text-color"].map { (json) throws(ExpressionError) in try at.parse(json, expected: .color) }
                    if let align = options["vertical-align"] {
                        if case .string(let value) = align, !["bottom", "center", "top"].contains(value) {
                            throw at.error("'vertical-align' must be one of: 'bottom', 'center', 'top' but found '\(value)' instead.")
                        }
                        sections[sections.count - 1].align = try at.parse(align, expected: .string)
                    }
                } else {
                    let content = try parser.child(items, index, .value)
                    guard [.string, .value, .null, .resolvedImage].contains(content.type) else {
                        throw parser.at(index).error("Formatted text type must be 'string', 'value', 'image' or 'null'.")
                    }
                    sections.append(Section(content: content))
                }
                index += 1
            }
            let children = sections.flatMap { [$0.content] + [$0.scale, $0.font, $0.color, $0.align].compactMap { $0 } }
            let built = sections
            return StyleExpression(type: .formatted, children: children) { context in
                var result: [ExpressionValue.FormattedSection] = []
                var textBytes = 0
                for section in built {
                    let content = try section.content.evaluate(context)
                    var formatted = ExpressionValue.FormattedSection(text: "")
                    if case .image(let name, _) = content { formatted.image = name } else { formatted.text = content.text }
                    if let scale = section.scale, case .number(let value) = try scale.evaluate(context) { formatted.scale = value }
                    if let font = section.font, case .array(let names) = try font.evaluate(context) { formatted.fontStack = names.map(\.text) }
                    if let color = section.color, case .color(let value) = try color.evaluate(context) { formatted.textColor = value }
                    if let align = section.align, case .string(let value) = try align.evaluate(context) { formatted.verticalAlign = value }
                    result.append(formatted)
                    textBytes += formatted.text.utf8.count
                    if textBytes > ExpressionLimits.textBytes { throw ExpressionLimits.textTooLong("format", atLeast: textBytes) }
                }
                return .formatted(result)
            }
        }
        return table
    }()
}

/// `number-format`: a number in a locale's digits and separators, as a currency or a unit.
enum NumberText {
    static func format(_ value: Double, locale: String?, currency: String?, unit: String?, minimumFractionDigits: Int?,
                       maximumFractionDigits: Int?) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: locale ?? "en-US")
        if let currency {
            formatter.numberStyle = .currency
            formatter.currencyCode = currency
        } else {
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 3
        }
        if let minimumFractionDigits { formatter.minimumFractionDigits = minimumFractionDigits }
        if let maximumFractionDigits { formatter.maximumFractionDigits = maximumFractionDigits }
        let text = formatter.string(from: NSNumber(value: value)) ?? ExpressionValue.numberText(value)
        if let unit { return text + " " + unit }
        return text
    }
}
