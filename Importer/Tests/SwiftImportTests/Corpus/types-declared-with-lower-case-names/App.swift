import SwiftUI

// Every type named in lower case, as some apps write them (`struct main_view: View`,
// `struct commandpaletteview: View`): read by their capitalised spelling, as Swift names
// types, so the scene, its root and what it shows are found.
@main
struct notesapp: App {
    var body: some Scene {
        WindowGroup {
            main_view()
        }
    }
}

struct main_view: View {
    var body: some View {
        TabView {
            homeview()
                .tabItem { Label("Notes", systemImage: "note.text") }
            settingsview()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct homeview: View {
    let notes = ["Groceries", "Ideas"]
    @State private var isComposing = false

    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                NavigationLink(note) {
                    notedetailview(title: note)
                }
            }
            .toolbar {
                Button("New") { isComposing = true }
            }
            .sheet(isPresented: $isComposing) {
                composerview()
            }
        }
    }
}

struct notedetailview: View {
    let title: String
    var body: some View { Text(title) }
}

struct composerview: View {
    var body: some View { Text("Compose") }
}

struct settingsview: View {
    var body: some View { Form { Toggle("Sync", isOn: .constant(true)) } }
}

// A lower-case type whose name is also a value's (`let badge`) is left as it is written:
// renaming it could turn the value into a type.
struct badge: View {
    var body: some View { Text("New") }
}

struct badgeholder {
    let badge = 3
}
