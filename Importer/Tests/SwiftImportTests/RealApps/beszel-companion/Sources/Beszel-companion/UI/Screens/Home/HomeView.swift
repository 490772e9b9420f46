import SwiftUI
import Charts

struct HomeView: View {
    @Environment(BeszelStore.self) var store
    @Environment(DashboardManager.self) var dashboardManager
    @Environment(SettingsManager.self) var settingsManager
    @Environment(LanguageManager.self) var languageManager
    @Environment(InstanceManager.self) var instanceManager
    
    @State private var isShowingFilterSheet = false
    @State private var searchText = ""
    @State private var sortOption: SortOption = .bySystem
    @State private var sortDescending = false
    
    private struct SortablePin {
        let resolvedItem: ResolvedPinnedItem
        let systemName: String
        let displayName: String
        let metricName: String
        let serviceName: String

        var isSystemInfo: Bool {
            resolvedItem.item == .systemInfo
        }
    }

    /// Returns comparison result for systemInfo priority (systemInfo items always come first)
    private func compareSystemInfoPriority(_ lhs: SortablePin, _ rhs: SortablePin) -> ComparisonResult? {
        if lhs.isSystemInfo && !rhs.isSystemInfo { return .orderedAscending }
        if !lhs.isSystemInfo && rhs.isSystemInfo { return .orderedDescending }
        return nil
    }

    private var filteredAndSortedPins: [ResolvedPinnedItem] {
        let bundle = languageManager.currentBundle
        let pins = dashboardManager.allPinsForActiveInstance

        let filteredPins: [ResolvedPinnedItem]
        if searchText.isEmpty {
            filteredPins = pins
        } else {
            filteredPins = pins.filter { resolvedItem in
                let systemName = store.systemName(forSystemID: resolvedItem.systemID) ?? ""
                let itemName = resolvedItem.item.localizedDisplayName(for: bundle)
                return systemName.localizedCaseInsensitiveContains(searchText) ||
                itemName.localizedCaseInsensitiveContains(searchText)
            }
        }

        let sortableItems = filteredPins.map { pin -> SortablePin in
            let sysName = store.systemName(forSystemID: pin.systemID) ?? ""
            let dispName = pin.item.localizedDisplayName(for: bundle)

            return SortablePin(
                resolvedItem: pin,
                systemName: sysName,
                displayName: dispName,
                metricName: pin.item.metricName,
                serviceName: pin.item.serviceName
            )
        }

        let sortedItems: [SortablePin]
        switch sortOption {
        case .bySystem:
            sortedItems = sortableItems.sorted { (lhs, rhs) in
                if let priority = compareSystemInfoPriority(lhs, rhs) {
                    return priority == .orderedAscending
                }
                if lhs.systemName != rhs.systemName {
                    return lhs.systemName < rhs.systemName
                }
                return lhs.displayName < rhs.displayName
            }
        case .byMetric:
            sortedItems = sortableItems.sorted { (lhs, rhs) in
                if let priority = compareSystemInfoPriority(lhs, rhs) {
                    return priority == .orderedAscending
                }
                if lhs.metricName != rhs.metricName {
                    return lhs.metricName < rhs.metricName
                }
                return lhs.displayName < rhs.displayName
            }
        case .byService:
            sortedItems = sortableItems.sorted { (lhs, rhs) in
                if let priority = compareSystemInfoPriority(lhs, rhs) {
                    return priority == .orderedAscending
                }
                if lhs.serviceName != rhs.serviceName {
                    return lhs.serviceName < rhs.serviceName
                }
                return lhs.displayName < rhs.displayName
            }
        }

        let result = sortedItems.map { $0.resolvedItem }
        return sortDescending ? result.reversed() : result
    }
    
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ScreenHeaderView(
                    title: "home.title",
                    subtitle: store.isLoading ? "switcher.loading" : "home.subtitle"
                )
                
                HStack(spacing: 10) {
                    HStack(spacing: 6) {
                        Image(systemName: "magnifyingglass")
                            .foregroundStyle(.secondary)
                        TextField("dashboard.searchPlaceholder", text: $searchText)
                        if !searchText.isEmpty {
                            Button {
                                searchText = ""
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                                    .foregroundStyle(.tertiary)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .background(Color(.systemGray6), in: Capsule())

                    Button {
                        isShowingFilterSheet = true
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                            .font(.title)
                    }
                }
                .padding(.horizontal)
                
                LazyVGrid(columns: [GridItem(.flexible())], spacing: 16) {
                    ForEach(filteredAndSortedPins) { resolvedItem in
                        pinnedItemView(for: resolvedItem)
                    }
                }
                .environment(\.chartXDomain, store.xDomain)
                .environment(\.chartShowXGridLines, settingsManager.showChartGridLines)
                .padding(.horizontal)
            }
            .padding(.bottom, 24)
        }
        .groupBoxStyle(CardGroupBoxStyle())
        .overlay {
            if store.isLoading && dashboardManager.allPinsForActiveInstance.isEmpty {
                ProgressView()
            } else if let errorMessage = store.errorMessage, dashboardManager.allPinsForActiveInstance.isEmpty {
                ContentUnavailableView {
                    Label("common.error", systemImage: "exclamationmark.triangle")
                } description: {
                    Text(errorMessage)
                } actions: {
                    Button("common.retry") {
                        store.clearAuthenticationError()
                        Task {
                            await store.fetchData()
                        }
                    }
                    .buttonStyle(.bordered)
                }
            } else if dashboardManager.allPinsForActiveInstance.isEmpty {
                ContentUnavailableView {
                    Label("home.empty.title", systemImage: "pin.slash")
                } description: {
                    Text("home.empty.message")
                }
            }
        }
        .refreshable {
            await store.fetchData()
        }
        .sheet(isPresented: $isShowingFilterSheet) {
            FilterView(
                sortOption: $sortOption,
                sortDescending: $sortDescending
            )
        }
    }
    
