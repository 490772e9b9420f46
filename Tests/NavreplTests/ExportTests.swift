import Foundation
import Testing
import TestSupport

/// `export swift` and `export tests` end to end, the proof that the exported router is a second
/// implementation of navrepl's rules: every built-in app (and the clinic example's app file) is
/// exported as a module, every demo and example script that uses it as Swift Testing tests
/// against it, and so is `Tests/ExportPackage/shop.nav`, which declares an app with what the
/// demos do not use (rules, defaults, optionals, a two-column split...). The lot is built once,
/// as one package, in Swift 6 mode with warnings as errors and SwiftUI replaced by a stub
/// declaring Apple's signatures; then `swift test` must pass. A script with a wrong expectation,
/// exported into the same package, must fail.
@Suite(.serialized)
struct ExportTests {
    static let root = Repository.root.path

    /// The scripts, each with the app it loads (its first `app` line; hospital without one).
    /// Free mode has no routes to export, so its script is left out.
    static func scripts() throws -> [(path: String, app: String)] {
        let folders = ["scripts/demos", "scripts"]
        var scripts: [(path: String, app: String)] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).filter { $0.hasSuffix(".nav") }.sorted()
            for name in names {
                let path = root + "/" + folder + "/" + name
                let text = try String(contentsOfFile: path, encoding: .utf8)
                let app = text.split(separator: "\n").first { $0.hasPrefix("app ") }.map { String($0.dropFirst(4)) } ?? "hospital"
                if app != "none" { scripts.append((path, app)) }
            }
        }
        return scripts
    }

    /// `HospitalApp` for `hospital`, `ClinicApp` for `clinic.navapp`.
    static func module(for app: String) -> String {
        let name = app.split(separator: ".").first.map(String.init) ?? app
        return name.prefix(1).uppercased() + name.dropFirst() + "App"
    }

    /// `Seed000HospitalTests` for `seed000_hospital.nav`.
    static func suite(for script: String) -> String {
        let name = URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent
        return name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Tests"
    }

    static var swift: String {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swift"
    }

    @Test func everyDemoAndExamplePassesAsSwiftTestsOfItsExportedRouter() throws {
        let package = Binary.temporaryFolder()
        let scripts = try Self.scripts()
        let apps = Array(Set(scripts.map(\.app))).sorted()
        try FileManager.default.createDirectory(atPath: package + "/Sources/SwiftUI", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root + "/Tests/ExportPackage/SwiftUI.swift", toPath: package + "/Sources/SwiftUI/SwiftUI.swift")

        for app in apps {
            let module = Self.module(for: app)
            for folder in ["Sources/" + module, "Tests/" + module + "Tests"] {
                try FileManager.default.createDirectory(atPath: package + "/" + folder, withIntermediateDirectories: true)
            }
            let source = app.hasSuffix(".navapp") ? Self.root + "/scripts/" + app : app
            let export = try Binary.run(["-q", "--app", source, "-e", "export swift \(package)/Sources/\(module)/Router.swift"])
            #expect(export.status == 0, "\(app): \(export.stderr)")
        }
        for (script, app) in scripts {
            let module = Self.module(for: app)
            let file = "\(package)/Tests/\(module)Tests/\(Self.suite(for: script)).swift"
            let export = try Binary.run(["-q", script, "-e", "export tests \(file) --import \(module)"])
            #expect(export.status == 0, "\(script): \(export.stderr)")
        }

        // The shop app, declared by its script, which also saves a state file beside itself.
        for folder in ["Sources/ShopApp", "Tests/ShopAppTests"] {
            try FileManager.default.createDirectory(atPath: package + "/" + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: Self.root + "/Tests/ExportPackage/shop.nav", toPath: package + "/shop.nav")
        let shop = try Binary.run([
            "-q", package + "/shop.nav", "-e", "export swift \(package)/Sources/ShopApp/Router.swift",
            "-e", "export tests \(package)/Tests/ShopAppTests/ShopTests.swift --import ShopApp",
        ])
        #expect(shop.status == 0, "\(shop.stderr)")

        // A wrong expectation: navrepl reports it, and so must the Swift test.
        let wrong = package + "/wrong.nav"
        try Binary.write("app hospital\npush list > detail \"Mary Doe\"\nexpect depth 3\n", to: wrong)
        try FileManager.default.createDirectory(atPath: package + "/Tests/WrongExpectationTests", withIntermediateDirectories: true)
        let failing = try Binary.run(
            ["-q", wrong, "-e", "export tests \(package)/Tests/WrongExpectationTests/WrongExpectationTests.swift --import HospitalApp"])
        #expect(failing.status == 1)

        let targets = (apps + ["shop"]).map { app in
            let module = Self.module(for: app)
            return """
                    .target(name: "\(module)", dependencies: ["SwiftUI"], swiftSettings: strict),
                    .testTarget(name: "\(module)Tests", dependencies: ["\(module)"]),
            """
        }
        try Binary.write(
            """
            // swift-tools-version:6.0
            import PackageDescription

            // The exported routers must compile without a warning in Swift 6 mode.
            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let package = Package(
                name: "Exported",
                targets: [
                    .target(name: "SwiftUI"),
            \(targets.joined(separator: "\n"))
                    .testTarget(name: "WrongExpectationTests", dependencies: ["HospitalApp"]),
                ]
            )

            """, to: package + "/Package.swift")

        let started = Date()
        let build = try Binary.run(["build", "--build-tests"], directory: package, program: Self.swift)
        let built = Date()
        #expect(build.status == 0, "\(build.stdout)\(build.stderr)")
        let run = try Binary.run(["test", "--skip-build", "--skip", "WrongExpectationTests"], directory: package, program: Self.swift)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let tests = scripts.count + 1
        #expect(run.stdout.contains("Test run with \(tests) tests in \(tests) suites passed"), "\(run.stdout)")
        let wrongRun = try Binary.run(["test", "--skip-build", "--filter", "WrongExpectationTests"], directory: package, program: Self.swift)
        #expect(wrongRun.status != 0)
        #expect(wrongRun.stdout.contains("Expectation failed: (router.path.count → 2) == 3"), "\(wrongRun.stdout)")
        print("export package: \(apps.count + 1) apps, \(tests) scripts; built in \(Int(built.timeIntervalSince(started)))s, tests run in \(Int(Date().timeIntervalSince(built)))s")
    }
}
