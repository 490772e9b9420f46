import SwiftUI

@Observable
final class Router {
    var routes: [Route] = []
}

struct ContentView: View {
    @Environment(Router.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.routes) {
            VStack {
                Button("Patients") { router.routes.append(.patient(.list)) }
                Button("Doctors") { router.routes.append(.doctor(.list)) }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .patient(let patientRoute): PatientScreens(route: patientRoute)
                case .doctor(let doctorRoute): DoctorScreens(route: doctorRoute)
                }
            }
        }
    }
}
