#if canImport(SwiftUI)
import NavreplKit
import NavreplSwiftUI
import SwiftUI

/// The app's root view: NavreplSwiftUI's RouterView over the generated router, with the clinic's
/// own screens. Links open through the router, so they follow the same rules as a tap.
public struct ClinicAppView: View {
    @State private var router = ClinicRouter()

    public init() {}

    public var body: some View {
        RouterView(router: router) { tab in
            TabHome(tab: tab)
        } screen: { route in
            ClinicScreen(route: route, navigation: ClinicNavigation(router: router))
        } presented: { route in
            switch route {
            case .book(let patient):
                Button("Book for \(patient)") { router.dismiss() }.navigationTitle("Book a visit")
            }
        }
        .onOpenURL { ClinicNavigation(router: router).handle(url: $0) }
    }
}

/// Each tab's first screen: a link to its list.
struct TabHome: View {
    let tab: ClinicTab

    var body: some View {
        VStack {
            NavigationLink(value: ClinicRoute.list) {
                Text(tab == .patients ? "All patients" : "All doctors")
            }
        }
        .navigationTitle(tab == .patients ? "Patients" : "Doctors")
    }
}

/// The clinic's screen for each route. A `NavigationLink(value:)` pushes through the router's
/// rules: the visit link lands on sign-in while signed out.
struct ClinicScreen: View {
    let route: ClinicRoute
    let navigation: ClinicNavigation

    var body: some View {
        switch route {
        case .list:
            VStack {
                ForEach(["Ann", "Bob"], id: \.self) { name in
                    NavigationLink(value: ClinicRoute.detail(name: name)) { Text(name) }
                }
            }
            .navigationTitle("People")
        case .detail(let name):
            VStack {
                NavigationLink(value: ClinicRoute.visit(patient: name)) { Text("Start a visit") }
                NavigationLink(value: ClinicRoute.chat(with: name)) { Text("Chat") }
                Button("Book a visit") { navigation.book(for: name) }
            }
            .navigationTitle(name)
        case .visit(let patient, let kind):
            Text("A \(kind.rawValue) for \(patient)").navigationTitle("Visit")
        case .signIn:
            Button("Sign in") { navigation.setSignedIn(true) }.navigationTitle("Sign in")
        case .chat(let person):
            Text("Chat with \(person)").navigationTitle("Chat")
        }
    }
}
#endif
