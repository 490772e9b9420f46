/// The flags of an app that declares none: the `AppFlag` of its router. (An enum without
/// cases cannot declare a raw type, so the generated file cannot write one of its own.)
public enum NoFlags: RawRepresentable, CaseIterable, Hashable, Sendable {
    /// No name is one of its flags.
    public init?(rawValue: String) { nil }

    public var rawValue: String {
        switch self {}
    }
}
