//
//  ContentView.swift
//  Configs
//
//  Created by cxy on 2025/5/18.
//

import SwiftUI
import Foundation
import UniformTypeIdentifiers
import AppKit


struct ContentView: View {

    @StateObject private var configManager = ConfigManager()
    @ObservedObject private var localization = LocalizationSettings.shared
    @State private var selectedFile: ConfigFile?
    @State private var fileContent: String = ""
    @State private var originalFileContent: String = "" // Track original content for change detection
    @State private var searchText: String = ""
    @State private var showFileImporter: Bool = false
    @AppStorage("globalZoomLevel") private var globalZoomLevel: Double = 1.0 // Default 1.0
    @AppStorage("colorScheme") private var colorSchemeOption: ColorSchemeOption = .dark

    // Editor-related states
    @State private var editorSearchText: String = ""
    @State private var editorViewRef: CodeEditorView.Ref? = nil
    @State private var showEditorSearchBar: Bool = false
    
    @State private var fileSize: Int64 = 0
    @State private var fileModificationDate: Date? = nil
    @FocusState private var searchFieldFocused: Bool
    
    @State private var editorMatchCount: Int = 0
    @State private var editorCurrentMatchIndex: Int = 0
    
    @State private var contextMenuFile: ConfigFile?
    @State private var showDeleteAlert = false
    @State private var showHistorySidebar = false
    @State private var isDropTargeted = false
    @State private var historySidebarWidth: CGFloat = HistorySidebarView.defaultSidebarWidth

    private let fileDropTypes: [UTType] = [.fileURL]
    private let historyDividerHitWidth: CGFloat = 14
    private let historyDividerVisualWidth: CGFloat = 1

    private func loadSelectedFile(_ file: ConfigFile?) {
        selectedFile = file

        guard let file else {
            fileContent = ""
            originalFileContent = ""
            fileSize = 0
            fileModificationDate = nil
            return
        }

        FileOperations.loadAndSetFileContent(
            file: file,
            fileContent: $fileContent,
            originalFileContent: $originalFileContent,
            fileSize: $fileSize,
            fileModificationDate: $fileModificationDate
        )
    }

    private func refreshSelectedFileIfNeeded(force: Bool = false) {
        guard let selectedFile else {
            return
        }

        guard let metadata = FileOperations.loadFileMetadata(file: selectedFile) else {
            return
        }

        let fileChangedOnDisk =
            metadata.fileSize != fileSize ||
            metadata.modificationDate != fileModificationDate ||
            metadata.isDirectory

        guard force || fileChangedOnDisk else {
            return
        }

        guard force || fileContent == originalFileContent else {
            return
        }

        let currentSelectedPath = selectedFile.path

        fileContent = L10n.tr("loading.content")

        Task.detached(priority: .userInitiated) {
            let result = FileOperations.loadFileContent(file: selectedFile)

            await MainActor.run {
                guard self.selectedFile?.path == currentSelectedPath else {
                    return
                }

                self.fileContent = result.content
                self.originalFileContent = result.content
                self.fileSize = result.fileSize
                self.fileModificationDate = result.modificationDate
            }

            if !VersionManager.shared.hasSyncedMetadata(for: currentSelectedPath, fileSize: result.fileSize, modificationDate: result.modificationDate) {
                Task.detached(priority: .utility) {
                    VersionManager.shared.syncLoadedContentIfNeeded(
                        result.content,
                        for: currentSelectedPath,
                        fileSize: result.fileSize,
                        modificationDate: result.modificationDate,
                        reason: "External update"
                    )
                }
            }
        }
    }

