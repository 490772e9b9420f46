import NavreplKit

/// What the collector found in the sources: type declarations and the SwiftUI calls that say
/// which of them are routes, tabs and modals. Plain data: the schema builder decides.

/// One associated value of an enum case: `name: String = ""`, or an unlabelled `Patient`.
struct AssociatedValue {
    let label: String?
    let type: WrittenType
    /// The default value, if the case declares one.
    let defaultValue: WrittenDefault?
}

/// A default value as the sources write it.
enum WrittenDefault: Hashable {
    /// A string literal's text: `"Mary"`.
    case text(String)
    /// A number, `true`, `false`, `nil`, or a case written `.car`, as a bare word.
    case word(String)
    /// Any other expression, by its source text.
    case expression(String)

    var source: String {
        switch self {
        case .text(let text): "\"" + text + "\""
        case .word(let word): word
        case .expression(let text): text
        }
    }
}

struct EnumCase {
    let name: String
    let values: [AssociatedValue]
    let isIndirect: Bool
    let place: SourcePlace
    /// True when the case is inside an `#if` block (read whatever the condition).
    let isConditional: Bool
}

/// One arm of a `switch self` in a computed property or method of an enum.
struct SwitchArm {
    /// The string literal the arm evaluates to (`"Patients"`, `Label("Patients", ...)`), if any.
    let title: String?
    /// The types the arm constructs (`PatientNavigationStack()`): the views it leads to.
    let constructed: [String]
    /// True when the arm shows nothing (`case .compose: Text("")`: `PlaceholderCases`).
    var showsNothing = false
    /// Where the arm is among its switch's, for screens read from it in order (`IndexedScreens`).
    var position = 0
    /// The names the arm's value is called through (`makeShelf` in `case .shelf:
    /// makeShelf()`): one of the project's view factories may say which view it builds.
    var calls: [String] = []
    /// True for a `default:` arm given to a case no arm names (`DefaultArm.filled`): not one
    /// written for its cases (`SharedArmCases`).
    var isDefault = false
}

/// An enum declaration, with the members its extensions add.
final class EnumDeclaration {
    /// The qualified name: `["Route", "PatientRoute"]`.
    let path: [String]
    let genericParameters: [String]
    var conformances: [String]
    private(set) var cases: [EnumCase] = []
    /// Each case's index in `cases` by name, so that finding one costs the same with 100,000
    /// cases as with 3.
    private var caseIndex: [String: Int] = [:]

    /// The case named `name`, if the enum declares one.
    func enumCase(named name: String) -> EnumCase? {
        caseIndex[name].map { cases[$0] }
    }

    /// Adds a case (the first of a name is kept: see `DeclarationCollector`).
    func add(_ enumCase: EnumCase) {
        if caseIndex[enumCase.name] == nil { caseIndex[enumCase.name] = cases.count }
        cases.append(enumCase)
    }

    /// `switch self` arms by member name (`title`, `destination`), then by case name.
    var switches: [String: [String: SwitchArm]] = [:]
    let place: SourcePlace
    let isIndirect: Bool

    init(path: [String], genericParameters: [String], conformances: [String], place: SourcePlace, isIndirect: Bool) {
        self.path = path
        self.genericParameters = genericParameters
        self.conformances = conformances
        self.place = place
        self.isIndirect = isIndirect
    }

    var name: String { path.joined(separator: ".") }

    /// An enum whose cases carry no values: a closed set of words.
    var isPlain: Bool { !cases.isEmpty && cases.allSatisfy { $0.values.isEmpty } && genericParameters.isEmpty }
}

/// A struct, class, actor or protocol: only its kind and place matter, for the findings.
struct NominalType {
    let path: [String]
    let kind: String
    let place: SourcePlace
    /// `Destination` of `Router<Destination: Hashable>`: names its uses fill.
    var genericParameters: [String] = []
}

struct TypeAlias {
    let path: [String]
    let target: WrittenType
    let place: SourcePlace
}

/// A stored or computed property, for the types `TabView(selection:)` and `.sheet(item:)` bind.
struct Property {
    let scope: [String]
    let name: String
    let type: WrittenType
    let place: SourcePlace
}

/// A method of a type, or a static property of it, as something that makes a value or a
/// view: a coordinator's `makeTodo(todoId: UUID)`, a destination's `static func detail(id:
/// Int) -> Self` or `static let settings = Destination(...)`.
struct Factory {
    let scope: [String]
    let name: String
    let parameters: [AssociatedValue]
    let returnType: WrittenType?
    let isStatic: Bool
    /// A method, rather than a static property.
    let isMethod: Bool
    /// For a method that builds a view (`@ViewBuilder`, `-> some View`): the first
    /// `Text("...")` or `Label("...", ...)` it shows, a tab item's title.
    let title: String?
    /// For a method that builds a view: the types it constructs, the views it leads to.
    let constructed: [String]
    let place: SourcePlace

