/// A destination's `default:` arm (`switch screen { case .game: GameView() default:
/// AboutView() }`): the screen of every case of the enum that no other arm names. Read
/// through the enum, once it is known: the collector sees one file, and the enum may be
/// declared in another. Without it a case pushed but left to `default:` had no screen, and
/// its tab lost every edge.
struct DefaultArm {
    /// The views the arm builds.
    let views: [String]
    /// True when it shows nothing (`default: EmptyView()`): the cases it covers are
    /// placeholders, as when each is written with an `EmptyView` (`PlaceholderCases`).
    let showsNothing: Bool
    /// The pushes made in the arm besides its views' (`DestinationArms`).
    var links: [CaseLink] = []
}

extension DefaultArm {
    /// A member's switch over an enum (`func destination(for screen: Screen) -> some View`,
    /// `switch self`): its arms, `default:`'s given to each case of `declaration` no arm names.
    static func filled(_ arms: [String: SwitchArm], _ otherwise: SwitchArm?, _ declaration: EnumDeclaration) -> [String: SwitchArm] {
        guard let otherwise else { return arms }
        var all = arms
        var defaulted = otherwise
        defaulted.isDefault = true
        for enumCase in declaration.cases where all[enumCase.name] == nil { all[enumCase.name] = defaulted }
        return all
    }
}

extension ScreenArms {
    /// The cases of `declaration` the switch names in no arm of its own, left to `default:`.
    func defaulted(_ declaration: EnumDeclaration?) -> [String] {
        guard otherwise != nil, let declaration else { return [] }
        return declaration.cases.map(\.name).filter { views[$0] == nil }
    }

    /// The views built for each case, `default:`'s for the cases of `declaration` no arm names.
    func views(of declaration: EnumDeclaration?) -> [String: [String]] {
        guard let otherwise else { return views }
        var all = views
        for caseName in defaulted(declaration) { all[caseName] = otherwise.views }
        return all
    }

    /// The cases whose arm shows nothing, `default:`'s cases when it does.
    func placeholders(of declaration: EnumDeclaration?) -> Set<String> {
        guard otherwise?.showsNothing == true else { return placeholders }
        return placeholders.union(defaulted(declaration))
    }

    /// The pushes the arm of `caseName` makes besides its views', `default:`'s for a case
    /// it covers.
    func links(of caseName: String) -> [CaseLink] {
        views[caseName] == nil ? otherwise?.links ?? [] : links[caseName] ?? []
    }
}
