/// What the importer assumed and noticed, in the order found, each said once.
public struct ImportFindings: Sendable {
    /// Types it could not map and took as `String`: `Patient (struct) taken as String (Patient.swift:3)`.
    public private(set) var assumptions: [String] = []
    /// Everything else worth knowing: files that did not parse, things skipped or renamed.
    public private(set) var notes: [String] = []
    /// Navigation calls whose route was not read, each with its place: what the model may miss.
    public private(set) var unresolved: [String] = []
    /// Files not read, or not read whole, each with why: what the model may miss too. Each is
    /// also a note, where the report says it.
    public private(set) var unreadFiles: [String] = []
    /// Links out of the paths given, never followed, by the folder holding them: what they
    /// lead to may be the app's too. Each is also a note.
    public private(set) var linksNotFollowed: [String] = []
    private var said = Set<String>()

    mutating func assume(_ text: String) {
        if said.insert(text).inserted { assumptions.append(text) }
    }

    mutating func note(_ text: String) {
        if said.insert(text).inserted { notes.append(text) }
    }

    /// A file not read whole; `warning` marks the note so that navrepl says it whatever its verbosity.
    mutating func unreadFile(_ text: String, warning: Bool) {
        guard said.insert(text).inserted else { return }
        unreadFiles.append(text)
        notes.append(warning ? "warning: " + text : text)
    }

    mutating func linksNotFollowed(_ text: String) {
        guard said.insert(text).inserted else { return }
        linksNotFollowed.append(text)
        notes.append(text)
    }

    mutating func unresolved(_ text: String) {
        if said.insert(text).inserted { unresolved.append(text) }
    }
}
