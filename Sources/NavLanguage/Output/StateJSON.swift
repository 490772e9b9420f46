import NavreplKit

/// The JSON STATE shape: `--json` output, `state --json`, and `save`/`restore` files.
public enum StateJSON {
    public static func encode(_ state: NavigationState, schema: AppSchema) -> String {
        var json = "{\"app\":" + JSON.string(schema.name) + ",\"tab\":" + JSON.string(state.selectedTabName) + ",\"tabs\":["
        for (index, tab) in state.tabs.enumerated() {
            if index > 0 { json += "," }
            json += "{\"name\":" + JSON.string(tab.name) + ",\"stack\":" + encode(tab.stack) + "}"
        }
        json += "],\"modals\":["
        for (index, modal) in state.modals.enumerated() {
            if index > 0 { json += "," }
            json += "{\"style\":" + JSON.string(modal.style.rawValue) + ",\"root\":" + encode(modal.root)
                + ",\"stack\":" + encode(modal.stack) + "}"
        }
        json += "],\"flags\":{"
        // In the order the app declares them, so that the same state is the same text.
        for (index, flag) in schema.flags.enumerated() {
            if index > 0 { json += "," }
            json += JSON.string(flag.name) + ":" + ((state.flags[flag.name] ?? flag.initialValue) ? "true" : "false")
        }
        json += "}"
        // In an app with edges, the taps the screen in front offers (derived: read back, it is passed over).
        if schema.hasEdges, let edges = schema.offeredTaps(in: state) {
            json += ",\"taps\":[" + edges.map { JSON.string($0.targetSpelling) }.joined(separator: ",") + "]"
        }
        return json + "}"
    }

    static func encode(_ stack: [Route]) -> String {
        "[" + stack.map(encode).joined(separator: ",") + "]"
    }

    /// `{"route":"detail","args":{"name":"Mary Doe"}}`; unlabelled arguments are keyed `_0`, `_1`, ...
    static func encode(_ route: Route) -> String {
        var json = "{\"route\":" + JSON.string(route.name) + ",\"args\":{"
        for (index, argument) in route.arguments.enumerated() {
            if index > 0 { json += "," }
            json += JSON.string(argument.label ?? "_\(index)") + ":"
            switch argument.value {
            case .string(let text): json += JSON.string(text)
            case .int(let number): json += String(number)
            case .bool(let flag): json += flag ? "true" : "false"
            }
        }
        return json + "}}"
    }
}

/// JSON text helpers.
public enum JSON {
    /// `text` as a JSON string literal.
    public static func string(_ text: String) -> String {
        Escaper.json.escaped(text)
    }
}
