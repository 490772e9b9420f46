import XCTest
import SwiftUI

struct HarnessView: View {
    @State private var shown = true

    var body: some View {
        ContentView()
            .sheet(isPresented: $shown) { DiagnosticsView() }
    }
}

final class HarnessTests: XCTestCase {
    func testDiagnosticsShow() {
        let view = HarnessView()
        XCTAssertNotNil(view.body)
    }
}
