/// How SwiftUI must apply a change of several steps, as FlowStacks' `calculateSteps` works it
/// out: a `NavigationStack` takes any number of pushes and pops, and a tab change, in one
/// update, but a modal is presented or dismissed one per update, and a dismissal comes before
/// the stack changes that follow it. So the steps are cut into updates: each dismissed modal
/// its own, each presented modal its own, and the stack and tab steps between them together.
package enum SwiftUIUpdates {
    /// The steps of `change` (its redirect notes left out), in the updates SwiftUI needs.
    package static func updates(of change: Change) -> [[Change]] {
        var updates: [[Change]] = []
        var current: [Change] = []
        func close() {
            if !current.isEmpty { updates.append(current) }
            current = []
        }
        for step in change.steps {
            switch step {
            case .redirect, .sequence:
                continue
            case .dismiss(let modals):
                close()
                // The top modal first, one an update.
                for modal in modals.reversed() { updates.append([.dismiss([modal])]) }
            case .present:
                close()
                updates.append([step])
            case .push, .pushAll, .pop, .popAll, .replace, .selectTab, .addTab, .removeTab, .replaceState, .setFlag:
                current.append(step)
            }
        }
        close()
        return updates
    }
}
