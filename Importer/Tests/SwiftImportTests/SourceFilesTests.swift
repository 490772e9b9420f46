import Foundation
@testable import SwiftImport
import Testing

/// What the importer reads under a folder: only what lies under it, within bounds.
struct SourceFilesTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "navrepl-files-tests-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/app/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/elsewhere", withIntermediateDirectories: true)
        for file in ["app/App.swift", "app/sub/Screen.swift", "elsewhere/Secret.swift"] {
            try "struct S {}\n".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A link that leads out of the folder is not followed; one that stays inside it is, and
    /// what it leads to is read once.
    @Test func linksOutOfTheFolderAreNotFollowed() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let links = FileManager.default
        try links.createSymbolicLink(atPath: folder + "/app/out", withDestinationPath: folder + "/elsewhere")
        try links.createSymbolicLink(atPath: folder + "/app/Out.swift", withDestinationPath: folder + "/elsewhere/Secret.swift")
        try links.createSymbolicLink(atPath: folder + "/app/root", withDestinationPath: "/")
        try links.createSymbolicLink(atPath: folder + "/app/again", withDestinationPath: folder + "/app/sub")
        let files = try SwiftSourceFiles.list(["app"], in: folder).files
        #expect(files == ["app/App.swift", "app/again/Screen.swift"], "\(files)")
    }

    /// A file linked to from inside the folder is read once, as a folder is.
    @Test func aFileReachedTwiceThroughALinkIsReadOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/app/Alias.swift", withDestinationPath: folder + "/app/sub/Screen.swift")
        let files = try SwiftSourceFiles.list(["app"], in: folder).files
        #expect(files == ["app/Alias.swift", "app/App.swift"], "\(files)")
    }

    @Test func pastTheBoundsTheImportStopsWithAMessage() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: SwiftSourceFiles.Problem.self) { try SwiftSourceFiles.list(["app"], in: folder, fileLimit: 1) }
        do {
            _ = try SwiftSourceFiles.list(["app"], in: folder, fileLimit: 1)
        } catch {
            #expect(error.description == "'app' holds more than 1 .swift files: give the folders of the app's own sources (e.g. 'Sources' or the app target's folder)")
        }
        #expect(throws: SwiftSourceFiles.Problem.self) { try SwiftSourceFiles.list(["app"], in: folder, entryLimit: 3) }
    }

    /// A folder such as Linux's /proc, full of links and entries, is read within its bounds and
    /// never through a link out of it.
    @Test func aSystemFolderIsReadWithinBounds() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self") else { return }
        do {
            let files = try SwiftSourceFiles.list(["/proc"]).files
            #expect(files.allSatisfy { $0.hasPrefix("/proc/") }, "\(files.prefix(5))")
        } catch {
            #expect(error.description.hasPrefix("'/proc' holds more than "), "\(error.description)")
        }
    }
}