    /// Whether it makes a value of its own type: `-> Self`, or `-> Destination` in `Destination`.
    var makesOwnType: Bool {
        guard let path = returnType?.path else { return false }
        return path == ["Self"] || path.last == scope.last
    }
}

/// A Stinsen coordinator's route property: `@Route(.push) var todo = makeTodo` (its `make`
/// method's parameters are the route's), `@Route(.modal) var add = makeAdd`, or a tab
/// coordinator's `@Route(tabItem: makeTodosTab) var todos = makeTodos`.
struct CoordinatorRoute {
    enum Presentation {
        case push
        /// `.modal` or `.fullScreen`: shown over the coordinator with a stack of its own.
        case present
        /// A tab, with the method that draws its tab item.
        case tab(item: String?)
    }

    let coordinator: [String]
    let name: String
    let presentation: Presentation
    /// The method that makes the route's view or coordinator: `makeTodo` in `= makeTodo`.
    let factory: String?
    let place: SourcePlace
}

/// A type named in a SwiftUI call, with the type declaration it was written in (for lookup).
struct TypeMention {
    let type: [String]
    let scope: [String]
    let place: SourcePlace
    /// For a TCA `@Presents` enum, the property holding it (`destination`).
    var property: String? = nil
}

/// A function's parameter by the function's name and the parameter's label (nil for `_`).
struct WrappedParameter: Hashable {
    let function: String
    let label: String?
}

extension SwiftDeclarations {
    /// Looks through the project's own wrapper views to the screen inside each: a link to
    /// `LazyView(Detail())` shows `Detail`. One whose content is no view's type of the app
    /// is not a route, and a note says so.
    mutating func unwrapContentWrappers() {
        guard !contentWrappers.isEmpty else { return }
        // In the views' order, not the dictionary's, which differs from run to run: the notes
        // come out the same each time.
        for key in uses.keys.sorted() {
            var kept: [ViewLink] = []
            for var link in uses[key]!.viewLinks {
                while contentWrappers.contains(PrivateViews.name(link.view)), !link.wrapped.isEmpty {
                    link.view = link.wrapped.removeFirst()
                }
                if contentWrappers.contains(PrivateViews.name(link.view)) {
                    notes.append("\(PrivateViews.name(link.view)) at \(link.place) is the app's own wrapper of a view, and what it wraps is no view's type: not imported")
                    continue
                }
                kept.append(link)
            }
            uses[key]!.viewLinks = kept
        }
    }
}

/// A property named in a SwiftUI call such as `TabView(selection: $tab)`.
struct PropertyMention: Equatable {
    let name: String
    let scope: [String]
    let place: SourcePlace
}

/// A `NavigationSplitView`, with the type declaration it was written in (a settings window's
/// is its panes', `SettingsWindows`).
struct SplitViewMention {
    let scope: [String]
    let place: SourcePlace
}

/// `ForEach(Tab.validTabs)` in a TabView: the type, and its static list of the cases shown.
struct TabListing {
    let type: TypeMention
    let member: String
}

/// `.tag(X.case)` or `Tab(value: X.case)`: the case of the tab enum, and the views the tagged
/// content leads to.
struct TabTag {
    let type: [String]?
    var caseName: String?
    /// The title its `.tabItem { Label("Shop", ...) }` or `Tab("Shop", ...)` shows.
    var title: String?
    let scope: [String]
    var constructed: [String]
    var destinations: [TypeMention]
    /// The names its content reads (`shopListView` in `shopListView()`): a view its view
    /// holds, given by that view's caller, is the tab's (`GivenTabViews`).
    var read: [String] = []
    /// For a tab of a TabView without a tab enum (`Home().tabItem { Label("Home", ...) }`,
    /// or tagged `.tag(0)`): where it is; its case name is made from its title.
    var untyped: SourcePlace? = nil
    /// The path properties its content's `NavigationStack(path:)`s bind.
    var stackPaths: [String] = []
    /// A view placed in a TabView without an item (`SettingsView()`), named after that view:
    /// SwiftUI shows it as a tab with an empty item.
    var itemless = false
    /// The name its TabView is written with: `TabbedView` in SwiftUI's first betas.
    var tabView = "TabView"
    /// The pushes written in its content itself, in the view holding the TabView (`Tab("Home")
    /// { NavigationLink("Go", value: Route.detail) }`): its root's taps.
    var links: [CaseLink] = []
}

