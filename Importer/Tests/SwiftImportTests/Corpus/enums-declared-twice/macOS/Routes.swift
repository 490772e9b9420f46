import SwiftUI

enum Route: Hashable {
    case list, detail(id: Int), settings, about
}
