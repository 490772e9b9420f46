import SwiftUI

// A property named with a path word (`path`, `routes`, `history`) holding an array of an
// enum is a navigation path, but not when the enum is the app's kept data: saved or listed by
// identity (`Codable`, `Identifiable`) and neither hashed nor compared, which no
// `NavigationStack(path:)` could hold. `historyItems: [HistoryEntry]` is a capture history
// shown in a list; `path: [Route]` is the stack's path.
@main
struct CaptureApp: App {
    var body: some Scene {
        WindowGroup {
            CaptureView()
        }
    }
}

struct TextItem: Codable {
    let text: String
}

struct ColorItem: Codable {
    let hex: String
}

enum HistoryEntry: Identifiable, Codable {
    case text(TextItem)
    case color(ColorItem)

    var id: String {
        switch self {
        case .text(let item): return item.text
        case .color(let item): return item.hex
        }
    }
}

enum Route: Hashable {
    case about
}

final class Store: ObservableObject {
    @Published var historyItems: [HistoryEntry] = []
    @Published var path: [Route] = []
}

struct CaptureView: View {
    @StateObject private var store = Store()

    var body: some View {
        NavigationStack(path: $store.path) {
            List(store.historyItems) { entry in
                Text(entry.id)
            }
            .toolbar {
                Button("About") { store.path.append(.about) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .about: AboutView()
                }
            }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
