import SwiftUI

// A store sends pushes through its actions; the value a case pattern binds is of the route
// enum the stack registers, so each append is read.
enum Destination: Hashable {
    case detail(id: Int)
    case settings
}

@Observable final class Store {
    var path: [Destination] = []

    enum Action {
        case gotoDestination(Destination)
        case open(route: Destination, animated: Bool)
        case count(Int)
        case back
    }

    func send(_ action: Action) {
        switch action {
        case let .gotoDestination(destination):
            path.append(destination)
        case .open(route: let route, animated: _):
            path.append(route)
        case .count(let number):
            // An Int, for which no destination is registered: not read.
            path.append(number)
        case .back:
            path.removeLast()
        }
        if case .gotoDestination(let again) = action { path.append(again) }
        guard case let .gotoDestination(last) = action else { return }
        path.append(last)
    }
}

struct Root: View {
    @State private var store = Store()
    @State private var path = NavigationPath()
    let id: String = "intro"
    let names: [String] = []
    let url: URL

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Intro") { path.append(id) }
                Button("Next") { let next = Destination.settings; path.append(next) }
                ForEach(names, id: \.self) { name in Button(name) { path.append(name) } }
                Button("File") {
                    // The sources do not say what lastPathComponent is: not read.
                    let file = url.lastPathComponent
                    path.append(file)
                }
            }
            .navigationDestination(for: Destination.self) { _ in Text("") }
            .navigationDestination(for: String.self) { name in Text(name) }
        }
    }
}
