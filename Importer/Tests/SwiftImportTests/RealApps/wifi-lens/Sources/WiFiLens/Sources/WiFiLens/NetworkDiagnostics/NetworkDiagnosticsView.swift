import SwiftUI

struct NetworkDiagnosticsView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Bindable var viewModel: NetworkDiagnosticsViewModel
    let guidance: GuidanceCoordinator = .shared
    @State private var expandedGroupOverride: [String: Bool] = [:]
    @State private var renderedInvitationID: UUID?

    var body: some View {
        GeometryReader { geometry in
            let layoutMode = NetworkDiagnosticsWorkbenchLayout.mode(for: geometry.size.width)

            VStack(spacing: 0) {
                commandBar
                Divider()

                if viewModel.phase == .running {
                    progressStrip
                    Divider()
                } else if let conclusion = viewModel.conclusion {
                    conclusionStrip(conclusion)
                    Divider()
                    if let invitation = guidance.pendingInvitation,
                       invitation.moment == .diagnosticsCompleted {
                        ProInvitationCard(invitation: invitation, guidance: guidance)
                            .padding(.horizontal, 20)
                            .padding(.vertical, 12)
                            .onAppear { renderedInvitationID = invitation.id }
                    }
                }

                workspace(layoutMode)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        .animation(reduceMotion ? nil : .snappy(duration: 0.24), value: viewModel.phase)
#if DEBUG
        // Debug-only: the current, real host consumes the one-shot staging
        // request set by the Debug menu, so a closed old window can never
        // stage into a stale view model.
        .onAppear {
            if GuidanceDebugOverrides.consumeDiagnosticsStaging() {
                viewModel.debugStageCompletedResult()
            }
        }
#endif
        .onDisappear {
            viewModel.cancel()
            if let id = renderedInvitationID {
                guidance.endInvitationPresentation(id: id)
                renderedInvitationID = nil
            }
        }
    }

    private var commandBar: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .center, spacing: 20) {
                commandIdentity
                Spacer(minLength: 20)
                stateIndicator
                actionButton
            }

            VStack(alignment: .leading, spacing: 12) {
                commandIdentity
                HStack(spacing: 12) {
                    stateIndicator
                    Spacer(minLength: 12)
                    actionButton
                }
            }
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 14)
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private var commandIdentity: some View {
        VStack(alignment: .leading, spacing: 3) {
            Label {
                Text(String(localized: "nav.network_diagnostics", comment: "Network Self-Check page title"))
                    .font(.headline)
            } icon: {
                Image(systemName: "stethoscope")
                    .foregroundStyle(Color.accentColor)
            }

            Text(String(localized: "network_diagnostics.description", comment: "Network self-check page description"))
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
                .fixedSize(horizontal: false, vertical: true)
        }
    }

    @ViewBuilder
    private var stateIndicator: some View {
        switch viewModel.phase {
        case .idle:
            Label(
                String(localized: "network_diagnostics.state.waiting", comment: "Network self-check waiting state"),
                systemImage: "circle.dotted"
            )
            .foregroundStyle(.secondary)
        case .running:
            HStack(spacing: 7) {
                ProgressView().controlSize(.small)
                Text(String(localized: "network_diagnostics.state.checking", comment: "Network self-check running state"))
            }
        case .completed:
            if let conclusion = viewModel.conclusion {
                Label(conclusionTitle(conclusion), systemImage: conclusionIcon(conclusion))
                    .foregroundStyle(conclusionColor(conclusion))
            }
        }
    }

    private var actionButton: some View {
        Button {
            viewModel.start()
        } label: {
            Label(actionTitle, systemImage: actionIcon)
        }
        .buttonStyle(.borderedProminent)
        .controlSize(.regular)
        .disabled(viewModel.phase == .running)
        .fixedSize()
        .accessibilityIdentifier("network-diagnostics-run")
    }

    private var progressStrip: some View {
        VStack(alignment: .leading, spacing: 9) {
            HStack(spacing: 10) {
                Image(systemName: activeCheckID.map(checkIcon) ?? "stethoscope")
                    .foregroundStyle(Color.accentColor)
                    .contentTransition(.symbolEffect(.replace))
                    .accessibilityHidden(true)

                if let activeCheckID {
                    Text(checkTitle(activeCheckID))
                        .font(.callout.weight(.semibold))
                        .contentTransition(.opacity)
                }

                Spacer(minLength: 16)

                Text("\(viewModel.results.count)/\(viewModel.checkIDs.count)")
                    .font(.callout.monospacedDigit().weight(.medium))
                    .foregroundStyle(.secondary)
            }

            ProgressView(
                value: Double(viewModel.results.count),
                total: Double(viewModel.checkIDs.count)
            )
            .progressViewStyle(.linear)
            .accessibilityLabel(String(localized: "network_diagnostics.state.checking", comment: "Network self-check running state"))
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(Color.accentColor.opacity(0.06))
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("network-diagnostics-progress")
    }

    private func conclusionStrip(_ conclusion: NetworkDiagnosticConclusion) -> some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: conclusionIcon(conclusion))
                .font(.title3.weight(.semibold))
                .foregroundStyle(conclusionColor(conclusion))
                .frame(width: 26)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: 3) {
                Text(conclusionTitle(conclusion))
                    .font(.callout.weight(.semibold))
                Text(conclusionMessage(conclusion))
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .fixedSize(horizontal: false, vertical: true)
                if conclusion == .needsAttention,
                   let issue = NetworkDiagnosticConclusion.primaryIssue(in: Array(viewModel.results.values)) {
                    let remediation = NetworkDiagnosticRemediation.forResult(issue)
                    Text(String(localized: .init(stringLiteral: remediation.actionKey), comment: "Network self-check primary remediation action"))
                        .font(.caption)
                        .foregroundStyle(.orange)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.vertical, 12)
        .background(conclusionColor(conclusion).opacity(0.06))
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("network-diagnostics-conclusion")
    }

    @ViewBuilder
    private func workspace(_ mode: NetworkDiagnosticsWorkbenchLayoutMode) -> some View {
        VStack(alignment: .leading, spacing: 12) {
            pipelineView
            if viewModel.phase == .idle {
                readyWorkspace
            } else {
                resultTable(mode)
            }
        }
    }

    private var pipelineView: some View {
        NetworkDiagnosticsPipelineView(
            presentation: NetworkDiagnosticsPipelinePresentation.from(
                results: viewModel.results,
                executionPhases: viewModel.executionPhases
            )
        )
        .padding(.horizontal, 20)
        .padding(.top, 14)
    }

    private var readyWorkspace: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "network")
                .font(.title3)
                .foregroundStyle(Color.accentColor)
                .accessibilityHidden(true)

            VStack(alignment: .leading, spacing: 4) {
                Text(String(localized: "network_diagnostics.state.waiting", comment: "Network self-check ready state"))
                    .font(.callout.weight(.semibold))
                Text(String(localized: "network_diagnostics.ready.message", comment: "Instructions shown before running network diagnostics"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder
    private func resultTable(_ mode: NetworkDiagnosticsWorkbenchLayoutMode) -> some View {
        Group {
            switch mode {
            case .regular:
                Table(workbenchItems) {
                    TableColumn(columnCheckTitle) { item in
                        checkCell(item)
                            .padding(.vertical, 7)
                    }
                    .width(min: 150, ideal: 190)

                    TableColumn(columnStatusTitle) { item in
                        statusCell(item)
                            .padding(.vertical, 7)
                    }
                    .width(min: 112, ideal: 132)

                    TableColumn(columnResultTitle) { item in
                        resultCell(item)
                            .padding(.vertical, 7)
                    }
                }
            case .condensed:
                Table(workbenchItems) {
                    TableColumn(columnCheckTitle) { item in
                        VStack(alignment: .leading, spacing: 5) {
                            checkCell(item)
                            statusCell(item)
                        }
                        .padding(.vertical, 7)
                    }
                    .width(min: 178, ideal: 220)

                    TableColumn(columnResultTitle) { item in
                        resultCell(item)
                            .padding(.vertical, 7)
                    }
                }
            case .compact:
                Table(workbenchItems) {
                    TableColumn(columnResultTitle) { item in
                        VStack(alignment: .leading, spacing: 8) {
                            HStack(alignment: .center, spacing: 12) {
                                checkCell(item)
                                Spacer(minLength: 8)
                                statusCell(item)
                            }
                            resultCell(item)
                        }
                        .padding(.vertical, 7)
                    }
                }
            }
        }
        .environment(\.defaultMinListRowHeight, NetworkDiagnosticsTablePresentation.minimumRowHeight)
        .alternatingRowBackgrounds(
            NetworkDiagnosticsTablePresentation.usesAlternatingRowBackgrounds ? .enabled : .disabled
        )
    }

    private func checkCell(_ row: NetworkDiagnosticsWorkbenchRow) -> some View {
        Label {
            Text(checkTitle(row.id))
                .font(.callout.weight(.semibold))
                .foregroundStyle(.primary)
        } icon: {
            Image(systemName: checkIcon(row.id))
                .foregroundStyle(.secondary)
                .frame(width: 18)
        }
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder
    private func checkCell(_ item: NetworkDiagnosticsWorkbenchItem) -> some View {
        switch item {
        case .stageHeader(let stage): stageHeaderCell(stage)
        case .additionalHeader: additionalHeaderCell
        case .check(let row): checkCell(row)
        }
    }

    @ViewBuilder
    private func statusCell(_ row: NetworkDiagnosticsWorkbenchRow) -> some View {
        if let result = row.result {
            Label(statusTitle(result.status), systemImage: statusIcon(result.status))
                .font(.caption.weight(.medium))
                .foregroundStyle(statusColor(result.status))
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(statusColor(result.status).opacity(0.10), in: Capsule())
                .accessibilityLabel(statusAccessibilityLabel(for: result))
        } else {
            HStack(spacing: 6) {
                ProgressView().controlSize(.mini)
                Text(String(localized: "network_diagnostics.state.checking", comment: "Network self-check item running state"))
                    .font(.caption.weight(.medium))
            }
            .foregroundStyle(Color.accentColor)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Color.accentColor.opacity(0.10), in: Capsule())
        }
    }

    @ViewBuilder
    private func statusCell(_ item: NetworkDiagnosticsWorkbenchItem) -> some View {
        switch item {
        case .stageHeader, .additionalHeader: EmptyView()
        case .check(let row): statusCell(row)
        }
    }

    @ViewBuilder
    private func resultCell(_ row: NetworkDiagnosticsWorkbenchRow) -> some View {
        if let result = row.result {
            VStack(alignment: .leading, spacing: 3) {
                Text(result.summary)
                    .font(.callout)
                    .foregroundStyle(.primary)
                    .lineSpacing(1)
                if let detail = result.detail, detail != result.summary {
                    Text(detail)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineSpacing(1)
                }
                if result.status == .abnormal || result.status == .indeterminate {
                    remediationView(for: result)
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }

    @ViewBuilder
    private func resultCell(_ item: NetworkDiagnosticsWorkbenchItem) -> some View {
        switch item {
        case .stageHeader, .additionalHeader: EmptyView()
        case .check(let row): resultCell(row)
        }
    }

    private func stageTitle(_ stage: NetworkDiagnosticStage) -> String {
        switch stage {
        case .thisMac:
            String(localized: "network_diagnostics.stage.this_mac.title", comment: "Network self-check local environment stage title")
        case .lan:
            String(localized: "network_diagnostics.stage.lan.title", comment: "Network self-check LAN connectivity stage title")
        case .internet:
            String(localized: "network_diagnostics.stage.internet.title", comment: "Network self-check internet connectivity stage title")
        }
    }

    private var additionalTitle: String {
        String(localized: "network_diagnostics.stage.additional.title", comment: "Network self-check additional checks group title")
    }

    private func stageIcon(_ stage: NetworkDiagnosticStage) -> String {
        switch stage {
        case .thisMac: "macbook"
        case .lan: "wifi"
        case .internet: "globe"
        }
    }

    private func stageHeaderCell(_ stage: NetworkDiagnosticStage) -> some View {
        groupHeaderCell(
            id: "stage.\(String(describing: stage))",
            title: stageTitle(stage),
            icon: stageIcon(stage)
        )
    }

    private var additionalHeaderCell: some View {
        groupHeaderCell(id: "additional", title: additionalTitle, icon: "square.grid.2x2")
    }

    private func groupHeaderCell(id: String, title: String, icon: String) -> some View {
        Button {
            expandedGroupOverride[id] = !isExpanded(id: id, items: rawWorkbenchItems)
        } label: {
            HStack(spacing: 8) {
                Label {
                    Text(title)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(.secondary)
                } icon: {
                    Image(systemName: icon)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                Image(systemName: isExpanded(id: id, items: rawWorkbenchItems) ? "chevron.down" : "chevron.right")
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(.isHeader)
    }

    private func isExpanded(id: String, items: [NetworkDiagnosticsWorkbenchItem]) -> Bool {
        expandedGroupOverride[id] ?? !defaultsToCollapsed(id: id, items: items)
    }

    private func defaultsToCollapsed(id: String, items: [NetworkDiagnosticsWorkbenchItem]) -> Bool {
        guard viewModel.phase == .completed else { return false }
        var inGroup = false
        var allClear = true
        for item in items {
            switch item {
            case .stageHeader(let stage):
                inGroup = id == "stage.\(String(describing: stage))"
            case .additionalHeader:
                inGroup = id == "additional"
            case .check(let row):
                if inGroup, let result = row.result,
                   result.status != .normal, result.status != .skipped {
                    allClear = false
                }
            }
        }
        return allClear
    }

    private func remediationView(for result: NetworkDiagnosticResult) -> some View {
        let remediation = NetworkDiagnosticRemediation.forResult(result)
        return VStack(alignment: .leading, spacing: 2) {
            Text(String(localized: .init(stringLiteral: remediation.detectionKey), comment: "Network self-check remediation detected condition"))
                .font(.caption.weight(.medium))
            Text(String(localized: .init(stringLiteral: remediation.actionKey), comment: "Network self-check remediation next action"))
                .font(.caption)
                .foregroundStyle(.orange)
            Text(String(localized: .init(stringLiteral: remediation.rerunKey), comment: "Network self-check remediation rerun instruction"))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.top, 4)
        .accessibilityElement(children: .combine)
    }

    private var rawWorkbenchItems: [NetworkDiagnosticsWorkbenchItem] {
        NetworkDiagnosticsPresentation.workbenchItems(
            pagePhase: viewModel.phase,
            executionPhases: viewModel.executionPhases,
            results: viewModel.results,
            checkIDs: viewModel.checkIDs
        )
    }

    private var workbenchItems: [NetworkDiagnosticsWorkbenchItem] {
        var filtered: [NetworkDiagnosticsWorkbenchItem] = []
        var groupCollapsed = false
        for item in rawWorkbenchItems {
            switch item {
            case .stageHeader(let stage):
                groupCollapsed = !isExpanded(id: "stage.\(String(describing: stage))", items: rawWorkbenchItems)
                filtered.append(item)
            case .additionalHeader:
                groupCollapsed = !isExpanded(id: "additional", items: rawWorkbenchItems)
                filtered.append(item)
            case .check:
                if !groupCollapsed {
                    filtered.append(item)
                }
            }
        }
        return filtered
    }

    private var activeCheckID: NetworkDiagnosticCheckID? {
        viewModel.checkIDs.first {
            viewModel.executionPhases[$0] == .checking
        }
    }

    private var columnCheckTitle: String {
        String(localized: "network_diagnostics.report.column.check", comment: "Diagnostic workbench check column title")
    }

    private var columnStatusTitle: String {
        String(localized: "network_diagnostics.report.column.status", comment: "Diagnostic workbench status column title")
    }

    private var columnResultTitle: String {
        String(localized: "network_diagnostics.report.column.result", comment: "Diagnostic workbench result column title")
    }

    private var actionTitle: String {
        switch viewModel.phase {
        case .idle:
            String(localized: "network_diagnostics.action.run", comment: "Start the network self-check button")
        case .running:
            String(localized: "network_diagnostics.state.checking", comment: "Network self-check running state")
        case .completed:
            String(localized: "network_diagnostics.action.run_again", comment: "Run the network self-check again button")
        }
    }

    private var actionIcon: String {
        switch viewModel.phase {
        case .idle: "play.fill"
        case .running: "hourglass"
        case .completed: "arrow.clockwise"
        }
    }

    private func checkTitle(_ id: NetworkDiagnosticCheckID) -> String {
        switch id {
        case .path:
            String(localized: "network_diagnostics.check.path.title", comment: "Network system path check title")
        case .gatewayReachability:
            String(localized: "network_diagnostics.check.gateway_reachability.title", comment: "Gateway reachability check title")
        case .dns:
            String(localized: "network_diagnostics.check.dns.title", comment: "DNS resolution check title")
        case .internet:
            String(localized: "network_diagnostics.check.internet.title", comment: "Internet access check title")
        case .ipv6:
            String(localized: "network_diagnostics.check.ipv6.title", comment: "Optional forced IPv6 access check title")
        case .proxy:
            String(localized: "network_diagnostics.check.proxy.title", comment: "System proxy check title")
        }
    }

    private func checkIcon(_ id: NetworkDiagnosticCheckID) -> String {
        switch id {
        case .path: "network"
        case .gatewayReachability: "point.3.connected.trianglepath.dotted"
        case .dns: "globe"
        case .internet: "globe"
        case .ipv6: "6.circle"
        case .proxy: "arrow.triangle.branch"
        }
    }

    private func statusTitle(_ status: NetworkDiagnosticStatus) -> String {
        switch status {
        case .normal:
            String(localized: "network_diagnostics.status.normal", comment: "Normal network self-check status")
        case .abnormal:
            String(localized: "network_diagnostics.status.abnormal", comment: "Abnormal network self-check status")
        case .indeterminate:
            String(localized: "network_diagnostics.status.indeterminate", comment: "Indeterminate network self-check status")
        case .blocked:
            String(localized: "network_diagnostics.status.blocked", comment: "Blocked network self-check status")
        case .skipped:
            String(localized: "network_diagnostics.status.skipped", comment: "Skipped network self-check status")
        }
    }

    private func statusIcon(_ status: NetworkDiagnosticStatus) -> String {
        status.presentation.icon
    }

    private func statusAccessibilityLabel(for result: NetworkDiagnosticResult) -> String {
        switch result.status {
        case .blocked, .skipped:
            let reason = result.detail ?? result.summary
            return "\(statusTitle(result.status)). \(reason)"
        case .normal, .abnormal, .indeterminate:
            return statusTitle(result.status)
        }
    }

    private func statusColor(_ status: NetworkDiagnosticStatus) -> Color {
        switch status.presentation.tone {
        case .success: .green
        case .error: .red
        case .caution: .orange
        case .informational: .blue
        case .muted: .secondary
        }
    }

    private func conclusionTitle(_ conclusion: NetworkDiagnosticConclusion) -> String {
        switch conclusion {
        case .networkNormal:
            String(localized: "network_diagnostics.conclusion.normal.title", comment: "Network self-check normal conclusion title")
        case .needsAttention:
            String(localized: "network_diagnostics.conclusion.attention.title", comment: "Network self-check attention conclusion title")
        case .networkUnavailable:
            String(localized: "network_diagnostics.conclusion.unavailable.title", comment: "Network self-check unavailable conclusion title")
        }
    }

    private func conclusionMessage(_ conclusion: NetworkDiagnosticConclusion) -> String {
        switch conclusion {
        case .networkNormal:
            String(localized: "network_diagnostics.conclusion.normal.message", comment: "Network self-check normal conclusion message")
        case .needsAttention:
            String(localized: "network_diagnostics.conclusion.attention.message", comment: "Network self-check attention conclusion message")
        case .networkUnavailable:
            String(localized: "network_diagnostics.conclusion.unavailable.message", comment: "Network self-check unavailable conclusion message")
        }
    }

    private func conclusionIcon(_ conclusion: NetworkDiagnosticConclusion) -> String {
        switch conclusion {
        case .networkNormal: "checkmark.circle.fill"
        case .needsAttention: "exclamationmark.triangle.fill"
        case .networkUnavailable: "wifi.slash"
        }
    }

    private func conclusionColor(_ conclusion: NetworkDiagnosticConclusion) -> Color {
        switch conclusion {
        case .networkNormal: .green
        case .needsAttention: .orange
        case .networkUnavailable: .red
        }
    }
}

struct NetworkDiagnosticsPipelinePresentation: Equatable, Sendable {
    enum StationKind: Hashable, Equatable, Sendable {
        case thisMac
        case router
        case internet
    }

    enum EdgeKind: Hashable, Equatable, Sendable {
        case lan
        case internet
    }

    struct Station: Equatable, Identifiable, Sendable {
        let kind: StationKind
        let status: NetworkDiagnosticStatus?
        let isUnreachable: Bool

        var id: StationKind { kind }
    }

    struct Edge: Equatable, Identifiable, Sendable {
        let kind: EdgeKind
        let status: NetworkDiagnosticStatus?
        let isActive: Bool

        var id: EdgeKind { kind }
    }

    let stations: [Station]
    let edges: [Edge]

    static func from(
        results: [NetworkDiagnosticCheckID: NetworkDiagnosticResult],
        executionPhases: [NetworkDiagnosticCheckID: NetworkDiagnosticExecutionPhase],
        resolver: NetworkDiagnosticStageResolver = NetworkDiagnosticStageResolver()
    ) -> Self {
        let thisMac = resolver.status(for: .thisMac, results: results)
        let lan = resolver.status(for: .lan, results: results)
        let internet = resolver.status(for: .internet, results: results)

        let stations = [
            Station(kind: .thisMac, status: thisMac, isUnreachable: false),
            Station(kind: .router, status: lan, isUnreachable: lan == .abnormal || lan == .blocked),
            Station(kind: .internet, status: internet, isUnreachable: internet == .abnormal || internet == .blocked),
        ]
        let edges = [
            Edge(kind: .lan, status: lan, isActive: isActive(stage: .lan, executionPhases: executionPhases)),
            Edge(kind: .internet, status: internet, isActive: isActive(stage: .internet, executionPhases: executionPhases)),
        ]
        return Self(stations: stations, edges: edges)
    }

    private static func isActive(
        stage: NetworkDiagnosticStage,
        executionPhases: [NetworkDiagnosticCheckID: NetworkDiagnosticExecutionPhase]
    ) -> Bool {
        stage.contributingCheckIDs.contains { executionPhases[$0] == .checking }
    }
}

struct NetworkDiagnosticsPipelineView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    let presentation: NetworkDiagnosticsPipelinePresentation

    var body: some View {
        HStack(spacing: 0) {
            station(presentation.stations[0])
            edge(presentation.edges[0])
            station(presentation.stations[1])
            edge(presentation.edges[1])
            station(presentation.stations[2])
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(accessibilityLabel)
    }

    private func station(_ station: NetworkDiagnosticsPipelinePresentation.Station) -> some View {
        VStack(spacing: 6) {
            ZStack {
                Circle()
                    .strokeBorder(
                        stationRingColor(station),
                        style: StrokeStyle(lineWidth: 2.5, dash: station.isUnreachable ? [5, 4] : [])
                    )
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(stationRingColor(station).opacity(0.10)))
                Image(systemName: stationIcon(station.kind))
                    .font(.system(size: 19))
                    .foregroundStyle(stationRingColor(station))
            }
            Text(stationTitle(station.kind))
                .font(.caption.weight(.semibold))
                .foregroundStyle(.primary)
            if let status = station.status {
                Label(statusTitle(status), systemImage: statusIcon(status))
                    .font(.caption2.weight(.medium))
                    .foregroundStyle(statusColor(status))
            }
        }
        .frame(width: 110)
    }

    @ViewBuilder
    private func edge(_ edge: NetworkDiagnosticsPipelinePresentation.Edge) -> some View {
        VStack(spacing: 6) {
            edgeLabel(edge)
            rail(edge)
        }
        .frame(maxWidth: .infinity)
    }

    private func edgeLabel(_ edge: NetworkDiagnosticsPipelinePresentation.Edge) -> some View {
        HStack(spacing: 4) {
            Image(systemName: edgeIcon(edge.kind))
            Text(edgeTitle(edge.kind))
        }
        .font(.caption2.weight(.semibold))
        .foregroundStyle(edgeColor(edge))
        .padding(.horizontal, 8)
        .padding(.vertical, 3)
        .background(edgeColor(edge).opacity(0.10), in: Capsule())
    }

    @ViewBuilder
    private func rail(_ edge: NetworkDiagnosticsPipelinePresentation.Edge) -> some View {
        let content = railContent(edge)
        if edge.isActive, !reduceMotion {
            SwiftUI.TimelineView(.animation(minimumInterval: 1.0 / 30.0)) { context in
                let cycle = context.date.timeIntervalSinceReferenceDate
                    .truncatingRemainder(dividingBy: 1.4) / 1.4
                content.opacity(0.45 + 0.55 * abs(cycle - 0.5) * 2)
            }
        } else {
            content
        }
    }

    private func railContent(_ edge: NetworkDiagnosticsPipelinePresentation.Edge) -> some View {
        let color = edgeColor(edge)
        let breakable = edge.status == .abnormal || edge.status == .indeterminate || edge.status == .blocked
        return ZStack {
            if breakable {
                HStack(spacing: 7) {
                    railLine(color: color, dashed: true)
                    Image(systemName: breakIcon(edge.status))
                        .font(.system(size: 13))
                        .foregroundStyle(color)
                    railLine(color: color, dashed: true)
                }
            } else {
                HStack(spacing: 0) {
                    railLine(color: color, dashed: false)
                    Image(systemName: "arrowtriangle.right.fill")
                        .font(.system(size: 8))
                        .foregroundStyle(color)
                }
            }
        }
        .frame(height: 20)
    }

    private func railLine(color: Color, dashed: Bool) -> some View {
        Rectangle()
            .stroke(color, style: StrokeStyle(lineWidth: 3, dash: dashed ? [7, 5] : []))
            .frame(height: 3)
            .frame(maxWidth: .infinity)
    }

    private func edgeColor(_ edge: NetworkDiagnosticsPipelinePresentation.Edge) -> Color {
        if edge.isActive { return .accentColor }
        guard let status = edge.status else { return .secondary }
        return statusColor(status)
    }

    private func stationRingColor(_ station: NetworkDiagnosticsPipelinePresentation.Station) -> Color {
        if station.isUnreachable { return .secondary }
        guard let status = station.status else { return .secondary }
        return statusColor(status)
    }

    private func breakIcon(_ status: NetworkDiagnosticStatus?) -> String {
        switch status {
        case .abnormal: "xmark.circle.fill"
        case .indeterminate: "questionmark.circle.fill"
        case .blocked: "lock.fill"
        default: "xmark.circle.fill"
        }
    }

    private func stationIcon(_ kind: NetworkDiagnosticsPipelinePresentation.StationKind) -> String {
        switch kind {
        case .thisMac: "macbook"
        case .router: "wifi.router"
        case .internet: "globe"
        }
    }

    private func edgeIcon(_ kind: NetworkDiagnosticsPipelinePresentation.EdgeKind) -> String {
        switch kind {
        case .lan: "wifi"
        case .internet: "globe"
        }
    }

    private func stationTitle(_ kind: NetworkDiagnosticsPipelinePresentation.StationKind) -> String {
        switch kind {
        case .thisMac:
            String(localized: "network_diagnostics.stage.this_mac.title", comment: "Network self-check local environment stage title")
        case .router:
            String(localized: "network_diagnostics.diagram.router.title", comment: "Network self-check pipeline router station title")
        case .internet:
            String(localized: "network_diagnostics.stage.internet.title", comment: "Network self-check internet connectivity stage title")
        }
    }

    private func edgeTitle(_ kind: NetworkDiagnosticsPipelinePresentation.EdgeKind) -> String {
        switch kind {
        case .lan:
            String(localized: "network_diagnostics.stage.lan.title", comment: "Network self-check LAN connectivity stage title")
        case .internet:
            String(localized: "network_diagnostics.stage.internet.title", comment: "Network self-check internet connectivity stage title")
        }
    }

    private var accessibilityLabel: String {
        presentation.stations.map { station in
            let title = stationTitle(station.kind)
            guard let status = station.status else {
                return "\(title): \(String(localized: "network_diagnostics.state.waiting", comment: "Network self-check waiting state"))"
            }
            return "\(title): \(statusTitle(status))"
        }
        .joined(separator: ", ")
    }

    private func statusTitle(_ status: NetworkDiagnosticStatus) -> String {
        String(localized: .init(stringLiteral: status.presentation.labelKey), comment: "Network self-check status label")
    }

    private func statusIcon(_ status: NetworkDiagnosticStatus) -> String {
        status.presentation.icon
    }

    private func statusColor(_ status: NetworkDiagnosticStatus) -> Color {
        switch status.presentation.tone {
        case .success: .green
        case .error: .red
        case .caution: .orange
        case .informational: .blue
        case .muted: .secondary
        }
    }
}
