import SwiftUI

@Observable
final class SettingsModel {
    var route: Route?

    enum Route: Hashable {
        case profile
        case detail(name: String)
    }
}

struct SettingsView: View {
    @Bindable var model: SettingsModel

    var body: some View {
        Form {
            Button("Profile") { model.route = .profile }
        }
        .navigationDestination(item: $model.route) { route in
            Text("\(route)")
        }
    }
}
