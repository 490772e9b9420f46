import SwiftUI

@main
struct FruitApp: App {
    var body: some Scene {
        WindowGroup { CoordinatorView() }
    }
}

enum Page: String, Identifiable {
    case apple, banana, carrot
    var id: String { rawValue }
}

enum Sheet: String, Identifiable {
    case lemon
    var id: String { rawValue }
}

enum FullScreenCover: String, Identifiable {
    case olive
    var id: String { rawValue }
}

// A coordinator that builds every page, sheet and cover from its case: the stack starts from
// the page its content is built from (`coordinator.build(page: .apple)`), which nothing
// pushes, so that page is the root, not a route; the others are pushed or presented.
final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var sheet: Sheet?
    @Published var fullScreenCover: FullScreenCover?

    func push(_ page: Page) { path.append(page) }
    func present(sheet: Sheet) { self.sheet = sheet }
    func present(fullScreenCover: FullScreenCover) { self.fullScreenCover = fullScreenCover }
    func pop() { path.removeLast() }

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .apple: AppleView()
        case .banana: BananaView()
        case .carrot: CarrotView()
        }
    }

    @ViewBuilder
    func build(sheet: Sheet) -> some View {
        switch sheet {
        case .lemon: LemonView()
        }
    }

    @ViewBuilder
    func build(fullScreenCover: FullScreenCover) -> some View {
        switch fullScreenCover {
        case .olive: OliveView()
        }
    }
}

struct CoordinatorView: View {
    @StateObject private var coordinator = Coordinator()
    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(page: .apple)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page: page)
                }
                .sheet(item: $coordinator.sheet) { sheet in
                    coordinator.build(sheet: sheet)
                }
                .fullScreenCover(item: $coordinator.fullScreenCover) { cover in
                    coordinator.build(fullScreenCover: cover)
                }
        }
        .environmentObject(coordinator)
    }
}

struct AppleView: View {
    @EnvironmentObject private var coordinator: Coordinator
    var body: some View {
        List {
            Button("Banana") { coordinator.push(.banana) }
            Button("Lemon") { coordinator.present(sheet: .lemon) }
            Button("Olive") { coordinator.present(fullScreenCover: .olive) }
        }
    }
}
struct BananaView: View {
    @EnvironmentObject private var coordinator: Coordinator
    var body: some View { Button("Carrot") { coordinator.push(.carrot) } }
}
struct CarrotView: View { var body: some View { Text("") } }
struct LemonView: View { var body: some View { Text("") } }
struct OliveView: View { var body: some View { Text("") } }
