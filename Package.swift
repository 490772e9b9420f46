// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navrepl",
    // NavreplKit is what an app links: it builds for Apple's platforms from these versions on
    // (Observation's), and for Linux.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "navrepl", targets: ["navrepl"]),
        // The importer is its own executable so that only it links swift-syntax: navrepl
        // runs it from beside itself (`app import`, `--app PATH`), as git runs git-foo.
        .executable(name: "navrepl-import", targets: ["navrepl-import"]),
        // The router engine an app links (Apache-2.0): the same rules the prompt, scripts and
        // the generated Swift use. Pure Swift, no Foundation, no readline, no swift-syntax.
        .library(name: "NavreplKit", targets: ["NavreplKit"]),
        .library(name: "NavScript", targets: ["NavScript"]),
        // For an app's test targets (Apache-2.0): runs navrepl scenarios on the app's own router.
        .library(name: "NavScenario", targets: ["NavScenario"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "NavreplKit", exclude: ["LICENSE"]),
        .target(name: "Platform", exclude: ["LICENSE"]),
        .target(name: "NavScript", dependencies: ["NavreplKit", "Platform"], exclude: ["LICENSE"]),
        .target(name: "NavScenario", dependencies: ["NavreplKit", "NavScript"], exclude: ["LICENSE"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(name: "LineEditor", dependencies: ["CReadline", "Platform"]),
        .executableTarget(
            name: "navrepl",
            dependencies: [
                "NavreplKit", "NavScript", "LineEditor", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SwiftImport",
            dependencies: [
                "NavreplKit", "NavScript", "Platform",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "navrepl-import",
            dependencies: [
                "SwiftImport", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["NavScript"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "NavreplKitTests", dependencies: ["NavreplKit"]),
        .testTarget(
            name: "NavScriptTests",
            dependencies: ["NavScript", "NavreplKit", "TestSupport"],
            exclude: ["Transcripts", "FuzzCorpus"]
        ),
        .testTarget(name: "NavreplTests", dependencies: ["navrepl", "TestSupport"]),
        .testTarget(name: "SwiftImportTests", dependencies: ["SwiftImport", "TestSupport"], exclude: ["Corpus", "RealApps"]),
    ]
)
