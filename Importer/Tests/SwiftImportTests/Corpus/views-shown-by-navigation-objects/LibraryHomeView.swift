import SwiftUI
import StackKit

// A navigation library's model: the view holds it and gives its methods the view to show as a
// trailing closure. pushContent and showView push, presentContent presents, presentFullScreen
// covers. showAlert names no screen, and a view the sources do not declare is the library's
// own: neither is a route.
struct LibraryHomeView: View {
    @EnvironmentObject private var navigationModel: NavigationModel

    var body: some View {
        VStack {
            Button("Details") { navigationModel.pushContent("home") { DetailsView(id: 1) } }
            Button("Next") { self.navigationModel.showView("home", animation: .push) { NextView() } }
            Button("Help") { navigationModel.presentContent("home") { HelpView() } }
            Button("Intro") { navigationModel.presentFullScreen("home") { IntroView() } }
            Button("Warning") { navigationModel.showAlert { WarningView() } }
            Button("Camera") { navigationModel.presentContent("home") { SystemCamera() } }
        }
    }
}
