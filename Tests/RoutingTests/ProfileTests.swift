import Testing
@testable import Routing

@Test func accessAndOnewayPerTransportType() {
    let car = Profile(transport: .automobile), walk = Profile(transport: .walking), bike = Profile(transport: .cycling)
    #expect(car.access(["highway": "footway"]) == nil)
    #expect(car.access(["highway": "residential", "oneway": "yes"])?.backward == nil)
    #expect(car.access(["highway": "residential", "oneway": "-1"])?.forward == nil)
    #expect(car.access(["highway": "primary", "junction": "roundabout"])?.backward == nil)
    #expect(car.access(["highway": "residential", "access": "private"]) == nil)
    let limited = car.access(["highway": "primary", "maxspeed": "30"])?.forward ?? 0
    #expect(abs(limited - 27 / 3.6) < 1e-9)
    #expect(walk.access(["highway": "residential", "oneway": "yes"])?.backward != nil)
    #expect(walk.access(["highway": "motorway"]) == nil)
    #expect(walk.access(["highway": "footway", "foot": "no"]) == nil)
    #expect(bike.access(["highway": "footway"]) == nil)
    #expect(bike.access(["highway": "footway", "bicycle": "yes"]) != nil)
    #expect(bike.access(["highway": "residential", "oneway": "yes", "oneway:bicycle": "no"])?.backward != nil)
}