/// What one type's body constructs and where it sends navigation: the edges of the view graph.
struct ViewUses {
    var constructed: [String] = []
    var destinations: [TypeMention] = []
    /// The routes a view leads on to, by case (`NavigationLink(value: .detail(p))`,
    /// `path.append(Route.detail(p))`): the edges from its screen.
    var links: [CaseLink] = []
    /// The modals it presents by item (`.sheet(item: $sheet)`): the cases of the item's enum
    /// that no view writes (`ItemSet`).
    var presents: [ModalMention] = []
    /// The cases it writes into properties (`cover = .locked`): those of an enum presented by
    /// item are its presentations.
    var itemSets: [ItemSet] = []
    /// The views it navigates to without a value (`NavigationLink(destination: Detail())`).
    var viewLinks: [ViewLink] = []
    /// The path properties its `NavigationStack(path:)`s bind.
    var stackPaths: [String] = []
    /// The methods it calls on values it holds (`router.showSettings()`, `MethodPushes`).
    var calledMethods: [String] = []
}

/// A navigation without a value, to the view it shows: `NavigationLink(destination:
/// MovieDetail(movie: m))` pushes `MovieDetail`, `.sheet(isPresented: $shows) { Help() }`
/// presents `Help`; the view's type is the route.
struct ViewLink {
    var view: String
    /// The views constructed inside it, outermost first (`Detail` in `LazyView(Detail())`):
    /// the screen when `view` is the app's own wrapper of content.
    var wrapped: [String] = []
    /// How it is shown: nil for a push.
    var style: Modal.Style?
    /// For `.sheet(item:)` and `.navigationDestination(item:)`, the item presented: one that
    /// holds an enum (or is a case of one) is read by its cases, not as a view's route.
    let item: ModalMention?
    let place: SourcePlace
    /// The function that returns it beside a style that says it is presented but not how
    /// (`(.modal, Editor())`): its callers' modifier says sheet or cover (`StyledDestinations`).
    var returnedBy: String? = nil
    /// The case a selection's link is tagged with (`SelectionTaggedLinks`): the route's name.
    var selectionCase: String? = nil
    /// When a method is called on the construction (`ViewFactory().make(.about)`), that call:
    /// if the type is none of the app's views, the method builds the screen
    /// (`SwiftDeclarations.readMethodsOfMadeFactories`).
    var methodCall: MethodCall? = nil
}

/// A route a view pushes, by its case: `.detail` in `NavigationLink(value: .detail(p))`; the
/// enum when written (`Route.detail`). An empty case name: a value whose route is not written
/// (`NavigationLink(value: item.id)`).
struct CaseLink {
    let type: [String]?
    let caseName: String
    /// Where the type is written, to resolve it from.
    let scope: [String]
    let place: SourcePlace
    /// Pushed by value (`NavigationLink(value:)`, a Navigator's `navigate(to:)`): onto the
    /// stack that shows the view, whatever path it binds, not onto a path named.
    var ontoShowingStack = false
    /// For a value no case is written in, where the sources say its type (`TypedPushes`):
    /// `NavigationLink(value: book)` of a `Book`, read as the routes of that type.
    var typed: TypedPush.Source? = nil
}

/// The views a destination builds for each case of a route enum: the arms of the switch in
/// `.navigationDestination(for: Route.self) { route in switch route { case .detail: DetailView() } }`
/// or in a `.sheet(item:)`'s content; `type` nil when the enum is the item's.
struct ScreenArms {
    let type: [String]?
    let item: PropertyMention?
    let scope: [String]
    var views: [String: [String]]
    /// The cases whose arm shows only a placeholder (`case .favoritePerson: EmptyView()`).
    var placeholders: Set<String> = []
    /// Built for a whole type, without a switch (`{ RouteView(route: $0) }`): `views` holds
    /// one entry, named after the type; for an enum, the view is each case's screen.
    var isWhole = false
    /// The pushes each case's arm makes besides its views' (a closure it hands to the screen it
    /// builds): that screen's taps (`DestinationArms`).
    var links: [String: [CaseLink]] = [:]
    /// The `default:` arm, for the cases no other arm names (`DefaultArms`).
    var otherwise: DefaultArm? = nil
    /// The cases each arm naming several shows (`case .add, .edit:`), in the order written
    /// (`SharedArmCases`).
    var sharedArms: [[String]] = []
    /// The first case of each such arm whose one view is built bare (`case .a, .b: StudioView()`,
    /// no argument saying which case): one screen (`SharedArmCases`).
    var bareSharedArms: Set<String> = []
    /// For a whole type's content that builds no view's type itself, the names it calls
    /// through (`{ levelDestination(for: $0) }`): a factory of the project's may say which
    /// view that is, once every file is read (`followViewFactories`).
    var calls: [String] = []
}

/// A presentation by item: `.sheet(item: $sheet)` or `.fullScreenCover(item: $cover)`.
struct ModalMention {
    let property: PropertyMention
    /// The enum property a case key path starts from: `destination` in `$model.destination.add`.
    var owner: PropertyMention? = nil
    let style: String
    /// The value holding that enum property: `model` in `$model.destination.add`. Each
    /// feature's model may have its own `destination`; the one meant is the one this view's
    /// model holds.
    var ownerHolder: PropertyMention? = nil
}

