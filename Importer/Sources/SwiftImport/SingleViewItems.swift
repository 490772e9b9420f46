import NavreplKit
import SwiftSyntax

/// An enum of plain cases a presentation by item shows as one view of the project's own, given
/// the item whatever its case (`.sheet(item: $pendingAction) { action in WarningView(action: action) }`,
/// `.sheet(item: $selector) { sheet in ModelSelectorDialog(title: sheet.title, ...) }`): the item
/// says what that one screen is for (to deactivate or to update, which model to choose), so the
/// screen is one route, named after its view, not a route per case. Not when any presentation of
/// the enum builds its content otherwise (a switch over the item, a method given it) or shows
/// one case through its key path (`$model.destination.edit`, swift-navigation's), nor when a
/// switch over the enum anywhere builds one of the project's views (`SheetView(sheet: $0)`
/// switching over its `sheet` to show each case's screen), nor for an enum also pushed.
enum SingleViewItems {
    /// The enums each of whose presentations by item shows the same one view of the project's.
    /// `itemEnum` is the enum a presentation's item holds, read as any item's is.
    static func enums(_ found: SwiftDeclarations, pushed: Set<ObjectIdentifier>,
                      itemEnum: (ModalMention) -> EnumDeclaration?) -> Set<ObjectIdentifier> {
        var presentations: [ObjectIdentifier: (declaration: EnumDeclaration, places: Set<SourcePlace>)] = [:]
        var caseWise = Set<ObjectIdentifier>()
        for modal in found.modals where modal.style != "push" {
            guard let declaration = itemEnum(modal) else { continue }
            presentations[ObjectIdentifier(declaration), default: (declaration, [])].places.insert(modal.property.place)
            if modal.owner != nil || found.branchingItemContents.contains(modal.property.place) { caseWise.insert(ObjectIdentifier(declaration)) }
        }
        guard !presentations.isEmpty else { return [] }
        let declared = Set(found.types.compactMap(\.path.last)).subtracting(DestinationView.transparent)
        var shown: [SourcePlace: Set<String>] = [:]
        for uses in found.uses.values {
            for link in uses.viewLinks {
                guard let item = link.item, item.style != "push" else { continue }
                shown[item.property.place, default: []].insert(PreviewOnlyViews.simpleName(link.view))
            }
        }
        var enums = Set<ObjectIdentifier>()
        // Cases carrying values (`case importing(URL)`) each give the screen what it works on:
        // routes of their own, as a case with a value is everywhere.
        for (identity, presented) in presentations where presented.declaration.isPlain && presented.declaration.cases.count > 1
            && !pushed.contains(identity) && !caseWise.contains(identity) {
            // Every presentation builds its view in place: one built by a method for the item
            // may build one view per case.
            guard presented.places.allSatisfy({ shown[$0] != nil }) else { continue }
            let views = presented.places.reduce(into: Set<String>()) { $0.formUnion(shown[$1]!) }
            guard views.count == 1, declared.contains(views.first!) else { continue }
            let buildsViewsPerCase = presented.declaration.switches.values.contains { arms in
                arms.values.contains { arm in arm.constructed.contains(where: declared.contains) }
            }
            if !buildsViewsPerCase { enums.insert(identity) }
        }
        return enums
    }

    /// Whether an item's content chooses among views, at its own level or inside SwiftUI's
    /// containers that show one view (`{ route in switch route { ... } }`, `{ NavigationStack {
    /// if case .edit = $0 { ... } } }`), or returns one of several; not a choice made inside a
    /// view's own closures (`PickerView { tag in switch field { ... } }`, what a pick does).
    static func branches(_ content: ExprSyntax, depth: Int = 0) -> Bool {
        guard depth <= 3 else { return false }
        if let closure = content.as(ClosureExprSyntax.self) {
            if ReturnedExpressions.topLevel(of: closure.statements) != nil { return ReturnedExpressions.of(closure.statements).count > 1 }
            return DestinationView.firstExpression(of: closure.statements).map { branches($0, depth: depth) } ?? false
        }
        if content.is(IfExprSyntax.self) || content.is(SwitchExprSyntax.self) { return true }
        var expression = content
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = TypeReading.typePath(call.calledExpression)?.last,
              DestinationView.transparent.contains(name), let inner = call.trailingClosure else { return false }
        return branches(ExprSyntax(inner), depth: depth + 1)
    }
}
