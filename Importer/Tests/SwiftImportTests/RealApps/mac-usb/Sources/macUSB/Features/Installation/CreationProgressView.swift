import SwiftUI
import AppKit

private enum CreationStageVisualState {
    case pending
    case active
    case completed
}

private struct CreationStageDescriptor: Identifiable {
    let key: String
    let titleKey: String

    var id: String { key }
}

struct CreationProgressView: View {
    @ObservedObject private var menuState = MenuState.shared
    private let downloaderBlockReason = "usb_creation_progress"

    let systemName: String
    let mountPoint: URL
    let detectedSystemIcon: NSImage?
    let isCatalina: Bool
    let isRestoreLegacy: Bool
    let isMavericks: Bool
    let isPPC: Bool
    let isLinuxWorkflow: Bool
    let isWindowsWorkflow: Bool
    let windowsWillSplitWimExpected: Bool
    let windowsWillCreateAutounattendExpected: Bool
    let shouldDetachMountPoint: Bool
    let targetWholeDiskBSDName: String?
    let needsPreformat: Bool
    let onReset: () -> Void
    let onCancelRequested: () -> Void
    let canCancelWorkflow: Bool

    @Binding var helperStageTitleKey: String
    @Binding var helperStatusKey: String
    @Binding var helperCurrentStageKey: String
    @Binding var helperWriteSpeedText: String
    @Binding var helperCopyProgressPercent: Double
    @Binding var isHelperWorking: Bool
    @Binding var isCancelling: Bool
    @Binding var navigateToFinish: Bool
    @Binding var helperOperationFailed: Bool
    @Binding var workflowResultDetailMessage: String?
    @Binding var workflowResultErrorPresentation: LinuxWorkflowErrorPresentation?
    @Binding var didCancelCreation: Bool
    @Binding var creationStartedAt: Date?
    private var sectionIconFont: Font { .title3 }
    private var stageSectionDivider: some View {
        HStack(spacing: 10) {
            Capsule()
                .fill(Color.secondary.opacity(0.20))
                .frame(height: 1)
            Text("Etapy tworzenia")
                .font(.caption)
                .foregroundColor(.secondary)
            Capsule()
                .fill(Color.secondary.opacity(0.20))
                .frame(height: 1)
        }
        .padding(.horizontal, 2)
        .padding(.vertical, 2)
    }