/// Everything read from the sources, file by file.
struct SwiftDeclarations {
    var enums: [EnumDeclaration] = []
    var types: [NominalType] = []
    var aliases: [TypeAlias] = []
    var properties: [Property] = []
    /// Methods of types and static properties of their own type, for coordinators' routes and
    /// static factories.
    var factories: [Factory] = []
    var coordinatorRoutes: [CoordinatorRoute] = []
    /// Conformances added by extensions, by the extended type's written name.
    var extensionConformances: [(path: [String], names: [String])] = []
    /// Arms of the switches members make on `self` (in enums and their extensions) or on a
    /// property or parameter (`subject`, whose enum the arms belong to), attached to the enums
    /// once every file is read. A method's parameter's type is kept as it is declared
    /// (`subjectType`: `Area` of `func content(for area: Area)`), as no property holds it.
    var memberSwitches: [(path: [String], member: String, subject: String?, subjectType: WrittenType?, arms: [String: SwitchArm], otherwise: SwitchArm?)] = []
    /// String-keyed destinations whose content hands the string to a method (`StringScreens`).
    var stringScreenCalls: [StringScreens.Call] = []
    /// String-keyed destinations read as screens per literal: a string pushed is one of them.
    var stringScreenDestinations: [TypeMention] = []
    /// Members of a value shown as views (`selected.view`, `ShownEnumMembers`).
    var shownEnumMembers: [ShownEnumMember] = []
    /// `.navigationDestination(for: X.self)`.
    var destinations: [TypeMention] = []
    /// The project's own views that only show what they are given (`LazyView`), by name.
    var contentWrappers: Set<String> = []
    /// The project's own type erasers (`TypeEraser`), among the wrappers: a property of such a
    /// type holds views as an `AnyView` property does.
    var typeErasers: Set<String> = []
    /// The generic parameters each struct constrains to `View` (`MenuItem<Destination: View>`), by name.
    var viewParameters: [String: Set<String>] = [:]
    /// The protocol each struct's generic parameters are bound to, by the struct's name
    /// (`Router<Destination: DestinationProtocol>`: `ConstrainedReceivers`).
    var genericConstraints: [String: [String: String]] = [:]
    /// The protocols structs and classes declare they conform to, by the type's path.
    var declaredConformances: [(path: [String], names: [String])] = []

