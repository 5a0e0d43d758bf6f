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
}
