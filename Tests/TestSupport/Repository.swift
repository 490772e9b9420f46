import Foundation

/// Where the repository's own files are, for tests that read its scripts, manual and demos.
public enum Repository {
    /// The folder that holds Package.swift.
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
