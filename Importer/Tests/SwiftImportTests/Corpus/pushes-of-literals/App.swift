import SwiftUI

// Literals and arithmetic are of a type the stack registers a destination for, so each push
// is read; a Bool, which has no destination, is not.
struct Root: View {
    @State private var path = NavigationPath()
    @State private var count = 2
    let ratio: Double = 0.5

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("One") { path.append(1) }
                Button("Next") { path.append(count + 1) }
                Button("Twice") { path.append(2 * count) }
                Button("Half") { path.append(ratio / 2) }
                Button("Pi") { path.append(3.14) }
                Button("Named") { path.append("intro") }
                Button("Counted") { path.append("item \(count)") }
                Button("Flag") { path.append(true) }
            }
            .navigationDestination(for: Int.self) { number in Text("\(number)") }
            .navigationDestination(for: Double.self) { value in Text("\(value)") }
            .navigationDestination(for: String.self) { name in Text(name) }
        }
    }
}
