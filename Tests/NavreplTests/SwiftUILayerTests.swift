import Foundation
import Testing
import TestSupport

/// NavreplSwiftUI and the example app's screens, type-checked on Linux, where SwiftUI does not
/// exist: a package of NavreplKit, NavreplSwiftUI and the Clinic example (its router generated
/// from its `.navapp` with its `navrepl-config.json`, as the build plugin does, and its own
/// sources) is built in Swift 6 mode with warnings as errors against the SwiftUI stub of
/// `Tests/ExportPackage/SwiftUI.swift`, which declares Apple's signatures. The sources are
/// copied, not depended on, so that the layer is compiled with the stub in view: a probe that
/// uses the layer's public API fails to compile if `#if canImport(SwiftUI)` left anything out.
/// The views compile against the real SwiftUI only on Apple's platforms.
@Suite(.serialized)
struct SwiftUILayerTests {
    static let root = Repository.root.path

    @Test func theLayerAndTheExampleScreensTypeCheckAgainstSwiftUISignatures() throws {
        let package = Binary.temporaryFolder()
        let fileManager = FileManager.default
        func copy(_ folder: String, to target: String, only suffix: String = ".swift") throws {
            try fileManager.createDirectory(atPath: package + "/Sources/" + target, withIntermediateDirectories: true)
            for name in try fileManager.contentsOfDirectory(atPath: Self.root + "/" + folder) where name.hasSuffix(suffix) {
                try fileManager.copyItem(atPath: Self.root + "/" + folder + "/" + name, toPath: package + "/Sources/" + target + "/" + name)
            }
        }
        try fileManager.createDirectory(atPath: package + "/Sources/SwiftUI", withIntermediateDirectories: true)
        try fileManager.copyItem(atPath: Self.root + "/Tests/ExportPackage/SwiftUI.swift", toPath: package + "/Sources/SwiftUI/SwiftUI.swift")
        try copy("Sources/NavreplKit", to: "NavreplKit")
        try copy("Sources/NavreplSwiftUI", to: "NavreplSwiftUI")
        try copy("Examples/Clinic/Sources/Clinic", to: "Clinic")

        // The router, as the build plugin generates it: the target's config gives its options.
        let example = Self.root + "/Examples/Clinic/Sources/Clinic/"
        let config = try String(contentsOfFile: example + "navrepl-config.json", encoding: .utf8)
        #expect(config.contains("\"prefix\": \"Clinic\"") && config.contains("\"access\": \"public\""))
        let export = try Binary.run(["-q", "--app", example + "clinic.navapp", "-e", "export swift \(package)/Sources/Clinic/Router.swift --prefix Clinic --access public"])
        #expect(export.status == 0, "\(export.stderr)")
        // And an app without presented-only routes, for the layer's shorter forms.
        let hospital = try Binary.run(["-q", "--app", "hospital", "-e", "export swift \(package)/Sources/Clinic/Hospital.swift"])
        #expect(hospital.status == 0, "\(hospital.stderr)")

        try Binary.write(
            """
            import NavreplKit
            import NavreplSwiftUI
            import SwiftUI

            // Compiles only if the layer and the screens were compiled with SwiftUI in view.
            @MainActor func probe(router: ClinicRouter, hospital: HospitalRouter) -> some View {
                VStack {
                    ClinicAppView()
                    RouterView(router: router) { route in Text(router.title(of: route)) } presented: { route in Text(router.title(of: route)) }
                    RouterStack(router: router, tab: .doctors) { _ in Text("root") } screen: { _ in Text("screen") }
                        .modals(of: router) { _ in Text("modal") } presented: { _ in Text("sheet") }
                    RouterView(router: hospital) { route in Text(hospital.title(of: route)) }
                    RouterView(router: hospital) { tab in Text(hospital.title(of: tab)) } screen: { _ in Text("screen") }
                    Text("over").modals(of: hospital) { _ in Text("modal") }
                }
            }

            """, to: package + "/Sources/Clinic/Probe.swift")
        try Binary.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "SwiftUILayer",
                platforms: [.macOS(.v14), .iOS(.v17)],
                targets: [
                    .target(name: "SwiftUI"),
                    .target(name: "NavreplKit"),
                    .target(name: "NavreplSwiftUI", dependencies: ["NavreplKit", "SwiftUI"], swiftSettings: strict),
                    .target(name: "Clinic", dependencies: ["NavreplKit", "NavreplSwiftUI", "SwiftUI"], swiftSettings: strict),
                ]
            )

            """, to: package + "/Package.swift")
        let build = try Binary.run(["build"], directory: package, program: ExportTests.swift)
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")

        // A call SwiftUI would refuse must fail here too: the check can fail.
        try Binary.write("import SwiftUI\n@MainActor func wrong() -> some View { Text(42) }\n", to: package + "/Sources/Clinic/Wrong.swift")
        let wrong = try Binary.run(["build"], directory: package, program: ExportTests.swift)
        #expect(wrong.status != 0)
        #expect(wrong.stdout.contains("Wrong.swift:2"), "\(wrong.stdout)")
    }
}
