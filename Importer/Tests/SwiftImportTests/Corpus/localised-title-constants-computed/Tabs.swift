import SwiftUI

// Tab titles held by the project's own strings type, as apps written before SwiftGen keep
// them: computed static properties returning a localised string (`static var home: String {
// NSLocalizedString("home", comment: "") }`, also through an explicit `get`), and a key made
// localised by the project's extension (`"tab.profile".localized`). Each title is read as a
// literal one would be: the key, which a missing translation shows.
@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup { MainTabs() }
    }
}

public class Strings {
    public static var home: String { NSLocalizedString("home", comment: "Home tab") }
    public static var cities: String {
        get { return NSLocalizedString("cities", comment: "Cities tab") }
    }
    static let profile = "tab.profile".localized
}

extension String {
    var localized: String { NSLocalizedString(self, comment: "") }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            ForecastView()
                .tabItem { Label(Strings.home, systemImage: "sun.max") }
            CitiesView()
                .tabItem {
                    Image(systemName: "building.2")
                    Text(Strings.cities)
                }
            ProfileView()
                .tabItem { Label(Strings.profile, systemImage: "person") }
        }
    }
}

struct ForecastView: View { var body: some View { Text("Sunny") } }
struct CitiesView: View { var body: some View { Text("Oslo") } }
struct ProfileView: View { var body: some View { Text("Me") } }
