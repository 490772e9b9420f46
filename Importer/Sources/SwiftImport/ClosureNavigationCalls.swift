import NavreplKit
import SwiftSyntax

/// A navigation object's own methods that take the view to show as a trailing closure, as
/// navigation libraries offer them: `navigationModel.pushContent(id) { DetailView() }` pushes
/// it, `presentContent(id) { HelpView() }` presents it, `showView(id, animation: .push) {
/// NextView() }` shows it in place of the screen, read as a push. The method's name says how:
/// its first word (`push`, `show`, `present`) and what follows it, which must name what is
/// shown (`View`, `Screen`, `Content`, `Page`, a `Sheet`, a `Cover`), so that `showAlert { }`
/// or `presentToast { }` are not read. Only views the sources declare are kept
/// (`LibraryShownViews`).
enum ClosureNavigationCalls {
    /// How a method of that name shows its closure's view: `.some(nil)` for a push, nil when
    /// the name is not one of these.
    static func style(of function: String) -> Modal.Style?? {
        for (verb, style) in verbs where function.hasPrefix(verb) {
            let rest = String(function.dropFirst(verb.count))
            if rest.isEmpty || shownWords.contains(rest) { return .some(style) }
            if verb == "present", coverWords.contains(rest) { return .some(.cover) }
        }
        return nil
    }

    private static let verbs: [(String, Modal.Style?)] = [("push", nil), ("show", nil), ("present", .sheet)]
    private static let shownWords: Set<String> = ["View", "Screen", "Content", "Page", "Sheet", "Modal"]
    private static let coverWords: Set<String> = ["FullScreen", "FullScreenCover", "Cover", "FullScreenContent"]
}
