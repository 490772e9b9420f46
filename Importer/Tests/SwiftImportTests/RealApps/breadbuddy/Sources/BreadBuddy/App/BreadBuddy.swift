import SwiftUI

@main
struct BreadBuddy: App {
    var body: some Scene {
        WindowGroup {
            IndexView()
        }
    }
}
