import LogStore
import SwiftUI

// A library's own browser, whose navigation values are types of another module (`LogStore`'s
// `ExecutableLogContainer` and `LogLevel`): nothing of them can be read, but the view each
// destination builds can. A destination that builds no view of the sources (a Text) gives no
// route.
struct LogBrowserStack: View {
    let retriever: LogRetriever

    var body: some View {
        NavigationStack {
            List(retriever.executables) { executable in
                NavigationLink(value: executable) { Text(executable.displayName) }
            }
            .navigationDestination(for: ExecutableLogContainer.self) { executable in
                AppRunView(executable: executable)
                    .modelContainer(executable.container)
            }
            .navigationDestination(for: LogLevel.self) { level in
                Text(level.name)
            }
        }
    }
}

struct AppRunView: View {
    let executable: ExecutableLogContainer

    var body: some View {
        List(executable.entries) { entry in
            Text(entry.message)
        }
    }
}
