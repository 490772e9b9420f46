import SwiftUI
import Charts

struct SystemGPUChartView: View {
    @Environment(\.chartXDomain) private var chartXDomain
    @Environment(\.chartShowXGridLines) private var chartShowXGridLines
    let dataPoints: [SystemDataPoint]
    let xAxisFormat: Date.FormatStyle

    var systemName: String? = nil

    var isPinned: Bool = false
    var onPinToggle: () -> Void = {}

    private var gpuNames: [String] {
        let allNames = dataPoints.flatMap { $0.gpuMetrics.map(\.name) }
        return Array(Set(allNames)).sorted()
    }

    private var hasGPUData: Bool {
        dataPoints.contains { !$0.gpuMetrics.isEmpty }
    }

    var body: some View {
        GroupBox(label: HStack {
            VStack(alignment: .leading, spacing: 2) {
                (Text("chart.gpuUsage") + Text(" (%)"))
                    .font(.headline)
                if systemName == nil {
                    Text("chart.gpuUsage.subtitle")
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
                if let systemName = systemName {
                    Text(systemName)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                        .lineLimit(1)
                }
            }
            Spacer()
            PinButtonView(isPinned: isPinned, action: onPinToggle)
        }) {
            VStack(spacing: 8) {
                chartBody

                if !gpuNames.isEmpty {
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 12) {
                            ForEach(gpuNames, id: \.self) { name in
                                HStack(spacing: 4) {
                                    Circle()
                                        .fill(color(for: name, in: gpuNames))
                                        .frame(width: 8, height: 8)
                                    Text(name)
                                        .font(.caption2)
                                        .foregroundColor(.secondary)
                                }
                            }
                        }
                        .padding(.horizontal, 2)
                    }
                    .frame(height: 20)
                }
            }
            .frame(height: 220)
        }
    }

    private var chartBody: some View {
        Chart(dataPoints) { point in
            ForEach(point.gpuMetrics) { gpu in
                LineMark(
                x: .value("Date", point.date),
                y: .value("Usage", gpu.usage),
            )
                .foregroundStyle(by: .value("GPU", gpu.name))

                AreaMark(
                x: .value("Date", point.date),
                y: .value("Usage", gpu.usage),
            )
                .foregroundStyle(by: .value("GPU", gpu.name))
                .opacity(0.2)
            }
        }
        .chartForegroundStyleScale { name in
            color(for: name, in: gpuNames)
        }
        .chartXAxis {
            AxisMarks(values: insetTickDates(for: chartXDomain)) { _ in
                    if chartShowXGridLines {
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 1, dash: [2, 3]))
                        AxisTick()
                    }
                    AxisValueLabel(format: xAxisFormat, collisionResolution: .disabled)
                        .font(.caption2)
                }
        }
        .chartYAxis {
            AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
                AxisGridLine()
                AxisValueLabel {
                    if let percent = value.as(Double.self) {
                        Text(String(format: "%.0f", percent)).font(.caption2).padding(.trailing, 6)
                    }
                }
            }
        }
        .chartLegend(.hidden)
        .chartXScaleIfNeeded(chartXDomain)
        .padding(.top, 5)
        .drawingGroup()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("chart.gpuUsage"))
        .accessibilityValue(accessibilityDescription)
    }

    private var accessibilityDescription: String {
        guard let latest = dataPoints.last, !latest.gpuMetrics.isEmpty else { return "" }
        let descriptions = latest.gpuMetrics.map { "\($0.name): \(String(format: "%.0f", $0.usage))%" }
        return descriptions.joined(separator: ", ")
    }
}