    private var historySidebarDivider: some View {
        Rectangle()
            .fill(Color.secondary.opacity(0.25))
            .frame(width: historyDividerVisualWidth)
            .overlay {
                Rectangle()
                    .fill(Color.clear)
                    .frame(width: historyDividerHitWidth * globalZoomLevel)
                    .contentShape(Rectangle())
                    .onHover { isHovering in
                        DispatchQueue.main.async {
                            if isHovering {
                                NSCursor.resizeLeftRight.push()
                            } else {
                                NSCursor.pop()
                            }
                        }
                    }
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in
                                let rawWidth = historySidebarWidth - value.translation.width / max(globalZoomLevel, 0.1)
                                historySidebarWidth = min(
                                    HistorySidebarView.maxSidebarWidth,
                                    max(HistorySidebarView.minSidebarWidth, rawWidth)
                                )
                            }
                    )
            }
    }

    private func addCustomConfigFiles(from urls: [URL]) {
        let fileManager = FileManager.default
        let normalizedURLs = urls.map { $0.standardizedFileURL }

        if normalizedURLs.count == 1,
           let existingFile = configManager.configFiles.first(where: { $0.path == normalizedURLs[0].path }) {
            configManager.selectGroup(existingFile.groupID)
            if showHistorySidebar {
                showHistorySidebar = false
            }
            loadSelectedFile(existingFile)
            return
        }

        var lastAddedFile: ConfigFile?

        for url in normalizedURLs {
            let path = url.path
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory),
                  !isDirectory.boolValue,
                  !configManager.configFiles.contains(where: { $0.path == path }) else {
                continue
            }

            let newConfig = ConfigFile(
                name: url.lastPathComponent,
                path: path,
                isCustom: true,
                groupID: configManager.selectedGroupID
            )
            configManager.addConfigFile(newConfig)
            lastAddedFile = newConfig
        }

        guard let lastAddedFile else {
            return
        }

        if showHistorySidebar {
            showHistorySidebar = false
        }
        loadSelectedFile(lastAddedFile)
    }

    private func handleDroppedFileProviders(_ providers: [NSItemProvider]) -> Bool {
        let fileURLType = UTType.fileURL.identifier
        let supportedProviders = providers.filter { $0.hasItemConformingToTypeIdentifier(fileURLType) }
        guard !supportedProviders.isEmpty else {
            return false
        }

        let group = DispatchGroup()
        var droppedURLs: [URL] = []
        let lock = NSLock()

        for provider in supportedProviders {
            group.enter()
            provider.loadItem(forTypeIdentifier: fileURLType, options: nil) { item, _ in
                defer { group.leave() }

                let resolvedURL: URL?
                if let data = item as? Data {
                    resolvedURL = URL(dataRepresentation: data, relativeTo: nil)
                } else if let url = item as? URL {
                    resolvedURL = url
                } else if let nsData = item as? NSData {
                    resolvedURL = URL(dataRepresentation: nsData as Data, relativeTo: nil)
                } else {
                    resolvedURL = nil
                }

                guard let resolvedURL else {
                    return
                }

                lock.lock()
                droppedURLs.append(resolvedURL)
                lock.unlock()
            }
        }

        group.notify(queue: .main) {
            let uniqueURLs = Array(Set(droppedURLs.map { $0.standardizedFileURL.path }))
                .map { URL(fileURLWithPath: $0) }
                .sorted { $0.path < $1.path }
            addCustomConfigFiles(from: uniqueURLs)
        }

        return true
    }

    private func selectVisibleFile(offset: Int) {
        let files = configManager.visibleFiles(searchText: searchText)
        guard !files.isEmpty else {
            return
        }

        guard let selectedFile,
              let currentIndex = files.firstIndex(where: { $0.path == selectedFile.path }) else {
            loadSelectedFile(offset > 0 ? files.first : files.last)
            return
        }

        let nextIndex = max(0, min(files.count - 1, currentIndex + offset))
        guard nextIndex != currentIndex else {
            return
        }

        loadSelectedFile(files[nextIndex])
    }

    var body: some View {
        NavigationSplitView {
            // Left sidebar - File list
            SidebarView(
                configManager: configManager,
                selectedFile: $selectedFile,
                searchText: $searchText,
                showFileImporter: $showFileImporter,
                globalZoomLevel: $globalZoomLevel,
                contextMenuFile: $contextMenuFile,
                showDeleteAlert: $showDeleteAlert,
                fileContent: $fileContent,
                originalFileContent: $originalFileContent,
                fileSize: $fileSize,
                fileModificationDate: $fileModificationDate
            )
            .navigationSplitViewColumnWidth(min: 200 * globalZoomLevel, ideal: 250 * globalZoomLevel, max: 300 * globalZoomLevel)
            .onDrop(of: fileDropTypes, isTargeted: $isDropTargeted) { providers in
                handleDroppedFileProviders(providers)
            }
        } detail: {
            // Main content area with optional right sidebar
            HStack(spacing: 0) {
                DetailContentView(
                    fileContent: $fileContent,
                    originalFileContent: $originalFileContent,
                    selectedFile: $selectedFile,
                    editorSearchText: $editorSearchText,
                    editorViewRef: $editorViewRef,
                    showEditorSearchBar: $showEditorSearchBar,
                    searchFieldFocused: _searchFieldFocused,
                    globalZoomLevel: $globalZoomLevel,
                    editorMatchCount: $editorMatchCount,
                    editorCurrentMatchIndex: $editorCurrentMatchIndex,
                    fileSize: $fileSize,
                    fileModificationDate: $fileModificationDate,
                    colorSchemeOption: $colorSchemeOption,
                    showHistorySidebar: $showHistorySidebar,
                    showFileImporter: $showFileImporter,
                    onFileDrop: { urls in
                        addCustomConfigFiles(from: urls)
                    },
                    onFileDragStateChanged: { isDragging in
                        isDropTargeted = isDragging
                    },
                    onEditorInteraction: {
                        if showHistorySidebar {
                            showHistorySidebar = false
                        }
                    }
                )
                .frame(maxWidth: .infinity)
                .onDrop(of: fileDropTypes, isTargeted: $isDropTargeted) { providers in
                    handleDroppedFileProviders(providers)
                }
                
                // Right sidebar - History (conditionally shown)
                if showHistorySidebar {
                    historySidebarDivider

                    if let file = selectedFile {
                        HistorySidebarView(
                            configPath: file.path,
                            showHistorySidebar: $showHistorySidebar,
                            globalZoomLevel: globalZoomLevel,
                            onApplyVersion: { restoredContent, commitHash, isUndo in
                                let previousContent = self.originalFileContent
                                self.fileContent = restoredContent
                                self.originalFileContent = restoredContent

                                DispatchQueue.global(qos: .userInitiated).async {
                                    FileOperations.saveFileContentWithVersioning(
                                        file: file,
                                        content: restoredContent,
                                        originalContent: previousContent,
                                        cursorLine: "\(isUndo ? L10n.tr("undo") : L10n.tr("restore")) \(commitHash.prefix(7))",
                                        onSaveSuccess: { newDate, newContent in
                                            DispatchQueue.main.async {
                                                self.fileModificationDate = newDate
                                                self.originalFileContent = newContent
                                            }
                                        }
                                    )
                                }
                            }
                        )
                        .frame(width: historySidebarWidth * globalZoomLevel)
                        .onDrop(of: fileDropTypes, isTargeted: $isDropTargeted) { providers in
                            handleDroppedFileProviders(providers)
                        }
                    }
                }
            }
            .onDrop(of: fileDropTypes, isTargeted: $isDropTargeted) { providers in
                handleDroppedFileProviders(providers)
            }
        }
        .frame(minWidth: 600 * globalZoomLevel, minHeight: 400 * globalZoomLevel)
        .overlay {
            if isDropTargeted {
                RoundedRectangle(cornerRadius: 14)
                    .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 3, dash: [8, 6]))
                    .padding(.horizontal, 5)
                    .padding(.top, -5)
                    .padding(.bottom, 5)
                    .allowsHitTesting(false)
            }
        }
        .onAppear {
            configManager.sortConfigFiles()
            loadSelectedFile(configManager.visibleFiles(searchText: searchText).first)
        }
        .onReceive(NotificationCenter.default.publisher(for: NSApplication.didBecomeActiveNotification)) { _ in
            refreshSelectedFileIfNeeded()
        }
        .compatibleOnChange(of: showHistorySidebar) { _, isShown in
            if isShown {
                // When opening the history sidebar, blur the editor so arrow keys can navigate commits.
                editorViewRef?.resignFirstResponder()
            }
        }
        .fileImporter(isPresented: $showFileImporter, allowedContentTypes: [.data], allowsMultipleSelection: true) { result in
            switch result {
            case .success(let urls):
                addCustomConfigFiles(from: urls)
            default:
                break
            }
        }
        .onDrop(of: fileDropTypes, isTargeted: $isDropTargeted) { providers in
            handleDroppedFileProviders(providers)
        }
        .keyboardShortcutHandler(
            showEditorSearchBar: $showEditorSearchBar,
            editorSearchText: $editorSearchText,
            editorViewRef: $editorViewRef,
            searchFieldFocused: _searchFieldFocused,
            globalZoomLevel: $globalZoomLevel,
            fileContent: $fileContent,
            originalFileContent: $originalFileContent,
            selectedFile: $selectedFile,
            fileModificationDate: $fileModificationDate,
            showHistorySidebar: $showHistorySidebar,
            selectPreviousFile: {
                selectVisibleFile(offset: -1)
            },
            selectNextFile: {
                selectVisibleFile(offset: 1)
            }
        )
        .alert(L10n.tr("delete.config.file"), isPresented: $showDeleteAlert) {
            Button(L10n.tr("cancel"), role: .cancel) { }
            Button(L10n.tr("delete"), role: .destructive) {
                if let file = contextMenuFile {
                    configManager.deleteConfigFile(file)
                    if selectedFile?.id == file.id {
                        // Close history sidebar when deleting the currently selected file
                        if showHistorySidebar {
                            showHistorySidebar = false
                        }

                        loadSelectedFile(configManager.visibleFiles(searchText: searchText).first)
                    }
                }
            }
        } message: {
            Text(L10n.tr("are.you.sure.remove.config.file"))
        }
        .preferredColorScheme(colorSchemeOption.colorScheme)
        .compatibleOnChange(of: selectedFile) { oldFile, newFile in
            // Close history sidebar when switching to a different file
            if showHistorySidebar {
                showHistorySidebar = false
            }
        }
    }
}
