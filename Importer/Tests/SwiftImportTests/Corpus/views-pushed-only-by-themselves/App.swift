import SwiftUI

// A folder browser whose rows push the same view for a subfolder is a route when another
// screen first shows it (`FolderView`, pushed from the root's list): its own pushes are that
// route again. One that nothing else builds (`OldFolderView`, an earlier take left in the
// sources, pushed only by its own rows) is never shown, as a view only a preview builds is
// not: neither it nor what it pushes is a route.
@main
struct FilesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                VolumesView()
            }
        }
    }
}

struct Folder: Identifiable {
    let id = UUID()
    let url: URL
    var children: [Folder] = []
}

struct VolumesView: View {
    let volumes: [Folder] = []

    var body: some View {
        List(volumes) { volume in
            NavigationLink(destination: FolderView(folder: volume)) {
                Text(volume.url.lastPathComponent)
            }
        }
    }
}

struct FolderView: View {
    let folder: Folder

    var body: some View {
        List(folder.children) { child in
            NavigationLink(destination: FolderView(folder: child)) {
                Text(child.url.lastPathComponent)
            }
        }
    }
}

struct OldFolderView: View {
    let folder: Folder

    var body: some View {
        List(folder.children) { child in
            NavigationLink(destination: OldFolderView(folder: child)) {
                Text(child.url.lastPathComponent)
            }
            NavigationLink(destination: FileInfoView(folder: child)) {
                Text("Info")
            }
        }
    }
}

struct FileInfoView: View {
    let folder: Folder
    var body: some View { Text(folder.url.path) }
}
