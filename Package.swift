// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "MapSnap",
    products: [
        .library(name: "MapSnap", targets: ["MapSnap"]),
        .library(name: "MapSnapTesting", targets: ["MapSnapTesting"]),
        .library(name: "MapSnapServer", targets: ["MapSnapServer"]),
        .executable(name: "mapsnap", targets: ["MapSnapCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CMicroHTTPD",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng16",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),
        .systemLibrary(
            name: "CMalloc"
        ),
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]
        ),
        .target(name: "Geo"),
        .target(name: "Features", dependencies: ["Geo", "CMalloc"]),
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD"]),
        .target(name: "BinaryData"),
        .target(name: "StrictJSON"),
        .target(name: "MapStyle", dependencies: ["StrictJSON", "Geo"], exclude: ["Spec"]),
        .target(name: "ImageEncoding", dependencies: ["CDeflate", "CPNG", "CTurboJPEG", "CWebP"]),
        .target(name: "MapRender", dependencies: ["Geo", "MapStyle", "Features", "StrictJSON"]),
        .target(name: "CairoCanvas", dependencies: ["CCairo", "ImageEncoding", "Geo", "MapStyle", "MapRender", "BinaryData"], resources: [.copy("Fonts")]),
        .target(name: "WireFormats", dependencies: ["CZlib"]),
        .target(name: "OSM", dependencies: ["Geo", "Features", "StrictJSON", "WireFormats", "BinaryData"]),
        .target(name: "Tiles", dependencies: ["CSQLite", "Geo", "Features", "OSM", "WireFormats", "BinaryData", "StrictJSON"]),
        .target(name: "PlaceSearch", dependencies: ["Geo", "OSM", "BinaryData"]),
        .target(name: "Routing", dependencies: ["Geo", "OSM", "BinaryData"]),
        .target(name: "MapSnap", dependencies: ["Geo", "Features", "ImageEncoding", "StrictJSON", "MapStyle", "MapRender", "CairoCanvas", "OSM", "PlaceSearch", "Routing", "BinaryData", "Tiles", "WireFormats"],
                resources: [.copy("Data")]),
        .target(name: "MapSnapTesting", dependencies: ["MapSnap", "MapRender"]),
        .target(name: "CommandLineKit", dependencies: ["Geo"]),
        .target(name: "MapSnapBench", dependencies: ["CommandLineKit", "MapSnap", "CairoCanvas", "OSM", "PlaceSearch", "Routing", "MapStyle", "Geo", "ImageEncoding", "MapRender"]),
        .target(name: "MapSnapServer", dependencies: ["MapSnap", "HTTPServer", "StrictJSON", "BinaryData", "Geo", "MapStyle", "MapRender", "PlaceSearch", "Tiles", "Features"], exclude: ["Page"]),
        .executableTarget(name: "mapsnap-fuzz", dependencies: ["MapSnap", "OSM", "MapStyle", "StrictJSON", "BinaryData", "PlaceSearch", "Routing", "Tiles", "Geo"]),
        .executableTarget(name: "MapSnapCommand", dependencies: ["MapSnap", "BinaryData", "MapSnapServer", "MapSnapBench", "CommandLineKit", "CairoCanvas", "StrictJSON", "HTTPServer", "Features", "Geo", "MapStyle", "MapRender", "PlaceSearch", "Tiles"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "GeoTests", dependencies: ["Geo", "TestSupport"]),
        .testTarget(name: "BinaryDataTests", dependencies: ["BinaryData", "TestSupport"]),
        .testTarget(name: "FeaturesTests", dependencies: ["Features", "Geo"]),
        .testTarget(name: "WireFormatsTests", dependencies: ["WireFormats"], exclude: ["Fixtures"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON"]),
        .testTarget(name: "MapStyleTests", dependencies: ["MapStyle", "StrictJSON", "TestSupport", "Geo"], exclude: ["Fixtures"]),
        .testTarget(name: "MapRenderTests", dependencies: ["MapRender", "Geo", "MapStyle", "Features", "OSM", "TestSupport"]),
        .testTarget(name: "ImageEncodingTests", dependencies: ["ImageEncoding", "CDeflate", "CairoCanvas", "MapRender", "TestSupport"]),
        .testTarget(name: "CairoCanvasTests", dependencies: ["CairoCanvas", "ImageEncoding", "MapRender", "Geo", "MapStyle"]),
        .testTarget(name: "OSMTests", dependencies: ["OSM", "Features", "Geo", "StrictJSON", "TestSupport", "BinaryData"], exclude: ["Fixtures"]),
        .testTarget(name: "TilesTests", dependencies: ["Tiles", "Geo", "Features", "OSM", "MapRender", "TestSupport", "WireFormats"], exclude: ["Fixtures"]),
        .testTarget(name: "RoutingTests", dependencies: ["Routing", "OSM", "Geo", "TestSupport", "BinaryData"]),
        .testTarget(name: "PlaceSearchTests", dependencies: ["PlaceSearch", "OSM", "Geo", "TestSupport", "BinaryData"], exclude: ["Fixtures"]),
        .testTarget(name: "MapSnapTests", dependencies: ["MapSnap", "StrictJSON", "MapSnapTesting", "TestSupport", "BinaryData", "CairoCanvas"], exclude: ["__Snapshots__", "Fixtures"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(name: "MapSnapTestingTests", dependencies: ["MapSnapTesting", "MapSnap"]),
        .testTarget(name: "CommandLineKitTests", dependencies: ["CommandLineKit", "Geo"]),
        .testTarget(name: "MapSnapServerTests", dependencies: ["MapSnapServer", "MapSnap", "HTTPServer", "StrictJSON", "CairoCanvas", "ImageEncoding", "Tiles", "TestSupport", "MapRender"]),
        .testTarget(name: "CommandLineTests", dependencies: ["MapSnapCommand", "MapSnap", "MapSnapBench", "CairoCanvas", "TestSupport", "BinaryData", "Tiles", "MapRender", "Geo"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
