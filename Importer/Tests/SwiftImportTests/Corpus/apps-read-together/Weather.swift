import SwiftUI

// A second sample app in the same folder: its screens are as much the imported app's.
@main
struct WeatherApp: App {
    var body: some Scene {
        WindowGroup { ForecastList() }
    }
}

struct ForecastList: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Today") { DayForecast() }
                NavigationLink("Radar", destination: RadarMap())
            }
            .navigationTitle("Forecast")
        }
    }
}

struct DayForecast: View {
    var body: some View { Text("Sunny").navigationTitle("Today") }
}

struct RadarMap: View {
    var body: some View { Text("Rain").navigationTitle("Radar") }
}
