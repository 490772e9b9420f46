extension Library.Route {
    var title: String {
        switch self {
        case .shelf: "Shelf"
        case .book: "Book"
        case .related: "Related"
        #if BETA
        case .betaMenu: "Beta"
        #endif
        }
    }
}
