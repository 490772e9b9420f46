import SwiftUI

// `append(contentsOf:)` pushes each element: cases are routes, values of the destination's
// type are read, and what is not read is quoted as written.
enum Route: Hashable {
    case list
    case detail(Int)
}

struct Root: View {
    @State private var path: [Route] = []
    @State private var numberPath = NavigationPath()
    let saved: [Route] = []
    let names: [String] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Deep") { path.append(contentsOf: [.list, .detail(1)]) }
                Button("Saved") { path.append(contentsOf: saved) }
                Button("Numbers") { numberPath.append(contentsOf: [1, 2]) }
                Button("Names") { numberPath.append(contentsOf: names) }
                Button("Flags") { numberPath.append(contentsOf: [true, false]) }
            }
            .navigationDestination(for: Route.self) { _ in Text("") }
            .navigationDestination(for: Int.self) { number in Text("\(number)") }
        }
    }
}
