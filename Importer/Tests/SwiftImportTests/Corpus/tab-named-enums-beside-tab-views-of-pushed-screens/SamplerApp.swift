import SwiftUI

// A sampler of tab bars: its root pushes each sample, a screen of its own, and one sample's
// TabView is selected by an index its own bar sets from an enum named for tabs. The enum
// is that screen's panes, not the app's tabs: the app has none.
@main
struct SamplerApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Sample: Hashable {
    case plain, barred
}

struct RootView: View {
    @State private var path: [Sample] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Plain", value: Sample.plain)
                NavigationLink("Barred", value: Sample.barred)
            }
            .navigationDestination(for: Sample.self) { sample in
                switch sample {
                case .plain: PlainSampleView()
                case .barred: BarredSampleView()
                }
            }
        }
    }
}

struct PlainSampleView: View {
    var body: some View { Text("Plain") }
}

enum ReaderTab: Int, CaseIterable {
    case unread, starred
    var title: String {
        switch self {
        case .unread: return "Unread"
        case .starred: return "Starred"
        }
    }
}

struct BarredSampleView: View {
    @State private var index = 0
    var body: some View {
        VStack {
            TabView(selection: $index) {
                Text("Unread items").tag(0)
                Text("Starred items").tag(1)
            }
            HStack {
                ForEach(ReaderTab.allCases, id: \.self) { tab in
                    Button(tab.title) { index = tab.rawValue }
                }
            }
        }
    }
}
