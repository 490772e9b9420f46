import Foundation

enum Tab: String, CaseIterable {
    case Scanner
    case NewQRCode
    case History
}
