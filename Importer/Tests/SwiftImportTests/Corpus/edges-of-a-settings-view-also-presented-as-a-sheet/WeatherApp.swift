import SwiftUI

// A multiplatform app: on macOS its settings are a `Settings` scene's window, on iOS the
// same SettingsView is a sheet the forecast presents. Presented by a view of the app's, it
// is a screen of the app's flow, not only a window beside it: the edges its own stack's
// link and sheet make are read from the sheet, as any sheet's are.
@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup {
            ForecastView()
        }
        #if os(macOS)
        Settings {
            SettingsView()
        }
        #endif
    }
}

struct ForecastView: View {
    @State private var showsSettings = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Tomorrow", destination: DayView())
            }
            #if os(iOS)
            .toolbar { Button("Settings") { showsSettings = true } }
            #endif
        }
        .sheet(isPresented: $showsSettings) { SettingsView() }
    }
}

struct DayView: View { var body: some View { Text("Tomorrow") } }

struct SettingsView: View {
    @State private var addsPlace = false

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Units", destination: UnitsView())
                Button("Add a place") { addsPlace = true }
            }
        }
        .sheet(isPresented: $addsPlace) { AddPlaceView() }
    }
}

struct UnitsView: View { var body: some View { Text("Units") } }
struct AddPlaceView: View { var body: some View { Text("Add a place") } }
