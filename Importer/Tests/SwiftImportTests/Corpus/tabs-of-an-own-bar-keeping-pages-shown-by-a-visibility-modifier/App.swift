import SwiftUI

// A sidebar of the app's own that keeps every page alive, stacked, and shows the selected one
// by a visibility modifier the app declares on View, given the comparison itself
// (`CleanView().visible(activePane == .clean)`): read as a switch over the selection, a tab
// per case, as pages shown by their opacity are. The sidebar's own highlight, a modifier
// given a ternary of colours, shows no page.
@main
struct SweeperApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Pane: CaseIterable { case overview, clean, settings }

extension View {
    func visible(_ isVisible: Bool) -> some View {
        opacity(isVisible ? 1 : 0).allowsHitTesting(isVisible)
    }
}

struct RootView: View {
    @State private var activePane: Pane = .overview

    var body: some View {
        HStack(spacing: 0) {
            VStack {
                ForEach(Pane.allCases, id: \.self) { pane in
                    Button("\(pane)") { activePane = pane }
                        .foregroundColor(activePane == pane ? .accentColor : .secondary)
                }
            }
            ZStack {
                OverviewView(onNavigate: { activePane = $0 })
                    .visible(activePane == .overview)
                CleanView()
                    .visible(activePane == .clean)
                SettingsView()
                    .visible(activePane == .settings)
            }
        }
    }
}

struct OverviewView: View {
    let onNavigate: (Pane) -> Void
    var body: some View { Button("Clean") { onNavigate(.clean) } }
}

struct CleanView: View {
    @State private var showsReview = false
    var body: some View {
        Button("Review") { showsReview = true }
            .sheet(isPresented: $showsReview) { ReviewView() }
    }
}

struct SettingsView: View { var body: some View { Text("Settings") } }
struct ReviewView: View { var body: some View { Text("Review") } }
