import SwiftUI

// Popovers beside a habit editor's controls whose content is a view named as a picker
// (`SymbolPickerView`, `ReminderTimePicker`): a symbol and a time of day chosen for the
// control the popover is anchored on, picked and gone, as a colour well's palette is: dialogs
// beside their controls, no routes, also under a title of SwiftUI's own views
// (`HabitColourPicker`). The same symbol picker
// presented as a sheet from the habit list stays a route, as a sheet's picker is a screen;
// a popover of a view named otherwise (`HabitStatsView`) is read as a sheet.
@main struct HabitsApp: App {
    var body: some Scene {
        WindowGroup { HabitListView() }
    }
}

struct HabitListView: View {
    @State private var choosingListIcon = false
    @State private var editing = false

    var body: some View {
        List {
            Button("List icon") { choosingListIcon = true }
            Button("Edit habit") { editing = true }
        }
        .sheet(isPresented: $choosingListIcon) {
            SymbolPickerView { _ in choosingListIcon = false }
        }
        .sheet(isPresented: $editing) { HabitEditorView() }
    }
}

struct HabitEditorView: View {
    @State private var icon = "star"
    @State private var showSymbolPicker = false
    @State private var showTimePicker = false
    @State private var showColourPicker = false
    @State private var showStats = false

    var body: some View {
        Form {
            Button { showSymbolPicker = true } label: { Image(systemName: icon) }
                .popover(isPresented: $showSymbolPicker, arrowEdge: .bottom) {
                    SymbolPickerView { name in
                        icon = name
                        showSymbolPicker = false
                    }
                }
            Button("Remind at") { showTimePicker = true }
                .popover(isPresented: $showTimePicker) { ReminderTimePicker() }
            Button("Colour") { showColourPicker = true }
                .popover(isPresented: $showColourPicker) {
                    VStack(spacing: 0) {
                        Text("Colour").font(.headline)
                        Divider()
                        HabitColourPicker()
                    }
                }
            Button("Stats") { showStats = true }
                .popover(isPresented: $showStats) { HabitStatsView() }
        }
    }
}

struct SymbolPickerView: View {
    let onSelect: (String) -> Void
    var body: some View {
        HStack {
            ForEach(["star", "heart", "flame"], id: \.self) { name in
                Button { onSelect(name) } label: { Image(systemName: name) }
            }
        }
    }
}

struct ReminderTimePicker: View {
    @State private var hour = 8
    var body: some View { Stepper("At \(hour):00", value: $hour, in: 0...23) }
}

struct HabitColourPicker: View {
    var body: some View { ColorPicker("Colour", selection: .constant(.orange)) }
}

struct HabitStatsView: View {
    var body: some View { Text("Streaks and totals") }
}
