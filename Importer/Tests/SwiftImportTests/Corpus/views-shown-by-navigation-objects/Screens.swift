import SwiftUI

struct DetailsView: View {
    let id: Int
    var body: some View { Text("Details \(id)") }
}

struct NextView: View {
    var body: some View { Text("Next") }
}

struct HelpView: View {
    var body: some View { Text("Help") }
}

struct IntroView: View {
    var body: some View { Text("Intro") }
}

struct WarningView: View {
    var body: some View { Text("Warning") }
}
