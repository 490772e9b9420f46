import SwiftSyntax

/// Cases of one enum that a switch shows in one arm, one of them carrying no value and another
/// a value (`case createGroup`, `case editGroup(UUID)`, shown by `case .createGroup, .editGroup:
/// GroupEditorSheet(...)`; `case .add, .edit: PresetEditSheet(mode: mode)` over `case add`,
/// `case edit(Preset)`): the source writes one screen for making a new thing and for editing a
/// given one, the item only saying which, so they are one route, named by the case the enum
/// declares first, as a reader names it. So are plain cases sharing an arm whose one view is
/// built bare (`case .dockerDashboard, .dockerPurge, .dockerLogs: DockerStudioView()`, a
/// sidebar's several rows opening one studio): no argument tells the view which case it shows,
/// so it is one screen whichever row was chosen. Plain cases sharing an arm that hands the view
/// its case or anything else (`case .privacy, .terms:
/// TopicView(topic: topic)`) are as often pages of their own shown by one view, and cases that
/// all carry values (`case .movie(let id), .show(let id): MediaDetail(id: id)`) as often
/// different things: each stays a route. Only when the
/// screen the importer reads for each of them (`screensOfCases`, where the destination or a
/// method it calls builds it) is that arm's one view of the project's: an arm that builds
/// several of the project's views (choosing between them) keeps its cases apart, and so do
/// cases read as showing different views. Cases shown
/// by one view in separate arms (`case .followers(let id): AccountsList(mode: .followers(id))`
/// and `case .following(...)`) are not merged: written apart, they are as often two screens
/// with one view as one screen. A `default:` arm is not one written for its cases.
enum SharedArmCases {
    /// For each case that shares an arm with a case declared before it, keyed as `StackRoots`
    /// keys cases, the name of the first case of its arm: the route it is.
    static func merged(_ found: SwiftDeclarations, screens: [ObjectIdentifier: [String: String]],
                       declaration: ([ScreenArms]) -> [(EnumDeclaration, ScreenArms)]) -> [String: String] {
        let declared = Set(found.types.compactMap(\.path.last)).subtracting(DestinationView.transparent)
        // The arm builds one view of the project's, whatever else it lays out around it.
        func buildsOneView(_ constructed: [String]) -> Bool { Set(constructed.filter(declared.contains)).count == 1 }
        var groups: [(EnumDeclaration, [String])] = []
        var bare: Set<[String]> = []
        for (owner, arms) in declaration(found.screenArms) {
            let shown = arms.sharedArms.filter { buildsOneView(arms.views[$0[0]] ?? []) }
            groups += shown.map { (owner, $0) }
            bare.formUnion(shown.filter { arms.bareSharedArms.contains($0[0]) })
        }
        for owner in found.enums {
            // In the order of their members' names: a dictionary's own order changes from run to run.
            for (_, arms) in owner.switches.sorted(by: { $0.key < $1.key }) {
                let byArm = Dictionary(grouping: arms.filter { !$0.value.isDefault && buildsOneView($0.value.constructed) }, by: { $0.value.position })
                for (_, shared) in byArm where shared.count > 1 { groups.append((owner, shared.map(\.key))) }
            }
        }
        var merged: [String: String] = [:]
        for (owner, names) in groups {
            guard let shown = screens[ObjectIdentifier(owner)] else { continue }
            // The enum's own order: the case declared first names the route.
            let cases = owner.cases.map(\.name).filter(names.contains)
            guard cases.count > 1, let view = shown[cases[0]], cases.allSatisfy({ shown[$0] == view }) else { continue }
            // One to make a new thing and one to edit a given one: some case of the arm carries
            // no value and some does.
            let values = cases.compactMap { owner.enumCase(named: $0) }.map { $0.values.isEmpty }
            let plainAndBare = bare.contains(names) && values.count == cases.count && values.allSatisfy { $0 }
            guard values.contains(true) && values.contains(false) || plainAndBare else { continue }
            for later in cases.dropFirst() where merged[StackRoots.key(owner, later)] == nil {
                merged[StackRoots.key(owner, later)] = cases[0]
            }
        }
        return merged
    }

    /// The first case of each arm naming several cases whose one statement builds a view with
    /// no argument and no closure (`case .a, .b: StudioView()`).
    static func bareArms(of switchExpression: SwitchExprSyntax) -> Set<String> {
        var bare: Set<String> = []
        for element in switchExpression.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label,
                  let names = groups(of: label), switchCase.statements.count == 1,
                  let call = switchCase.statements.first?.item.as(FunctionCallExprSyntax.self),
                  call.arguments.isEmpty, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  callee.first?.isUppercase == true else { continue }
            bare.insert(names[0])
        }
        return bare
    }

    /// The case names of each arm of a switch that names several (`case .a, .b:`), in the
    /// order written.
    static func groups(of label: SwitchCaseLabelSyntax) -> [String]? {
        var names: [String] = []
        for item in label.caseItems {
            for name in ConstructionFinder.caseNames(in: Syntax(item.pattern)) where !names.contains(name) { names.append(name) }
        }
        return names.count > 1 ? names : nil
    }
}
