/// NavigationBackport's names for SwiftUI's navigation (`NBNavigationStack(path:)`,
/// `.nbNavigationDestination(for:)`, `NBNavigationLink(value:)`), which apps that still
/// support iOS 15 write: read as the SwiftUI names they stand for, so that its stacks, links
/// and destinations give routes as SwiftUI's own do.
enum BackportedNames {
    private static let swiftUINames: [String: String] = [
        "NBNavigationStack": "NavigationStack",
        "NBNavigationLink": "NavigationLink",
        "nbNavigationDestination": "navigationDestination",
    ]

    /// The SwiftUI name a call's name stands for: itself, unless NavigationBackport's.
    static func swiftUIName(_ name: String) -> String {
        swiftUINames[name] ?? name
    }
}
