import SwiftUI

struct PreviewPill: View {
    @ObservedObject var foreground: Eyedropper
    @ObservedObject var background: Eyedropper
    @Environment(\.colorScheme) var colorScheme

    private var bgColor: Color { Color(background.color) }
    private var fgColor: Color { Color(foreground.color) }

    var body: some View {
        HStack(spacing: 6.0) {
            Text("Aa")
                .font(.system(size: 15, weight: .bold))
            Text(NSLocalizedString("color.preview.sample", comment: "Sample preview text"))
                .font(.system(size: 13, weight: .regular))
                .lineLimit(1)
                .truncationMode(.tail)
        }
        .foregroundStyle(fgColor.opacity(0.8))
        .padding(.horizontal, 10.0)
        .padding(.vertical, 8.0)
        .background(
            RoundedRectangle(cornerRadius: 100, style: .continuous)
                .fill(bgColor)
                .overlay(
                    RoundedRectangle(cornerRadius: 100, style: .continuous)
                        .strokeBorder(fgColor)
                )
        )
        .shadow(color: Color.black.opacity(0.15), radius: 1, x: 0, y: 1)
        .shadow(color: Color.black.opacity(0.15), radius: 5, x: 0, y: 2)
    }
}

struct SwapPreviewButton: View {
    @ObservedObject var foreground: Eyedropper
    @ObservedObject var background: Eyedropper
    let showPreview: Bool
    let isVisible: Bool
    let onSwap: () -> Void

    @State private var angle: Double = 0
    @State private var displayMode: DisplayMode = .standalone
    @State private var fadePhase: FadePhase = .visible
    @State private var swapHovered: Bool = false
    @State private var transitionTask: Task<Void, Never>?

    private enum DisplayMode {
        case preview, standalone
    }

    private enum FadePhase {
        case visible, fadingOut
    }

    private var swapButton: some View {
        Button(action: { onSwap(); angle -= 180 }) {
            IconImage(name: "arrow.triangle.swap")
                .rotationEffect(.degrees(angle))
                .animation(.easeInOut, value: angle)
        }
    }

    var body: some View {
        Group {
            switch displayMode {
            case .preview:
                HStack(spacing: 8.0) {
                    PreviewPill(
                        foreground: foreground,
                        background: background
                    )
                    .geometryGroup()
                    .allowsHitTesting(false)
                    .zIndex(1)

                    if isVisible {
                        swapButton
                            .buttonStyle(SwapButtonStyle(
                                isVisible: true,
                                alt: PikaText.textColorSwap,
                                ltr: true,
                                expanded: swapHovered,
                                onHoverChange: { swapHovered = $0 }
                            ))
                            .transition(
                                .move(edge: .leading).combined(with: .opacity)
                            )
                    }
                }
                .animation(.timingCurve(0.65, 0, 0.35, 1, duration: 0.3), value: isVisible)
                .animation(.timingCurve(0.65, 0, 0.35, 1, duration: 0.3), value: swapHovered)
                .onChange(of: isVisible) { _, visible in
                    if !visible { swapHovered = false }
                }

            case .standalone:
                swapButton
                    .buttonStyle(SwapButtonStyle(
                        isVisible: isVisible,
                        alt: PikaText.textColorSwap,
                        ltr: true
                    ))
            }
        }
        .opacity(fadePhase == .visible ? 1 : 0)
        .allowsHitTesting(fadePhase == .visible)
        .onReceive(NotificationCenter.default.publisher(for: .triggerSwap)) { _ in
            angle -= 180
        }
        .onChange(of: showPreview) { _, newValue in
            let targetMode: DisplayMode = newValue ? .preview : .standalone

            transitionTask?.cancel()
            transitionTask = Task { @MainActor in
                withAnimation(.easeInOut(duration: 0.15)) {
                    fadePhase = .fadingOut
                }
                try? await Task.sleep(for: .milliseconds(150))
                guard !Task.isCancelled else { return }
                displayMode = targetMode
                withAnimation(.easeInOut(duration: 0.15)) {
                    fadePhase = .visible
                }
            }
        }
        .onAppear {
            displayMode = showPreview ? .preview : .standalone
        }
    }
}
