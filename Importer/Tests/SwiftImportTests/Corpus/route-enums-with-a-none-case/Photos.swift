import SwiftUI

/// A photos app whose router holds the route it presents, `.none` when it presents nothing.
enum PhotoRoute: Hashable {
    case album(name: String)
    case editor
    case none
}

@Observable final class PhotoRouter {
    var path: [PhotoRoute] = []
    var presented: PhotoRoute = .none
}

@main struct PhotosApp: App {
    var body: some Scene { WindowGroup { PhotosView() } }
}

struct PhotosView: View {
    @State private var router = PhotoRouter()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Edit") { router.presented = .editor }
                .navigationDestination(for: PhotoRoute.self) { route in
                    Text("\(String(describing: route))")
                }
        }
    }
}
