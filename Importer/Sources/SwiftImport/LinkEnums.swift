/// An enum named as routes (`SystemSettingsDestination`, `HelpDestination`) that nothing
/// pushes or presents is guessed as a router's routes when no others are found. One whose
/// cases each give a URL (a member of type `URL`, `var link: URL?`, or a string named for one,
/// `var urlString: String`), is a list of places the app opens outside itself (System
/// Settings' panes by `NSWorkspace.shared.open(destination.url)`, web pages by `openURL`): no
/// screens, and not guessed. An enum a router's switch builds views from stays a guess.
enum LinkEnums {
    static func opensURLs(_ declaration: EnumDeclaration, _ found: SwiftDeclarations) -> Bool {
        guard let name = declaration.path.last else { return false }
        return found.properties.contains { property in
            guard property.scope.last == name, property.scope.count <= declaration.path.count else { return false }
            let type = property.type.unwrapped.type.path?.last
            let lowered = property.name.lowercased()
            return type == "URL" || type == "String" && (lowered.hasSuffix("url") || lowered.hasSuffix("urlstring"))
        }
    }
}
