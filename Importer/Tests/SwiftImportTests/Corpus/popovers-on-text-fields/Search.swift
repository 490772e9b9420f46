import SwiftUI

// Popovers anchored on text-entry fields: the field's suggestions, not screens. A popover on
// any other control still shows a screen.

/// The app's own search field: a TextField that reports what is typed.
struct SearchField: View {
    let onSearch: (String) async -> Void
    @State private var text = ""

    var body: some View {
        TextField("Search", text: $text)
            .onSubmit { Task { await onSearch(text) } }
    }
}

struct Person: Hashable {
    let name: String
}

struct PeopleView: View {
    @State private var path: [Person] = []
    @State private var matches: [Person] = []
    @State private var showsMatches = false
    @State private var showsTags = false
    @State private var showsHelp = false
    @State private var tag = ""

    var body: some View {
        NavigationStack(path: $path) {
            List(matches, id: \.name) { person in
                NavigationLink(person.name, value: person)
            }
            .navigationDestination(for: Person.self) { person in
                PersonView(person: person)
            }
            .toolbar {
                ToolbarItem {
                    SearchField { text in
                        matches = [Person(name: text)]
                        showsMatches = !matches.isEmpty
                    }
                    .frame(width: 150)
                    .popover(isPresented: $showsMatches, arrowEdge: .bottom) {
                        MatchesView(matches: matches) { path.append($0) }
                    }
                }
                ToolbarItem {
                    TextField("Tag", text: $tag)
                        .popover(isPresented: $showsTags) { TagCompletionsView(prefix: tag) }
                }
                ToolbarItem {
                    Button("Help") { showsHelp = true }
                        .popover(isPresented: $showsHelp) { HelpView() }
                }
            }
        }
    }
}

struct PersonView: View {
    let person: Person
    var body: some View { Text(person.name) }
}

struct MatchesView: View {
    let matches: [Person]
    let pick: (Person) -> Void
    var body: some View {
        List(matches, id: \.name) { person in Button(person.name) { pick(person) } }
    }
}

struct TagCompletionsView: View {
    let prefix: String
    var body: some View { Text(prefix) }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}
