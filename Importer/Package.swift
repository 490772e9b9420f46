// swift-tools-version:6.0
import PackageDescription

// navrepl-import, the program `app import` and `navrepl --app PATH` run from beside navrepl to
// read an app's Swift sources. It is a package of its own because it alone links swift-syntax:
// a package that depends on navrepl resolves none of it. `scripts/build --importer` builds it
// and puts it beside navrepl; `scripts/test` builds and tests it.
let package = Package(
    name: "navrepl-importer",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "navrepl-import", targets: ["navrepl-import"]),
    ],
    dependencies: [
        .package(name: "navrepl", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(
            name: "SwiftImport",
            dependencies: [
                .product(name: "NavreplKit", package: "navrepl"),
                .product(name: "NavLanguage", package: "navrepl"),
                .product(name: "NavreplPlatform", package: "navrepl"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "navrepl-import",
            dependencies: [
                "SwiftImport",
                .product(name: "NavreplPlatform", package: "navrepl"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // navrepl's test helpers, shared by a link to Tests/TestSupport.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "NavLanguage", package: "navrepl")],
            path: "Tests/TestSupport"
        ),
        .testTarget(name: "SwiftImportTests", dependencies: ["SwiftImport", "TestSupport"], exclude: ["Corpus", "RealApps", "HeldOut", "HeldOut2", "HeldOut3", "HeldOut4", "HeldOut5", "HeldOut6", "HeldOut7", "HeldOut8", "HeldOut9", "HeldOut10", "HeldOut11", "HeldOut12", "HeldOut13", "HeldOut14", "HeldOut15", "HeldOut16", "HeldOut17", "HeldOut18", "HeldOut19", "HeldOut20", "HeldOut21", "HeldOut22", "HeldOut23", "HeldOut24", "HeldOut25"]),
    ]
)
