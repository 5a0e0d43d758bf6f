// swift-tools-version:6.0
// A package that depends on MapSnap the way a user's package does (here by path), to check that MapSnap's data and
// API work from someone else's tests: `swift test --package-path Examples/DownstreamPackage`.
import PackageDescription

let package = Package(
    name: "DownstreamPackage",
    dependencies: [.package(name: "MapSnap", path: "../..")],
    targets: [
        .testTarget(name: "DownstreamTests", dependencies: [.product(name: "MapSnap", package: "MapSnap")]),
    ],
    swiftLanguageModes: [.v6]
)
