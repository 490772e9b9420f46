import SwiftUI

// A function returns each row's destination beside a style that says only that it is
// presented (.modal). The view calling it presents that result as a full-screen cover: the
// presented destinations are covers. (Had it used .sheet, or both, they would be sheets.)
enum Presentation {
    case push
    case modal
}

enum Row: CaseIterable {
    case photo, name, intro

    func destination() -> (Presentation, AnyView) {
        switch self {
        case .photo: return (.push, AnyView(PhotoView()))
        case .name: return (.modal, AnyView(NameEditorView()))
        case .intro: return (.modal, AnyView(IntroView()))
        }
    }
}

@main
struct RowsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List(Row.allCases, id: \.self) { row in RowView(row: row) }
            }
        }
    }
}

struct RowView: View {
    let row: Row
    @State private var presenting = false

    var body: some View {
        let destination = row.destination()
        switch destination.0 {
        case .push:
            NavigationLink(destination: destination.1) { Text("Open") }
        case .modal:
            Button("Open") { presenting = true }
                .fullScreenCover(isPresented: $presenting) { destination.1 }
        }
    }
}

struct PhotoView: View { var body: some View { Text("Photo") } }
struct NameEditorView: View { var body: some View { Text("Name") } }
struct IntroView: View { var body: some View { Text("Intro") } }
