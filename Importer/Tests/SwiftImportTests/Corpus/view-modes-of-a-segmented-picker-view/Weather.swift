import SwiftUI

// A segmented control in a view of its own (`UnitsControl(units: $units)`, whose Picker is
// styled `.segmented` and bound to its @Binding of the same enum), above a switch over the
// value it sets: the control is within one screen, as when the Picker is written in place,
// so the switch gives no tabs.
@main
struct ForecastApp: App {
    var body: some Scene {
        WindowGroup { ForecastView() }
    }
}

enum Forecast: String, CaseIterable, Identifiable {
    case hourly = "Hourly"
    case tenDay = "10 Days"
    var id: Self { self }
}

struct ForecastView: View {
    @State private var forecast = Forecast.hourly

    var body: some View {
        NavigationStack {
            VStack {
                ForecastControl(forecast: $forecast)
                switch forecast {
                case .hourly: HourlyList()
                case .tenDay: DailyList()
                }
            }
            .navigationTitle("Forecast")
        }
    }
}

struct ForecastControl: View {
    @Binding var forecast: Forecast

    var body: some View {
        Picker("Forecast", selection: $forecast) {
            ForEach(Forecast.allCases) { Text($0.rawValue).tag($0) }
        }
        .pickerStyle(.segmented)
    }
}

struct HourlyList: View {
    var body: some View { NavigationLink("Now", destination: HourDetailView()) }
}

struct DailyList: View { var body: some View { Text("Sunny all week") } }
struct HourDetailView: View { var body: some View { Text("12°") } }
