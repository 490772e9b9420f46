import SwiftUI

struct Patient: Hashable { let name: String }
struct Doctor: Hashable { let name: String; let speciality: String }

/// The whole app's routes, grouped by section: each case wraps the section's own routes.
enum Route: Hashable {
    case patient(PatientRoute)
    case doctor(DoctorRoute)

    enum PatientRoute: Hashable {
        case list
        case create
        case detail(Patient)
    }

    enum DoctorRoute: Hashable {
        case list
        case create
        case detail(Doctor)
    }

    var title: String {
        switch self {
        case .patient: "Patients"
        case .doctor: "Doctors"
        }
    }
}
