import SwiftUI

struct MultiSelectionView: View {
    var body: some View {
        VStack {
            Text("Use right-mouse click for actions on multiple snippets").font(.title)
        }
    }
}

struct MultiSelectionView_Previews: PreviewProvider {
    static var previews: some View {
        MultiSelectionView()
    }
}
