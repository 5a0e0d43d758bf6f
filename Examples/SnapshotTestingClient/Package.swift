// swift-tools-version:6.0
// A user's package with snapshot tests of a styled store map, in Swift Testing and in XCTest.
// In your own package, depend on MapSnap by URL or path instead of "../..".
import PackageDescription

let package = Package(
    name: "SnapshotTestingClient",
    dependencies: [.package(name: "MapSnap", path: "../..")],
    targets: [
        .testTarget(
            name: "StoreMapTests",
            dependencies: [.product(name: "MapSnap", package: "MapSnap"), .product(name: "MapSnapTesting", package: "MapSnap")],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
