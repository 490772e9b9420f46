import SwiftUI

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack { SettingsView() }
        }
    }
}

// A destination whose body is split by platform, the first branch building its view in
// steps that show no screen of the app (`let view = ...; if #available ... { view }`): the
// first branch that shows one is read, as it is where the first branch shows one.
struct SettingsView: View {
    @State private var showsAccount = false

    var body: some View {
        List {
            NavigationLink(destination: storeDestination) { Text("Store") }
            Button("Account") { showsAccount = true }
        }
        .sheet(isPresented: $showsAccount) { accountDestination }
    }

    @ViewBuilder
    private var storeDestination: some View {
#if os(macOS)
        let view = StoreView().padding()
        if #available(macOS 13, *) {
            view.formStyle(.grouped)
        } else {
            view
        }
#else
        StoreView()
#endif
    }

    @ViewBuilder
    private var accountDestination: some View {
#if os(iOS)
        NavigationStack { AccountView() }
#else
        AccountView().padding()
#endif
    }
}

struct StoreView: View {
    var body: some View { Text("Store") }
}

struct AccountView: View {
    var body: some View { Text("Account") }
}