    /// The types the project declares views, in their declaration or an extension
    /// (`extension AppTabView: View`), by path.
    var declaredViews: Set<[String]> {
        Set((declaredConformances + extensionConformances).filter { $0.names.contains("View") }.map(\.path))
    }
    /// The project's own functions and modifiers that pass a parameter on to a presentation
    /// (`func navigationStackDestination<D>(for type: D.Type, ...)`), with what they pass it to.
    var presentationWrappers: [WrappedParameter: PresentationWrapper] = [:]
    /// Parameters passed on to other functions' (a wrapper of a wrapper, once both are known).
    var forwardedArguments: [ForwardedArgument] = []
    /// Calls that pass a type or a binding (`x.navigationStackDestination(for: Route.self)`,
    /// `.routeSheet(item: $sheet)`): presentations when the function called is a wrapper.
    var wrapperCalls: [WrapperCall] = []
    /// `NavigationLink(value: X.y)` and `path.append(X.y)`: route types written explicitly.
    var pushedTypes: [TypeMention] = []
    /// TCA's `@Presents var destination: Destination.State?`: enums presented as modals.
    var presentedTypes: [TypeMention] = []
    /// TCA `@Presents` properties a view scopes a store to in place (`if let pageStore =
    /// store.scope(state: \\.page, action: \\.page.presented)`), and those a binding scopes
    /// for a presentation (`$store.scope(state: \\.destination, ...)`).
    var scopedInPlace: Set<String> = []
    var scopedForPresentation: Set<String> = []
    /// Enums presented only as full-screen covers (`presentFullScreenCover(Screen.x)`).
    var coveredTypes: [TypeMention] = []
    /// TCA's cases of a presented destination, each shown on its own through a scoped store
    /// (`.fullScreenCover(item: $store.scope(state: \.destination?.share, action: ...))`).
    var scopedCases: [ScopedCase] = []
    /// FlowStacks' `routes.presentSheet(.settings)` (`RoutesPresentations`).
    var routePresentations: [ScopedCase] = []
    /// Types holding a value of an existential (`private let base: any Screen`), with the
    /// protocol: a type-erased wrapper, if a destination names it.
    var erasingHolders: [(type: [String], erased: String)] = []
    /// The protocols of path properties of existentials (`var path: [any Screen]`).
    var erasedPaths: [String] = []
    /// Calls given a case alone (`push(HomeScreen.settings)`), for stacks of erased values.
    var caseArguments: [CaseArgument] = []
    /// Presentations of what a function returned beside its style (`.fullScreenCover(isPresented:
    /// $presenting) { destination.content }`, `destination` being `field.destination(for:)`'s).
    var styledShowings: [(function: String, style: Modal.Style)] = []
    /// Every name the sources refer to (called or passed), for functions nothing calls.
    var referencedNames: Set<String> = []
    /// The types constructed in an extension's method, with the methods (`UnappliedModifiers`),
    /// and those constructed anywhere else.
    var extensionConstructions: [String: Set<String>] = [:]
    var constructedOutsideExtensions: Set<String> = []
    /// Members written other than in a pattern (`.privacy`, `Topic.terms`), types' members
    /// (`Topic.allCases`) and types called (`Topic(rawValue:)`): how values are made
    /// (`UnmadeDestinations`).
    var writtenMembers: Set<String> = []
    var typeMembers: Set<String> = []
    var madeTypes: Set<String> = []
    /// Values stepped on or back (`step += 1`), no tab bar's index (`IndexedScreens`).
    var steppedMembers: Set<String> = []
    /// Static constants holding a title (`static let home = L10n.tr("Localizable",
    /// "tab.home", fallback: "Home")`), for the titles that name them.
    var titleConstants: [(path: [String], text: String)] = []
    var tabSelections: [PropertyMention] = []
    /// The views a macOS `Settings { }` scene shows (`SettingsWindows`): their TabViews are
    /// preference panes, not the app's tabs.
    var settingsWindowViews: Set<String> = []
    /// The views a settings window the app opens through AppKit hosts
    /// (`HostedSettingsWindows`): preference panes, as a `Settings { }` scene's are.
    var hostedSettingsViews: Set<String> = []
    /// The TabViews each type writes, by the type's name: the member each is written in, and
    /// whether only a Mac build compiles it (`MacOnlyClauses`).
    var tabViewsWritten: [String: [(member: String?, macOnly: Bool)]] = [:]
    /// The names each type refers to in code only a Mac build compiles (`settingsTabs` in
    /// `#if os(macOS) settingsTabs() #endif`).
    var macOnlyNames: [String: Set<String>] = [:]
    /// The types whose scene body holds a `Settings { }` scene, or that host a settings window
    /// through AppKit: what they build there is the settings window's.
    var settingsSceneTypes: Set<String> = []
    /// The views a `Window` scene beside the app's main one shows (`SettingsWindows
    /// .auxiliaryWindowViews`): read as a settings window's are.
    var auxiliaryWindowViews: Set<String> = []
    /// The views any settings window shows, a scene's or one hosted through AppKit, and those
    /// of any other window beside the main one.
    var settingsViews: Set<String> { settingsWindowViews.union(hostedSettingsViews).union(auxiliaryWindowViews) }
    /// The views only a settings window shows (`SettingsWindows.dropPanes`, after the files
    /// are read): a window beside the app's, so no tab's walk goes into them.
    var settingsPanes: Set<String> = []
    /// The views only a settings window shows, whether or not a window is beside it, and the
    /// views only they build (`SettingsWindowSubviews`): no part of the app's top level.
    var settingsWindowOwnViews: Set<String> = []
    /// The project's classes that open an AppKit window of their own (`final class
    /// NewItemWindow: NSObject, NSWindowDelegate`, an `NSWindowController`, `NSWindow` or
    /// `NSPanel` subclass): what they build is that window's (`AppKitWindows`).
    var appKitWindowTypes: Set<String> = []
    /// `PreviewProvider` types: what they build is shown by Xcode's canvas, not by the app.
    var previewTypes: Set<String> = []
    /// `NavigationSplitView`s, and the selections of `List(selection:)`s (a sidebar's).
    var splitViews: [SplitViewMention] = []
    var sidebarSelections: [PropertyMention] = []
    /// For each `NavigationSplitView`, the properties its sidebar's lists select (`SplitsShownInTurn`).
    var splitSidebarSelections: [[PropertyMention]] = []
    /// The views built in a `ForEach`'s or a `List`'s closure for each element (a row, a cell),
    /// and those built anywhere else (`RowViews`).
    var rowConstructions: Set<String> = []
    var otherConstructions: Set<String> = []
    /// The types holding a `NavigationSplitView` and the views its sidebar and middle columns
    /// build: where a list's selection chooses the split's detail (`SplitDetailColumns`).
    var splitChoosers: Set<String> = []
    /// The columns `HSplitView`s, `VSplitView`s and `NavigationSplitView`s lay out, and the
    /// selections views hold themselves (`@State`, by scope and name): a column's own panes
    /// (`SplitColumnPanes`).
    var splitColumnLayouts: [SplitColumnLayout] = []
    var ownStates: Set<[String]> = []
    /// The views' own methods a call gives a selection (`tabContentForID(tabID:)`, by scope
    /// and name): what they build is the selected item's screen (`SelectedItemScreens`).
    var selectionShowingMethods: Set<[String]> = []
    /// `X.allCases` inside a `TabView`.
    var tabCaseLists: [TypeMention] = []
    /// `ForEach(tabs)` inside a `TabView` whose items set their tab item, and the arrays of the
    /// project's values listing tabs, by qualified name (`TabEntries`).
    var tabArrays: [PropertyMention] = []
    var tabEntryLists: [[String]: [TabEntry]] = [:]
    /// `ForEach(X.validTabs)` inside a `TabView`: the list of cases its tabs are made from.
    var tabListings: [TabListing] = []
    /// The cases a type's static list holds (`static var validTabs: [Tab] { [.home, .foods] }`),
    /// by the list's qualified name.
    var caseLists: [[String]: [String]] = [:]
    /// Lists that filter an enum's `allCases` by `!=` (`FilteredTabs`), by qualified name; the
    /// qualified names `ForEach`s iterate; and the filters `ForEach`s are given in place.
    var filteredLists: [[String]: FilteredTabs.Exclusion] = [:]
    var iteratedLists: Set<[String]> = []
    var iteratedExclusions: [FilteredTabs.Exclusion] = []
    var tags: [TabTag] = []
    /// Tab items with an image alone, set on no view of the project's that could name them
    /// (`NavigationStack { ... }.tabItem { Image(systemName: "trash") }`), by the view they are in:
    /// no tab, which the report says.
    var untitledTabItems: [(scope: [String], place: SourcePlace)] = []
    /// The project's modifiers that tag their view with a parameter (`.tag(tab)`), and the
    /// calls in a TabView that give a modifier a case (`TabModifiers`).
    var tabModifiers: Set<WrappedParameter> = []
    /// The parameters such a modifier's item shows as its title (`Text(text)` in `func
    /// tab(content:text:tab:)`): its callers give the tab's title.
    var tabTitleParameters: Set<WrappedParameter> = []
    var tabModifierCalls: [TabModifierCall] = []
    var modals: [ModalMention] = []
    /// Presentations by item whose content builds none of the app's views, each with the note
    /// the builder says when the item is no enum.
    var placeholderModals: [(modal: ModalMention, note: String)] = []
    /// The project's functions and computed properties that build a view, by name, with the
    /// type each is in; and the destinations that call one rather than name a view's type.
    var viewFactories: [String: [(scope: [String], factory: ViewFactory)]] = [:]
    var factoryLinks: [FactoryLink] = []
    /// Presentations by item whose content chooses among views (`{ route in switch route { ... } }`),
    /// by the item's place: each case may show a screen of its own (`SingleViewItems`).
    var branchingItemContents: Set<SourcePlace> = []
    /// Where a library's call is given a view to show (a presentation context's `present(_:)`,
    /// a navigation object's `pushContent { }`), whose views must be declared in the sources to
    /// be routes (`ContextPresentedViews`).
    var declaredOnlyViewPlaces: Set<SourcePlace> = []
    /// Views given to the project's views as arguments, for those that wrap a navigation.
    var viewArguments: [ViewArgument] = []
    /// The cases values are made with, by their type and label (`HeldCases`).
    var heldCases = HeldCases()
    /// The views `NavigationStack`s start from (`HomeView` in `NavigationStack { HomeView() }`),
    /// with the route types registered inside them.
    var stackRoots: [StackRoot] = []
    /// TCACoordinators' stacks of a coordinator's screens, and the cases they start from.
    var coordinatorStacks: [TypeMention] = []
    var coordinatorRoots: [CoordinatorRoot] = []
    /// The cases the project's own arrays of screens start from (`Flow(screens: [.home])`).
    var pathStarts: [PathStart] = []
    /// Cases of optional destinations shown as alerts or dialogs (`.alert(item: $model.route.confirm)`).
    var dialogCases: [DialogCase] = []
    /// Cases presented by a flag of them building a view (`Binding($model.route.showingAdd)`).
    var flaggedCases: [DialogCase] = []
    /// Cases presented by any flag of them (`Binding($model.route.showingShare)`), whatever
    /// the content: cases a view shows (`CaseKeyPathStyles`).
    var caseFlags: [DialogCase] = []
    /// Cases written onto path properties, for tabs sharing a route enum on paths of their own.
    var pathWrites: [PathWrite] = []
    /// The cases a class's methods push or write into items, by the method's name (`MethodPushes`).
    var methodPushes: [String: [CaseLink]] = [:]
    var methodItemSets: [String: [ItemSet]] = [:]
    /// Properties declared starting at a case, and the member names any source assigns, binds
    /// or mutates (`UnchangedModes`).
    var caseStartedProperties: Set<[String]> = []
    /// The case each property of a type starts at, by the property's name (`rootRoute` in
    /// `var rootRoute: Route = .home`), for a stack started from the case a property holds.
    var startingCases: [String: Set<String>] = [:]
    /// Cases given by label to the project's initialisers (`Router(root: .inbox)`), by the
    /// type made and the label: a stored property of that name starts at the case.
    var initialisedCases: [(type: String, label: String, caseName: String)] = []
    var changedMembers: Set<String> = []
    var listedEnums: Set<String> = []
    /// Bindings constructions hand down by label (`NoteList(trail: $nav)`, `PathsOfAnyName`).
    var handedBindings: [HandedBinding] = []
    /// Cases of features' optional routes shown one by one (`NavigationLink(unwrapping:case:)`).
    var casePresentations: [CasePresentation] = []
    /// Computed properties returning cases, by name (`var screen: Route { ... }`).
    var computedCases: [String: [ComputedCases]] = [:]
    /// Pushes of a member no case is written in (`push(item.screen)`).
    var computedPushes: [ComputedPush] = []
    /// The view graph: what each type's body constructs, by qualified type name.
    var uses: [String: ViewUses] = [:]
    /// The screens destinations build for routes' cases.
    var screenArms: [ScreenArms] = []
    /// `AppSchema(name:tabs:...)` calls written with NavreplKit's initializers: apps that
    /// declare their schema, as `export swift` writes it.
    var schemaLiterals: [(place: SourcePlace, declaration: SchemaLiteral.Declaration)] = []
    /// The `@main` app types, in the order read: one, but for apps read together.
    var mainApps: [(name: String, place: SourcePlace)] = []
    /// The structs declared conforming to `App`, and the types whose `main()` is called
    /// (`StartedApps`).
    var appTypes: [(name: String, place: SourcePlace)] = []
    var mainCalls: Set<String> = []
    /// The `@main` app type's name, for the app's name.
    var mainType: String? { mainApps.first?.name }
    /// Without a `@main` App, the type that sets a window's root to a SwiftUI view (a scene
    /// delegate of UIKit's lifecycle): where the app's views start.
    var sceneHost: String?
    /// Where the app's views start: every `@main` app type read (apps read together are one
    /// app, each reaching its own views), else the scene host.
    var appStarts: [String] { mainApps.isEmpty ? [sceneHost].compactMap { $0 } : mainApps.map(\.name) }
    /// The views a preview constructs, by the type it is written in (`PreviewOnlyViews`).
    var previewConstructions: [String: [String]] = [:]
    /// What the collector read but could not use, for the report.
    var notes: [String] = []
    /// Navigation calls whose route was not read (`path.append(item)`), each with its place.
    var unresolved: [(place: SourcePlace, text: String)] = []
    /// Pushes of values whose type is said where they are bound, read or not once every
    /// destination is known (`TypedPushes`).
    var typedPushes: [TypedPush] = []
    /// What each function or method declares it returns, by its type and name (a global
    /// function's by its name alone), for the pushes of its results (`TypedPushes`).
    var functionResults: [[String]: [WrittenType]] = [:]
}

