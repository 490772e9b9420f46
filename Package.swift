// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "navrepl",
    // NavreplKit is what an app links: it builds for Apple's platforms from these versions on
    // (Observation's), and for Linux.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "navrepl", targets: ["navrepl"]),
        // What the plugins run; a product so that the command plugins can build it in release
        // (SwiftPM builds a command plugin's declared tool in debug).
        .executable(name: "navrepl-tool", targets: ["navrepl-tool"]),
        // The router engine an app links (Apache-2.0): the same rules the prompt, scripts and
        // the generated Swift use. Pure Swift, no Foundation, no readline, no swift-syntax.
        .library(name: "NavreplKit", targets: ["NavreplKit"]),
        // The SwiftUI layer an app links (Apache-2.0): RouterView shows a router with the app's
        // own screens. Empty where SwiftUI does not exist (Linux).
        .library(name: "NavreplSwiftUI", targets: ["NavreplSwiftUI"]),
        // The language (the `.navapp` reader and writer among it), for navrepl's importer.
        .library(name: "NavLanguage", targets: ["NavLanguage"]),
        .library(name: "NavScript", targets: ["NavScript"]),
        // For an app's test targets (Apache-2.0): runs navrepl scenarios on the app's own router.
        .library(name: "NavScenario", targets: ["NavScenario"]),
        // For navrepl's own importer, a package of its own (Importer/) so that only it resolves
        // swift-syntax: the system calls it reads files with. Not for apps.
        .library(name: "NavreplPlatform", targets: ["Platform"]),
        // Generates an app's typed router from the `.navapp` in its target, at each build.
        .plugin(name: "NavreplGenerator", targets: ["NavreplGenerator"]),
        // `swift package navrepl test|explore|export`, and `navrepl-write` for what writes to
        // the package (`test --update`, `export swift FILE`): a command plugin's permissions
        // are fixed, so the one that may write is its own verb, asked for only when needed.
        .plugin(name: "NavreplCommand", targets: ["NavreplCommand"]),
        .plugin(name: "NavreplWriteCommand", targets: ["NavreplWriteCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // A C header of one compiler builtin (a prefetch), portable: explore's hash table reads ahead.
        .target(name: "CPrefetch", exclude: ["LICENSE"]),
        // The engine an app links: no C module, nothing of the tools.
        .target(name: "NavreplKit", exclude: ["LICENSE"]),
        // The SwiftUI views over any app's router, generic over its route and tab types.
        .target(name: "NavreplSwiftUI", dependencies: ["NavreplKit"], exclude: ["LICENSE"]),
        // explore's model checker, over the engine: the tools' (the prompt, navrepl test's
        // coverage, the plugins), not what an app links.
        .target(name: "NavreplExplore", dependencies: ["NavreplKit", "CPrefetch"], exclude: ["LICENSE"]),
        .target(name: "Platform", exclude: ["LICENSE"]),
        // The language: the parser, the interpreter and its commands, app and state files, and
        // the scenario runner. What an app's tests need to run a scenario, and no more.
        .target(name: "NavLanguage", dependencies: ["NavreplKit", "Platform"], exclude: ["LICENSE"]),
        // The tools over the language: explore, the suite runner and its reports, the pictures,
        // `export`, and the text the docs are generated from.
        // `export swift` and `export tests`: the app's typed router, and a session as Swift tests.
        .target(name: "NavreplExport", dependencies: ["NavLanguage", "NavreplKit"], exclude: ["LICENSE"]),
        .target(name: "NavScript", dependencies: ["NavLanguage", "NavreplExport", "NavreplKit", "NavreplExplore", "Platform"], exclude: ["LICENSE"]),
        .target(name: "NavScenario", dependencies: ["NavreplKit", "NavLanguage"], exclude: ["LICENSE"]),
        // What `scripts/gendocs` writes into the man page and the command table, from the
        // commands' specs; navrepl's repository's alone, so no product ships it.
        .target(name: "NavreplDocs", dependencies: ["NavLanguage", "NavScript"]),
        .executableTarget(name: "navrepl-gendocs", dependencies: ["NavreplDocs", "Platform"]),
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        .target(name: "LineEditor", dependencies: ["CReadline", "Platform"]),
        // The command lines navrepl and navrepl-tool share: `test`, `explore`, loading an app.
        .target(
            name: "NavreplCommandLine",
            dependencies: [
                "NavreplKit", "NavLanguage", "NavreplExport", "NavScript", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["LICENSE"]
        ),
        .executableTarget(
            name: "navrepl",
            dependencies: [
                "NavreplKit", "NavLanguage", "NavreplExport", "NavScript", "NavreplCommandLine", "LineEditor", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the plugins run: navrepl's verbs without the REPL, so neither readline nor
        // swift-syntax is built into a package that uses them.
        .executableTarget(
            name: "navrepl-tool",
            dependencies: [
                "NavreplKit", "NavLanguage", "NavreplExport", "NavScript", "NavreplCommandLine", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["LICENSE"]
        ),
        // What the build plugin runs: the typed router of an app file, and nothing of the tools,
        // so that an app's build compiles only the language and the export besides what it links.
        .executableTarget(name: "navrepl-generate", dependencies: ["NavreplExport", "NavLanguage", "Platform"], exclude: ["LICENSE"]),
        .plugin(name: "NavreplGenerator", capability: .buildTool(), dependencies: ["navrepl-generate"]),
        .plugin(
            name: "NavreplCommand",
            capability: .command(
                intent: .custom(verb: "navrepl", description: "Run navrepl's scenarios (test), explore the app, or print its router (export swift).")),
            // No declared tool: the plugin builds navrepl-tool itself, in release.
            dependencies: []
        ),
        .plugin(
            name: "NavreplWriteCommand",
            capability: .command(
                intent: .custom(verb: "navrepl-write", description: "navrepl's verbs that write: test --update, explore --emit/--graph, export swift FILE."),
                permissions: [.writeToPackageDirectory(reason: "to rewrite scenario transcripts (test --update) and write the files explore and export are given")]),
            dependencies: []
        ),
        .target(name: "TestSupport", dependencies: ["NavLanguage"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "NavreplKitTests", dependencies: ["NavreplKit"]),
        .testTarget(name: "NavreplExploreTests", dependencies: ["NavreplKit", "NavreplExplore"]),
        .testTarget(
            name: "NavScriptTests",
            dependencies: ["NavLanguage", "NavreplExport", "NavScript", "NavreplDocs", "NavreplKit", "NavreplExplore", "TestSupport"],
            exclude: ["Transcripts", "FuzzCorpus"]
        ),
        .testTarget(name: "NavreplTests", dependencies: ["navrepl", "navrepl-tool", "navrepl-generate", "TestSupport"]),
    ]
)
