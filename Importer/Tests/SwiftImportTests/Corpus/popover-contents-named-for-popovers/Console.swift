import SwiftUI

// A monitoring console whose header holds status readouts, each opening a popover beside it
// whose content the project made for that popover and named for it with a `Content` suffix
// (`LinkStatusPopoverContent`, `QueuePopoverContentView`): a readout's details beside it, gone
// when one clicks away, not screens of the app's, as `ColourPopover` is not. A popover showing
// a view whose name says only that it is content (`ReportContent`), and a sheet, are screens.
@main struct ConsoleApp: App {
    var body: some Scene {
        WindowGroup { ConsoleView() }
    }
}

struct ConsoleView: View {
    @State private var showsLink = false
    @State private var showsQueue = false
    @State private var showsReport = false
    @State private var showsLog = false

    var body: some View {
        VStack {
            HStack {
                Button("Link") { showsLink.toggle() }
                    .popover(isPresented: $showsLink, arrowEdge: .bottom) {
                        LinkStatusPopoverContent(latency: 12)
                            .frame(width: 280)
                    }
                Button("Queue") { showsQueue.toggle() }
                    .popover(isPresented: $showsQueue) { QueuePopoverContentView() }
                Button("Report") { showsReport.toggle() }
                    .popover(isPresented: $showsReport) { ReportContent() }
            }
            Button("Log") { showsLog = true }
        }
        .sheet(isPresented: $showsLog) { LogView() }
    }
}

struct LinkStatusPopoverContent: View {
    let latency: Int
    var body: some View { Text("Latency \(latency) ms") }
}

struct QueuePopoverContentView: View {
    var body: some View {
        VStack {
            Text("3 waiting")
            Button("Flush") {}
        }
    }
}

struct ReportContent: View {
    var body: some View { Text("Weekly report") }
}

struct LogView: View {
    var body: some View { Text("Log") }
}
