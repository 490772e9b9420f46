import SwiftUI

// A row that wraps a NavigationLink around the view it is given: each call's view is pushed.
struct LinkRow<Destination: View>: View {
    let title: String
    let destination: Destination

    var body: some View {
        NavigationLink(destination: destination) {
            Text(title)
        }
    }
}

// A row that links only when given a destination to make.
struct OptionalLinkRow<Destination: View>: View {
    let title: String
    let destination: (() -> Destination)?

    var body: some View {
        if let destination = destination?() {
            NavigationLink(destination: destination) {
                Text(title)
            }
        } else {
            Text(title)
        }
    }
}

// A list that passes its own closure on to the row: it wraps the link in turn.
struct PeopleList<Destination: View>: View {
    let people: [String]
    let destinationFor: (String) -> Destination

    var body: some View {
        List(people, id: \.self) { person in
            OptionalLinkRow(title: person, destination: { destinationFor(person) })
        }
    }
}
