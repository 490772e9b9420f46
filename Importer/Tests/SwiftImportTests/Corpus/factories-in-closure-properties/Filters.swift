import SwiftUI

@main
struct FiltersApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { FiltersView() }
        }
    }
}

// View factories held in closure properties, so that a host can replace them: a destination
// that calls one shows the view its closure builds (here past a platform's branch that
// builds none).
struct FiltersView: View {
    @State private var sessions: Set<Int> = []
    @State private var showsLabels = false
    var makeLabels: () -> AnyView = { AnyView(LabelsView()) }

    static var makeSessionPicker: (Binding<Set<Int>>) -> AnyView = {
#if os(macOS)
        AnyView(EmptyView())
#else
        AnyView(SessionPickerView(selection: $0))
#endif
    }

    var body: some View {
        List {
            NavigationLink(destination: FiltersView.makeSessionPicker($sessions)) { Text("Sessions") }
            Button("Labels") { showsLabels = true }
        }
        .sheet(isPresented: $showsLabels) { makeLabels() }
    }
}

struct SessionPickerView: View {
    @Binding var selection: Set<Int>
    var body: some View { Text("\(selection.count)") }
}

struct LabelsView: View {
    var body: some View { Text("Labels") }
}
