import NavreplKit

/// The REPL's prompt, which shows where you are: `patients 2> `, `patients+sheet 1> `.
public enum Prompt {
    public static let continuation = "...> "

    public static func text(for state: NavigationState, style: TextStyle = .plain) -> String {
        var place = style.tab(state.selectedTabName)
        if let modal = state.modals.last { place += "+" + style.modal(modal.style.rawValue) }
        return place + " \(state.depth)> "
    }
}
