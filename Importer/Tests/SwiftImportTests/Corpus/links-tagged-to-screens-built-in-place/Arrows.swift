import SwiftUI

/// Links of a selection whose screens are built in place from SwiftUI's own views: each is
/// a screen all the same, named by the case it is tagged with, which the app's state sets.
/// An untagged link to a screen built in place names none, and stays a note.
enum Arrow: Hashable {
    case left
    case right
}

@main struct ArrowsApp: App {
    var body: some Scene { WindowGroup { ArrowsView() } }
}

struct ArrowsView: View {
    @State private var arrow: Arrow?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(
                    destination: Image(systemName: "arrow.left.circle.fill")
                        .font(.largeTitle)
                        .navigationTitle("Left"),
                    tag: Arrow.left,
                    selection: $arrow
                ) {
                    Text("Show Left")
                }
                NavigationLink(destination: VStack { Text("Right") }, tag: .right, selection: $arrow) {
                    Text("Show Right")
                }
                NavigationLink(destination: Text("Up")) { Text("Show Up") }
                NavigationLink(destination: HelpView()) { Text("Help") }
            }
        }
    }
}

struct HelpView: View { var body: some View { Text("Help") } }
