import UIKit
import UIKitNavigation

// swift-navigation's UIKit helpers on a view controller observing a model through
// `@UIBindable`: `navigationDestination(item: $model.destination.detail)` pushes the `detail`
// case, `present(item: $model.destination.add)` presents `add`, and `present($model.destination.alert)`
// shows an `AlertState`, no screen. The cases are the routes, as when a SwiftUI view shows them.
struct Contact: Hashable, Identifiable {
    let id: Int
    var name: String
}

@Observable
final class ContactsModel {
    @CasePathable
    enum Destination {
        case detail(Contact)
        case add(Contact)
        case alert(AlertState<Never>)
    }

    var contacts: [Contact] = []
    var destination: Destination?
}

final class ContactsViewController: UIViewController {
    @UIBindable var model: ContactsModel

    init(model: ContactsModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationDestination(item: $model.destination.detail) { contact in
            ContactViewController(contact: contact)
        }
        present(item: $model.destination.add) { contact in
            UINavigationController(rootViewController: NewContactViewController(contact: contact))
        }
        present($model.destination.alert)
    }
}

final class ContactViewController: UIViewController {
    init(contact: Contact) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}

final class NewContactViewController: UIViewController {
    init(contact: Contact) { super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
}
