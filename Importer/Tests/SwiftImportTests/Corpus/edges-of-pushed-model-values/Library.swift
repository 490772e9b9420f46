import SwiftUI

// Pushes of values no case is written in, whose types the sources say: a model value
// (`NavigationLink(value: book)` of a `Book`), its id (of a destination keyed by
// `Author.ID`), and each of an enum's `allCases`. Each leads to the routes of its type: the
// route a keyed destination makes, or each case of a route enum.
struct Author: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
    let author: Author
}

enum Section: String, CaseIterable, Hashable {
    case profile
    case privacy
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct LibraryView: View {
    let books: [Book] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(books) { book in
                    NavigationLink(book.title, value: book)
                }
                NavigationLink("Settings") { SettingsView() }
            }
            .navigationDestination(for: Book.self) { BookDetail(book: $0) }
            .navigationDestination(for: Author.ID.self) { AuthorView(id: $0) }
            .navigationDestination(for: Section.self) { section in
                switch section {
                case .profile: ProfileView()
                case .privacy: PrivacyView()
                }
            }
        }
    }
}

struct BookDetail: View {
    let book: Book
    var body: some View {
        NavigationLink(book.author.name, value: book.author.id)
    }
}

struct AuthorView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct SettingsView: View {
    var body: some View {
        List {
            ForEach(Section.allCases, id: \.self) { NavigationLink($0.rawValue, value: $0) }
        }
    }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}

struct PrivacyView: View {
    var body: some View { Text("Privacy") }
}