    @ViewBuilder
    private func pinnedItemView(for resolvedItem: ResolvedPinnedItem) -> some View {
        let systemData = store.systemData(forSystemID: resolvedItem.systemID)
        let containerData = store.containerData(forSystemID: resolvedItem.systemID)
        let systemName = store.systemName(forSystemID: resolvedItem.systemID)
        
        switch resolvedItem.item {
        case .systemInfo:
            if let system = instanceManager.systems.first(where: { $0.id == resolvedItem.systemID }),
               let stats = store.latestStats(for: resolvedItem.systemID)?.stats {
                SystemSummaryCard(
                    system: system,
                    systemInfo: system.info,
                    stats: stats,
                    systemName: system.name,
                    status: system.status,
                    isPinned: store.isPinned(.systemInfo, onSystem: resolvedItem.systemID),
                    onPinToggle: { store.togglePin(for: .systemInfo, onSystem: resolvedItem.systemID) }
                )
            }
        case .systemCPU:
            SystemMetricChartView(
                title: "chart.cpuUsage",
                xAxisFormat: store.xAxisFormat,
                dataPoints: systemData,
                valueKeyPath: \.cpu,
                color: .blue,
                subtitle: "chart.cpuUsage.subtitle",
                unit: "%",
                systemName: systemName,
                isPinned: store.isPinned(.systemCPU, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemCPU, onSystem: resolvedItem.systemID) }
            )
        case .systemCPUTimeBreakdown:
            SystemCpuTimeBreakdownChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemCPUTimeBreakdown, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemCPUTimeBreakdown, onSystem: resolvedItem.systemID) }
            )
        case .systemCPUCores:
            SystemCpuCoresChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemCPUCores, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemCPUCores, onSystem: resolvedItem.systemID) }
            )
        case .systemMemory:
            SystemMetricChartView(
                title: "chart.memoryUsage",
                xAxisFormat: store.xAxisFormat,
                dataPoints: systemData,
                valueKeyPath: \.memoryPercent,
                color: .green,
                subtitle: "chart.memoryUsage.subtitle",
                unit: "%",
                systemName: systemName,
                isPinned: store.isPinned(.systemMemory, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemMemory, onSystem: resolvedItem.systemID) }
            )
        case .systemTemperature:
            SystemTemperatureChartView(
                xAxisFormat: store.xAxisFormat,
                dataPoints: systemData,
                systemName: systemName,
                isPinned: store.isPinned(.systemTemperature, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemTemperature, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskIO:
            SystemDiskIOChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskIO, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskIO, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskIOUtilization:
            SystemDiskIOUtilizationChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskIOUtilization, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskIOUtilization, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskIOTimes:
            SystemDiskIOTimesChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskIOTimes, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskIOTimes, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskAwait:
            SystemDiskAwaitChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskAwait, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskAwait, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskIOQueueDepth:
            SystemDiskIOQueueDepthChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskIOQueueDepth, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskIOQueueDepth, onSystem: resolvedItem.systemID) }
            )
        case .systemDiskUsage:
            SystemDiskUsageChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemDiskUsage, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemDiskUsage, onSystem: resolvedItem.systemID) }
            )
        case .systemBandwidth:
            SystemBandwidthChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemBandwidth, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemBandwidth, onSystem: resolvedItem.systemID) }
            )
        case .systemBandwidthDownload:
            BandwidthDownloadChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemBandwidthDownload, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemBandwidthDownload, onSystem: resolvedItem.systemID) }
            )
        case .systemBandwidthUpload:
            BandwidthUploadChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemBandwidthUpload, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemBandwidthUpload, onSystem: resolvedItem.systemID) }
            )
        case .systemBandwidthCumulativeDownload:
            BandwidthCumulativeDownloadChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemBandwidthCumulativeDownload, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemBandwidthCumulativeDownload, onSystem: resolvedItem.systemID) }
            )
        case .systemBandwidthCumulativeUpload:
            BandwidthCumulativeUploadChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemBandwidthCumulativeUpload, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemBandwidthCumulativeUpload, onSystem: resolvedItem.systemID) }
            )
        case .systemLoadAverage:
            SystemLoadChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemLoadAverage, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemLoadAverage, onSystem: resolvedItem.systemID) }
            )
        case .systemSwap:
            SystemSwapChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemSwap, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemSwap, onSystem: resolvedItem.systemID) }
            )
        case .systemGPU:
            SystemGPUChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemGPU, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemGPU, onSystem: resolvedItem.systemID) }
            )
        case .systemNetworkInterfaces:
            SystemNetworkInterfacesChartView(
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.systemNetworkInterfaces, onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .systemNetworkInterfaces, onSystem: resolvedItem.systemID) }
            )
        case .extraDiskUsage(let name):
            ExtraDiskUsageChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskUsage(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskUsage(name: name), onSystem: resolvedItem.systemID) }
            )
        case .extraDiskIO(let name):
            ExtraDiskIOChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskIO(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskIO(name: name), onSystem: resolvedItem.systemID) }
            )
        case .extraDiskIOUtilization(let name):
            ExtraDiskIOUtilizationChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskIOUtilization(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskIOUtilization(name: name), onSystem: resolvedItem.systemID) }
            )
        case .extraDiskIOTimes(let name):
            ExtraDiskIOTimesChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskIOTimes(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskIOTimes(name: name), onSystem: resolvedItem.systemID) }
            )
        case .extraDiskAwait(let name):
            ExtraDiskAwaitChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskAwait(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskAwait(name: name), onSystem: resolvedItem.systemID) }
            )
        case .extraDiskIOQueueDepth(let name):
            ExtraDiskIOQueueDepthChartView(
                diskName: name,
                dataPoints: systemData,
                xAxisFormat: store.xAxisFormat,
                systemName: systemName,
                isPinned: store.isPinned(.extraDiskIOQueueDepth(name: name), onSystem: resolvedItem.systemID),
                onPinToggle: { store.togglePin(for: .extraDiskIOQueueDepth(name: name), onSystem: resolvedItem.systemID) }
            )
        case .containerCPU(let name):
            if let container = containerData.first(where: { $0.id == name }) {
                ContainerMetricChartView(
                    titleKey: "chart.container.cpuUsage.percent",
                    containerName: container.name,
                    xAxisFormat: store.xAxisFormat,
                    container: container,
                    valueKeyPath: \.cpu,
                    color: .blue,
                    subtitleKey: "chart.container.cpuUsage.subtitle",
                    systemName: systemName,
                    isPinned: store.isPinned(.containerCPU(name: container.name), onSystem: resolvedItem.systemID),
                    onPinToggle: { store.togglePin(for: .containerCPU(name: container.name), onSystem: resolvedItem.systemID) },
                    yAxisFormatter: { String(format: "%.0f", $0) },
                    yAxisUnit: "%"
                )
            }
        case .containerMemory(let name):
            if let container = containerData.first(where: { $0.id == name }) {
                ContainerMetricChartView(
                    titleKey: "chart.container.memoryUsage.bytes",
                    containerName: container.name,
                    xAxisFormat: store.xAxisFormat,
                    container: container,
                    valueKeyPath: \.memory,
                    color: .green,
                    subtitleKey: "chart.container.memoryUsage.subtitle",
                    systemName: systemName,
                    isPinned: store.isPinned(.containerMemory(name: container.name), onSystem: resolvedItem.systemID),
                    onPinToggle: { store.togglePin(for: .containerMemory(name: container.name), onSystem: resolvedItem.systemID) },
                    yAxisFormatter: { String(format: "%.0f", $0) },
                    yAxisUnit: "MB"
                )
            }
        case .stackedContainerCPU:
            let (stacked, domain) = store.getStackedCpuData(for: resolvedItem.systemID)
            StackedCpuChartView(
                stackedData: stacked,
                domain: domain,
                systemID: resolvedItem.systemID,
                systemName: systemName
            )
        case .stackedContainerMemory:
            let (stacked, domain) = store.getStackedMemoryData(for: resolvedItem.systemID)
            StackedMemoryChartView(
                stackedData: stacked,
                domain: domain,
                systemID: resolvedItem.systemID,
                systemName: systemName
            )
        case .stackedContainerNetwork:
            let (stacked, domain) = store.getStackedNetworkData(for: resolvedItem.systemID)
            StackedNetworkChartView(
                stackedData: stacked,
                domain: domain,
                systemID: resolvedItem.systemID,
                systemName: systemName
            )
        case .smartDevice(let name):
            let devices = store.smartDevices(forSystemID: resolvedItem.systemID)
            if let device = devices.first(where: { $0.name == name }) {
                SmartDeviceCard(
                    device: device,
                    isPinned: store.isPinned(.smartDevice(name: name), onSystem: resolvedItem.systemID),
                    onPinToggle: { store.togglePin(for: .smartDevice(name: name), onSystem: resolvedItem.systemID) }
                )
            }
        }
    }
}
