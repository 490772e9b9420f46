import NavreplKit

/// `url [--https]`: print the current state as a deep link, or as the app's universal link.
final class URLCommand: CommandAction {
    static let spec = CommandSpec(
        "url", "url [--https]", group: .deepLinksAndStateFiles,
        summary: "print the current state as a deep link: the selected tab, its stack and the modals",
        details: """
        url prints navrepl's own link, APP://TAB/ROUTE/ARG...?sheet=..., which every state has.
        url --https prints the state's universal link, through the first of the app's link patterns
        (link "https://shop.example/product/:id" -> main.item) for the one route on the selected
        tab's stack: a universal link opens one screen, so a state with more routes, or a modal,
        has none, and the error says why.
        """,
        example: "url --https",
        errors: "--https: an app without link patterns, a state of more than one route or with a modal, a route no pattern writes",
        options: [httpsOption],
        completion: .options, cacheable: true
    ) { parser, head in
        var https = false
        if let word = try parser.optionalName() {
            guard word.value == URLCommand.httpsOption.name else {
                throw Parser.Failure(offset: word.offset, message: "url takes \(URLCommand.httpsOption.name) or nothing, not '\(word.value)'")
            }
            https = true
        }
        return URLCommand(https: https)
    }

    static let httpsOption = CommandOption("--https", "print the state's universal link, through the app's link patterns")

    let https: Bool

    init(https: Bool) {
        self.https = https
    }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        guard https else { return .text(DeepLink.url(for: interpreter.state, schema: interpreter.schema)) }
        switch DeepLink.universalURL(for: interpreter.state, schema: interpreter.schema) {
        case .success(let link): return .text(link)
        case .failure(let problem): throw context.error("the state has no universal link: \(problem.description) ('url' prints navrepl's own link)")
        }
    }
}
