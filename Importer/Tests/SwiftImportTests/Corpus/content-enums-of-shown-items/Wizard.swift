import SwiftUI

// A wizard pushes one step view per value of a struct, and the struct's nested enum says
// what the step shows, switched over in place. Named like a route enum (*Screen), it is the
// step's content, not the app's routes: the route is the step, pushed for its value.
struct WizardStep: Hashable {
    enum Screen: Hashable {
        case intro
        case pickColour(index: Int)
        case finish
    }

    let title: String
    let screen: Screen
}

struct WizardView: View {
    var body: some View {
        NavigationStack {
            StepView(step: WizardStep(title: "Welcome", screen: .intro))
        }
    }
}

struct StepView: View {
    let step: WizardStep
    @State private var next: WizardStep?

    var body: some View {
        content
            .navigationTitle(step.title)
            .toolbar {
                Button("Next") { next = WizardStep(title: "Colour", screen: .pickColour(index: 0)) }
            }
            .navigationDestination(item: $next) { next in
                StepView(step: next)
            }
    }

    @ViewBuilder
    private var content: some View {
        switch step.screen {
        case .intro: Text("Welcome")
        case .pickColour(let index): ColourPicker(index: index)
        case .finish: Text("Done")
        }
    }
}

struct ColourPicker: View {
    let index: Int
    var body: some View { Text("Colour \(index)") }
}
