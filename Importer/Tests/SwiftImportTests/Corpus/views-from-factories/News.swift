import SwiftUI

// A factory that calls another: followed to the view the last one builds.
struct NewsCoordinator {
    func makeNewsView(onDismiss: @escaping () -> Void) -> some View {
        NewsService.createNewsView(onDismiss: onDismiss)
    }
}

enum NewsService {
    static func createNewsView(onDismiss: @escaping () -> Void) -> some View {
        let items = ["Tags", "Sync"]
        return NewsView(items: items, onDismiss: onDismiss)
    }
}

struct NewsView: View {
    let items: [String]
    let onDismiss: () -> Void
    var body: some View {
        List(items, id: \.self) { Text($0) }
    }
}
