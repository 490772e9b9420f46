import SwiftUI

// A path onto which the project appends views, not values (Spezi's ManagedNavigationStack.Path,
// or a stack of the app's own): `path.append(customView: PlanPicker())`. Each view is pushed,
// as a NavigationLink(destination:) pushes it. A value made by its type is still a route's
// value (`numberPath.append(Number(value: 99))`), not a view.
@Observable
final class StepPath {
    private var shown: [AnyView] = []

    func append(customView: some View) { shown.append(AnyView(customView)) }
    func append(_ view: some View) { shown.append(AnyView(view)) }
}

struct Number: Hashable {
    let value: Int
}

struct WelcomeView: View {
    @Environment(StepPath.self) private var path

    var body: some View {
        VStack {
            Button("Plans") { path.append(customView: PlanPicker()) }
            Button("Help") { path.append(HelpScreen(topic: "start")) }
        }
    }
}

struct NumbersView: View {
    @State private var numberPath = NavigationPath()

    var body: some View {
        NavigationStack(path: $numberPath) {
            Button("99") { numberPath.append(Number(value: 99)) }
                .navigationDestination(for: Number.self) { number in NumberView(number: number) }
        }
    }
}

struct PlanPicker: View { var body: some View { Text("Plans") } }
struct HelpScreen: View { let topic: String; var body: some View { Text(topic) } }
struct NumberView: View { let number: Number; var body: some View { Text("\(number.value)") } }
