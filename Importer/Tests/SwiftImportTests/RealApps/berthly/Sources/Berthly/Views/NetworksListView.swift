// Copyright 2026 Berthly Contributors
// Licensed under the Apache License, Version 2.0

import SwiftUI

struct NetworksListView: View {
    @Binding var selectedID: String?
    @Environment(ContainerServiceBase.self) private var service
    @Environment(MenuBarBridge.self) private var bridge
    @State private var filterText = ""
    @State private var isSearchPresented = false
    @State private var deleteTargetID: String?
    @State private var deleteErrorMessage: String?
    @State private var showPruneConfirm = false
    @State private var isPruning = false
    @State private var pruneResult: PruneResult?

    private var filtered: [Network] {
        let query = filterText.trimmingCharacters(in: .whitespaces).lowercased()
        guard !query.isEmpty else { return service.networks }
        return service.networks.filter {
            $0.name.lowercased().contains(query) || $0.subnet.lowercased().contains(query)
        }
    }

    var body: some View {
        Group {
            if service.networks.isEmpty {
                ContentUnavailableView {
                    Label("No Networks", systemImage: "arrow.triangle.branch")
                } description: {
                    Text("Add a network, or one created for a container will appear here.")
                } actions: {
                    // Same intent path the toolbar's Add button uses — MainWindowView owns the
                    // sheet, so the empty state can't present it directly.
                    Button("Add Network…") { bridge.pendingIntent = .openCreateNetworkSheet }
                        .buttonStyle(.borderedProminent)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else if filtered.isEmpty {
                ContentUnavailableView.search(text: filterText)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                List(selection: $selectedID) {
                    ForEach(filtered) { net in
                        NetworkRow(networkID: net.id, selectedID: $selectedID).tag(net.id).listRowSeparator(.hidden)
                    }
                }
                // ⌫ on the selected network — same confirm-then-delete as the hover trash button.
                .onDeleteCommand { deleteTargetID = selectedID }
            }
        }
        .searchable(text: $filterText, isPresented: $isSearchPresented, prompt: "Filter by name or subnet")
        .onChange(of: bridge.searchFocusToken) { _, _ in isSearchPresented = true }
        .navigationTitle("Networks")
        // Section-scoped housekeeping action, next to the section's Add button (which
        // MainWindowView contributes) — visible only while this pane is showing. Disabled, not
        // hidden, when nothing is prunable, so the capability stays discoverable.
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                if isPruning {
                    ProgressView().controlSize(.small)
                } else {
                    // Text, not an icon: the old trash.slash glyph read as "deletion disabled",
                    // and no SF Symbol says "clean up unused" unambiguously.
                    Button("Prune…") { showPruneConfirm = true }
                        .disabled(prunableCount == 0)
                        .help(prunableCount == 0
                              ? "Every network is attached to a container"
                              : "Remove networks with no container connections")
                }
            }
        }
        .alert(pruneConfirmTitle, isPresented: $showPruneConfirm) {
            Button("Remove", role: .destructive) { performPrune() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Deletes every network no container is attached to. The default network is never removed.")
        }
        .alert("Done", isPresented: Binding(
            get: { pruneResult != nil },
            set: { if !$0 { pruneResult = nil } }
        )) {
            Button("OK") { pruneResult = nil }
        } message: {
            Text(pruneResult?.summaryText ?? "")
        }
        .confirmationDialog(deleteConfirmTitle, isPresented: Binding(
            get: { deleteTargetID != nil },
            set: { if !$0 { deleteTargetID = nil } }
        )) {
            Button("Delete", role: .destructive) { performDelete() }
            Button("Cancel", role: .cancel) { deleteTargetID = nil }
        } message: {
            Text(deleteConfirmMessage)
        }
        .errorAlert($deleteErrorMessage)
    }

    /// How many networks a prune would remove right now — the same pure selection the live
    /// service's `pruneNetworks()` applies, fed from the observed models, so the button's
    /// enablement can't drift from what the action would actually do.
    private var prunableCount: Int {
        LiveContainerService.prunableNetworkIDs(
            service.networks.map { PruneNetworkInfo(id: $0.id, isBuiltin: $0.isDefault) },
            connectedNetworkIDs: service.containers.flatMap(\.networks)
        ).count
    }

    private var pruneConfirmTitle: String {
        "Remove \(prunableCount) unused network\(prunableCount == 1 ? "" : "s")?"
    }

    private func performPrune() {
        isPruning = true
        // A pruned network might be the selected one — clear selection so the detail pane
        // doesn't strand on "not found" (same reason performDelete clears it).
        Task {
            do {
                let result = try await service.pruneNetworks()
                if let selectedID, !service.networks.contains(where: { $0.id == selectedID }) {
                    self.selectedID = nil
                }
                pruneResult = result
            } catch {
                deleteErrorMessage = error.localizedDescription
            }
            isPruning = false
        }
    }

    private var deleteTarget: Network? {
        // The default network can't be deleted — ignore ⌫ on it rather than confirm a no-op.
        service.networks.first(where: { $0.id == deleteTargetID && !$0.isDefault })
    }

    private var deleteConfirmTitle: String {
        deleteTarget.map { "Delete \($0.name)?" } ?? ""
    }

    private var deleteConfirmMessage: String {
        guard let network = deleteTarget else { return "" }
        if !network.endpoints.isEmpty {
            return "This network has \(network.endpoints.count) endpoint\(network.endpoints.count == 1 ? "" : "s"). Deleting it may disrupt connectivity."
        }
        return "This can't be undone."
    }

    private func performDelete() {
        guard let network = deleteTarget else { return }
        deleteTargetID = nil
        if selectedID == network.id { selectedID = nil }
        Task {
            do { try await service.deleteNetwork(network.id) } catch { deleteErrorMessage = error.localizedDescription }
        }
    }
}

// MARK: - Row

private struct NetworkRow: View {
    let networkID: String
    // Clearing selection here (mirroring the list's performDelete) collapses the detail pane
    // when the selected network is deleted from the row — otherwise it strands on "not found".
    @Binding var selectedID: String?
    @Environment(ContainerServiceBase.self) private var service
    @State private var isHovered = false
    @State private var showDeleteConfirm = false
    @State private var isDeleting = false
    @State private var errorMessage: String?

