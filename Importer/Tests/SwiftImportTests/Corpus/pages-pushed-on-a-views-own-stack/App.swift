import SwiftUI

// A view keeping a stack of pages of its own, without a NavigationStack: a value of an enum
// it switches over and an array of that enum it pushes onto and pops from, each page given
// a way back. Each case pushed is a route named after it; the case the value starts at is
// where the stack starts, not read as the app's top-level modes. Also a flow showing its
// array's last page (`stack.last ?? .welcome`), its default the root.
@main
struct AwakeApp: App {
    var body: some Scene {
        MenuBarExtra("Awake", systemImage: "cup.and.saucer") {
            PopoverView()
        }
        .menuBarExtraStyle(.window)
    }
}

struct PopoverView: View {
    enum Page {
        case main
        case settings
        case network
    }

    @State private var page: Page = .main
    @State private var stack: [Page] = []
    @State private var signingIn = false

    var body: some View {
        ZStack {
            switch page {
            case .main:
                mainPage
            case .settings:
                SettingsPage(onBack: pop, onNavigate: push)
            case .network:
                NetworkPage(onBack: pop)
            }
        }
        .sheet(isPresented: $signingIn) {
            SignInFlow()
        }
    }

    private var mainPage: some View {
        VStack {
            Button("Settings") { push(.settings) }
            Button("Sign in") { signingIn = true }
        }
    }

    private func push(_ next: Page) {
        stack.append(page)
        page = next
    }

    private func pop() {
        page = stack.popLast() ?? .main
    }
}

struct SettingsPage: View {
    let onBack: () -> Void
    let onNavigate: (PopoverView.Page) -> Void
    var body: some View {
        VStack {
            Button("Back", action: onBack)
            Button("Network") { onNavigate(.network) }
        }
    }
}

struct NetworkPage: View {
    let onBack: () -> Void
    var body: some View { Button("Back", action: onBack) }
}

enum AuthRoute: Hashable {
    case welcome
    case email
    case code
}

struct SignInFlow: View {
    @State private var stack: [AuthRoute] = [.welcome]
    private var current: AuthRoute { stack.last ?? .welcome }

    var body: some View {
        switch current {
        case .welcome:
            WelcomeScreen(onEmail: { stack.append(.email) })
        case .email:
            EmailScreen(onBack: { _ = stack.removeLast() }, onSent: { stack.append(.code) })
        case .code:
            CodeScreen(onBack: { _ = stack.removeLast() })
        }
    }
}

struct WelcomeScreen: View {
    let onEmail: () -> Void
    var body: some View { Button("Email", action: onEmail) }
}

struct EmailScreen: View {
    let onBack: () -> Void
    let onSent: () -> Void
    var body: some View { Button("Send", action: onSent) }
}

struct CodeScreen: View {
    let onBack: () -> Void
    var body: some View { Button("Back", action: onBack) }
}
