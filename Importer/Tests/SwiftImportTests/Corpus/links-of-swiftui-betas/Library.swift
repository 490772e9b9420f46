import SwiftUI
import UIKit

// Written for SwiftUI's first betas (2019), as apps of that summer still are: a row pushes
// by NavigationButton(destination:) (NavigationLink's first name), the bar's button presents
// by PresentationButton(destination:) and a shelf by PresentationLink(destination:) (the
// sheet's first two spellings). The scene delegate hosts the root, as UIKit's lifecycle did.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: LibraryView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct Book: Identifiable { let id: Int; let title: String }

struct LibraryView: View {
    let books = [Book(id: 1, title: "Emma")]

    var body: some View {
        NavigationView {
            List {
                ForEach(books) { book in
                    NavigationButton(destination: BookView(book: book)) {
                        Text(book.title)
                    }
                }
                PresentationLink(destination: ShelfView()) {
                    Text("Shelves")
                }
            }
            .navigationBarTitle(Text("Library"))
            .navigationBarItems(trailing: PresentationButton(destination: AddBookView()) {
                Image(systemName: "plus")
            })
        }
    }
}

struct BookView: View {
    let book: Book
    var body: some View { Text(book.title) }
}

struct ShelfView: View { var body: some View { Text("Shelves") } }
struct AddBookView: View { var body: some View { Text("New book") } }
