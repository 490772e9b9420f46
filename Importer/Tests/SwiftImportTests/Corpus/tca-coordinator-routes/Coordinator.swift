import ComposableArchitecture
import SwiftUI
import TCACoordinators

// TCACoordinators: a coordinator feature keeps its screens as routes of a `@Reducer enum`
// (`var routes: IdentifiedArrayOf<Route<Screen.State>>`, or `[Route<Screen.State>]`), shows
// them by `TCARouter(store.scope(state: \.routes, ...))` and pushes or presents them from its
// reducer (`state.routes.push(.detail(...))`, `presentSheet(...)`): the enum's cases are
// routes, as a `StackState<Path.State>`'s are, except the case its stack starts from,
// `.root(.list(...), withNavigation: true)`, which nothing pushes. A case the reducer only
// presents (`presentSheet(.reader(...))`) is a sheet, as FlowStacks' is.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryCoordinatorView(store: Store(initialState: .initialState) { LibraryCoordinator() }) }
    }
}

@Reducer
enum LibraryScreen {
    case list(BookList)
    case detail(BookDetail)
    case reader(Reader)
}

@Reducer
struct LibraryCoordinator {
    @ObservableState
    struct State {
        static let initialState = State(routes: [.root(.list(.init()), withNavigation: true)])
        var routes: IdentifiedArrayOf<Route<LibraryScreen.State>>
    }
    enum Action {
        case router(IdentifiedRouterActionOf<LibraryScreen>)
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .router(.routeAction(_, .list(.bookTapped))):
                state.routes.push(.detail(.init()))
            case .router(.routeAction(_, .detail(.readTapped))):
                state.routes.presentSheet(.reader(.init()), withNavigation: true)
            default:
                break
            }
            return .none
        }
        .forEachRoute(\.routes, action: \.router)
    }
}

struct LibraryCoordinatorView: View {
    let store: StoreOf<LibraryCoordinator>
    var body: some View {
        TCARouter(store.scope(state: \.routes, action: \.router)) { screen in
            switch screen.case {
            case let .list(store): BookListView(store: store)
            case let .detail(store): BookDetailView(store: store)
            case let .reader(store): ReaderView(store: store)
            }
        }
    }
}

@Reducer struct BookList { struct State: Hashable {}; enum Action { case bookTapped } }
@Reducer struct BookDetail { struct State: Hashable {}; enum Action { case readTapped } }
@Reducer struct Reader { struct State: Hashable {}; enum Action {} }
struct BookListView: View { let store: StoreOf<BookList>; var body: some View { Button("Book") { store.send(.bookTapped) } } }
struct BookDetailView: View { let store: StoreOf<BookDetail>; var body: some View { Button("Read") { store.send(.readTapped) } } }
struct ReaderView: View { let store: StoreOf<Reader>; var body: some View { Text("") } }