extension SwiftDeclarations {
    /// Adds another file's declarations after these.
    mutating func append(_ other: SwiftDeclarations) {
        enums += other.enums
        types += other.types
        aliases += other.aliases
        properties += other.properties
        factories += other.factories
        coordinatorRoutes += other.coordinatorRoutes
        extensionConformances += other.extensionConformances
        memberSwitches += other.memberSwitches
        stringScreenCalls += other.stringScreenCalls
        stringScreenDestinations += other.stringScreenDestinations
        shownEnumMembers += other.shownEnumMembers
        destinations += other.destinations
        contentWrappers.formUnion(other.contentWrappers)
        typeErasers.formUnion(other.typeErasers)
        viewParameters.merge(other.viewParameters) { $0.union($1) }
        genericConstraints.merge(other.genericConstraints) { first, _ in first }
        declaredConformances += other.declaredConformances
        appKitWindowTypes.formUnion(other.appKitWindowTypes)
        presentationWrappers.merge(other.presentationWrappers) { first, _ in first }
        forwardedArguments += other.forwardedArguments
        wrapperCalls += other.wrapperCalls
        pushedTypes += other.pushedTypes
        handedBindings += other.handedBindings
        presentedTypes += other.presentedTypes
        scopedInPlace.formUnion(other.scopedInPlace)
        scopedForPresentation.formUnion(other.scopedForPresentation)
        coveredTypes += other.coveredTypes
        scopedCases += other.scopedCases
        routePresentations += other.routePresentations
        erasingHolders += other.erasingHolders
        erasedPaths += other.erasedPaths
        caseArguments += other.caseArguments
        referencedNames.formUnion(other.referencedNames)
        extensionConstructions.merge(other.extensionConstructions) { $0.union($1) }
        constructedOutsideExtensions.formUnion(other.constructedOutsideExtensions)
        writtenMembers.formUnion(other.writtenMembers)
        typeMembers.formUnion(other.typeMembers)
        madeTypes.formUnion(other.madeTypes)
        steppedMembers.formUnion(other.steppedMembers)
        styledShowings += other.styledShowings
        titleConstants += other.titleConstants
        tabSelections += other.tabSelections
        settingsWindowViews.formUnion(other.settingsWindowViews)
        hostedSettingsViews.formUnion(other.hostedSettingsViews)
        auxiliaryWindowViews.formUnion(other.auxiliaryWindowViews)
        tabViewsWritten.merge(other.tabViewsWritten, uniquingKeysWith: +)
        macOnlyNames.merge(other.macOnlyNames) { $0.union($1) }
        settingsSceneTypes.formUnion(other.settingsSceneTypes)
        previewTypes.formUnion(other.previewTypes)
        splitViews += other.splitViews
        sidebarSelections += other.sidebarSelections
        splitSidebarSelections += other.splitSidebarSelections
        rowConstructions.formUnion(other.rowConstructions)
        otherConstructions.formUnion(other.otherConstructions)
        splitChoosers.formUnion(other.splitChoosers)
        tabCaseLists += other.tabCaseLists
        tabListings += other.tabListings
        tabArrays += other.tabArrays
        tabEntryLists.merge(other.tabEntryLists) { first, _ in first }
        caseLists.merge(other.caseLists) { first, _ in first }
        filteredLists.merge(other.filteredLists) { first, _ in first }
        iteratedLists.formUnion(other.iteratedLists)
        iteratedExclusions += other.iteratedExclusions
        tags += other.tags
        untitledTabItems += other.untitledTabItems
        tabModifiers.formUnion(other.tabModifiers)
        tabTitleParameters.formUnion(other.tabTitleParameters)
        tabModifierCalls += other.tabModifierCalls
        modals += other.modals
        placeholderModals += other.placeholderModals
        casePresentations += other.casePresentations
        computedCases.merge(other.computedCases) { $0 + $1 }
        computedPushes += other.computedPushes
        viewFactories.merge(other.viewFactories) { $0 + $1 }
        factoryLinks += other.factoryLinks
        branchingItemContents.formUnion(other.branchingItemContents)
        declaredOnlyViewPlaces.formUnion(other.declaredOnlyViewPlaces)
        viewArguments += other.viewArguments
        heldCases.merge(other.heldCases)
        pathWrites += other.pathWrites
        methodPushes.merge(other.methodPushes) { $0 + $1 }
        methodItemSets.merge(other.methodItemSets) { $0 + $1 }
        caseStartedProperties.formUnion(other.caseStartedProperties)
        splitColumnLayouts += other.splitColumnLayouts
        ownStates.formUnion(other.ownStates)
        selectionShowingMethods.formUnion(other.selectionShowingMethods)
        startingCases.merge(other.startingCases) { $0.union($1) }
        initialisedCases += other.initialisedCases
        changedMembers.formUnion(other.changedMembers)
        listedEnums.formUnion(other.listedEnums)
        stackRoots += other.stackRoots
        coordinatorStacks += other.coordinatorStacks
        coordinatorRoots += other.coordinatorRoots
        pathStarts += other.pathStarts
        dialogCases += other.dialogCases
        flaggedCases += other.flaggedCases
        caseFlags += other.caseFlags
        for (name, added) in other.uses {
            uses[name, default: ViewUses()].constructed += added.constructed
            uses[name, default: ViewUses()].destinations += added.destinations
            uses[name, default: ViewUses()].links += added.links
            uses[name, default: ViewUses()].presents += added.presents
            uses[name, default: ViewUses()].itemSets += added.itemSets
            uses[name, default: ViewUses()].viewLinks += added.viewLinks
            uses[name, default: ViewUses()].stackPaths += added.stackPaths
            uses[name, default: ViewUses()].calledMethods += added.calledMethods
        }
        screenArms += other.screenArms
        unresolved += other.unresolved
        typedPushes += other.typedPushes
        functionResults.merge(other.functionResults, uniquingKeysWith: +)
        schemaLiterals += other.schemaLiterals
        mainApps += other.mainApps
        appTypes += other.appTypes
        mainCalls.formUnion(other.mainCalls)
        sceneHost = sceneHost ?? other.sceneHost
        previewConstructions.merge(other.previewConstructions, uniquingKeysWith: +)
        notes += other.notes
    }
}
