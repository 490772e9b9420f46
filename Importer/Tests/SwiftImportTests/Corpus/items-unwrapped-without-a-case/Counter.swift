import SwiftUI
import SwiftUINavigation

// swift-navigation before 1.0 presented an optional that is no enum through `unwrapping:`
// without a `case:` (`.sheet(unwrapping: $model.fact) { $fact in ... }`): SwiftUI's `item:`
// under another label. Each shows the view it builds, as an item of a struct does.
struct Fact: Identifiable {
    let id: Int
    var text: String
}

@Observable
final class CounterModel {
    var count = 0
    var fact: Fact?
    var note: String?
    var draft: Int?
}

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { CounterView(model: CounterModel()) } }
    }
}

struct CounterView: View {
    @Bindable var model: CounterModel

    var body: some View {
        Form {
            Stepper("\(model.count)", value: $model.count)
            Button("Fact") { model.fact = Fact(id: model.count, text: "") }
            Button("Note") { model.note = "" }
            Button("Draft") { model.draft = model.count }
        }
        .sheet(unwrapping: $model.fact) { $fact in
            FactView(fact: fact)
        }
        .fullScreenCover(unwrapping: $model.note) { $note in
            NoteView(note: note)
        }
        .navigationDestination(unwrapping: $model.draft) { $draft in
            DraftView(draft: $draft)
        }
    }
}

struct FactView: View { let fact: Fact; var body: some View { Text(fact.text) } }
struct NoteView: View { let note: String; var body: some View { Text(note) } }
struct DraftView: View { @Binding var draft: Int; var body: some View { Stepper("\(draft)", value: $draft) } }
