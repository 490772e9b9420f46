import Foundation
import NavLanguage
import SwiftImport
import Testing
import TestSupport

/// Each folder of `Corpus/` holds Swift files in a shape real SwiftUI apps use, and
/// `expected.navapp`, what navrepl-import prints for it (paths relative to the folder).
struct ImportCorpusTests {
    static let corpus = Repository.root.appendingPathComponent("Tests/SwiftImportTests/Corpus").path

    static let cases: [String] = {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
    }()

    @Test func theCorpusHoldsEveryShape() {
        #expect(Self.cases == [
            "appends-of-path-elements", "appends-of-several-routes", "appends-onto-paths-of-any-name", "appends-onto-paths-of-other-values", "apps-read-together", "apps-started-by-a-call",
            "bindings-through-self", "branches-of-other-platforms-in-a-mac-app", "case-iterable-tabs", "case-routes-in-tabs", "cases-of-erased-views", "cases-presented-by-flags",
            "cases-shown-in-one-arm", "cases-shown-in-one-arm-one-of-them-never-written", "content-enums-of-shown-items", "coordinator-routes", "coordinators-pushing-coordinators", "debug-builds-own-screens",
            "destination-cases-pushed-and-covered", "destination-cases-shown-as-nothing", "destination-enums-of-urls-opened-outside", "destinations-by-item-switching-over-cases", "destinations-of-a-type-built-by-a-method", "destinations-of-enums-never-made",
            "destinations-of-foreign-types", "destinations-of-several-models", "destinations-with-styles", "dialog-cases", "edges-by-views", "edges-of-a-settings-view-also-presented-as-a-sheet",
            "edges-of-a-window-root-in-a-hosting-subclass", "edges-of-a-window-root-presented-again", "edges-of-an-app-without-tabs", "edges-of-destinations-building-one-view", "edges-of-links-in-tab-content", "edges-of-panes-a-tab-switches-between",
            "edges-of-private-screens", "edges-of-pushed-model-values", "edges-of-routes-held-by-menu-items", "edges-of-screens-destinations-build", "edges-of-sheets-own-stacks", "edges-of-tabs-beside-a-signed-out-flow",
            "edges-of-tabs-beside-taps-not-read", "edges-of-tabs-presenting-app-level-sheets", "edges-of-tabs-presenting-sheets-no-view-writes", "edges-of-taps-deep-in-a-screen", "enum-copies", "enums-a-path-word-names-that-are-kept-data",
            "enums-declared-twice", "erased-screens", "factories-asked-for-one-case", "factories-held-by-a-view-asked-for-one-case", "factories-held-in-properties-beside-others-of-the-name", "factories-made-in-place-asked-for-one-case",
            "factory-switches-are-no-view-modes", "flowstacks-routes-of-a-plain-enum", "flowstacks-routes-presented", "generic-router-destinations", "hosted-view-named-for-settings-as-a-popovers-content", "hosted-views-presented-by-bindings",
            "inspectors-as-sheets", "item-destinations-of-placeholders", "item-parameters", "items-unwrapped-without-a-case", "items-written-by-a-method", "key-path-cases-shown-by-no-call",
            "keyed-destinations", "keyed-destinations-of-models-with-samples", "keyword-names-in-backticks", "link-wrapper-views", "link-wrappers-given-trailing-closures", "links-by-item",
            "links-of-swiftui-betas", "links-of-views-only-previewed-views-build", "links-of-views-only-previews-build", "links-tagged-for-a-selection", "links-tagged-to-screens-built-in-place", "links-to-cases-of-view-enums",
            "links-to-views-held-by-locals", "links-wrapped-by-own-modifiers", "localised-title-constants", "localised-title-constants-computed", "lower-case-type-names-beside-members-and-cases", "main-window-written-first-beside-other-scenes",
            "modal-styles-as-shown", "navigation-backport", "navigation-without-values", "navigator-of-equatable-routes", "nested-wrapper", "one-view-shown-for-every-case-of-an-item",
            "optional-enums-whose-names-hold-cover-inside-a-word", "optional-route-trees", "options-window-panes", "pages-pushed-on-a-views-own-stack", "panes-of-a-window-an-apps-class-opens", "panes-of-an-items-detail-in-a-private-view",
            "panes-of-split-columns-chosen-by-their-own-bars", "parameter-rules", "path-writes-by-enum", "pickers-shown-in-popovers", "popover-contents-named-for-popovers", "popovers-of-popover-contents",
            "popovers-of-views-made-for-popovers", "popovers-on-text-fields", "popovers-through-a-wrapper-of-views-made-for-popovers", "presentation-wrappers", "presentation-wrappers-of-built-bindings", "presentations-by-a-routers-methods",
            "presentations-by-item-of-the-view-setting-it", "presentations-by-items-of-built-bindings", "presentations-returning-their-view", "presentations-with-dismiss-handlers", "private-views-of-one-name", "push-helpers",
            "push-helpers-erasing", "push-helpers-given-values", "pushes-by-a-routers-methods", "pushes-in-loops-over-routes", "pushes-of-all-cases", "pushes-of-awaited-and-observed-values",
            "pushes-of-closure-parameters", "pushes-of-conditional-values", "pushes-of-destination-values", "pushes-of-elements-of-arrays", "pushes-of-foundation-values", "pushes-of-global-results",
            "pushes-of-items-of-static-arrays", "pushes-of-literals", "pushes-of-method-results", "pushes-of-new-values-by-shorthand", "pushes-of-optional-routes-by-a-projects-helper", "pushes-of-optional-routes-by-binding",
            "pushes-of-returned-values", "pushes-of-stored-members", "pushes-of-typed-values", "pushes-taken-from-the-path", "pushes-through-computed-values", "root-built-by-a-window-delegate-that-opens-none",
            "route-cases-taking-closures", "route-enum-shared-by-tab-stacks", "route-enums-a-router-builds-views-for", "route-enums-with-a-none-case", "router-per-tab", "routes-named-root",
            "routes-pushed-and-presented-by-a-router", "routes-shown-by-case", "routes-shown-by-case-path", "same-screen-by-cases-of-two-enums", "same-screen-pushed-and-presented", "screen-arrays",
            "screens-left-to-a-default-arm", "screens-named-by-strings", "screens-of-cases-built-by-a-method", "screens-of-presentation-wrappers", "screens-of-the-selected-editor-tabs-item", "screens-over-an-ordinary-background",
            "screens-shown-in-place-for-a-value-still-there", "screens-shown-in-place-with-a-way-back", "search-scopes-tagged-by-an-enum", "settings-pane-navigation-beside-the-main-window", "settings-panes-a-mac-only-method-builds", "settings-panes-only-a-mac-build-lays-out",
            "settings-scene-a-method-of-the-app-builds", "settings-scene-panes", "settings-scene-sidebar-panes", "settings-sidebar-also-built-by-a-preview-only-view", "settings-sidebar-in-a-view-of-its-own", "settings-window-an-app-opens-itself",
            "settings-window-controller-panes", "settings-window-hosted-from-a-method-of-any-name", "settings-window-of-one-form-that-pushes", "settings-window-panes", "settings-window-scene-titled-for-settings", "settings-window-scenes-named-in-other-ways",
            "settings-window-that-is-the-apps-only-window", "settings-window-titled-so-made-at-launch", "sheet-windows-attached-by-begin-sheet", "sheets-bound-to-a-store", "sheets-built-by-a-method", "sheets-by-item",
            "sheets-by-struct-item", "sheets-by-struct-item-built-by-a-method", "sheets-by-struct-item-made-by-factories", "sheets-of-a-modifier-nothing-applies", "sheets-of-items-showing-swiftui-views", "sheets-of-swiftui-controls",
            "sheets-over-a-backdrop", "sidebar-cases-of-one-arm-built-bare", "sidebar-rows-tagged-by-routes", "sidebar-rows-tagged-by-variable", "sidebar-sections-shown-as-tabs-where-compact", "sidebar-selection-detailed-by-a-method",
            "sidebar-selection-detailed-inside-wrappers", "sidebar-selection-of-a-plain-enum", "single-route-enum", "split-detail-switch-inside-its-stack", "split-details-beside-a-placeholder-of-the-apps-own", "split-details-of-a-detail-view-given-the-selections",
            "split-details-of-selected-rows", "split-details-selected-in-a-sidebar-view", "split-details-without-pushed-enums", "split-sidebar-pages-in-a-private-view", "split-view-app", "splits-shown-in-turn",
            "spread-over-files", "stack-root-built-by-case", "stack-root-case", "stack-root-given-to-a-routers-initialiser", "stack-root-held-by-a-routers-property", "stack-root-shown-by-a-routers-property",
            "static-factories", "steps-of-a-wizard-by-index", "switches-whose-arms-build-colours", "syntax-error", "tab-bar-of-cases-filtered-by-a-list", "tab-bar-of-filtered-cases",
            "tab-cases-showing-nothing", "tab-items-of-an-empty-title", "tab-items-of-an-image-alone", "tab-items-of-an-image-alone-on-an-image", "tab-items-of-the-projects-views", "tab-items-set-after-their-tags",
            "tab-named-enums-beside-only-unbuilt-tab-views", "tab-named-enums-beside-tab-views-of-pushed-screens", "tab-selection-of-a-binding-built-from-a-getter", "tab-selection-of-the-tab-view", "tab-titles-empty", "tab-titles-given-to-a-tagging-function",
            "tab-titles-starting-with-digits", "tab-titles-verbatim", "tab-view-tags-beside-a-filtered-list", "tab-views-by-switch", "tab-views-inside-parts-of-screens-built-by-a-method", "tab-views-inside-screens",
            "tab-views-inside-screens-tagged-by-an-enum", "tab-views-inside-sheets-tagged-by-a-tab-enum", "tab-views-made-by-a-function", "tab-views-nothing-shows", "tab-views-of-a-settings-window-a-link-also-shows", "tab-views-of-the-one-screen-a-list-pushes",
            "tab-views-written-in-place-as-presented-content", "tabs-by-icons", "tabs-by-icons-tagged-by-numbers", "tabs-by-literal-values", "tabs-by-own-modifier", "tabs-by-titles",
            "tabs-given-to-the-projects-tab-bar", "tabs-given-to-the-projects-tab-bar-as-values", "tabs-listed-as-values", "tabs-listed-as-values-of-ios18-tabs", "tabs-listed-by-the-tab-enum", "tabs-of-a-hosted-window-given-its-settings",
            "tabs-of-a-private-view", "tabs-of-a-root-named-for-settings", "tabs-of-a-split-column-switched-by-its-neighbour", "tabs-of-a-tab-view-a-sign-up-pushes", "tabs-of-a-tab-view-a-sign-up-pushes-beside-panes", "tabs-of-a-tab-view-an-onboarding-presents",
            "tabs-of-a-tab-view-the-scene-shows-and-a-route-builds", "tabs-of-a-tab-view-the-scene-shows-and-a-screen-pushes", "tabs-of-a-uikit-tab-bar-controller", "tabs-of-a-uikit-tab-bar-controller-subclass", "tabs-of-a-window-the-app-delegate-opens", "tabs-of-a-wrapper-given-their-views-by-its-caller",
            "tabs-of-an-own-bar-by-index", "tabs-of-an-own-bar-by-index-compared-by-ifs", "tabs-of-an-own-bar-by-name", "tabs-of-an-own-bar-keeping-every-modes-view", "tabs-of-an-own-bar-keeping-pages-shown-by-a-visibility-modifier", "tabs-of-an-own-bar-keeping-pages-shown-by-opacity",
            "tabs-of-an-own-bar-marked-by-a-modifier-given-an-implicit-case", "tabs-of-an-own-bar-showing-an-array-by-index", "tabs-of-an-own-bar-showing-each-modes-view", "tabs-of-an-own-bar-showing-the-view-a-held-selections-mode-builds", "tabs-of-an-own-bar-shown-by-sibling-ifs", "tabs-of-an-own-bar-told-by-preferences",
            "tabs-of-ios18-searching-without-titles", "tabs-of-ios18-tagged-by-cases-alone", "tabs-of-swiftui-betas", "tabs-on-their-own-paths", "tabs-on-their-own-paths-pushing-by-links", "tabs-opened-by-a-pending-destination",
            "tabs-registering-keyed-destinations-in-place", "tabs-shown-behind-a-get-started-page", "tabs-tagged-among-more-cases", "tabs-tagged-without-items", "tabs-titled-beside-tab-named-enums", "tabs-titled-in-camel-case",
            "tabs-without-items", "tabs-without-values", "tca-child-feature-by-case-and-by-presents", "tca-child-features-shared", "tca-coordinator-routes", "tca-destination-cases-by-flag",
            "tca-destination-shown-whole-and-by-case", "tca-destinations-by-case-path", "tca-destinations-by-scope", "tca-presented-child-features", "tca-presents-shown-in-place", "tca-reducer-states",
            "tca-scopes-by-unlabelled-key-paths", "tca-store-views", "tca-tabs", "test-files-beside-the-app", "three-column-split-selecting-an-enum-in-its-middle-list", "three-column-split-switching-in-its-middle-column",
            "title-bar-over-a-presented-view", "two-main-apps", "types-declared-with-lower-case-names", "uikit-hosted-views", "uikit-twins-of-presented-features", "view-controller-destinations-by-case-key-path",
            "view-controllers-without-swiftui-views", "view-links-in-tabs", "view-modes-below-the-scene", "view-modes-compared-by-if-chains", "view-modes-not-read-from-rows-over-their-items-kind", "view-modes-nothing-changes",
            "view-modes-of-a-held-model", "view-modes-of-a-hosted-scene", "view-modes-of-a-layout", "view-modes-of-a-root-named-for-a-detail", "view-modes-of-data-states", "view-modes-of-the-apps-life-in-compound-names",
            "view-modes-showing-the-views-own-properties", "view-modes-switched-by-a-method", "view-modes-switched-in-a-private-view", "view-modes-switched-through-self", "views-appended-to-paths", "views-built-with-generic-arguments",
            "views-by-condition", "views-from-factories", "views-held-by-own-erasers", "views-held-by-values", "views-inside-groups", "views-made-by-implicit-initialisers",
            "views-made-by-initialisers", "views-of-protocol-bound-destinations", "views-presented-through-contexts", "views-pushed-only-by-themselves", "views-shown-by-destination-cases", "views-shown-by-navigation-objects",
            "views-started-by-a-hosted-navigation-root", "views-started-by-a-watchkit-hosting-controller", "views-started-by-an-appkit-window", "window-groups-of-their-own-laying-out-panes", "window-of-its-own-laying-out-panes", "wrapper-cycle",
            "wrapper-views", "wrapper-views-with-flags"
        ])
    }

    @Test(arguments: cases)
    func importsTheExpectedApp(name: String) throws {
        let folder = Self.corpus + "/" + name
        let expected = try String(contentsOfFile: folder + "/expected.navapp", encoding: .utf8)
        let result = try SwiftImporter.run([folder])
        expectSameText(result.appFile.replacingOccurrences(of: folder + "/", with: ""), expected)
        // What is printed is an app navrepl loads (a name it would refuse must not be printed).
        #expect(throws: Never.self) { try AppFile.parse(StringLineSource(result.appFile), file: name, named: name) }
    }
}
