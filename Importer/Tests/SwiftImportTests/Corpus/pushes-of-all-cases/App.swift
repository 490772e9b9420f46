import SwiftUI

// `Folder.allCases` is an array of `Folder`: its elements, taken one by one, at random or
// all at once, are routes of the stack's type.
enum Folder: Hashable, CaseIterable {
    case inbox
    case sent
}

@Observable final class Model {
    var path: [Folder] = []

    func openAll() { path.append(contentsOf: Folder.allCases) }
    func openAny() { path.append(Folder.allCases.randomElement()!) }
    func openLater() {
        for (index, folder) in Folder.allCases.enumerated() where index > 0 { path.append(folder) }
    }
}

struct Root: View {
    @State private var model = Model()

    var body: some View {
        NavigationStack(path: $model.path) {
            List(Folder.allCases, id: \.self) { folder in
                Button("\(folder)") { model.path.append(folder) }
            }
            .navigationDestination(for: Folder.self) { _ in Text("") }
        }
    }
}
