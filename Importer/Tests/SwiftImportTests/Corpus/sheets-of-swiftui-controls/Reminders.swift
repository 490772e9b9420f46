import SwiftUI

// Sheets whose content is one of SwiftUI's controls built in place (a date picker in a half
// sheet, a picker, a text field for a name): a control, not a screen of the app's, so no
// route, as a sheet of `Text` is none; the sheet of the app's own view is its route.
@main
struct RemindersApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { RemindersView() }
        }
    }
}

struct RemindersView: View {
    @State private var due = Date()
    @State private var list = "Home"
    @State private var name = ""
    @State private var choosingDate = false
    @State private var choosingList = false
    @State private var naming = false
    @State private var editing = false

    var body: some View {
        List {
            Button("Due date") { choosingDate = true }
            Button("List") { choosingList = true }
            Button("Rename") { naming = true }
            Button("Edit") { editing = true }
        }
        .sheet(isPresented: $choosingDate) {
            NavigationStack {
                DatePicker("Due", selection: $due, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .navigationTitle("Due date")
            }
            .presentationDetents([.medium])
        }
        .sheet(isPresented: $choosingList) {
            Picker("List", selection: $list) {
                Text("Home").tag("Home")
                Text("Work").tag("Work")
            }
            .pickerStyle(.wheel)
        }
        .popover(isPresented: $naming) {
            TextField("Name", text: $name).padding()
        }
        .sheet(isPresented: $editing) {
            ReminderEditor()
        }
    }
}

struct ReminderEditor: View {
    var body: some View { Text("Edit") }
}
