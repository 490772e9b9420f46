// swift-tools-version:6.0
import PackageDescription

// An app package that uses navrepl as an app would: NavreplKit as its router engine,
// NavreplSwiftUI to show it with the app's own screens (ClinicScreens.swift), the
// NavreplGenerator plugin to generate the typed router from Sources/Clinic/clinic.navapp at each
// build, NavScenario to run the scenarios in Scenarios/ against that router in `swift test`,
// and `swift package navrepl test` to run them as navrepl does.
let package = Package(
    name: "Clinic",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Clinic", targets: ["Clinic"])],
    dependencies: [
        // In your own package: .package(url: "https://github.com/OWNER/navrepl", from: "0.1.0")
        .package(name: "navrepl", path: "../.."),
    ],
    targets: [
        .target(
            name: "Clinic",
            dependencies: [
                .product(name: "NavreplKit", package: "navrepl"),
                .product(name: "NavreplSwiftUI", package: "navrepl"),
            ],
            plugins: [.plugin(name: "NavreplGenerator", package: "navrepl")]
        ),
        .testTarget(
            name: "ClinicTests",
            dependencies: ["Clinic", .product(name: "NavScenario", package: "navrepl")]
        ),
    ]
)
