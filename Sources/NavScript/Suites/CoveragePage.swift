import NavLanguage
import NavreplKit

/// `navrepl test --coverage-html FILE`: the coverage as one self-contained page (no script, no
/// request): for each app, its routes as a circle of nodes and the moves between them as
/// arrows — green when every kind of move between the two was made, amber when some were, red
/// and dashed when none — then every item of every kind, covered or not.
public enum CoveragePage {
    /// The most items a list shows; the figures above it count them all.
    static let listLimit = 2_000

    public static func html(of coverage: SuiteCoverage) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>navrepl test: coverage</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            h2 { margin-top: 2em; } table { border-collapse: collapse; } td, th { padding: 2px 10px; text-align: left; }
            .yes { color: #17803d; } .no { color: #b42318; } .some { color: #b26b00; }
            ul { columns: 3; list-style: none; padding: 0; } li::before { content: "✓ "; } li.no::before { content: "✗ "; }
            svg text { font: 12px system-ui, sans-serif; fill: #222; }
            </style></head><body>
            <h1>Coverage of the scenarios</h1>

            """
        for app in coverage.apps {
            page += "<h2>app \(HTML.text(app.name))</h2>\n<table><tr><th>kind</th><th>covered</th><th></th></tr>\n"
            for kind in app.kinds {
                let (covered, total) = app.count(kind)
                let percent = app.percent(kind)
                let style = percent == 100 ? "yes" : percent == 0 ? "no" : "some"
                page += "<tr><td>\(kind.rawValue)</td><td class=\"\(style)\">\(covered)/\(total)</td><td class=\"\(style)\">\(percent)%</td></tr>\n"
            }
            page += "</table>\n" + graph(of: app)
            for kind in app.kinds {
                let items = app.existing[kind].sorted()
                guard !items.isEmpty else { continue }
                page += "<h3>\(kind.rawValue)</h3>\n<ul>\n"
                for item in items.prefix(listLimit) {
                    page += "<li class=\"\(app.covered[kind].contains(item) ? "yes" : "no")\">\(HTML.text(item))</li>\n"
                }
                if items.count > listLimit { page += "<li class=\"some\">and \(items.count - listLimit) more</li>\n" }
                page += "</ul>\n"
            }
        }
        return page + "</body></html>\n"
    }

    /// The routes on a circle, and an arrow for each pair of routes a move goes between.
    static func graph(of app: SuiteCoverage.App) -> String {
        // "push from list to detail": the kind, and the routes on top before and after.
        var pairs: [String: (from: String, to: String, made: [String], missed: [String])] = [:]
        var nodes = app.existing.routes
        for transition in app.existing.transitions {
            let (kind, from, to) = (transition.kind, transition.from, transition.to)
            guard from != to else { continue }
            nodes.formUnion([from, to])
            let key = from + "\u{0}" + to
            var pair = pairs[key] ?? (from, to, [], [])
            if app.covered.transitions.contains(transition) { pair.made.append(kind) } else { pair.missed.append(kind) }
            pairs[key] = pair
        }
        let names = nodes.sorted()
        guard !names.isEmpty, names.count <= 200 else { return "" }
        let radius = max(140.0, Double(names.count) * 22.0)
        let size = Int(radius * 2 + 260)
        let centre = Double(size) / 2
        var places: [String: (x: Double, y: Double)] = [:]
        for (index, name) in names.enumerated() {
            let angle = Double(index) / Double(names.count) * 2 * Double.pi - Double.pi / 2
            places[name] = (centre + radius * cosine(angle), centre + radius * sine(angle))
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\">\n"
        svg += "<defs><marker id=\"head\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#555\"/></marker></defs>\n"
        for key in pairs.keys.sorted() {
            let pair = pairs[key]!
            guard let from = places[pair.from], let to = places[pair.to] else { continue }
            let colour = pair.missed.isEmpty ? "#17803d" : pair.made.isEmpty ? "#b42318" : "#b26b00"
            let dash = pair.made.isEmpty ? " stroke-dasharray=\"5 4\"" : ""
            // Bent to the right of the way it goes, so that the two directions stay apart.
            let middle = ((from.x + to.x) / 2 + (to.y - from.y) * 0.12, (from.y + to.y) / 2 - (to.x - from.x) * 0.12)
            let title = (pair.made.sorted().map { "✓ \($0)" } + pair.missed.sorted().map { "✗ \($0)" }).joined(separator: ", ")
            svg += "<path d=\"M \(format(from.x)) \(format(from.y)) Q \(format(middle.0)) \(format(middle.1)) \(format(to.x)) \(format(to.y))\" fill=\"none\" stroke=\"\(colour)\"\(dash) stroke-width=\"1.5\" marker-end=\"url(#head)\"><title>\(HTML.text(pair.from + " → " + pair.to + ": " + title))</title></path>\n"
        }
        for name in names {
            let place = places[name]!
            let covered = app.covered.routes.contains(name) || (!app.existing.routes.contains(name) && app.covered.tabs.contains { name == "\($0)'s root" })
            svg += "<circle cx=\"\(format(place.x))\" cy=\"\(format(place.y))\" r=\"5\" fill=\"\(covered ? "#17803d" : "#b42318")\"/>"
            svg += "<text x=\"\(format(place.x + 8))\" y=\"\(format(place.y - 6))\">\(HTML.text(name))</text>\n"
        }
        return svg + "</svg>\n"
    }

    private static func format(_ value: Double) -> String {
        String(Int((value * 10).rounded())).dropLastDigitAsTenths()
    }

    // Sine and cosine without Foundation, by their series (|angle| ≤ 3π/2 here; terms to x¹⁹).
    private static func sine(_ angle: Double) -> Double {
        var x = angle
        while x > Double.pi { x -= 2 * Double.pi }
        while x < -Double.pi { x += 2 * Double.pi }
        var term = x
        var sum = x
        for n in stride(from: 3, through: 19, by: 2) {
            term *= -x * x / Double((n - 1) * n)
            sum += term
        }
        return sum
    }

    private static func cosine(_ angle: Double) -> Double { sine(angle + Double.pi / 2) }
}

private extension String {
    /// `1234` (tenths) as `123.4`.
    func dropLastDigitAsTenths() -> String {
        let negative = hasPrefix("-")
        var digits = negative ? String(dropFirst()) : self
        while digits.count < 2 { digits = "0" + digits }
        return (negative ? "-" : "") + digits.dropLast() + "." + digits.suffix(1)
    }
}
