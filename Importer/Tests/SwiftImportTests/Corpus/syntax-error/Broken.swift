import SwiftUI

enum PaymentRoute: Hashable {
    case card(number: String
    case receipt
}

struct PaymentView: View {
    var body: some View {
        Text("Pay").navigationDestination(for: PaymentRoute.self) { _ in Text("") }
