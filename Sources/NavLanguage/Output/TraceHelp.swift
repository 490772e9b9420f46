extension HelpTopic {
    /// `help trace`: what `--trace` (`set trace on`) and `--explain` print, and the updates
    /// SwiftUI needs for a change of several steps.
    public static let trace = HelpTopic(name: "trace", text: """
    usage: set trace on|off (or navrepl --trace), set explain on|off (or navrepl --explain)

    With trace on, each change prints what it did to the data structure, a line a step, before
    the stack: '+ ROUTE' pushed, '- ROUTE' popped (with '(tab NAME)' when not on the tab on
    screen), 'tab A -> B', 'present sheet ROUTE', 'dismiss cover ROUTE', 'flag NAME false -> true',
    and 'redirect A -> B (FLAG is VALUE)' for each redirect that happened.

    A change SwiftUI cannot apply in one update is printed as the updates it needs, one line an
    update, its steps separated by ';':
      update 1: dismiss sheet create
      update 2: tab patients -> doctors; + list; + detail(name: "Ann")
      update 3: present cover list
    following FlowStacks' rules for applying a new set of routes: a NavigationStack takes any
    number of pushes and pops, and a tab change, in one update; a modal is presented or
    dismissed one per update; and a dismissal comes before the pushes that follow it. (undo,
    redo and restore put back a whole state, shown as one step.)

    With explain on, each change prints the call on the router 'export swift' writes that
    stands for it (router.push(.list), router.open("...")), a comment for each redirect that
    happened inside it, and, for a change of several updates, the same updates as comments.
    """)
}