    private var network: Network? {
        service.networks.first(where: { $0.id == networkID })
    }

    var body: some View {
        if let network {
            let endpoints = NetworkPresentation.resolvedEndpoints(for: network, containers: service.containers)
            HStack(alignment: .center, spacing: 10) {
                Image(systemName: "arrow.triangle.branch")
                    .foregroundStyle(network.isDefault ? Color.berthlyAccent : .secondary)
                    .imageScale(.small)
                    .frame(width: 16)

                VStack(alignment: .leading, spacing: 2) {
                    HStack(spacing: 6) {
                        Text(network.name)
                            .font(.system(.body, design: .default, weight: .medium))
                            .lineLimit(1)
                            .truncationMode(.middle)
                            .accessibilityIdentifier("networkRow-\(network.name)")
                        if network.isDefault {
                            TintedChip(text: "DEFAULT", color: .secondary)
                        }
                    }
                    Text(network.subnet)
                        .font(.system(.caption, design: .monospaced))
                        .foregroundStyle(.secondary)
                }

                Spacer()

                // Both branches stay mounted (opacity swap, not an if/else view-identity swap) —
                // an if/else here reproducibly crashed the app when the row was removed via
                // context-menu delete: AppKit throws "layout engine changed during its own layout
                // pass" from the List's row-height recompute racing the row's removal animation.
                // Confirmed by bisection (2026-07-19): the crash disappeared once this became
                // static content, and reappeared with the if/else restored. Root cause of *why*
                // the view-identity churn triggers it isn't fully understood (VolumesListView's
                // row has the identical if/else pattern and doesn't crash), but this shape avoids
                // it entirely while keeping identical visual behavior.
                ZStack(alignment: .trailing) {
                    VStack(alignment: .trailing, spacing: 3) {
                        TintedChip(text: network.driver.rawValue,
                                color: network.driver == .nat ? .berthlyAccent : .statusPaused)
                        endpointStatus(endpoints)
                    }
                    .opacity(isHovered ? 0 : 1)
                    .allowsHitTesting(!isHovered)

                    Button(role: .destructive) { showDeleteConfirm = true } label: {
                        Image(systemName: "trash")
                            .foregroundStyle(network.isDefault ? Color.secondary : Color.red)
                    }
                    .buttonStyle(.hoverIcon)
                    .disabled(network.isDefault)
                    .help(network.isDefault ? "The default network can't be deleted" : "Delete Network")
                    .opacity(isHovered ? 1 : 0)
                    .allowsHitTesting(isHovered)
                }
            }
            .padding(.vertical, 2)
            .opacity(isDeleting ? 0.4 : 1)
            .onHover { isHovered = $0 }
            .contextMenu {
                Button("Copy Name") { copyToPasteboard(network.name) }
                Button("Copy Subnet") { copyToPasteboard(network.subnet) }
                Divider()
                Button("Delete…", role: .destructive) { showDeleteConfirm = true }
                    .disabled(network.isDefault)
            }
            .alert("Delete \(network.name)?", isPresented: $showDeleteConfirm) {
                Button("Delete", role: .destructive) {
                    isDeleting = true
                    if selectedID == network.id { selectedID = nil }
                    Task {
                        do { try await service.deleteNetwork(network.id) } catch { errorMessage = error.localizedDescription }
                        isDeleting = false
                    }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                if !network.endpoints.isEmpty {
                    Text("This network has \(network.endpoints.count) endpoint\(network.endpoints.count == 1 ? "" : "s"). Deleting it may disrupt connectivity.")
                } else {
                    Text("This can't be undone.")
                }
            }
            .errorAlert($errorMessage)
        }
    }

    /// Trailing second line: endpoint count with a status dot — green when any endpoint's
    /// workload is running, gray when all are stopped, tertiary "no endpoints" when empty.
    @ViewBuilder
    private func endpointStatus(_ endpoints: [NetworkEndpoint]) -> some View {
        if endpoints.isEmpty {
            Text(NetworkPresentation.endpointSummary(count: 0))
                .font(.caption)
                .foregroundStyle(.tertiary)
        } else {
            HStack(spacing: 4) {
                Circle()
                    .fill(endpoints.contains(where: \.isRunning)
                          ? Color.statusRunning
                          : Color(NSColor.tertiaryLabelColor))
                    .frame(width: 5, height: 5)
                Text(NetworkPresentation.endpointSummary(count: endpoints.count))
            }
            .font(.caption)
            .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    @Previewable @State var selectedID: String?
    NetworksListView(selectedID: $selectedID)
        .environment(MockContainerService() as ContainerServiceBase)
        .environment(MenuBarBridge())
        .frame(width: 360, height: 300)
}
