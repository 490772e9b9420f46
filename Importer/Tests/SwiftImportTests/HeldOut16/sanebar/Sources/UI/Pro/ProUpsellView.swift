import SwiftUI
import SaneUI

/// Sheet shown when a free user tries a Pro action. Contextual to the feature they tapped.
struct ProUpsellView: View {
    let feature: ProFeature
    /// Optional explicit close action (used when presented in a standalone window).
    /// When nil, falls back to SwiftUI's `dismiss` environment action (sheets).
    var onClose: (() -> Void)?
    @Environment(\.dismiss) private var dismiss
    @ObservedObject private var licenseService = LicenseService.shared
    @State private var showingLicenseEntry = false

    private func closeView() {
        if let onClose { onClose() } else { dismiss() }
    }

    var body: some View {
        VStack(spacing: 16) {
            // Close button
            HStack {
                Spacer()
                Button { closeView() } label: {
                    Image(systemName: "xmark.circle.fill")
                        .font(.system(size: 16))
                        .foregroundStyle(.white.opacity(0.9))
                }
                .buttonStyle(.plain)
                .help("Close")
            }

            // Feature they tried
            VStack(spacing: 8) {
                Image(systemName: feature.icon)
                    .font(.system(size: 36))
                    .foregroundStyle(Color.saneAccent)

                Text(feature.rawValue)
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundStyle(.white)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)

                Text(feature.description)
                    .font(.system(size: 13))
                    .foregroundStyle(.white.opacity(0.92))
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }

            Divider()
                .padding(.horizontal, 20)

            // Value props
            VStack(alignment: .leading, spacing: 6) {
                proPoint(icon: "star.fill", text: "All Pro features unlocked")
                proPoint(icon: "infinity", text: "Lifetime updates — no subscription")
                proPoint(icon: "lock.shield", text: "100% on-device, no account required")
                proPoint(icon: "heart.fill", text: "Support independent development")
            }
            .padding(.horizontal, 10)

            // Price + CTA
            VStack(spacing: 8) {
                if licenseService.usesSetappDistribution {
                    Text("Setapp")
                        .font(.system(size: 28, weight: .bold, design: .rounded))
                        .foregroundStyle(Color.saneAccentSoft)

                    Text("Included with your Setapp install")
                        .font(.system(size: 13))
                        .foregroundStyle(.white.opacity(0.92))
                } else {
                    Text(licenseService.displayPriceLabel)
                        .font(.system(size: 28, weight: .bold, design: .rounded))
                        .foregroundStyle(Color.saneAccentSoft)

                    Text("One-time purchase")
                        .font(.system(size: 13))
                        .foregroundStyle(.white.opacity(0.92))
                }

                if licenseService.usesAppStorePurchase {
                    Button {
                        Task { await licenseService.purchasePro() }
                    } label: {
                        Text(licenseService.isPurchasing ? "Processing..." : "Unlock Pro — \(licenseService.displayPriceLabel)")
                            .font(.system(size: 15, weight: .semibold))
                            .foregroundStyle(.white)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 8)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(Color.saneAccent)
                    .controlSize(.large)
                    .disabled(licenseService.isPurchasing)

                    Button("Restore Purchases") {
                        Task { await licenseService.restorePurchases() }
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.small)
                    .disabled(licenseService.isPurchasing)
                } else if licenseService.usesSetappDistribution {
                    Text("Managed by Setapp")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(.white)
                        .padding(.vertical, 4)
                } else {
                    Button {
                        NSWorkspace.shared.open(LicenseService.checkoutURL())
                    } label: {
                        Text("Unlock Pro — \(licenseService.displayPriceLabel)")
                            .font(.system(size: 15, weight: .semibold))
                            .foregroundStyle(.white)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 8)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(Color.saneAccent)
                    .controlSize(.large)

                    Button(LicenseService.existingCustomerButtonLabel()) {
                        showingLicenseEntry = true
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(Color.saneAccentSoft)
                    .font(.system(size: 13))
                }

                if let purchaseError = licenseService.purchaseError {
                    Text(purchaseError)
                        .font(.system(size: 12))
                        .foregroundStyle(.red)
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                }
            }
        }
        .padding(24)
        .frame(width: 380)
        .fixedSize(horizontal: false, vertical: true)
        .onExitCommand { closeView() }
        .onKeyPress(.escape) { closeView(); return .handled }
        .sheet(isPresented: $showingLicenseEntry) {
            LicenseEntryView(licenseService: SaneBarLicenseSettingsAdapter.shared)
        }
        .onChange(of: licenseService.isPro) { _, newValue in
            if newValue { closeView() }
        }
        .onAppear {
            if licenseService.usesAppStorePurchase {
                Task { await licenseService.preloadAppStoreProduct() }
            }
        }
    }

    private func proPoint(icon: String, text: String) -> some View {
        HStack(alignment: .top, spacing: 8) {
            Image(systemName: icon)
                .foregroundStyle(Color.saneAccent)
                .frame(width: 20)
            Text(text)
                .font(.system(size: 13))
                .foregroundStyle(.white)
                .fixedSize(horizontal: false, vertical: true)
        }
    }
}

// MARK: - Standalone Window Presenter

/// Presents ProUpsellView in its own titled window.
/// Used when the trigger comes from a borderless panel (Second Menu Bar)
/// where `.sheet()` can't render properly.
@MainActor
enum ProUpsellWindow {
    private static var window: NSWindow?

    static func show(feature: ProFeature) {
        // Close existing if visible
        if let window, window.isVisible {
            window.close()
        }

        let upsellView = ProUpsellView(feature: feature, onClose: { close() })
        let hostingView = NSHostingView(rootView: upsellView)
        hostingView.setContentHuggingPriority(.required, for: .vertical)

        let panel = NSPanel(
            contentRect: .zero,
            styleMask: [.titled, .closable, .fullSizeContentView],
            backing: .buffered,
            defer: false
        )

        panel.contentView = hostingView
        panel.appearance = NSAppearance(named: .darkAqua)
        panel.title = "Unlock Pro"
        panel.titleVisibility = .hidden
        panel.titlebarAppearsTransparent = true
        panel.isMovableByWindowBackground = true
        panel.backgroundColor = .windowBackgroundColor
        panel.level = .floating
        panel.isReleasedWhenClosed = false
        // Esc closes the panel (NSPanel standard behavior with .cancelAction)
        panel.becomesKeyOnlyIfNeeded = false

        // Hide traffic light buttons — the SwiftUI X (top-right) is the close mechanism
        panel.standardWindowButton(.closeButton)?.isHidden = true
        panel.standardWindowButton(.miniaturizeButton)?.isHidden = true
        panel.standardWindowButton(.zoomButton)?.isHidden = true

        // Size to fit SwiftUI content
        let fittingSize = hostingView.fittingSize
        panel.setContentSize(fittingSize)
        panel.center()
        panel.makeKeyAndOrderFront(nil)
        NSApp.activate(ignoringOtherApps: true)

        window = panel
    }

    static func close() {
        window?.close()
        window = nil
    }
}

#Preview("Upsell") {
    ProUpsellView(feature: .iconActivation)
}

#Preview("License Entry") {
    LicenseEntryView(licenseService: SaneBarLicenseSettingsAdapter.shared)
}
