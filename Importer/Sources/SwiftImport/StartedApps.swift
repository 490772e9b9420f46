import SwiftSyntax

/// A SwiftUI `App` started by a call, not by `@main` on it: a SwiftPM executable's
/// `main.swift` calling `BirthApp.main()` on an App its library declares, or a `@main` launcher
/// (`@main enum Launcher { static func main() { ...; MonitorApp.main() } }`) that runs checks
/// before handing off to the SwiftUI lifecycle. The App called is where the app's views start,
/// as a `@main` App's scenes are; a `@main` launcher that is no App builds no scene, so it
/// starts nothing. Without this, an app whose AppKit status item hosts a SwiftUI popover was
/// read as starting at that host alone, and what its main window presents was lost.
enum StartedApps {
    /// `Name.main()` with no arguments, on a capitalised type name: the type whose `main()`
    /// the program calls.
    static func calledMain(_ call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "main",
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              base.first?.isUppercase == true else { return nil }
        return base
    }

    /// The apps the program starts: `@main` Apps, and Apps whose `main()` is called, in the
    /// order read; a `@main` type that is no App is dropped when it starts one. Unchanged when
    /// no App's `main()` is called.
    static func resolve(_ found: inout SwiftDeclarations) {
        let started = found.appTypes.filter { found.mainCalls.contains($0.name) }
        guard !started.isEmpty else { return }
        let apps = Set(found.appTypes.map(\.name))
        var starts = found.mainApps.filter { apps.contains($0.name) }
        for app in started where !starts.contains(where: { $0.name == app.name }) { starts.append(app) }
        found.mainApps = starts
    }
}
