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
    #expect("{ref} {unclosed".filledTemplate(with: attributes) == "1 ")
    #expect("{x{ref}".filledTemplate(with: attributes) == "1")
}

@Test func templatesSayWhichKeysTheyRead() {
    #expect("{name:latin}\n{name:nonlatin}".templateKeys == ["name:latin", "name:nonlatin"])
    #expect("plain".templateKeys.isEmpty)
    #expect("{ref} {unclosed".templateKeys == ["ref"])
}