    private var stageDescriptors: [CreationStageDescriptor] {
        if isLinuxWorkflow {
            return CreationProgressLinuxMapping.stageKeys.map(stageDescriptor(for:))
        }
        if isWindowsWorkflow {
            let includeSplit = windowsWillSplitWimExpected || normalizedStageKey(helperCurrentStageKey) == CreationProgressWindowsMapping.splitWimStageKey
            let includeAutounattend = windowsWillCreateAutounattendExpected
                || normalizedStageKey(helperCurrentStageKey) == CreationProgressWindowsMapping.createAutounattendStageKey
            return CreationProgressWindowsMapping.stageKeys(
                includeSplitWim: includeSplit,
                includeAutounattend: includeAutounattend
            ).map(stageDescriptor(for:))
        }

        var stageKeys: [String] = ["prepare_source"]

        if isPPC {
            stageKeys.append("ppc_format")
            stageKeys.append("ppc_restore")
            stageKeys.append("cleanup_temp")
            return stageKeys.map(stageDescriptor(for:))
        }

        if needsPreformat {
            stageKeys.append("preformat")
        }

        if isRestoreLegacy || isMavericks {
            stageKeys.append("imagescan")
            stageKeys.append("restore")
        } else {
            stageKeys.append("createinstallmedia")
            if isCatalina {
                stageKeys.append("catalina_cleanup")
                stageKeys.append("catalina_copy")
                stageKeys.append("catalina_xattr")
            }
        }

        stageKeys.append("cleanup_temp")
        return stageKeys.map(stageDescriptor(for:))
    }

    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: MacUSBDesignTokens.sectionGroupSpacing) {
                    StatusCard(tone: .subtle, density: .compact) {
                        HStack {
                            if let detectedSystemIcon {
                                Image(nsImage: detectedSystemIcon)
                                    .resizable()
                                    .scaledToFit()
                                    .frame(width: 32, height: 32)
                            } else {
                                Image(systemName: "applelogo")
                                    .font(sectionIconFont)
                                    .foregroundColor(.secondary)
                                    .frame(width: MacUSBDesignTokens.iconColumnWidth)
                            }
                            VStack(alignment: .leading) {
                                Text("Wybrany system")
                                    .font(.caption)
                                    .foregroundColor(.secondary)
                                Text(systemName)
                                    .font(.headline)
                                    .foregroundColor(.primary)
                                    .bold()
                            }
                            Spacer()
                        }
                    }

                    stageSectionDivider

                    VStack(spacing: 10) {
                        ForEach(Array(stageDescriptors.enumerated()), id: \.element.id) { index, stage in
                            stageRow(for: stage, at: index)
                        }
                    }
                }
                .padding(.horizontal, MacUSBDesignTokens.contentHorizontalPadding)
                .padding(.vertical, MacUSBDesignTokens.contentVerticalPadding)
            }
        }
        .safeAreaInset(edge: .bottom) {
            BottomActionBar {
                Button(action: onCancelRequested) {
                    HStack {
                        Text(isCancelling ? "Przerywanie..." : "Przerwij")
                        Image(systemName: "xmark.circle")
                    }
                    .frame(maxWidth: .infinity)
                    .padding(8)
                }
                .macUSBSecondaryButtonStyle(isEnabled: !(isCancelling || !canCancelWorkflow))
                .disabled(isCancelling || !canCancelWorkflow)
            }
        }
        .frame(width: MacUSBDesignTokens.windowWidth, height: MacUSBDesignTokens.windowHeight)
        .navigationTitle("Tworzenie nośnika")
        .navigationBarBackButtonHidden(true)
        .onAppear {
            menuState.setDownloaderAccessBlocked(true, reason: downloaderBlockReason)
        }
        .onDisappear {
            menuState.setDownloaderAccessBlocked(false, reason: downloaderBlockReason)
        }
        .background(
            NavigationLink(
                destination: FinishUSBView(
                    systemName: systemName,
                    mountPoint: mountPoint,
                    onReset: onReset,
                    isPPC: isPPC,
                    isLinuxWorkflow: isLinuxWorkflow,
                    isWindowsWorkflow: isWindowsWorkflow,
                    didFail: helperOperationFailed,
                    didCancel: didCancelCreation,
                    creationStartedAt: creationStartedAt,
                    shouldDetachMountPoint: shouldDetachMountPoint,
                    detectedSystemIcon: detectedSystemIcon,
                    resultDetailMessage: workflowResultDetailMessage,
                    linuxErrorPresentation: workflowResultErrorPresentation,
                    targetWholeDiskBSDName: targetWholeDiskBSDName
                ),
                isActive: $navigateToFinish
            ) { EmptyView() }
            .hidden()
        )
    }

    @ViewBuilder
    private func stageRow(for stage: CreationStageDescriptor, at index: Int) -> some View {
        let stageState = stateForStage(at: index)

        switch stageState {
        case .pending:
            StatusCard(tone: .subtle, density: .compact) {
                HStack(spacing: 12) {
                    Image(systemName: pendingIconForStage(stage.key))
                        .font(sectionIconFont)
                        .foregroundColor(.secondary)
                        .frame(width: 24)
                    Text(LocalizedStringKey(stage.titleKey))
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    Spacer()
                }
            }

        case .active:
            StatusCard(
                tone: .active,
                cornerRadius: MacUSBDesignTokens.prominentPanelCornerRadius(for: currentVisualMode())
            ) {
                VStack(alignment: .leading, spacing: 10) {
                    HStack(spacing: 12) {
                        Image(systemName: activeIconForStage(stage.key))
                            .font(sectionIconFont)
                            .foregroundColor(.accentColor)
                            .frame(width: 24)
                        Text(LocalizedStringKey(stage.titleKey))
                            .font(.headline)
                        Spacer()
                        if shouldShowCopyProgress(for: stage.key) {
                            Text(copyProgressText())
                                .font(.title3.monospacedDigit())
                                .fontWeight(.semibold)
                                .foregroundColor(.accentColor)
                        }
                    }
                    Text(LocalizedStringKey(helperStatusKey.isEmpty ? HelperWorkflowLocalizationKeys.initializingStatus : helperStatusKey))
                        .font(.subheadline)
                        .foregroundColor(.secondary)
                    if shouldShowCopyProgress(for: stage.key) {
                        ProgressView(value: boundedCopyProgressPercent() / 100.0)
                            .progressViewStyle(.linear)
                    } else {
                        ProgressView()
                            .progressViewStyle(.linear)
                    }
                    if shouldShowWriteSpeed(for: stage.key) {
                        Text(verbatim: writeSpeedLabelText())
                            .font(.subheadline.monospacedDigit())
                            .foregroundColor(.secondary)
                    }
                }
            }

        case .completed:
            StatusCard(tone: .neutral, density: .compact) {
                HStack(spacing: 12) {
                    Image(systemName: "checkmark.circle.fill")
                        .font(sectionIconFont)
                        .foregroundColor(.green)
                        .frame(width: 24)
                    Text(LocalizedStringKey(stage.titleKey))
                        .font(.subheadline)
                    Spacer()
                }
            }
        }
    }

    private func stageDescriptor(for stageKey: String) -> CreationStageDescriptor {
        if let presentation = HelperWorkflowLocalizationKeys.presentation(for: stageKey) {
            return CreationStageDescriptor(key: stageKey, titleKey: presentation.titleKey)
        }
        return CreationStageDescriptor(key: stageKey, titleKey: stageKey)
    }

    private func stateForStage(at index: Int) -> CreationStageVisualState {
        if helperCurrentStageKey == "finalize" || navigateToFinish {
            return .completed
        }

        let currentStageKey = normalizedStageKey(helperCurrentStageKey)

        if let currentIndex = stageDescriptors.firstIndex(where: { $0.key == currentStageKey }) {
            if index < currentIndex {
                return .completed
            }
            if index == currentIndex {
                return .active
            }
            return .pending
        }

        if !helperStageTitleKey.isEmpty,
           let titleIndex = stageDescriptors.firstIndex(where: { $0.titleKey == helperStageTitleKey }) {
            if index < titleIndex {
                return .completed
            }
            if index == titleIndex {
                return .active
            }
            return .pending
        }

        if helperCurrentStageKey.isEmpty && (!helperStatusKey.isEmpty || isHelperWorking || isCancelling) {
            return index == 0 ? .active : .pending
        }

        return .pending
    }

    private func pendingIconForStage(_ stageKey: String) -> String {
        if let icon = CreationProgressWindowsMapping.pendingIcon(for: stageKey) {
            return icon
        }
        if let icon = CreationProgressLinuxMapping.pendingIcon(for: stageKey) {
            return icon
        }

        switch stageKey {
        case "prepare_source":
            return "tray.and.arrow.down"
        case "preformat", "ppc_format":
            return "externaldrive"
        case "imagescan":
            return "magnifyingglass.circle"
        case "restore", "ppc_restore", "catalina_copy":
            return "doc.on.doc"
        case "createinstallmedia":
            return "externaldrive.badge.plus"
        case "catalina_cleanup":
            return "gearshape"
        case "cleanup_temp":
            return "trash"
        case "catalina_xattr":
            return "checkmark.shield"
        default:
            return "gearshape"
        }
    }

    private func activeIconForStage(_ stageKey: String) -> String {
        if let icon = CreationProgressWindowsMapping.activeIcon(for: stageKey) {
            return icon
        }
        if let icon = CreationProgressLinuxMapping.activeIcon(for: stageKey) {
            return icon
        }

        switch stageKey {
        case "prepare_source":
            return "tray.and.arrow.down.fill"
        case "preformat", "ppc_format":
            return "externaldrive.fill"
        case "imagescan":
            return "magnifyingglass.circle.fill"
        case "restore", "ppc_restore", "catalina_copy":
            return "doc.on.doc.fill"
        case "createinstallmedia":
            return "externaldrive.fill.badge.plus"
        case "catalina_cleanup":
            return "gearshape.fill"
        case "cleanup_temp":
            return "trash.fill"
        case "catalina_xattr":
            return "checkmark.shield.fill"
        default:
            return "gearshape.fill"
        }
    }

    private func shouldShowWriteSpeed(for stageKey: String) -> Bool {
        if CreationProgressWindowsMapping.showsWriteSpeed(for: stageKey) {
            return true
        }
        if CreationProgressLinuxMapping.showsWriteSpeed(for: stageKey) {
            return true
        }

        switch stageKey {
        case "restore", "ppc_restore", "createinstallmedia", "catalina_copy":
            return true
        default:
            return false
        }
    }

    private func shouldShowCopyProgress(for stageKey: String) -> Bool {
        if CreationProgressWindowsMapping.showsCopyProgress(for: stageKey) {
            return true
        }
        if CreationProgressLinuxMapping.showsCopyProgress(for: stageKey) {
            return true
        }

        switch stageKey {
        case "restore", "ppc_restore", "createinstallmedia", "catalina_copy":
            return true
        default:
            return false
        }
    }

    private func boundedCopyProgressPercent() -> Double {
        min(max(helperCopyProgressPercent, 0), 99)
    }

    private func copyProgressText() -> String {
        "\(Int(boundedCopyProgressPercent().rounded()))%"
    }

    private func writeSpeedLabelText() -> String {
        let normalized = helperWriteSpeedText
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: ",", with: ".")
        let rawValue = normalized.split(separator: " ").first.map(String.init) ?? ""

        guard let measured = Double(rawValue), measured.isFinite else {
            return String(localized: "Szybkość zapisu: - MB/s")
        }

        let rounded = max(0, Int(measured.rounded()))
        return String(
            format: String(localized: "Szybkość zapisu: %d MB/s"),
            rounded
        )
    }

    private func normalizedStageKey(_ rawStageKey: String) -> String {
        let windowsNormalized = CreationProgressWindowsMapping.canonicalStageKey(rawStageKey)
        if windowsNormalized != rawStageKey {
            return windowsNormalized
        }

        let linuxNormalized = CreationProgressLinuxMapping.canonicalStageKey(rawStageKey)
        if linuxNormalized != rawStageKey {
            return linuxNormalized
        }

        switch rawStageKey {
        case "catalina_ditto", "ditto":
            return "catalina_copy"
        case "catalina_finalize":
            return "catalina_cleanup"
        case "asr_imagescan":
            return "imagescan"
        case "asr_restore":
            return "restore"
        default:
            return rawStageKey
        }
    }
}
