import NavreplKit

/// `open URL`: apply a deep link in one step.
package final class OpenCommand: CommandAction {
    static let spec = CommandSpec(
        "open", "open URL", group: .deepLinksAndStateFiles,
        summary: "apply a deep link in one step: dismiss the modals, select the tab, set its stack, present the link's modals",
        details: """
        A link is SCHEME://TAB/ROUTE/ARG.../ROUTE/ARG...?sheet=ROUTE/ARG...&cover=..., the app's name
        being the scheme. Each route is followed by one segment per parameter (~ leaves out an optional
        one, or gives a defaulted one its default); everything but letters, digits, - . _ is
        percent-encoded. One trailing slash is allowed, as go_router allows it (so an empty last
        argument is written with two). In free mode each argument is TYPE:VALUE or TYPE:LABEL=VALUE
        with TYPE s, i or b. Other tabs keep their stacks; --trace pops and pushes only what differs.
        The app's redirects apply to the link's routes.
        An https:// (or http://) URL is read through the app's link patterns, declared in the app
        as link "https://shop.example/product/:id" -> main.item: the first pattern whose host and
        path match (each :NAME segment, and each query item KEY=:NAME, gives the route's parameter
        of that name, checked against its type) opens its route alone on its tab's stack. A URL no
        pattern matches is refused, naming the closest pattern and why it does not match.
        """,
        example: "open hospital://patients/list/detail/Mary%20Doe?sheet=create",
        errors: "a malformed link, another app's scheme, an unknown tab or route, a missing or ill-typed argument (the message names the segment), an https URL no link pattern matches",
        completion: .nothing
    ) { parser, head in
        OpenCommand(link: try parser.name(after: head, what: "a deep link", example: "open hospital://patients/list", allowString: true))
    }

    package let link: Located<String>

    init(link: Located<String>) {
        self.link = link
    }

    package func run(in context: CommandContext) throws -> Output {
        let destination = try context.parseLink(link)
        return try context.perform(.open(destination), at: link.offset)
    }
}
