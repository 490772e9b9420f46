/// The library section's routes; its conformances and titles are added in other files.
enum Library {}

extension Library {
    enum Route {
        case shelf
        case book(isbn: String)
        indirect case related(to: Route)
        #if BETA
        case betaMenu
        #endif
    }
}
