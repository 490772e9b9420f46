import SwiftUI

// A root that switches between a list and a grid of the same photos (`enum LayoutMode {
// case list, grid }`), toggled by a button on each: one screen arranged two ways, not modes
// a user sees as a tab bar, so no tabs. The photo both push is the app's route.
@main
struct PhotosApp: App {
    var body: some Scene {
        WindowGroup { PhotosView() }
    }
}

enum LayoutMode {
    case list
    case gridLayout
}

struct Photo: Identifiable, Hashable {
    let id: Int
    let caption: String
}

struct PhotosView: View {
    @State private var layout = LayoutMode.gridLayout
    private let photos = [Photo(id: 1, caption: "Harbour")]

    var body: some View {
        switch layout {
        case .list:
            PhotoList(photos: photos) { layout = .gridLayout }
        case .gridLayout:
            PhotoGrid(photos: photos) { layout = .list }
        }
    }
}

struct PhotoList: View {
    let photos: [Photo]
    let onToggle: () -> Void

    var body: some View {
        NavigationStack {
            List(photos) { photo in
                NavigationLink(photo.caption) { PhotoDetailView(photo: photo) }
            }
            .toolbar { Button("Grid", action: onToggle) }
        }
    }
}

struct PhotoGrid: View {
    let photos: [Photo]
    let onToggle: () -> Void

    var body: some View {
        NavigationStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(photos) { photo in
                    NavigationLink(photo.caption) { PhotoDetailView(photo: photo) }
                }
            }
            .toolbar { Button("List", action: onToggle) }
        }
    }
}

struct PhotoDetailView: View {
    let photo: Photo
    var body: some View { Text(photo.caption) }
}
