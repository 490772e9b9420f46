import SwiftParser
import SwiftSyntax

/// A Mac app often shares its views with the project's iOS app, each platform's part behind
/// `#if os(...)` (`#if os(macOS) MacSettingsView() #else NavigationStack { ... } #endif`).
/// When the one `@main` type read is itself declared for some platforms only (`#if
/// os(macOS) @main struct SalesMacApp: App`, its iOS twin not given), the branches none of
/// them builds (that `#else`, an `#if os(iOS)`) are another app's: they are blanked before
/// the file is read, byte for byte, so that every place reported stays where it is.
///
/// The app read is the one its users get, a release build: a `#if DEBUG` branch (a debug
/// menu's pages, a developer's sheet) is blanked too, in every app, and its `#else` read; what
/// navigation it held is named in a note. A branch decided by anything else
/// (`canImport(UIKit)`, a flag of the project's) is read, as every `os(...)` branch is when the
/// app is not declared for some platforms. A branch inside a modifier chain (`#if DEBUG
/// .sheet(...) #endif`), which an emptied clause would leave unparsable, goes with its
/// directive, the clause compiled kept.
enum PlatformBranches {
    /// The platforms `os(...)` names, whose branches are weighed against each other.
    static let platforms: Set<String> = ["macOS", "iOS", "watchOS", "tvOS", "visionOS", "Linux", "Windows", "Android"]

