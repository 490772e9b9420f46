import Foundation
import NavreplKit

/// What the clinic's screens and notifications ask of navigation, written against the router
/// the NavreplGenerator plugin generates from clinic.navapp at each build (ClinicRouter,
/// ClinicRoute, ClinicTab: none of it is in this folder). The rules (a visit needs a signed-in
/// user) are the app file's, kept by NavreplKit: this code only says where to go.
@MainActor
public struct ClinicNavigation {
    public let router: ClinicRouter

    public init(router: ClinicRouter) {
        self.router = router
    }

    /// A patient's page, from anywhere: the patients tab, with the patient pushed on its stack.
    @discardableResult
    public func showPatient(_ name: String) -> Bool {
        router.navigate(to: .detail(name: name), in: .patients)
    }

    /// Starts a visit from the patient's page; signed out, the router lands on sign-in instead.
    @discardableResult
    public func startVisit(for patient: String, kind: ClinicRoute.VisitKind = .checkup) -> Bool {
        router.push(.visit(patient: patient, kind: kind))
    }

    /// Signing in (or out) is a flag the rules read.
    public func setSignedIn(_ signedIn: Bool) {
        router.set(.signedIn, signedIn)
    }

    /// The booking sheet, over whatever is on screen.
    @discardableResult
    public func book(for patient: String) -> Bool {
        router.present(.book(patient: patient))
    }

    /// A notification's or a universal link's URL: `clinic://patients/list/detail/Ann`.
    @discardableResult
    public func handle(link: String) -> Bool {
        router.open(link)
    }

    /// The same, for the `URL` that `onOpenURL` and a notification hand the app.
    @discardableResult
    public func handle(url: URL) -> Bool {
        router.open(url.absoluteString)
    }
}
