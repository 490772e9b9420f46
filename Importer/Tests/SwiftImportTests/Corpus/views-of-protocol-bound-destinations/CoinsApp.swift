import SwiftUI

// A router modifier generic over the project's destination protocol shows `destination?.content`
// by a hidden link and a sheet; each coordinator's `Destination` conforms to the protocol and
// builds its own `content` by a switch over its routes. The destination is any of them, so the
// link and the sheet show the views every conforming type's `content` builds.
@main
struct CoinsApp: App {
    var body: some Scene {
        WindowGroup { ListCoordinator() }
    }
}

enum Transition {
    case push
    case sheet
}

protocol DestinationProtocol: Equatable {
    associatedtype Content: View
    var content: Content { get }
    var transition: Transition { get }
}

struct Router<Destination: DestinationProtocol>: ViewModifier {
    @Binding var destination: Destination?
    @State private var isPushed = false
    @State private var isPresented = false

    func body(content: Content) -> some View {
        ZStack {
            NavigationLink(destination: destinationView, isActive: $isPushed) { EmptyView() }
            content
        }
        .sheet(isPresented: $isPresented) { destinationView }
        .onChange(of: destination) { _ in
            isPushed = destination?.transition == .push
            isPresented = destination?.transition == .sheet
        }
    }

    private var destinationView: some View {
        destination?.content
    }
}

extension View {
    func route<Destination: DestinationProtocol>(to destination: Binding<Destination?>) -> some View {
        modifier(Router(destination: destination))
    }
}

struct ListCoordinator: View {
    @State private var destination: Destination?

    var body: some View {
        NavigationView {
            CoinListView { destination = Destination(step: .detail(id: $0)) }
                .route(to: $destination)
        }
    }
}

extension ListCoordinator {
    struct Destination: DestinationProtocol {
        enum Step: Equatable {
            case detail(id: String)
            case chart(id: String)
        }

        let step: Step

        @ViewBuilder
        var content: some View {
            switch step {
            case let .detail(id): CoinDetailView(id: id)
            case let .chart(id): ChartCoordinator(id: id)
            }
        }

        var transition: Transition {
            switch step {
            case .detail: .push
            case .chart: .sheet
            }
        }
    }
}

struct ChartCoordinator: View {
    let id: String
    @State private var destination: Destination?

    var body: some View {
        ChartView(id: id) { destination = Destination(url: $0) }
            .route(to: $destination)
    }
}

extension ChartCoordinator {
    struct Destination: DestinationProtocol {
        let url: URL

        var content: some View { WebView(url: url) }
        var transition: Transition { .sheet }
    }
}

struct CoinListView: View {
    let select: (String) -> Void

    var body: some View { Button("Bitcoin") { select("btc") } }
}

struct CoinDetailView: View {
    let id: String

    var body: some View { Text(id) }
}

struct ChartView: View {
    let id: String
    let open: (URL) -> Void

    var body: some View { Text(id) }
}

struct WebView: View {
    let url: URL

    var body: some View { Text(url.absoluteString) }
}