    /// The platforms the one `@main` type of `texts` is declared for, when a clause of
    /// `os(...)` conditions encloses it; nil when there are several, or none so enclosed.
    static func appPlatforms(of texts: some Sequence<String>) -> Set<String>? {
        var found: [Set<String>?] = []
        for var text in texts {
            let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: SwiftImporter.maximumNesting) }
            let finder = MainTypeFinder(viewMode: .sourceAccurate)
            finder.walk(tree)
            found += finder.mains.map(platforms(enclosing:))
            if found.count > 1 { return nil }
        }
        guard found.count == 1, let only = found[0], only != platforms else { return nil }
        return only
    }

    /// `text` with the branches a release build for no platform of `built` compiles blanked
    /// to spaces (lines kept), and a note for each piece of navigation a debug branch held.
    static func blankingUnbuilt(in text: String, tree: SourceFileSyntax, built: Set<String>,
                                file: String) -> (text: String, notes: [String]) {
        let finder = ConditionalFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var ranges: [Range<Int>] = []
        // Each `#elseif` that opens its directive once the clauses before it are gone.
        var openings: [Int] = []
        var notes: [String] = []
        // The clauses gone, and the conditionals gone whole: one inside them goes with them.
        var gone = Set<SyntaxIdentifier>()
        var converter: SourceLocationConverter?
        for conditional in finder.conditionals {
            let whole = conditional.positionAfterSkippingLeadingTrivia.utf8Offset ..< conditional.endPositionBeforeTrailingTrivia.utf8Offset
            // One left unclosed, holding a syntax error or the app's `@main`, is read as
            // written: blanking it would hide the rest of the file, the error or the app. One
            // inside a branch gone is gone with it.
            guard conditional.poundEndif.presence == .present, !conditional.hasError, !holdsMain(conditional),
                  !isInside(conditional, gone) else { continue }
            let release = activity(of: conditional, on: built, release: true)
            let anyBuild = activity(of: conditional, on: built, release: false)
            let clauses = Array(conditional.clauses)
            if let first = release.firstIndex(of: true) {
                if clauses.contains(where: { if case .postfixExpression = $0.elements { true } else { false } }) {
                    // A modifier chain's clause cannot be left empty: each not compiled goes
                    // whole, its keyword too. When the first goes, the next one left opens the
                    // directive (`#elseif BETA` written `#if BETA`), or, an `#else`, is the one
                    // compiled, its directive gone.
                    for (index, clause) in clauses.enumerated() where !release[index] {
                        ranges.append(clause.positionAfterSkippingLeadingTrivia.utf8Offset ..< clause.endPositionBeforeTrailingTrivia.utf8Offset)
                        gone.insert(clause.id)
                    }
                    let opening = clauses[first].poundKeyword
                    if first > 0, clauses[first].condition != nil {
                        openings.append(opening.positionAfterSkippingLeadingTrivia.utf8Offset)
                    } else if first > 0 {
                        ranges.append(opening.positionAfterSkippingLeadingTrivia.utf8Offset ..< opening.endPositionBeforeTrailingTrivia.utf8Offset)
                        ranges.append(conditional.poundEndif.positionAfterSkippingLeadingTrivia.utf8Offset ..< whole.upperBound)
                    }
                } else {
                    for (index, clause) in clauses.enumerated() where !release[index] {
                        guard let elements = clause.elements, blankable(elements) else { continue }
                        ranges.append(elements.positionAfterSkippingLeadingTrivia.utf8Offset ..< elements.endPositionBeforeTrailingTrivia.utf8Offset)
                        gone.insert(clause.id)
                    }
                }
            } else {
                // No clause compiled: the directive goes too, as an empty `#if DEBUG #endif` left
                // between a switch's cases would be read as the case before's statement.
                ranges.append(whole)
                gone.insert(conditional.id)
            }
            for (index, clause) in clauses.enumerated() where !release[index] && anyBuild[index] {
                notes += DebugNavigation.notes(in: clause, of: conditional, file: file) {
                    // Made once a file, when a note needs a line: making one reads the whole file.
                    if let converter { return converter }
                    let made = SourceLocationConverter(fileName: file, tree: tree)
                    converter = made
                    return made
                }
            }
        }
        guard !ranges.isEmpty || !openings.isEmpty else { return (text, []) }
        var bytes = Array(text.utf8)
        for range in ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        for opening in openings {
            bytes.replaceSubrange(opening ..< opening + 7, with: Array("#if    ".utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), notes)
    }

    /// Whether `conditional` is inside a clause or conditional of `gone`.
    private static func isInside(_ conditional: IfConfigDeclSyntax, _ gone: Set<SyntaxIdentifier>) -> Bool {
        guard !gone.isEmpty else { return false }
        var node = conditional.parent
        while let current = node {
            if gone.contains(current.id) { return true }
            node = current.parent
        }
        return false
    }

    /// Whether a release build for any platform compiles `clause` (`#if !DEBUG`, `#if true`, the
    /// `#else` of `#if DEBUG`).
    static func isAlwaysCompiled(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
              let index = conditional.clauses.firstIndex(where: { $0.id == clause.id }) else { return false }
        let position = conditional.clauses.distance(from: conditional.clauses.startIndex, to: index)
        return platforms.allSatisfy { clauses(of: conditional, on: $0, release: true)[position] == true }
    }

    /// Whether a `@main` attribute is inside `conditional`.
    private static func holdsMain(_ conditional: IfConfigDeclSyntax) -> Bool {
        let finder = MainTypeFinder(viewMode: .sourceAccurate)
        finder.walk(conditional)
        return !finder.mains.isEmpty
    }

    /// Statements, members and a switch's cases leave a valid file when gone; attributes are
    /// kept.
    private static func blankable(_ elements: IfConfigClauseSyntax.Elements) -> Bool {
        switch elements {
        case .statements, .decls, .switchCases: return true
        default: return false
        }
    }

    /// Whether each clause of `conditional` may be compiled for one platform of `built`, in a
    /// release build or in any.
    private static func activity(of conditional: IfConfigDeclSyntax, on built: Set<String>, release: Bool) -> [Bool] {
        var possible = Array(repeating: false, count: conditional.clauses.count)
        for platform in built {
            for (index, may) in clauses(of: conditional, on: platform, release: release).enumerated() where may != false {
                possible[index] = true
            }
        }
        return possible
    }

    /// Each clause's fate on `platform` (in a release build, when `release`): true when it is
    /// the one compiled, false when it is not, nil when a condition before it or its own is
    /// decided by anything else.
    private static func clauses(of conditional: IfConfigDeclSyntax, on platform: String, release: Bool = false) -> [Bool?] {
        var taken: Bool? = false
        var fates: [Bool?] = []
        for clause in conditional.clauses {
            let holds: Bool? = if let condition = clause.condition { value(of: condition, on: platform, release: release) } else { true }
            if taken == true || holds == false {
                fates.append(false)
            } else {
                fates.append(taken == false && holds == true ? true : nil)
            }
            if taken == false, holds != false { taken = holds }
        }
        return fates
    }

    /// The platforms for which every `os(...)`-decided clause around `node` is compiled.
    private static func platforms(enclosing node: Syntax) -> Set<String>? {
        var built = platforms
        var decided = false
        var current: Syntax? = node
        while let child = current, let parent = child.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self),
               let conditional = clause.parent?.parent?.as(IfConfigDeclSyntax.self),
               let index = conditional.clauses.firstIndex(where: { $0.id == clause.id }) {
                let position = conditional.clauses.distance(from: conditional.clauses.startIndex, to: index)
                let on = built.filter { clauses(of: conditional, on: $0)[position] == true }
                let off = built.filter { clauses(of: conditional, on: $0)[position] == false }
                if on.count + off.count == built.count { built = on; decided = true }
            }
            current = parent
        }
        return decided ? built : nil
    }

    /// An `#if` condition's value on `platform`, or nil when it asks anything but `os(...)`
    /// or a literal (or, in a release build, `DEBUG`).
    private static func value(of condition: ExprSyntax, on platform: String, release: Bool) -> Bool? {
        if release, condition.as(DeclReferenceExprSyntax.self)?.baseName.text == "DEBUG" { return false }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        if let call = condition.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           call.arguments.count == 1,
           let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name == platform
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(of: prefix.expression, on: platform, release: release).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression, on: platform, release: release)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combined([infix.leftOperand, infix.rightOperand], op, on: platform, release: release)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
            guard operators.count == 1, let op = operators.first else { return nil }
            return combined(stride(from: 0, to: elements.count, by: 2).map { elements[$0] }, op, on: platform, release: release)
        }
        return nil
    }

    private static func combined(_ operands: [ExprSyntax], _ op: String, on platform: String, release: Bool) -> Bool? {
        let values = operands.map { value(of: $0, on: platform, release: release) }
        switch op {
        case "||": return values.contains(true) ? true : values.contains(nil) ? nil : false
        case "&&": return values.contains(false) ? false : values.contains(nil) ? nil : true
        default: return nil
        }
    }

    /// The declarations marked `@main`.
    private final class MainTypeFinder: SyntaxVisitor {
        var mains: [Syntax] = []
        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == "main", let declaration = node.parent?.parent {
                mains.append(declaration)
            }
            return .skipChildren
        }
    }

    private final class ConditionalFinder: SyntaxVisitor {
        var conditionals: [IfConfigDeclSyntax] = []
        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            conditionals.append(node)
            return .visitChildren
        }
    }
}
