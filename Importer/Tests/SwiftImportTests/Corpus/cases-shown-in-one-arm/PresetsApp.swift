import SwiftUI

// Cases a switch shows in one arm, one without a value and one with (`case .add, .edit:` over
// `case add` and `case edit(Preset)`), are one screen: the item only says whether the editor
// makes a new preset or edits one, so one route, named by the case declared first. Plain cases
// sharing an arm (privacy and terms, pages of their own shown by one view) stay a route each,
// as do cases shown by one view in arms of their own (followers and following); an arm that
// chooses between views keeps its cases apart, and so does `default:`.
@main
struct PresetsApp: App {
    var body: some Scene {
        WindowGroup {
            PresetsView()
        }
    }
}

struct Preset: Identifiable, Hashable {
    let id: UUID
    var name: String
}

enum SheetMode: Identifiable {
    case paywall
    case add
    case edit(Preset)

    var id: String {
        switch self {
        case .paywall: return "paywall"
        case .add, .edit: return "editor"
        }
    }
}

enum GroupModal: Identifiable {
    case createGroup
    case editGroup(UUID)
    case importGroups
    case exportGroups
    case share
    case help

    var id: String {
        switch self {
        case .createGroup: return "create"
        case .editGroup(let id): return "edit-\(id)"
        case .importGroups: return "import"
        case .exportGroups: return "export"
        case .share: return "share"
        case .help: return "help"
        }
    }
}

enum Route: Hashable {
    case followers(UUID)
    case following(UUID)
    case detail(Preset)
    case privacy
    case terms
}

struct PresetsView: View {
    @State private var sheetMode: SheetMode?
    @State private var groupModal: GroupModal?
    @State private var path: [Route] = []
    @State private var advanced = false
    let me = UUID()

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Followers") { path.append(.followers(me)) }
                Button("Following") { path.append(.following(me)) }
                Button("First preset") { path.append(.detail(Preset(id: me, name: "Default"))) }
                Button("Privacy") { path.append(.privacy) }
                Button("Terms") { path.append(.terms) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .followers(let id):
                    PeopleList(owner: id, showsFollowers: true)
                case .following(let id):
                    PeopleList(owner: id, showsFollowers: false)
                case .detail(let preset):
                    PresetDetail(preset: preset)
                case .privacy, .terms:
                    LegalPage(route: route)
                }
            }
            .toolbar {
                Button("Upgrade") { sheetMode = .paywall }
                Button("Add") { sheetMode = .add }
                Button("Edit") { sheetMode = .edit(Preset(id: me, name: "Default")) }
                Menu("Groups") {
                    Button("New group") { groupModal = .createGroup }
                    Button("Edit group") { groupModal = .editGroup(me) }
                    Button("Import") { groupModal = .importGroups }
                    Button("Export") { groupModal = .exportGroups }
                    Button("Share") { groupModal = .share }
                    Button("Help") { groupModal = .help }
                }
            }
        }
        .sheet(item: $sheetMode) { mode in
            switch mode {
            case .paywall:
                PaywallView()
            case .add, .edit:
                PresetEditSheet(mode: mode) { sheetMode = nil }
            }
        }
        .sheet(item: $groupModal) { modal in
            modalView(for: modal)
        }
    }

    @ViewBuilder
    func modalView(for modal: GroupModal) -> some View {
        switch modal {
        case .createGroup, .editGroup:
            GroupEditorSheet(modal: modal)
                .frame(width: 460, height: 480)
        case .importGroups, .exportGroups:
            if advanced {
                TransferSheet(importing: true)
            } else {
                SimpleTransferSheet()
            }
        default:
            HelpSheet()
        }
    }
}

struct PaywallView: View {
    var body: some View { Text("Go Pro") }
}

struct PresetEditSheet: View {
    let mode: SheetMode
    let onDone: () -> Void
    var body: some View { Form { Button("Done", action: onDone) } }
}

struct GroupEditorSheet: View {
    let modal: GroupModal
    var body: some View { Form { Text("Group") } }
}

struct TransferSheet: View {
    let importing: Bool
    var body: some View { Text(importing ? "Import" : "Export") }
}

struct SimpleTransferSheet: View {
    var body: some View { Text("Transfer") }
}

struct HelpSheet: View {
    var body: some View { Text("Help") }
}

struct PeopleList: View {
    let owner: UUID
    let showsFollowers: Bool
    var body: some View { List { Text(showsFollowers ? "Followers" : "Following") } }
}

struct PresetDetail: View {
    let preset: Preset
    var body: some View { Text(preset.name) }
}

struct LegalPage: View {
    let route: Route
    var body: some View { ScrollView { Text(route == .privacy ? "Privacy" : "Terms") } }
}
