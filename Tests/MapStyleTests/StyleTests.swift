import Testing
@testable import MapStyle

@Test func templatesFillEveryKey() {
    let attributes = ["name": "Kauppatori", "name:en": "Market Square", "ref": "1"]
    #expect("{name}".filledTemplate(with: attributes) == "Kauppatori")
    #expect("{name:en}".filledTemplate(with: attributes) == "Market Square")
    #expect("{name}{ref}".filledTemplate(with: attributes) == "Kauppatori1")
    #expect("Tori {ref}".filledTemplate(with: attributes) == "Tori 1")
    #expect("plain text".filledTemplate(with: attributes) == "plain text")
    #expect("{}".filledTemplate(with: attributes) == "")
    #expect("{nope}".filledTemplate(with: attributes) == "")
    #expect("{name}\n{name:en}".filledTemplate(with: attributes) == "Kauppatori\nMarket Square")
    #expect("Ä {ref} ö → {name}!".filledTemplate(with: attributes) == "Ä 1 ö → Kauppatori!")
    #expect("a}b {ref}".filledTemplate(with: attributes) == "a}b 1")
    // As MapLibre Native reads tokens: an unclosed `{` and a `{` before another `{` stay literal.
    #expect("{ref} {unclosed".filledTemplate(with: attributes) == "1 {unclosed")
    #expect("{x{ref}".filledTemplate(with: attributes) == "{x1")
    // One scanner: the expression a token string becomes gives the same text.
    for template in ["{ref} {unclosed", "{x{ref}", "a}b {ref}", "{name}\n{name:en}", "{}", "plain"] {
        let expression = TokenString.expression(template)
        let drawn = TokenString.parts(template).map { part -> String in
            switch part {
            case .literal(let run): return String(run)
            case .key(let key): return attributes[String(key)] ?? ""
            }
        }.joined()
        #expect(drawn == template.filledTemplate(with: attributes), "\(template)")
        if case .string(let text) = expression { #expect(text == template) }
    }
}

@Test func templatesSayWhichKeysTheyRead() {
    #expect("{name:latin}\n{name:nonlatin}".templateKeys == ["name:latin", "name:nonlatin"])
    #expect("plain".templateKeys.isEmpty)
    #expect("{ref} {unclosed".templateKeys == ["ref"])
}
