import SwiftUI

// A function that returns each row's destination with how it is shown, as a pair: the view
// beside `.push` is pushed, the one beside `.modal` presented; a placeholder Text is no screen.
enum Presentation {
    case push
    case modal
}

enum ProfileField: CaseIterable {
    case avatar, nickname, bio, badge

    func destination(for user: String) -> (style: Presentation, content: AnyView) {
        switch self {
        case .avatar:
            return (.push, AvatarPreview(user: user).asAnyView())
        case .nickname:
            return (.modal, FieldEditorView(field: self).asAnyView())
        case .bio:
            return (style: .modal, content: FieldEditorView(field: self).asAnyView())
        case .badge:
            return (.push, Text("Soon").asAnyView())
        }
    }

    // Pairs of other things: no destination, though a style's word is beside a value.
    func insets() -> (CGFloat, CGFloat) {
        return (.zero, 8)
    }

    func helpLink() -> (Kind, Endpoint) {
        return (.link, Endpoint(path: "help"))
    }
}

@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { ProfileView() }
        }
    }
}

struct ProfileView: View {
    var body: some View {
        List(ProfileField.allCases, id: \.self) { field in
            FieldRow(field: field)
        }
    }
}

struct FieldRow: View {
    let field: ProfileField
    @State private var presenting = false

    var body: some View {
        let destination = field.destination(for: "me")
        switch destination.style {
        case .push:
            NavigationLink(destination: destination.content) { Text("Edit") }
        case .modal:
            Button("Edit") { presenting = true }
                .sheet(isPresented: $presenting) { destination.content }
        }
    }
}

struct AvatarPreview: View {
    let user: String
    var body: some View { Text(user) }
}

struct FieldEditorView: View {
    let field: ProfileField
    var body: some View { Text("Edit") }
}

enum Kind {
    case link, api
}

struct Endpoint {
    let path: String
}

extension View {
    func asAnyView() -> AnyView { AnyView(self) }
}
