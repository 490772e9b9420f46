import SwiftUI

struct LedgerView: View {
    @State private var showsExport = false
    @State private var showsScanner = false
    @State private var showsLog = false

    var body: some View {
        List {
            Button("Export") { showsExport = true }
            Button("Scan a receipt") { showsScanner = true }
            Button("Log") { showsLog = true }
            AccountsSection()
        }
        .sheet(isPresented: $showsExport) { ExportView() }
        #if DEBUG
        .sheet(isPresented: $showsLog) { LogView() }
        #endif
        #if os(iOS)
        .navigationBarTitleDisplayMode(.inline)
        #endif
        .toolbar {
            #if os(iOS)
            ToolbarItem { Button("Scan") { showsScanner = true } }
            #endif
        }
        .onAppear { prepare() }
    }

    private func prepare() {
        #if os(iOS)
        showsScanner = UIDevice.current.userInterfaceIdiom == .phone
        #endif
    }
}

struct AccountsSection: View {
    @State private var showsFeedback = false
    @State private var showsKeyHelp = false

    var body: some View {
        #if os(macOS)
        Button("Key help") { showsKeyHelp = true }
            .sheet(isPresented: $showsKeyHelp) { KeyHelpView() }
        #else
        NavigationStack {
            Button("Feedback") { showsFeedback = true }
                .sheet(isPresented: $showsFeedback) { FeedbackView() }
        }
        #endif
    }
}

#if os(iOS)
struct ScannerHost: View {
    @State private var showsScanner = false
    var body: some View {
        Button("Scan") { showsScanner = true }
            .fullScreenCover(isPresented: $showsScanner) { ScannerView() }
    }
}
#endif

struct ExportView: View { var body: some View { Text("Export") } }
struct LogView: View { var body: some View { Text("Log") } }
struct KeyHelpView: View { var body: some View { Text("Key help") } }
struct FeedbackView: View { var body: some View { Text("Feedback") } }
struct ScannerView: View { var body: some View { Text("Scanner") } }
