import SwiftUI

@main
struct ListApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
