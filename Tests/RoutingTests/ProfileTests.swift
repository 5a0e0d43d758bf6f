import Testing
@testable import Routing

@Test func accessAndOnewayPerTransportType() {
    let car = Profile(transport: .automobile), walk = Profile(transport: .walking), bike = Profile(transport: .cycling)
    #expect(car.access(["highway": "footway"]) == nil)
    #expect(car.access(["highway": "residential", "oneway": "yes"])?.backward == nil)
    #expect(car.access(["highway": "residential", "oneway": "-1"])?.forward == nil)
    #expect(car.access(["highway": "primary", "junction": "roundabout"])?.backward == nil)
    // Destination-only and private ways are for the start and end of a route; psv-only and no are never.
    #expect(car.access(["highway": "residential", "access": "private"])?.isRestricted == true)
    #expect(car.access(["highway": "unclassified", "motor_vehicle": "destination"])?.isRestricted == true)
    #expect(car.access(["highway": "service", "access": "no", "psv": "yes"]) == nil)
    #expect(car.access(["highway": "residential"])?.isRestricted == false)
    // A speed limit counts at 80 % (OSRM's speed reduction); rough surfaces cap the speed.
    let limited = car.access(["highway": "primary", "maxspeed": "30"])?.forward ?? 0
    #expect(abs(limited - 24 / 3.6) < 1e-9)
    #expect(abs((car.access(["highway": "primary", "surface": "cobblestone"])?.forward ?? 0) - 30 / 3.6) < 1e-9)
    #expect(walk.access(["highway": "residential", "oneway": "yes"])?.backward != nil)
    #expect(walk.access(["highway": "motorway"]) == nil)
    #expect(walk.access(["highway": "footway", "foot": "no"]) == nil)
    // Bicycles are pushed at walking pace where only walking is allowed, and against one-way streets.
    #expect(abs((bike.access(["highway": "footway"])?.forward ?? 0) - 4 / 3.6) < 1e-9)
    #expect(abs((bike.access(["highway": "footway", "bicycle": "yes"])?.forward ?? 0) - 15 / 3.6) < 1e-9)
    #expect(bike.access(["highway": "footway", "foot": "no"]) == nil)
    // A signed pedestrian street is cycled, at the speed its surface allows.
    #expect(abs((bike.access(["highway": "pedestrian", "bicycle": "yes", "surface": "paving_stones"])?.forward ?? 0) - 10 / 3.6) < 1e-9)
    #expect(abs((bike.access(["highway": "residential", "oneway": "yes"])?.backward ?? 0) - 4 / 3.6) < 1e-9)
    // …but not round a roundabout the wrong way; and a lower speed limit caps the ride.
    #expect(bike.access(["highway": "residential", "junction": "roundabout"])?.backward == nil)
    #expect(abs((bike.access(["highway": "residential", "maxspeed": "10"])?.forward ?? 0) - 10 / 3.6) < 1e-9)
    // Bus lanes (vehicle=no) are not for bicycles; restricted service tunnels are for nobody on foot or bicycle.
    #expect(bike.access(["highway": "service", "vehicle": "no", "bus": "yes"]) == nil)
    #expect(bike.access(["highway": "service", "tunnel": "yes", "access": "destination"]) == nil)
    #expect(walk.access(["highway": "service", "tunnel": "yes", "access": "destination"]) == nil)
    #expect(car.access(["highway": "service", "tunnel": "yes", "access": "destination"])?.isRestricted == true)
    // Piers and car-park outlines are walkable, and car parks are ridden at 10 km/h (OSRM); not for cars.
    #expect(walk.access(["man_made": "pier"]) != nil && walk.access(["amenity": "parking"]) != nil && car.access(["amenity": "parking"]) == nil)
    #expect(abs((bike.access(["amenity": "parking"])?.forward ?? 0) - 10 / 3.6) < 1e-9)
    // Station platforms are walkable.
    #expect(walk.access(["railway": "platform"]) != nil && walk.access(["public_transport": "platform", "highway": "platform"]) != nil)
    #expect(bike.access(["highway": "residential", "oneway": "yes", "oneway:bicycle": "no"])?.backward != nil)
}
