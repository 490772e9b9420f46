import SwiftUI
import UIKit

// An iOS app for a thermostat's settings, whose root is named for them: its TabView is the
// app's tab bar (an iOS app has no settings window), the app's tabs, however it is named.
// So is a window the app's scene delegate hosts: a UIKit host is no Mac settings window.
@main
struct ThermostatApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

struct SettingsView: View {
    var body: some View {
        TabView {
            NavigationStack { ScheduleView() }
                .tabItem { Label("Schedule", systemImage: "calendar") }
            NavigationStack { RoomsView() }
                .tabItem { Label("Rooms", systemImage: "house") }
        }
    }
}

struct ScheduleView: View {
    var body: some View {
        List { NavigationLink("Weekdays", destination: DayScheduleView()) }
    }
}

struct RoomsView: View {
    @State private var addsRoom = false
    var body: some View {
        List { Text("Kitchen") }
            .toolbar { Button("Add") { addsRoom = true } }
            .sheet(isPresented: $addsRoom) { AddRoomView() }
    }
}

struct DayScheduleView: View { var body: some View { Text("Weekdays") } }
struct AddRoomView: View { var body: some View { Text("Add a room") } }

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func showPreferences() {
        window?.rootViewController = UIHostingController(rootView: SettingsView())
    }
}
