// swift-tools-version:6.0
// The fuzz target lives in a package of its own: it is built with libFuzzer
// (-sanitize=fuzzer), which supplies main, so it must stay out of the main package's builds.
// Run it with scripts/fuzz.
import PackageDescription

let package = Package(
    name: "NavreplFuzz",
    dependencies: [.package(name: "navrepl", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzNavScript",
            dependencies: [.product(name: "NavScript", package: "navrepl")]
        ),
    ]
)
