import SwiftParser
import SwiftSyntax

/// A Mac app often shares its views with the project's iOS app, each platform's part behind
/// `#if os(...)` (`#if os(macOS) MacSettingsView() #else NavigationStack { ... } #endif`).
/// When the one `@main` type read is itself declared for some platforms only (`#if
/// os(macOS) @main struct SalesMacApp: App`, its iOS twin not given), the branches none of
/// them builds (that `#else`, an `#if os(iOS)`) are another app's: they are blanked before
/// the file is read, byte for byte, so that every place reported stays where it is. A branch
/// decided by anything but `os(...)` (`DEBUG`, `canImport(UIKit)`) is read, as every branch
/// is when the app is not so declared; so is a branch inside a modifier chain
/// (`#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`), which an empty clause
/// would leave unparsable.
enum PlatformBranches {
    /// The platforms `os(...)` names, whose branches are weighed against each other.
    private static let platforms: Set<String> = ["macOS", "iOS", "watchOS", "tvOS", "visionOS", "Linux", "Windows", "Android"]

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

    /// `text` with the branches no platform of `built` compiles blanked to spaces (lines kept).
    static func blankingOthers(in text: String, tree: SourceFileSyntax, built: Set<String>) -> String {
        let finder = ConditionalFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var ranges: [Range<Int>] = []
        for conditional in finder.conditionals {
            for (clause, possible) in zip(conditional.clauses, activity(of: conditional, on: built)) where !possible {
                guard let elements = clause.elements, blankable(elements) else { continue }
                ranges.append(elements.positionAfterSkippingLeadingTrivia.utf8Offset ..< elements.endPositionBeforeTrailingTrivia.utf8Offset)
            }
        }
        guard !ranges.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in ranges {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Statements, members and a switch's cases leave a valid file when gone; an expression's
    /// postfix clause and attributes are kept.
    private static func blankable(_ elements: IfConfigClauseSyntax.Elements) -> Bool {
        switch elements {
        case .statements, .decls, .switchCases: return true
        default: return false
        }
    }

    /// Whether each clause of `conditional` may be compiled for one platform of `built`.
    private static func activity(of conditional: IfConfigDeclSyntax, on built: Set<String>) -> [Bool] {
        var possible = Array(repeating: false, count: conditional.clauses.count)
        for platform in built {
            for (index, may) in clauses(of: conditional, on: platform).enumerated() where may != false {
                possible[index] = true
            }
        }
        return possible
    }

    /// Each clause's fate on `platform`: true when it is the one compiled, false when it is
    /// not, nil when a condition before it or its own is not decided by `os(...)` alone.
    private static func clauses(of conditional: IfConfigDeclSyntax, on platform: String) -> [Bool?] {
        var taken: Bool? = false
        var fates: [Bool?] = []
        for clause in conditional.clauses {
            let holds: Bool? = if let condition = clause.condition { value(of: condition, on: platform) } else { true }
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

    /// An `#if` condition's value on `platform`, or nil when it asks anything but `os(...)`.
    private static func value(of condition: ExprSyntax, on platform: String) -> Bool? {
        if let call = condition.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           call.arguments.count == 1,
           let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name == platform
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(of: prefix.expression, on: platform).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression, on: platform)
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return combined([infix.leftOperand, infix.rightOperand], op, on: platform)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = Set(stride(from: 1, to: elements.count, by: 2).compactMap {
                elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text
            })
            guard operators.count == 1, let op = operators.first else { return nil }
            return combined(stride(from: 0, to: elements.count, by: 2).map { elements[$0] }, op, on: platform)
        }
        return nil
    }

    private static func combined(_ operands: [ExprSyntax], _ op: String, on platform: String) -> Bool? {
        let values = operands.map { value(of: $0, on: platform) }
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
