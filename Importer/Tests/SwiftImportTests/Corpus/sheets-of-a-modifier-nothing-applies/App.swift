import SwiftUI

// A sheet written in a `ViewModifier` of the app's own is shown only where the modifier is
// applied. `tipsSheet()` applies `TipsModifier` and is called on the root: its sheet is a
// route. `welcomeGuide()` wraps `WelcomeGuideModifier`, whose sheet opens itself at first
// launch, but nothing calls it (an onboarding switched off, left in the sources), and
// `ReleaseNotesModifier` is made nowhere: neither presents anything, and neither is a route.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
                .tipsSheet()
        }
    }
}

struct NotesView: View {
    @State private var showingAbout = false

    var body: some View {
        List {
            Button("About") { showingAbout = true }
        }
        .sheet(isPresented: $showingAbout) {
            AboutView()
        }
    }
}

extension View {
    /// Shows the tips sheet until they are read.
    func tipsSheet() -> some View {
        modifier(TipsModifier())
    }

    /// Shows the welcome guide once, on the root view.
    func welcomeGuide() -> some View {
        modifier(WelcomeGuideModifier())
    }
}

private struct TipsModifier: ViewModifier {
    @AppStorage("tipsRead") private var tipsRead = false

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: .constant(!tipsRead)) {
                TipsView { tipsRead = true }
            }
    }
}

private struct WelcomeGuideModifier: ViewModifier {
    @AppStorage("welcomeSeen") private var seen = false

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: .constant(!seen)) {
                WelcomeGuideSheet { seen = true }
            }
    }
}

struct ReleaseNotesModifier: ViewModifier {
    @State private var showing = true

    func body(content: Content) -> some View {
        content
            .sheet(isPresented: $showing) {
                ReleaseNotesView()
            }
    }
}

struct AboutView: View {
    var body: some View { Text("Notes 1.0") }
}

struct TipsView: View {
    let onDone: () -> Void
    var body: some View { Button("Got it", action: onDone) }
}

struct WelcomeGuideSheet: View {
    let onDone: () -> Void
    var body: some View { Button("Start", action: onDone) }
}

struct ReleaseNotesView: View {
    var body: some View { Text("What's new") }
}
