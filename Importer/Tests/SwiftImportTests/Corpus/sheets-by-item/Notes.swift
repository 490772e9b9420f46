import SwiftUI

enum NoteRoute: Hashable {
    case folder(name: String)
    case note(id: UUID, pinned: Bool = false)
}

enum NoteSheet: Identifiable {
    case compose
    case share(url: URL)
    case move(to: Folder?)

    var id: String { String(describing: self) }
}

enum Folder: String, CaseIterable {
    case inbox, archive, trash
}

enum Onboarding: String, Identifiable {
    case welcome
    case permissions
    var id: String { rawValue }
}

struct NotesView: View {
    @State private var path: [NoteRoute] = []
    @State private var sheet: NoteSheet?
    @State private var onboarding: Onboarding? = .welcome

    var body: some View {
        NavigationStack(path: $path) {
            NoteList()
                .navigationDestination(for: NoteRoute.self) { _ in NoteDetail() }
                .toolbar {
                    Button("New") { sheet = .compose }
                }
        }
        .sheet(item: $sheet) { sheet in SheetContent(sheet: sheet) }
        .fullScreenCover(item: $onboarding) { step in OnboardingView(step: step) }
    }
}
