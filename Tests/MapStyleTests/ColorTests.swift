import Geo
@testable import MapStyle
import Testing

@Test func hexStringRoundTrips() {
    #expect(Color(rgb: 0x0A0B0C).hexString == "#0A0B0C")
    #expect(Color(parsing: "#11223344")?.hexString == "#11223344")
}

@Test func opacityAndMixing() {
    #expect(Color.white.withOpacity(0.5).alpha == 0.5)
    #expect(Color.black.mixed(with: .white, fraction: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color(red: 2, green: -1, blue: 0.5).red == 1)
}
