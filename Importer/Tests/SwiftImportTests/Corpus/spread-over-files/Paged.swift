/// A generic route the app uses for any paged list.
enum PagedDestination<Item: Hashable>: Hashable {
    case page(Item, number: Int)
}
