import SwiftSyntax

/// A view-building member read through a value whose type is a generic parameter bound to a
/// protocol of the project: a router modifier `struct Router<Destination: DestinationProtocol>`
/// that shows `destination?.content`, each coordinator's `Destination` conforming to the
/// protocol with a `content` of its own. The value may be any of them, so what it shows is
/// what that member builds in every conforming type, not nothing for want of one owner.
enum ConstrainedReceivers {
    /// The protocol each generic parameter is bound to (`<Destination: DestinationProtocol>`);
    /// `View` is a wrapper's (`ContentWrapper.viewParameters`), not one.
    static func constraints(of clause: GenericParameterClauseSyntax?) -> [String: String] {
        var constraints: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            guard let type = parameter.inheritedType, let name = TypeReading.written(type).path?.last, name != "View" else { continue }
            constraints[parameter.name.text] = name
        }
        return constraints
    }
}

extension SwiftDeclarations {
    /// Among `owners` of a member, those conforming to the protocol bound to the generic
    /// parameter that types `receiver`, a property of `scope`'s type; none when it is no such
    /// property.
    func conformingOwners(through receiver: String, in scope: [String], among owners: [[String]]) -> [[String]] {
        guard let holder = scope.last, let constraints = genericConstraints[holder],
              let property = properties.first(where: { $0.scope == scope && $0.name == receiver }),
              let parameter = property.type.unwrapped.type.path, parameter.count == 1,
              let bound = constraints[parameter[0]] else { return [] }
        let conforming = Set((declaredConformances + extensionConformances).filter { $0.names.contains(bound) }.map(\.path))
        return owners.filter { conforming.contains($0) }
    }
}
