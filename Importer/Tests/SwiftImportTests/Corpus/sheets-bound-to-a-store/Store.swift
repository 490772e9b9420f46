import Combine

// A Redux-like store: the state says which modal is up, and views dispatch actions to change it.
enum Modal: Identifiable {
    case newPost
    case account(userID: Int)

    var id: String { String(describing: self) }
}

struct AppState {
    var presented: Modal?
}

enum AppAction {
    case present(Modal)
    case dismiss
}

final class Store: ObservableObject {
    @Published private(set) var state = AppState()

    func dispatch(_ action: AppAction) {
        switch action {
        case .present(let modal): state.presented = modal
        case .dismiss: state.presented = nil
        }
    }
}
