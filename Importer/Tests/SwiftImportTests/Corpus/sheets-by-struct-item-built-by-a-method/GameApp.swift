import SwiftUI

// A sheet shown for a struct item whose content the view's own method builds (`{ sheet in
// endSheet(for: sheet) }`, the method returning the project's view with its modifiers): the
// view the method builds is the sheet's route, shown for the item, as one written in place is.
@main
struct GameApp: App {
    var body: some Scene { WindowGroup { GameView() } }
}

struct EndSheet: Identifiable, Equatable {
    let id: Int
    let won: Bool
}

@Observable
final class GameModel {
    var presentedSheet: EndSheet?
    func dismissed() {}
}

struct GameView: View {
    @State private var viewModel = GameModel()

    var body: some View {
        Button("Finish") { viewModel.presentedSheet = EndSheet(id: 1, won: true) }
            .sheet(item: $viewModel.presentedSheet, onDismiss: viewModel.dismissed) { sheet in
                endSheet(for: sheet)
            }
    }

    private func endSheet(for sheet: EndSheet) -> some View {
        GameEndView(won: sheet.won)
            .presentationDetents([.medium])
    }
}

struct GameEndView: View {
    let won: Bool
    var body: some View { Text(won ? "won" : "lost") }
}
