import SwiftUI

// A row built for each element of a list switches over its item's kind, each arm a property
// of its own (or a view built in place): the row lays its item out by kind, no view modes of
// the app, however near the scene it is.
enum MediaKind: CaseIterable {
    case photo
    case video
    case audio
}

struct MediaItem: Identifiable {
    let id: Int
    let kind: MediaKind
}

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}

struct GalleryView: View {
    let items: [MediaItem] = []
    @State private var showsImport = false

    var body: some View {
        NavigationStack {
            List(items) { item in
                NavigationLink(value: item.id) { MediaRow(item: item) }
            }
            .navigationDestination(for: Int.self) { id in MediaDetailView(id: id) }
            .toolbar { Button("Import") { showsImport = true } }
            .sheet(isPresented: $showsImport) { ImportView() }
        }
    }
}

struct MediaRow: View {
    let item: MediaItem

    var body: some View {
        HStack {
            thumbnail
            Text("\(item.id)")
        }
    }

    @ViewBuilder
    private var thumbnail: some View {
        switch item.kind {
        case .photo: photoThumb
        case .video: videoThumb
        case .audio: audioThumb
        }
    }

    private var photoThumb: some View { PhotoThumbnail(item: item) }
    private var videoThumb: some View { VideoThumbnail(item: item) }
    private var audioThumb: some View { AudioWaveform(item: item) }
}

struct PhotoThumbnail: View {
    let item: MediaItem
    var body: some View { Image(systemName: "photo") }
}

struct VideoThumbnail: View {
    let item: MediaItem
    var body: some View { Image(systemName: "film") }
}

struct AudioWaveform: View {
    let item: MediaItem
    var body: some View { Image(systemName: "waveform") }
}

struct MediaDetailView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct ImportView: View {
    var body: some View { Text("Import") }
}
