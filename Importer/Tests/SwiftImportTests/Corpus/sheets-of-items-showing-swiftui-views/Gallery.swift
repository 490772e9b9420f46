import SwiftUI

// Sheets presented for an item whose content is built of SwiftUI's own views only (a photo
// shown large in a stack, a share link for a file): no screen of the app's, so no route, said
// in a note as a flag's sheet of `Text` is; the item's sheet showing the app's view is a route.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { GalleryView() }
        }
    }
}

struct Photo: Identifiable {
    let id: Int
    let title: String
}

struct GalleryView: View {
    @State private var enlarged: Photo?
    @State private var exported: URL?
    @State private var editing: Photo?

    var body: some View {
        List {
            Button("Enlarge") { enlarged = Photo(id: 1, title: "Dunes") }
            Button("Export") { exported = URL(string: "file:///tmp/dunes.jpg") }
            Button("Edit") { editing = Photo(id: 1, title: "Dunes") }
        }
        .sheet(item: $enlarged) { photo in
            VStack {
                Image(systemName: "photo").resizable().scaledToFit()
                Text(photo.title)
            }
        }
        .sheet(item: $exported) { url in
            ShareLink(item: url)
        }
        .sheet(item: $editing) { photo in
            PhotoEditor(photo: photo)
        }
    }
}

struct PhotoEditor: View {
    let photo: Photo
    var body: some View { Text(photo.title) }
}

extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}
