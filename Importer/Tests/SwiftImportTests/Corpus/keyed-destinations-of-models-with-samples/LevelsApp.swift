import SwiftUI

// A model pushed by value, keyed by its type (`.navigationDestination(for: Level.self)`), that
// keeps a sample for previews made by a static method (`static func preview(number:) ->
// Level`, `static var sampleLevels`): the samples are no factories the app navigates with, so
// the destination is one route named after the type, as a model's is.
@main
struct LevelsApp: App {
    var body: some Scene {
        WindowGroup { LevelsView() }
    }
}

struct Level: Identifiable, Hashable {
    let number: Int
    var id: Int { number }
}

extension Level {
    static func preview(number: Int) -> Level { Level(number: number) }
    static var sampleLevels: [Level] { (1...3).map(preview(number:)) }
}

struct LevelsView: View {
    var levels: [Level] = (1...9).map { Level(number: $0) }

    var body: some View {
        NavigationStack {
            List(levels) { level in
                NavigationLink("Level \(level.number)", value: level)
            }
            .navigationDestination(for: Level.self) { level in
                GameView(level: level)
            }
        }
    }
}

struct GameView: View {
    let level: Level
    var body: some View { Text("level \(level.number)") }
}

#Preview {
    NavigationStack { GameView(level: .preview(number: 3)) }
}
