import SwiftUI

// A destination's closure is given a value of the type it is registered for: pushing it, or
// the next one, pushes that type again.
struct Root: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Int.self) { number in
                    Button("Next") { path.append(number + 1) }
                }
                .navigationDestination(for: String.self) { (name) in
                    Button("Again") { path.append(name) }
                }
        }
    }
}
