import ComposableArchitecture
import SwiftUI
import UIKit
import UIKitNavigation

// One TCA feature shown both in SwiftUI and in UIKit, as apps written for both do: the
// view controller presents the same `@Presents` child feature through swift-navigation's
// UIKit helpers (`navigationDestination(item: $store.scope(...)) { NoteViewController(store:
// $0) }`, `present(item:)`). `NoteViewController` stands for the route `NoteView` does: one
// screen, written twice, is one route.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { NotesView(store: Store(initialState: Notes.State()) { Notes() }) } }
    }
}

@Reducer
struct Notes {
    @ObservableState
    struct State {
        @Presents var note: Note.State?
        @Presents var share: Share.State?
    }
    enum Action {
        case note(PresentationAction<Note.Action>)
        case share(PresentationAction<Share.Action>)
    }
}

struct NotesView: View {
    @Bindable var store: StoreOf<Notes>
    var body: some View {
        List { Text("Notes") }
            .navigationDestination(item: $store.scope(state: \.note, action: \.note)) { store in
                NoteView(store: store)
            }
            .sheet(item: $store.scope(state: \.share, action: \.share)) { store in
                ShareView(store: store)
            }
    }
}

final class NotesViewController: UIViewController {
    @UIBindable var store: StoreOf<Notes>
    init(store: StoreOf<Notes>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationDestination(item: $store.scope(state: \.note, action: \.note)) { store in
            NoteViewController(store: store)
        }
        present(item: $store.scope(state: \.share, action: \.share)) { store in
            ShareViewController(store: store)
        }
    }
}

@Reducer struct Note { @ObservableState struct State {} }
@Reducer struct Share { @ObservableState struct State {} }
struct NoteView: View { let store: StoreOf<Note>; var body: some View { Text("") } }
struct ShareView: View { let store: StoreOf<Share>; var body: some View { Text("") } }
final class NoteViewController: UIViewController { init(store: StoreOf<Note>) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { fatalError() } }
final class ShareViewController: UIViewController { init(store: StoreOf<Share>) { super.init(nibName: nil, bundle: nil) }; required init?(coder: NSCoder) { fatalError() } }
