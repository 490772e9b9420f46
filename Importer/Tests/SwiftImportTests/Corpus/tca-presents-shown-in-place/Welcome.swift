import ComposableArchitecture
import SwiftUI

// A TCA `@Presents` enum shown in place, not presented: the welcome sheet's pages, switched
// by `if let pageStore = store.scope(state: \.page, action: \.page.presented)`, a store scoped
// to the optional state inside the view. Its cases are pages of the screen that shows them,
// no routes; the feature's destination, presented by a sheet, still gives its own.
@main
struct GuideApp: App {
    var body: some Scene {
        WindowGroup { WelcomeView(store: Store(initialState: WelcomeFeature.State()) { WelcomeFeature() }) }
    }
}

@Reducer
struct WelcomeFeature {
    @Reducer
    enum Page {
        case benefits
        case contentImport(ImportFeature)
    }
    @Reducer
    enum Destination {
        case help(HelpFeature)
    }
    @ObservableState
    struct State {
        @Presents var page: Page.State? = .benefits
        @Presents var destination: Destination.State?
    }
    enum Action {
        case page(PresentationAction<Page.Action>)
        case destination(PresentationAction<Destination.Action>)
    }
}

struct WelcomeView: View {
    @Bindable var store: StoreOf<WelcomeFeature>

    var body: some View {
        Group {
            if let pageStore = store.scope(state: \.page, action: \.page.presented) {
                switch pageStore.case {
                case .benefits:
                    Text("Benefits")
                case let .contentImport(importStore):
                    ImportView(store: importStore)
                }
            }
        }
        .sheet(item: $store.scope(state: \.destination?.help, action: \.destination.help)) { helpStore in
            HelpView(store: helpStore)
        }
    }
}

@Reducer struct ImportFeature { @ObservableState struct State {} }
@Reducer struct HelpFeature { @ObservableState struct State {} }
struct ImportView: View { let store: StoreOf<ImportFeature>; var body: some View { Text("") } }
struct HelpView: View { let store: StoreOf<HelpFeature>; var body: some View { Text("") } }
