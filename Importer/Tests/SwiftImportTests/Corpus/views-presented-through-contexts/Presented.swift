import SwiftUI

struct DocumentScanner: View {
    let onFinish: () -> Void
    var body: some View { Button("Done", action: onFinish) }
}

struct ShareView: View {
    let items: [String]
    var body: some View { Text(items.joined()) }
}

struct TourView: View {
    var body: some View { Text("Tour") }
}

struct SpareView: View {
    var body: some View { Text("Spare") }
}
