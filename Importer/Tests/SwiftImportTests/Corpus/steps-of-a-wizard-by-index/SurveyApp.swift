import SwiftUI

// A wizard whose steps an index counts (`step = step + 1` on Next, `step -= 1` on Back, `step
// = 0` to start over), shown by a switch over it at the app's top level: its steps are pages
// of one flow, no tabs, as an index a bar's buttons each set to its own screen's is.
@main
struct SurveyApp: App {
    var body: some Scene {
        WindowGroup { SurveyView() }
    }
}

struct SurveyView: View {
    @State private var step = 0
    @State private var showsHelp = false

    var body: some View {
        VStack {
            switch step {
            case 0: NameStepView()
            case 1: AddressStepView()
            default: SummaryView()
            }
            HStack {
                Button("Back") { step -= 1 }.disabled(step == 0)
                Button("Next") { step = step + 1 }
                Button("Start over") { step = 0 }
                Button("Help") { showsHelp = true }
            }
        }
        .sheet(isPresented: $showsHelp) { HelpView() }
    }
}

struct NameStepView: View { var body: some View { Text("name") } }
struct AddressStepView: View { var body: some View { Text("address") } }
struct SummaryView: View { var body: some View { Text("summary") } }
struct HelpView: View { var body: some View { Text("help") } }
