import SwiftUI
import PresentationKit

// A presentation library's contexts: the view holds one, hands it to .sheet(_:) or
// .fullScreenCover(_:), and gives its present(_:) the view to show, built in place, by a
// helper of the view's or into a local first. A context shown by no modifier presents
// nothing of the view's, a Text is a placeholder, and a view the sources do not declare (the
// library's camera) is no screen of the app's.
struct ScannerView: View {
    @StateObject private var sheetContext = SheetContext()
    @StateObject private var coverContext = FullScreenCoverContext()
    @StateObject private var spareContext = SheetContext()

    var body: some View {
        List {
            Button("Scan") { openScanner() }
            Button("Share") { share() }
            Button("Tour") { coverContext.present(TourView()) }
            Button("Note") { sheetContext.present(Text("A note")) }
            Button("Spare") { spareContext.present(SpareView()) }
            Button("Camera") { sheetContext.present(SystemCamera(onCancel: {})) }
        }
        .sheet(sheetContext)
        .fullScreenCover(coverContext)
    }
}

private extension ScannerView {
    func openScanner() {
        sheetContext.present(makeScanner())
    }

    func makeScanner() -> some View {
        DocumentScanner(onFinish: { sheetContext.dismiss() })
            .ignoresSafeArea()
    }

    func share() {
        let sheet = ShareView(items: ["https://example.com"])
        self.sheetContext.present(sheet)
    }
}
