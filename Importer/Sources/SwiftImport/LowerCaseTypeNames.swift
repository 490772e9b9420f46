import SwiftSyntax

/// Types the project declares with a lower-case name (`struct juicerapp: App`,
/// `struct mainsidebarview: View`, `struct commandpaletteview: View`): Swift allows them, and
/// some apps name every view so. The importer tells a view's construction (`Detail()`) from a
/// function's call (`detail()`) by the capital, as Swift's naming does, in many places; with
/// lower-case names an app's scene, root and every view it presents were read as calls of
/// functions, and nothing was found. Such a name is read as its capitalised spelling, with a
/// trailing `view` read as the word `View` (`commandpaletteview` as `CommandpaletteView`, whose
/// route is `commandpalette`, as `CommandPaletteView`'s is `commandPalette`): the same length,
/// so every place in the file stays where it was. Only names declared at a line's start as a
/// struct, class, enum or actor are taken, and none also declared as a `var`, `let`, `func` or
/// `case` anywhere (any case of a list, `case library, settings`), or whose capitalised spelling the project declares too: renaming such a name
/// could turn a value into a type, nor one whose capitalised spelling is SwiftUI's own
/// (`struct settings: View` is not read as the `Settings` scene, `struct group` not as
/// `Group`). Only where a type is named is a token renamed: not a member's name (`.popover(...)`
/// beside `struct popover: View`, `.settings` beside `case library, settings`), an enum case's,
/// a parameter's or an argument's label, which name values and SwiftUI's modifiers. An app
/// with no such name is read as before.
enum LowerCaseTypeNames {
    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor"]
    private static let valueKeywords: Set<Substring> = ["var", "let", "func", "case"]
    /// Words after `class` that make a member, not a type (`class var`, `class func`).
    private static let keywords: Set<Substring> = ["var", "let", "func", "subscript", "init", "deinit", "case", "static",
                                                   "override", "convenience", "required", "mutating", "protocol", "in", "where"]
    private static let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "open", "final",
                                                    "indirect", "package", "nonisolated"]

    /// SwiftUI's types the importer reads by name: a project's type spelled so once capitalised
    /// would be read as SwiftUI's.
    private static let swiftUINames: Set<String> = DestinationView.builtIn.union(DestinationView.transparent).union([
        "App", "Scene", "View", "WindowGroup", "Window", "Settings", "MenuBarExtra", "DocumentGroup", "Tab", "TabView",
        "NavigationLink", "NavigationSplitView", "Menu", "Alert", "ForEach",
    ])

    /// The lower-case type names of the files' texts, each with the spelling it is read as.
    static func renames(in texts: [String]) -> [String: String] {
        // Most apps declare no such type: a byte search says so without splitting every line
        // of every file into words, which cost a 500-file import a sixth of its time.
        guard texts.contains(where: mayDeclareLowerCaseType) else { return [:] }
        var typeNames: Set<Substring> = []
        var valueNames: Set<Substring> = []
        for text in texts where text.contains("struct ") || text.contains("class ") || text.contains("enum ") || text.contains("actor ") {
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "@" || $0 == "/" || $0 == "*") })
                guard let first = words.first, !first.hasPrefix("//"), !first.hasPrefix("*"), !first.hasPrefix("/*") else { continue }
                for (index, word) in words.enumerated() where index + 1 < words.count {
                    if valueKeywords.contains(word) { valueNames.insert(words[index + 1]) }
                }
                // Every case of a list (`case library, settings, about`), not the first alone.
                if first == "case", !line.contains(".") {
                    for element in line.drop(while: { $0 == " " || $0 == "\t" }).dropFirst(4).split(separator: ",") {
                        let name = element.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
                        if !name.isEmpty { valueNames.insert(name) }
                    }
                }
                // A declaration at the line's start, after attributes and modifiers only.
                var index = 0
                while index < words.count, words[index].hasPrefix("@") || modifiers.contains(words[index]) { index += 1 }
                // `struct name`, not an argument labelled so (`actor: slot.agentName`).
                if index + 1 < words.count, typeKeywords.contains(words[index]), line.contains(words[index] + " " + words[index + 1]) {
                    typeNames.insert(words[index + 1])
                }
            }
        }
        var renames: [String: String] = [:]
        for name in typeNames where name.first?.isLowercase == true && name.count > 1 && !valueNames.contains(name) && !keywords.contains(name) {
            var spelling = name.prefix(1).uppercased() + name.dropFirst()
            if spelling.count > 4, spelling.hasSuffix("view") { spelling = spelling.dropLast(4) + "View" }
            guard !typeNames.contains(Substring(spelling)), !swiftUINames.contains(spelling) else { continue }
            renames[String(name)] = spelling
        }
        return renames
    }

    /// The file with every identifier token of a renamed type spelled as it is read.
    private static let typeKeywordBytes: [[UInt8]] = ["struct ", "class ", "enum ", "actor "].map { Array($0.utf8) }

    /// Whether a type keyword and one space are followed by a lower-case letter (or any letter
    /// outside ASCII) anywhere in the text: true for every text `renames` finds a name in.
    private static func mayDeclareLowerCaseType(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            for keyword in typeKeywordBytes {
                var index = 0
                let last = bytes.count - keyword.count
                while index < last {
                    if bytes[index] == keyword[0], keyword.indices.allSatisfy({ bytes[index + $0] == keyword[$0] }) {
                        let next = bytes[index + keyword.count]
                        if (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || next >= 0x80 { return true }
                    }
                    index += 1
                }
            }
            return false
        }
    }

    static func renamed(_ tree: SourceFileSyntax, _ renames: [String: String]) -> SourceFileSyntax {
        Renamer(renames).rewrite(tree).as(SourceFileSyntax.self) ?? tree
    }

    private final class Renamer: SyntaxRewriter {
        let renames: [String: String]
        init(_ renames: [String: String]) {
            self.renames = renames
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ token: TokenSyntax) -> TokenSyntax {
            guard case .identifier(let name) = token.tokenKind, let spelling = renames[name], !namesAValue(token) else { return token }
            return token.with(\.tokenKind, .identifier(spelling))
        }

        /// Whether the token names a member, an enum case, a parameter or an argument's label,
        /// not a type: `.popover` and `model.settings`, unless the member is read off a type
        /// (`outer.inner`, a type nested in a renamed one).
        private func namesAValue(_ token: TokenSyntax) -> Bool {
            guard let parent = token.parent else { return false }
            if let reference = parent.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id,
               let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                guard let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return true }
                return !(renames[base] != nil || base.first?.isUppercase == true)
            }
            if let element = parent.as(EnumCaseElementSyntax.self) { return element.name.id == token.id }
            if parent.is(FunctionParameterSyntax.self) || parent.is(LabeledExprSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) {
                return true
            }
            return false
        }
    }
}
