// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navrepl",
    products: [
        .executable(name: "navrepl", targets: ["navrepl"]),
        // The importer is its own executable so that only it links swift-syntax: navrepl
        // runs it from beside itself (`app import`, `--app PATH`), as git runs git-foo.
        .executable(name: "navrepl-import", targets: ["navrepl-import"]),
        .library(name: "NavigationModel", targets: ["NavigationModel"]),
        .library(name: "NavScript", targets: ["NavScript"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "NavigationModel"),
        .target(name: "Platform"),
        .target(name: "NavScript", dependencies: ["NavigationModel", "Platform"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(name: "LineEditor", dependencies: ["CReadline", "Platform"]),
        .executableTarget(
            name: "navrepl",
            dependencies: [
                "NavigationModel", "NavScript", "LineEditor", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SwiftImport",
            dependencies: [
                "NavigationModel", "NavScript", "Platform",
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
        .testTarget(name: "NavigationModelTests", dependencies: ["NavigationModel"]),
        .testTarget(
            name: "NavScriptTests",
            dependencies: ["NavScript", "NavigationModel", "TestSupport"],
            exclude: ["Transcripts", "FuzzCorpus"]
        ),
        .testTarget(name: "NavreplTests", dependencies: ["navrepl", "TestSupport"]),
        .testTarget(name: "SwiftImportTests", dependencies: ["SwiftImport", "TestSupport"], exclude: ["Corpus"]),
    ]
)
