import SwiftUI

// A mixer's controls open popovers whose content is a view the project made for a popover and
// named as a popover's content (`TempoPopoverContent`, `ChannelPopoverContentView`): a tempo
// stepper and a channel's routing beside their buttons, gone when one clicks away, not screens
// of the app's: no routes. A view named for content alone (`ContentView`) is no popover's,
// and a popover of another name (`TrackInfoView`) is a screen presented as a sheet is.
@main struct MixerApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

struct ContentView: View {
    @State private var showsTempo = false
    @State private var showsChannel = false
    @State private var showsTrackInfo = false

    var body: some View {
        HStack {
            Button("Tempo") { showsTempo.toggle() }
                .popover(isPresented: $showsTempo, arrowEdge: .bottom) {
                    TempoPopoverContent(isPresented: $showsTempo)
                }
            Button("Channel") { showsChannel.toggle() }
                .popover(isPresented: $showsChannel) {
                    ChannelPopoverContentView()
                        .frame(width: 240)
                }
            Button("Track") { showsTrackInfo = true }
                .popover(isPresented: $showsTrackInfo) { TrackInfoView() }
        }
    }
}

struct TempoPopoverContent: View {
    @Binding var isPresented: Bool
    @State private var bpm = 120

    var body: some View {
        Stepper("\(bpm) BPM", value: $bpm, in: 40...240)
            .padding()
    }
}

struct ChannelPopoverContentView: View {
    var body: some View { Text("Route to bus 1") }
}

struct TrackInfoView: View {
    var body: some View { Text("Track info") }
}
