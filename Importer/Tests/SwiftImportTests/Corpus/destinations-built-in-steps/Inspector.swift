import SwiftUI

@main
struct InspectorApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { RequestView(request: "GET /") }
        }
    }
}

// Destinations that build their view in steps: they declare values and set them up before
// the view they return, as a developer tool's rows often do. The view returned is the screen.
struct RequestView: View {
    let request: String
    @State private var showsRaw = false

    var body: some View {
        List {
            NavigationLink(destination: curlDestination) { Text("cURL") }
            NavigationLink(destination: headersDestination()) { Text("Headers") }
            Button("Raw") { showsRaw = true }
        }
        .sheet(isPresented: $showsRaw) {
            let model = TextModel(text: request)
            model.wraps = true
            RawTextView(model: model)
        }
    }

    private var curlDestination: some View {
        let text = "curl " + request
        let model = TextModel(text: text)
        model.detectsLinks = false
        return RichTextView(model: model)
            .navigationTitle("cURL")
    }

    private func headersDestination() -> some View {
        var model = HeadersModel()
        model.title = "Headers"
        return HeadersView(model: model)
    }
}

final class TextModel {
    var text: String
    var detectsLinks = true
    var wraps = false
    init(text: String) { self.text = text }
}

struct HeadersModel {
    var title = ""
}

struct RichTextView: View {
    let model: TextModel
    var body: some View { Text(model.text) }
}

struct RawTextView: View {
    let model: TextModel
    var body: some View { Text(model.text) }
}

struct HeadersView: View {
    let model: HeadersModel
    var body: some View { Text(model.title) }
}
