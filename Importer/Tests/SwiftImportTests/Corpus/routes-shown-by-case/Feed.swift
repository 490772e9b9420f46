import ComposableArchitecture
import SwiftUI

// A TCA feature whose optional route mixes screens with a HUD and a dialog: only the cases
// a view shows as a push, a sheet or a cover are routes.
@Reducer
struct FeedReducer {
    enum Route: Equatable {
        case hud
        case detail(String)
        case filters
        case player(URL)
        case deleteDialog
    }

    @ObservableState
    struct State: Equatable {
        var route: Route?
    }

    enum Action {
        case setNavigation(Route?)
    }
}

struct FeedView: View {
    @Bindable var store: StoreOf<FeedReducer>

    var body: some View {
        List {
            Text("Items")
        }
        .background(
            NavigationLink(unwrapping: $store.route, case: \.detail) { route in
                ItemView(id: route.wrappedValue)
            }
        )
        .sheet(item: $store.route.sending(\.setNavigation).filters) { _ in
            FiltersView()
        }
        .fullScreenCover(item: $store.route.sending(\.setNavigation).player, id: \.absoluteString) { url in
            PlayerView(url: url)
        }
        .progressHUD(unwrapping: $store.route, case: \.hud)
        .confirmationDialog(unwrapping: $store.route, case: \.deleteDialog) {
            Button("Delete", role: .destructive) {}
        }
    }
}
