// ClawdHome/Views/HermesDetailView.swift
// Hermes 运行时专用详情页（独立于 OpenClaw 布局）

import AppKit
import SwiftTerm
import SwiftUI

enum HermesDetailMode: Hashable {
    case chat
    case profiles
    case config
    case browser
    case settings
    // 实例管理（与 OpenClaw 共享内容视图）
    case files
    case terminal
    case processes
    case logs
}

struct HermesDetailView: View {
    let user: ManagedUser
    let mode: HermesDetailMode
    let chatTabManager: HermesChatTabManager
    let configTabManager: HermesTerminalTabManager
    let shellTabManager: HermesTerminalTabManager
    let profiles: [AgentProfile]
    let selectedProfileID: String?
    let isConnected: Bool
    let isLoading: Bool
    let runtimeVersion: String?
    let latestRuntimeVersion: String?
    let isCheckingRuntimeUpdate: Bool
    let canUpgradeRuntime: Bool
    let runtimeUpdateStatusMessage: String?
    let runtimeRunning: Bool
    let runtimePID: Int32?
    let cpuPercent: Double?
    let memRssMB: Double?
    let homeDirBytes: Int64?
    let actionError: String?
    let onStartOrRestart: () -> Void
    let onStop: () -> Void
    let onOpenHealthCheck: () -> Void
    let onRefresh: () -> Void
    let onCheckRuntimeUpdate: () -> Void
    let onUpgradeRuntime: () -> Void
    let onSelectProfile: (String) -> Void
    let onCreateProfile: (String, String) -> Void
    let onUpdateProfile: (String, String, String) -> Void
    let onDeleteProfile: (String) -> Void
    let onShowChat: () -> Void
    // T6.1 per-profile 状态
    let profileStatuses: [String: (running: Bool, pid: Int32)]
    let onStartProfile: (String) -> Void
    let onStopProfile: (String) -> Void
    let onRestartProfile: (String) -> Void
    // T6.3 自启白名单
    let autostartWhitelist: Set<String>
    let onToggleAutostart: (String, Bool) -> Void
    // T6 per-profile 继续绑定
    let pendingBindingItems: [PendingBindingItem]
    let onShowProfileBindings: ([PendingBindingItem]) -> Void
    // T6.1 轮询回调（profileID → status）
    let onRefreshProfileStatus: (String) async -> Void

    @Environment(HelperClient.self) private var helperClient

    @State private var isRightPanelExpanded = false
    @State private var pendingCloseTabID: UUID?
    @State private var newProfileName = ""
    @State private var newProfileEmoji = "🤖"
    @State private var showNewProfilePopover = false
    @State private var editingProfileID: String?
    @State private var editingProfileName = ""
    @State private var editingProfileEmoji = ""
    @State private var deleteProfileID: String?
    @State private var showOnlySelectedProfileTabs = false
    @State private var hermesLogSearchText = ""
    @State private var browserAccountStatus: BrowserAccountStatus?
    @State private var isOpeningBrowserAccount = false
    @State private var isInstallingBrowserAccountTool = false
    @State private var showInstallToolSuccess = false
    @State private var installToolError: String?
    @State private var isResettingBrowserAccount = false
    @State private var isUninstallingBrowserAccountTool = false
    @State private var isInstallingOpenCLI = false
    @State private var isRunningOpenCLIDoctor = false
    @State private var opencliVersion: String?
    @State private var opencliDoctorMessage: String?
    @State private var showResetBrowserAccountConfirm = false
    @State private var showUninstallBrowserAccountToolConfirm = false
    @State private var showAddManualLoginSite = false
    @State private var manualLoginSiteName = ""
    @State private var manualLoginSiteURL = ""
    @State private var promptMemoryCurrentInput = ""
    @State private var promptMemoryRequestedQuery: String?
    @State private var promptMemoryMenuToken = 0
    @AppStorage("browser.manualLogin.customSites") private var manualLoginCustomSitesRaw = "[]"

    private var showMultiAgentEntrypoints: Bool {
        HermesFeaturePolicy.shouldShowMultiAgentEntrypoints
    }

    var body: some View {
        ZStack(alignment: .topTrailing) {
            // chatBody / configBody 始终保留在视图层级，仅通过 opacity 控制可见性。
            // 若使用 switch/if 条件渲染，SwiftUI 会在切换菜单时销毁并重建
            // TerminalView（NSViewRepresentable），导致 hermes 进程发出的 CPR 查询
            // 无法得到及时响应（SwiftTerm 断开），进而触发 "CPR not supported" 警告
            // 并产生 TUI 渲染错乱。保留视图层级可确保 SwiftTerm 始终连接、CPR 正常工作。
            ZStack {
                chatBody
                    .opacity(mode == .chat ? 1 : 0)
                    .allowsHitTesting(mode == .chat)

                configBody
                    .opacity(mode == .config ? 1 : 0)
                    .allowsHitTesting(mode == .config)

                shellBody
                    .opacity(mode == .terminal ? 1 : 0)
                    .allowsHitTesting(mode == .terminal)

                if mode == .browser {
                    hermesBrowserBody
                } else if mode == .settings {
                    ShrimpSettingsV2View(
                        user: user,
                        initialTab: .plugins,
                        includeAgentsTab: false,
                        visibleTabs: [.plugins]
                    )
                } else if mode == .profiles && showMultiAgentEntrypoints {
                    profilesBody
                } else if mode == .files {
                    UserFilesView(users: [user], preselectedUser: user, scope: .runtime(.hermes))
                } else if mode == .processes {
                    ProcessTabView(username: user.username)
                } else if mode == .logs {
                    GatewayLogViewer(username: user.username, runtime: .hermes, externalSearchQuery: $hermesLogSearchText)
                }
            }
            .padding(.top, 44)

            VStack(alignment: .trailing, spacing: 10) {
                HStack(spacing: 6) {
                    if mode == .profiles && showMultiAgentEntrypoints {
                        Button {
                            showNewProfilePopover = true
                        } label: {
                            Image(systemName: "plus")
                                .font(.system(size: 14, weight: .semibold))
                                .frame(width: 34, height: 34)
                                .background(
                                    RoundedRectangle(cornerRadius: 9, style: .continuous)
                                        .fill(Color(nsColor: .controlBackgroundColor))
                                )
                        }
                        .buttonStyle(.plain)
                        .help(L10n.k("hermes.profile.new_profile", fallback: "新建 Profile"))
                        .popover(isPresented: $showNewProfilePopover, arrowEdge: .bottom) {
                            VStack(spacing: 10) {
                                Text(L10n.k("hermes.profile.new_profile", fallback: "新建 Profile"))
                                    .font(.headline)
                                HStack(spacing: 8) {
                                    TextField(L10n.k("common.label.name", fallback: "名称"), text: $newProfileName)
                                        .textFieldStyle(.roundedBorder)
                                        .frame(width: 160)
                                    TextField("🤖", text: $newProfileEmoji)
                                        .textFieldStyle(.roundedBorder)
                                        .frame(width: 50)
                                }
                                HStack {
                                    Spacer()
                                    Button(L10n.k("common.action.cancel", fallback: "取消")) {
                                        showNewProfilePopover = false
                                        newProfileName = ""
                                        newProfileEmoji = "🤖"
                                    }
                                    .buttonStyle(.bordered)
                                    Button(L10n.k("common.action.create", fallback: "创建")) {
                                        let rawName = newProfileName.trimmingCharacters(in: .whitespacesAndNewlines)
                                        guard !rawName.isEmpty else { return }
                                        let emoji = newProfileEmoji.trimmingCharacters(in: .whitespacesAndNewlines)
                                        onCreateProfile(rawName, emoji.isEmpty ? "🤖" : emoji)
                                        newProfileName = ""
                                        newProfileEmoji = "🤖"
                                        showNewProfilePopover = false
                                    }
                                    .buttonStyle(.borderedProminent)
                                    .disabled(newProfileName.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                                }
                            }
                            .padding(16)
                            .frame(width: 280)
                        }
                    }

                    Button {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            isRightPanelExpanded.toggle()
                        }
                    } label: {
                        Image(systemName: isRightPanelExpanded ? "sidebar.right" : "sidebar.left")
                            .font(.system(size: 14, weight: .semibold))
                            .frame(width: 34, height: 34)
                            .background(
                                RoundedRectangle(cornerRadius: 9, style: .continuous)
                                    .fill(Color(nsColor: .controlBackgroundColor))
                            )
                    }
                    .buttonStyle(.plain)
                    .help(isRightPanelExpanded ? L10n.k("hermes.sidebar.collapse_panel", fallback: "收起状态面板") : L10n.k("hermes.sidebar.expand_panel", fallback: "展开状态面板"))
                }

                if isRightPanelExpanded {
                    rightPanel
                        .frame(width: UserDetailWindowLayout.expandedSidebarWidth)
                        .padding(12)
                        .background(
                            RoundedRectangle(cornerRadius: 14, style: .continuous)
                                .fill(Color(nsColor: .windowBackgroundColor).opacity(0.98))
                        )
                        .overlay(
                            RoundedRectangle(cornerRadius: 14, style: .continuous)
                                .stroke(Color.primary.opacity(0.08), lineWidth: 1)
                        )
                        .shadow(color: Color.black.opacity(0.2), radius: 18, x: 0, y: 8)
                        .transition(.move(edge: .trailing).combined(with: .opacity))
                        .zIndex(5)
                }
            }
            .padding(.top, 44)

            PromptMemoryOverlay(
                username: user.username,
                currentInput: promptMemoryCurrentInput,
                requestedQuery: promptMemoryRequestedQuery,
                requestedMenuToken: promptMemoryMenuToken,
                onConsumeRequest: { promptMemoryRequestedQuery = nil },
                onInsert: { text, mode in
                    insertPromptTextIntoActiveHermesTerminal(text, mode: mode)
                }
            )
        }
        .padding(20)
        .background(Color(nsColor: .windowBackgroundColor))
        .onAppear {
            configureChatTabsIfNeeded()
            Task { await refreshBrowserAccountStatus() }
        }
        .onChange(of: user.username) { _, _ in
            configureChatTabsIfNeeded()
            browserAccountStatus = nil
            Task { await refreshBrowserAccountStatus() }
        }
        .alert(
            L10n.k("hermes.profile.close_chat_tab_title", fallback: "关闭会话标签？"),
            isPresented: Binding(
                get: { pendingCloseTabID != nil },
                set: { if !$0 { pendingCloseTabID = nil } }
            )
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                pendingCloseTabID = nil
            }
            Button(L10n.k("common.action.close", fallback: "关闭"), role: .destructive) {
                guard let tabID = pendingCloseTabID else { return }
                chatTabManager.closeTab(id: tabID)
                pendingCloseTabID = nil
            }
        } message: {
            Text(L10n.k("hermes.profile.close_chat_tab_message", fallback: "关闭后该标签中的 Hermes 会话会被终止，无法恢复。"))
        }
        .alert(
            L10n.k("hermes.profile.delete_title", fallback: "删除 Profile？"),
            isPresented: Binding(
                get: { deleteProfileID != nil },
                set: { if !$0 { deleteProfileID = nil } }
            )
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                deleteProfileID = nil
            }
            Button(L10n.k("common.action.delete", fallback: "删除"), role: .destructive) {
                guard let profileID = deleteProfileID else { return }
                onDeleteProfile(profileID)
                deleteProfileID = nil
            }
        } message: {
            Text(L10n.k("hermes.profile.delete_message", fallback: "删除后该 profile 的会话和配置不可恢复。"))
        }
        .alert(
            L10n.k("hermes.browser.install_tool_success_title", fallback: "浏览器工具安装成功"),
            isPresented: $showInstallToolSuccess
        ) {
            Button(L10n.k("common.action.confirm", fallback: "确定"), role: .cancel) {}
        } message: {
            Text(L10n.k("hermes.browser.install_tool_success_message", fallback: "浏览器工具已就绪，Hermes 现在可以操控浏览器。"))
        }
        .alert(
            L10n.k("common.error.action_failed", fallback: "操作失败"),
            isPresented: Binding(get: { installToolError != nil }, set: { if !$0 { installToolError = nil } })
        ) {
            Button(L10n.k("common.action.confirm", fallback: "确定"), role: .cancel) { installToolError = nil }
        } message: {
            Text(installToolError ?? "")
        }
        .alert(
            L10n.k("hermes.browser.reset_title", fallback: "重置 Hermes 浏览器数据？"),
            isPresented: $showResetBrowserAccountConfirm
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                showResetBrowserAccountConfirm = false
            }
            Button(L10n.k("user.browser.reset_data_only", fallback: "重置数据"), role: .destructive) {
                Task { await resetBrowserAccount() }
            }
        } message: {
            Text(L10n.k("hermes.browser.reset_message", fallback: "将清空该用户 ClawdHome 浏览器数据（cookies/session/cache），保留 Browser Tool 与 OpenCLI。Hermes 的 OAuth 和网页登录态会被清空。"))
        }
        .alert(
            L10n.k("hermes.browser.uninstall_title", fallback: "卸载 Hermes 浏览器工具？"),
            isPresented: $showUninstallBrowserAccountToolConfirm
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                showUninstallBrowserAccountToolConfirm = false
            }
            Button(L10n.k("common.action.uninstall", fallback: "卸载"), role: .destructive) {
                Task { await uninstallBrowserAccountTool() }
            }
        } message: {
            Text(L10n.k("hermes.browser.uninstall_message", fallback: "将删除该用户的 ClawdHome 浏览器 profile、OpenCLI Browser Bridge 扩展和工具入口。不会影响系统默认 Chrome。"))
        }
        .alert(L10n.k("browser.add_login_site.title", fallback: "添加登录网站"), isPresented: $showAddManualLoginSite) {
            TextField(L10n.k("common.label.name", fallback: "名称"), text: $manualLoginSiteName)
            TextField("https://example.com", text: $manualLoginSiteURL)
            Button(L10n.k("common.action.add", fallback: "添加")) {
                addManualLoginSiteAndOpen()
            }
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {}
        } message: {
            Text(L10n.k("browser.add_login_site.message", fallback: "添加后会立即在该用户的 ClawdHome Chrome 中打开。"))
        }
    }

    private var chatBody: some View {
        terminalColumn
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var configBody: some View {
        HermesTerminalConsole(
            username: user.username,
            tabManager: configTabManager,
            isActive: mode == .config,
            onPromptInputChanged: updatePromptMemoryInput,
            onPromptMemoryRequest: openPromptMemory
        )
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var shellBody: some View {
        HermesTerminalConsole(
            username: user.username,
            tabManager: shellTabManager,
            isActive: mode == .terminal,
            onPromptInputChanged: updatePromptMemoryInput,
            onPromptMemoryRequest: openPromptMemory
        )
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private var hermesBrowserBody: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(L10n.k("hermes.browser.title", fallback: "Hermes 浏览器配置"))
                        .font(.title3.weight(.semibold))
                    Text(browserAccountStatus?.message ?? L10n.k("hermes.browser.status_unchecked", fallback: "尚未检查"))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Button {
                    Task { await refreshBrowserAccountStatus() }
                } label: {
                    Label(L10n.k("common.action.refresh", fallback: "刷新状态"), systemImage: "arrow.clockwise")
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected)
            }

            GroupBox {
                fixedSectionContent {
                    row(L10n.k("hermes.browser.profile_path", fallback: "Chrome Profile"), browserAccountStatus?.profilePath ?? "—")
                    row(L10n.k("hermes.browser.tool_path", fallback: "浏览器工具"), browserAccountStatus?.toolPath ?? "—")
                    if let endpoint = browserAccountStatus?.httpEndpoint,
                       browserAccountStatus?.browserReachable == true {
                        row("CDP", endpoint)
                    } else {
                        row("CDP", "—")
                    }
                    row(
                        L10n.k("hermes.browser.tool_state", fallback: "工具状态"),
                        browserAccountStatus?.toolInstalled == true
                            ? L10n.k("common.status.installed", fallback: "已安装")
                            : L10n.k("common.status.not_installed", fallback: "未安装")
                    )
                    row(
                        "OpenCLI",
                        opencliVersion.map { "v\($0)" } ?? L10n.k("common.status.not_installed", fallback: "未安装")
                    )
                }
            } label: {
                Label(L10n.k("hermes.browser.runtime_account", fallback: "Hermes 浏览器账号"), systemImage: "globe")
            }

            HStack(spacing: 10) {
                Button {
                    Task { await openBrowserAccount() }
                } label: {
                    Label(
                        isOpeningBrowserAccount
                            ? L10n.k("hermes.browser.opening", fallback: "打开中…")
                            : L10n.k("hermes.browser.open", fallback: "打开浏览器"),
                        systemImage: "globe"
                    )
                }
                .buttonStyle(.borderedProminent)
                .disabled(!helperClient.isConnected || isOpeningBrowserAccount)

                Button {
                    Task { await installBrowserAccountTool() }
                } label: {
                    Label(
                        isInstallingBrowserAccountTool
                            ? L10n.k("hermes.browser.installing_tool", fallback: "安装中…")
                            : browserAccountStatus?.toolInstalled == true
                                ? L10n.k("hermes.browser.tool_installed", fallback: "工具已安装")
                                : L10n.k("hermes.browser.install_tool", fallback: "安装浏览器工具"),
                        systemImage: "wrench.and.screwdriver"
                    )
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected || isInstallingBrowserAccountTool)

                Button {
                    Task { await installOpenCLI() }
                } label: {
                    Label(
                        isInstallingOpenCLI
                            ? L10n.k("hermes.opencli.installing", fallback: "安装 OpenCLI 中…")
                            : (opencliVersion == nil ? L10n.k("hermes.opencli.install", fallback: "安装 OpenCLI") : L10n.k("hermes.opencli.upgrade", fallback: "升级 OpenCLI")),
                        systemImage: "shippingbox"
                    )
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected || isInstallingOpenCLI || isRunningOpenCLIDoctor)

                Button {
                    Task { await runOpenCLIDoctor() }
                } label: {
                    Label(
                        isRunningOpenCLIDoctor
                            ? L10n.k("hermes.opencli.doctor_running", fallback: "Doctor 检测中…")
                            : L10n.k("hermes.opencli.doctor_run", fallback: "Run OpenCLI Doctor"),
                        systemImage: "stethoscope"
                    )
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected || opencliVersion == nil || isInstallingOpenCLI || isRunningOpenCLIDoctor)

                manualLoginMenu

                Button(role: .destructive) {
                    showResetBrowserAccountConfirm = true
                } label: {
                    Label(
                        isResettingBrowserAccount
                            ? L10n.k("hermes.browser.resetting", fallback: "重置中…")
                            : L10n.k("common.action.reset", fallback: "重置"),
                        systemImage: "arrow.counterclockwise"
                    )
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected || isResettingBrowserAccount || isUninstallingBrowserAccountTool)

                Button(role: .destructive) {
                    showUninstallBrowserAccountToolConfirm = true
                } label: {
                    Label(
                        isUninstallingBrowserAccountTool
                            ? L10n.k("browser.account.uninstalling", fallback: "卸载中…")
                            : L10n.k("common.action.uninstall", fallback: "卸载"),
                        systemImage: "trash.slash"
                    )
                }
                .buttonStyle(.bordered)
                .disabled(!helperClient.isConnected || isUninstallingBrowserAccountTool || isResettingBrowserAccount)
            }

            if let opencliDoctorMessage, !opencliDoctorMessage.isEmpty {
                Text(opencliDoctorMessage)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .textSelection(.enabled)
            }

            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private var manualLoginMenu: some View {
        Menu {
            ForEach(manualLoginSites) { site in
                Button {
                    Task { await openManualLoginSite(site) }
                } label: {
                    Text(site.name)
                }
            }
            Divider()
            Button {
                manualLoginSiteName = ""
                manualLoginSiteURL = ""
                showAddManualLoginSite = true
            } label: {
                Label(L10n.k("browser.add_site_label", fallback: "添加网站…"), systemImage: "plus")
            }
        } label: {
            Label(L10n.k("browser.manual_login", fallback: "手动登录"), systemImage: "person.crop.circle.badge.plus")
        }
        .buttonStyle(.bordered)
        .disabled(!helperClient.isConnected || isOpeningBrowserAccount)
    }

    private var terminalColumn: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                Text(L10n.k("hermes.sidebar.chat", fallback: "会话"))
                    .font(.headline)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(visibleChatTabs) { tab in
                            tabChip(tab)
                        }
                        addTabButton
                    }
                    .padding(.vertical, 2)
                }
                Spacer()
            }

            if !chatTabManager.tabs.isEmpty {
                let activeID = chatTabManager.selectedTabID ?? chatTabManager.tabs.first?.id
                ZStack {
                    ForEach(chatTabManager.tabs) { tab in
                        let isActive = tab.id == activeID
                        HermesChatTerminalPanel(
                            session: tab.session,
                            theme: .black,
                            minHeight: 520,
                            tabTitle: tab.title,
                            isActive: isActive,
                            onPromptInputChanged: updatePromptMemoryInput,
                            onPromptMemoryRequest: openPromptMemory
                        )
                        .opacity(isActive ? 1 : 0)
                        .allowsHitTesting(isActive)
                        .accessibilityHidden(!isActive)
                    }
                }
            } else {
                VStack(spacing: 16) {
                    Image(systemName: "bubble.left.and.text.bubble.right")
                        .font(.system(size: 40))
                        .foregroundStyle(.tertiary)
                    Text(L10n.k("hermes.chat.empty_hint", fallback: "点击下方按钮开始与 Hermes 对话"))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                    Button {
                        if let selectedProfile {
                            chatTabManager.addTab(for: selectedProfile)
                        } else {
                            chatTabManager.addTab()
                        }
                    } label: {
                        Label(L10n.k("hermes.chat.start_session", fallback: "启动会话"), systemImage: "play.fill")
                            .font(.body.weight(.medium))
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }

    private var addTabButton: some View {
        Button {
            if let selectedProfile {
                chatTabManager.addTab(for: selectedProfile)
            } else {
                chatTabManager.addTab()
            }
        } label: {
            Image(systemName: "plus")
                .font(.system(size: 12, weight: .semibold))
                .frame(width: 24, height: 24)
                .background(
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(Color.primary.opacity(0.08))
                )
        }
        .buttonStyle(.plain)
        .help(L10n.k("hermes.chat.new_tab", fallback: "新建会话标签"))
    }

    @ViewBuilder
    private func tabChip(_ tab: HermesChatTabManager.Tab) -> some View {
        let isSelected = tab.id == chatTabManager.selectedTabID
        HStack(spacing: 6) {
            Circle()
                .fill(profileAccentColor(index: tab.profileColorIndex))
                .frame(width: 7, height: 7)
            Button {
                chatTabManager.selectTab(id: tab.id)
                onSelectProfile(tab.profileID)
            } label: {
                Text(tab.title)
                    .lineLimit(1)
                    .font(.system(size: 12, weight: isSelected ? .semibold : .regular))
            }
            .buttonStyle(.plain)

            Button {
                pendingCloseTabID = tab.id
            } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 10, weight: .semibold))
            }
            .buttonStyle(.plain)
            .help(L10n.k("common.action.close_tab", fallback: "关闭标签"))
        }
        .foregroundStyle(isSelected ? Color.primary : Color.secondary)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(isSelected ? Color.primary.opacity(0.12) : Color.primary.opacity(0.05))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .stroke(Color.primary.opacity(isSelected ? 0.22 : 0.08), lineWidth: 1)
        )
    }

    private var profilesBody: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Profiles")
                .font(.title3.weight(.semibold))

            if profiles.isEmpty {
                ContentUnavailableView(L10n.k("hermes.profile.empty", fallback: "暂无 profile"), systemImage: "person.2.slash")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 250), spacing: 12)], spacing: 12) {
                        ForEach(profiles) { profile in
                            profileCard(profile)
                        }
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func profileCard(_ profile: AgentProfile) -> some View {
        let isActive = profile.id == selectedProfileID
        let status = profileStatuses[profile.id]
        let isRunning = status?.running ?? false
        let pid = status?.pid
        let isAutostart = autostartWhitelist.contains(profile.id)
        let profileDeferredItems = pendingBindingItems.filter { $0.profileID == profile.id }

        VStack(alignment: .leading, spacing: 10) {
            // --- 第一行：头像 + 名称 + 状态胶囊 ---
            HStack(alignment: .top, spacing: 8) {
                Text(profile.emoji.isEmpty ? "🤖" : profile.emoji)
                    .font(.title3)
                    .frame(width: 32, height: 32)
                    .background(
                        RoundedRectangle(cornerRadius: 8, style: .continuous)
                            .fill(Color.primary.opacity(0.08))
                    )
                VStack(alignment: .leading, spacing: 2) {
                    Text(profile.name)
                        .font(.headline)
                        .lineLimit(1)
                    Text("@\(profile.id == "main" ? "default" : profile.id)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                // T6.1 状态胶囊
                HermesProfileStatusPill(isRunning: isRunning, pid: pid, profileID: profile.id, loaded: profileStatuses[profile.id] != nil)
            }

            // --- T6.1 启停按钮行（三个图标按钮） ---
            HStack(spacing: 6) {
                // ▶ 启动
                Button {
                    onStartProfile(profile.id)
                } label: {
                    Image(systemName: "play.fill")
                        .font(.system(size: 11, weight: .semibold))
                        .frame(width: 28, height: 28)
                }
                .buttonStyle(.bordered)
                .controlSize(.mini)
                .disabled(isRunning)
                .help(L10n.k("common.action.start", fallback: "启动"))

                // ■ 停止
                Button {
                    onStopProfile(profile.id)
                } label: {
                    Image(systemName: "stop.fill")
                        .font(.system(size: 11, weight: .semibold))
                        .frame(width: 28, height: 28)
                }
                .buttonStyle(.bordered)
                .controlSize(.mini)
                .disabled(!isRunning)
                .help(L10n.k("common.action.stop", fallback: "停止"))

                // ↻ 重启
                Button {
                    onRestartProfile(profile.id)
                } label: {
                    Image(systemName: "arrow.clockwise")
                        .font(.system(size: 11, weight: .semibold))
                        .frame(width: 28, height: 28)
                }
                .buttonStyle(.bordered)
                .controlSize(.mini)
                .disabled(!isRunning)
                .help(L10n.k("common.action.restart", fallback: "重启"))

                Spacer()

                // 原有"设为当前"
                Button {
                    onSelectProfile(profile.id)
                } label: {
                    Label(L10n.k("hermes.profile.set_current", fallback: "设为当前"), systemImage: "checkmark.circle")
                        .font(.system(size: 11))
                }
                .buttonStyle(.bordered)
                .controlSize(.mini)
                .disabled(isActive)

                // 原有"Chat"
                Button {
                    onShowChat()
                    chatTabManager.addTab(for: profile)
                } label: {
                    Label(L10n.k("hermes.sidebar.chat", fallback: "会话"), systemImage: "message")
                        .font(.system(size: 11))
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.mini)

                Menu {
                    Button {
                        editingProfileID = profile.id
                        editingProfileName = profile.name
                        editingProfileEmoji = profile.emoji.isEmpty ? "🤖" : profile.emoji
                    } label: {
                        Label(L10n.k("common.action.rename", fallback: "重命名"), systemImage: "pencil")
                    }
                    if profile.id != "main" {
                        Button(role: .destructive) {
                            deleteProfileID = profile.id
                        } label: {
                            Label(L10n.k("common.action.delete", fallback: "删除"), systemImage: "trash")
                        }
                    }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .menuStyle(.borderlessButton)
            }

            // --- Model 信息行 ---
            HStack(spacing: 8) {
                if let provider = profile.modelProvider, !provider.isEmpty {
                    Text(provider.capitalized)
                } else {
                    Text("Provider -")
                }
                Text("•")
                    .foregroundStyle(.tertiary)
                Text(profile.modelPrimary ?? "model 未配置")
                    .lineLimit(1)
            }
            .font(.caption)
            .foregroundStyle(.secondary)

            // --- T6.3 开机启动 + T6 继续绑定 ---
            HStack(spacing: 0) {
                // T6.3 开机启动 Toggle
                Toggle(isOn: Binding(
                    get: { isAutostart },
                    set: { newVal in onToggleAutostart(profile.id, newVal) }
                )) {
                    Text(L10n.k("common.label.autostart", fallback: "开机启动"))
                        .font(.caption)
                }
                .toggleStyle(.checkbox)
                .controlSize(.mini)

                Spacer()

                // T6 per-profile 继续绑定按钮
                if !profileDeferredItems.isEmpty {
                    Button {
                        onShowProfileBindings(profileDeferredItems)
                    } label: {
                        Label(L10n.f("hermes.profile.continue_binding", fallback: "继续绑定 (%d)", profileDeferredItems.count), systemImage: "clock.badge.exclamationmark")
                            .font(.system(size: 11))
                            .foregroundStyle(.orange)
                    }
                    .buttonStyle(.plain)
                }
            }

            // --- 重命名编辑区 ---
            if editingProfileID == profile.id {
                HStack(spacing: 8) {
                    TextField(L10n.k("common.label.name", fallback: "名称"), text: $editingProfileName)
                        .textFieldStyle(.roundedBorder)
                    TextField("🤖", text: $editingProfileEmoji)
                        .textFieldStyle(.roundedBorder)
                        .frame(width: 56)
                    Button(L10n.k("common.action.save", fallback: "保存")) {
                        onUpdateProfile(
                            profile.id,
                            editingProfileName.trimmingCharacters(in: .whitespacesAndNewlines),
                            editingProfileEmoji.trimmingCharacters(in: .whitespacesAndNewlines)
                        )
                        editingProfileID = nil
                    }
                    .buttonStyle(.borderedProminent)
                    .disabled(editingProfileName.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    Button(L10n.k("common.action.cancel", fallback: "取消")) {
                        editingProfileID = nil
                    }
                    .buttonStyle(.bordered)
                }
            }
        }
        .padding(12)
        .background(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(Color(nsColor: .controlBackgroundColor))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(isActive ? Color.accentColor.opacity(0.7) : Color.primary.opacity(0.1), lineWidth: isActive ? 1.5 : 1)
        )
        // T6.1 per-profile 5s 轮询（卡片可见时驱动）
        .task(id: profile.id) {
            while !Task.isCancelled {
                await onRefreshProfileStatus(profile.id)
                try? await Task.sleep(for: .seconds(5))
            }
        }
    }

    private var selectedProfile: AgentProfile? {
        profiles.first(where: { $0.id == selectedProfileID }) ?? profiles.first
    }

    private var visibleChatTabs: [HermesChatTabManager.Tab] {
        guard showOnlySelectedProfileTabs, let selectedProfileID else {
            return chatTabManager.tabs
        }
        let filtered = chatTabManager.tabs.filter { $0.profileID == selectedProfileID }
        return filtered.isEmpty ? chatTabManager.tabs : filtered
    }

    private func updatePromptMemoryInput(_ input: String) {
        guard promptMemoryCurrentInput != input else { return }
        promptMemoryCurrentInput = input
    }

    private func openPromptMemory(_ input: String) {
        promptMemoryCurrentInput = input
        promptMemoryRequestedQuery = input
    }

    private func insertPromptTextIntoActiveHermesTerminal(_ text: String, mode: PromptInsertionMode) {
        switch self.mode {
        case .chat:
            chatTabManager.selectedTab?.session.insertPromptText(text, mode: mode)
        case .config:
            configTabManager.selectedTab?.session.insertPromptText(text, mode: mode)
        case .terminal:
            shellTabManager.selectedTab?.session.insertPromptText(text, mode: mode)
        case .profiles, .browser, .settings, .files, .processes, .logs:
            if let session = chatTabManager.selectedTab?.session {
                session.insertPromptText(text, mode: mode)
            } else if let session = configTabManager.selectedTab?.session {
                session.insertPromptText(text, mode: mode)
            } else {
                shellTabManager.selectedTab?.session.insertPromptText(text, mode: mode)
            }
        }
    }

    private func profileAccentColor(index: Int) -> SwiftUI.Color {
        let palette: [SwiftUI.Color] = [.blue, .teal, .green, .orange, .pink, .indigo, .mint, .red]
        return palette[max(0, index) % palette.count]
    }

    private var rightPanel: some View {
        VStack(alignment: .leading, spacing: 12) {
            GroupBox(L10n.k("hermes.status.panel.title", fallback: "状态与版本")) {
                fixedSectionContent {
                    row(L10n.k("hermes.status.panel.status_label", fallback: "状态"), runtimeRunning ? L10n.k("hermes.status.running", fallback: "运行中") : L10n.k("hermes.status.not_running", fallback: "未运行"))
                    row(L10n.k("views.user_list_view.version", fallback: "版本"), runtimeVersion.map { "v\($0)" } ?? "—")
                    row(
                        L10n.k("auto.upgrade_confirm_sheet.latest_version", fallback: "最新版本"),
                        isCheckingRuntimeUpdate
                            ? L10n.k("views.settings_view.checking_update", fallback: "检查更新中…")
                            : (latestRuntimeVersion.map { "v\($0)" } ?? "—")
                    )
                    row("PID", runtimePID.map(String.init) ?? "—")
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            GroupBox(L10n.k("views.user_list_view.resource_usage", fallback: "资源占用")) {
                fixedSectionContent {
                    let cpu = cpuPercent.map { String(format: "%.1f%%", $0) } ?? "—"
                    let mem = memRssMB.map { String(format: "%.0f MB", $0) } ?? "—"
                    let storage = homeDirBytes.map { FormatUtils.formatBytes($0) } ?? "—"
                    row("CPU", cpu)
                    row(L10n.k("common.resource.memory", fallback: "内存"), mem)
                    row(L10n.k("hermes.status.panel.storage", fallback: "存储"), storage)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            GroupBox(L10n.k("hermes.actions.panel.title", fallback: "操作")) {
                fixedSectionContent {
                    VStack(alignment: .leading, spacing: 8) {
                        Button(runtimeRunning ? L10n.k("hermes.action.restart_hermes", fallback: "重启 Hermes") : L10n.k("hermes.action.start_hermes", fallback: "启动 Hermes"), action: onStartOrRestart)
                            .buttonStyle(.borderedProminent)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .disabled(!isConnected || isLoading)

                        Button(L10n.k("hermes.action.stop", fallback: "停止 Hermes"), action: onStop)
                            .buttonStyle(.bordered)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .disabled(!isConnected || isLoading || !runtimeRunning)

                        HStack(spacing: 8) {
                            Button(
                                isCheckingRuntimeUpdate
                                    ? L10n.k("views.settings_view.checking_update", fallback: "检查更新中…")
                                    : L10n.k("views.settings_view.check_update", fallback: "检查更新"),
                                action: onCheckRuntimeUpdate
                            )
                            .buttonStyle(.bordered)
                            .disabled(!isConnected || isLoading || isCheckingRuntimeUpdate)

                            if canUpgradeRuntime {
                                Button(L10n.k("app.maintenance.quick.hermes.upgrade_latest", fallback: "升级到最新"), action: onUpgradeRuntime)
                                    .buttonStyle(.borderedProminent)
                                    .disabled(!isConnected || isLoading)
                            }
                            Spacer(minLength: 0)
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)

                        Button(L10n.k("hermes.action.health_check", fallback: "体检"), action: onOpenHealthCheck)
                            .buttonStyle(.bordered)
                            .frame(maxWidth: .infinity, alignment: .leading)

                        Button(L10n.k("common.action.refresh", fallback: "刷新状态"), action: onRefresh)
                            .buttonStyle(.plain)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .disabled(!isConnected || isLoading)

                        if let runtimeUpdateStatusMessage, !runtimeUpdateStatusMessage.isEmpty {
                            Text(runtimeUpdateStatusMessage)
                                .font(.caption)
                                .foregroundStyle(.secondary)
                                .frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            if let actionError, !actionError.isEmpty {
                GroupBox {
                    Text(actionError)
                        .font(.caption)
                        .foregroundStyle(.red)
                        .textSelection(.enabled)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }

            Spacer()
        }
    }

    private func row(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(value)
                .font(.system(.callout, design: .monospaced))
                .lineLimit(2)
                .truncationMode(.middle)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    private func fixedSectionContent<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            content()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(10)
        .background(
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(Color.primary.opacity(0.06))
        )
    }

    @MainActor
    private func refreshBrowserAccountStatus() async {
        browserAccountStatus = await helperClient.getBrowserAccountStatus(username: user.username)
        opencliVersion = await helperClient.getOpenCLIVersion(username: user.username)
    }

    @MainActor
    private func openBrowserAccount() async {
        isOpeningBrowserAccount = true
        defer { isOpeningBrowserAccount = false }
        do {
            _ = try await helperClient.openBrowserAccount(username: user.username)
            await refreshBrowserAccountStatus()
        } catch {
            await refreshBrowserAccountStatus()
            installToolError = "打开浏览器失败：\(error.localizedDescription)"
        }
    }

    private var manualLoginSites: [BrowserManualLoginSite] {
        BrowserManualLoginSite.defaults + BrowserManualLoginSite.customSites(from: manualLoginCustomSitesRaw)
    }

    @MainActor
    private func openManualLoginSite(_ site: BrowserManualLoginSite) async {
        isOpeningBrowserAccount = true
        defer { isOpeningBrowserAccount = false }
        do {
            try await helperClient.openBrowserAccountURL(username: user.username, url: site.url)
            await refreshBrowserAccountStatus()
        } catch {
            await refreshBrowserAccountStatus()
            installToolError = "打开登录页面失败：\(error.localizedDescription)"
        }
    }

    @MainActor
    private func addManualLoginSiteAndOpen() {
        guard let site = BrowserManualLoginSite.makeCustom(name: manualLoginSiteName, url: manualLoginSiteURL) else {
            return
        }
        var sites = BrowserManualLoginSite.customSites(from: manualLoginCustomSitesRaw)
        sites.append(site)
        manualLoginCustomSitesRaw = BrowserManualLoginSite.encodeCustomSites(sites)
        Task { await openManualLoginSite(site) }
    }

    @MainActor
    private func installBrowserAccountTool() async {
        isInstallingBrowserAccountTool = true
        defer { isInstallingBrowserAccountTool = false }
        do {
            browserAccountStatus = try await helperClient.installBrowserAccountTool(username: user.username)
            await refreshBrowserAccountStatus()
            showInstallToolSuccess = true
        } catch {
            await refreshBrowserAccountStatus()
            installToolError = error.localizedDescription
        }
    }

    @MainActor
    private func resetBrowserAccount() async {
        isResettingBrowserAccount = true
        defer { isResettingBrowserAccount = false }
        do {
            browserAccountStatus = try await helperClient.resetBrowserAccount(username: user.username)
        } catch {
            await refreshBrowserAccountStatus()
        }
    }

    @MainActor
    private func uninstallBrowserAccountTool() async {
        isUninstallingBrowserAccountTool = true
        defer { isUninstallingBrowserAccountTool = false }
        do {
            browserAccountStatus = try await helperClient.uninstallBrowserAccountTool(username: user.username)
            await refreshBrowserAccountStatus()
        } catch {
            await refreshBrowserAccountStatus()
            installToolError = error.localizedDescription
        }
    }

    @MainActor
    private func installOpenCLI() async {
        isInstallingOpenCLI = true
        defer { isInstallingOpenCLI = false }
        do {
            try await helperClient.installOpenCLI(username: user.username)
            opencliDoctorMessage = L10n.k("hermes.opencli.install_success", fallback: "OpenCLI installation completed.")
            await refreshBrowserAccountStatus()
        } catch {
            opencliDoctorMessage = L10n.f("hermes.opencli.install_failed", fallback: "OpenCLI installation failed: %@", error.localizedDescription)
        }
    }

    @MainActor
    private func runOpenCLIDoctor() async {
        isRunningOpenCLIDoctor = true
        defer { isRunningOpenCLIDoctor = false }
        let (ok, output) = await helperClient.runOpenCLIDoctor(username: user.username)
        opencliDoctorMessage = ok ? output : L10n.f("hermes.opencli.doctor_failed", fallback: "Doctor failed: %@", output)
    }

    private func configureChatTabsIfNeeded() {
        guard mode == .chat else { return }
        chatTabManager.configureIfNeeded(
            username: user.username,
            helperClient: helperClient,
            defaultProfile: selectedProfile
        )
    }
}

@MainActor
final class HermesChatTabManager: ObservableObject {
    struct Tab: Identifiable {
        let id: UUID
        let title: String
        let profileID: String
        let profileName: String
        let profileColorIndex: Int
        let session: HermesChatTerminalSession
    }

    @Published private(set) var tabs: [Tab] = []
    @Published var selectedTabID: UUID?

    private var username: String?
    private weak var helperClient: HelperClient?

    var selectedTab: Tab? {
        if let selectedTabID,
           let match = tabs.first(where: { $0.id == selectedTabID }) {
            return match
        }
        return tabs.first
    }

    func configureIfNeeded(username: String, helperClient: HelperClient, defaultProfile: AgentProfile?) {
        let shouldReset = self.username != username || self.helperClient !== helperClient
        self.username = username
        self.helperClient = helperClient
        if shouldReset {
            closeAllTabs()
        }
        // 不自动创建 tab，由用户点击「启动会话」按钮手动开启
    }

    func addTab() {
        addTab(for: nil)
    }

    func addTab(for profile: AgentProfile?) {
        guard let username, let helperClient else { return }
        let profileID = profile?.id ?? "main"
        let rawProfileName = profile?.name.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let profileName: String = {
            if profileID == "main" {
                if rawProfileName.isEmpty || rawProfileName == "默认角色" || rawProfileName == "Default Agent" {
                    return L10n.k("hermes.profile.default_name", fallback: "默认角色")
                }
            }
            return rawProfileName.isEmpty ? L10n.k("hermes.profile.default_name", fallback: "默认角色") : rawProfileName
        }()
        let sessionIndex = tabs.filter { $0.profileID == profileID }.count + 1
        let title = "\(profileName) · \(L10n.k("hermes.sidebar.chat", fallback: "会话")) \(sessionIndex)"
        let command: [String] = if profileID == "main" {
            ["hermes"]
        } else {
            ["hermes", "-p", profileID]
        }
        let profileColorIndex = colorIndexForProfileID(profileID)
        let newTab = Tab(
            id: UUID(),
            title: title,
            profileID: profileID,
            profileName: profileName,
            profileColorIndex: profileColorIndex,
            session: HermesChatTerminalSession(
                helperClient: helperClient,
                username: username,
                command: command
            )
        )
        tabs.append(newTab)
        selectedTabID = newTab.id
    }

    func selectTab(id: UUID) {
        guard tabs.contains(where: { $0.id == id }) else { return }
        selectedTabID = id
    }

    func closeTab(id: UUID) {
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
        let closing = tabs.remove(at: index)
        closing.session.close()

        if tabs.isEmpty {
            selectedTabID = nil
            return
        }
        if selectedTabID == id {
            let nextIndex = min(index, tabs.count - 1)
            selectedTabID = tabs[nextIndex].id
        }
    }

    func closeAllTabs() {
        let existing = tabs
        tabs = []
        selectedTabID = nil
        for tab in existing {
            tab.session.close()
        }
    }

    private func colorIndexForProfileID(_ profileID: String) -> Int {
        let paletteCount = 8
        let hash = profileID.unicodeScalars.reduce(0) { ($0 * 31 + Int($1.value)) & 0x7fffffff }
        return hash % paletteCount
    }
}

private struct HermesChatTerminalPanel: View {
    @ObservedObject var session: HermesChatTerminalSession
    let theme: MaintenanceTerminalTheme
    let minHeight: CGFloat
    let tabTitle: String
    let isActive: Bool
    var onPromptInputChanged: (String) -> Void = { _ in }
    var onPromptMemoryRequest: (String) -> Void = { _ in }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 6) {
                Image(systemName: "terminal")
                    .font(.caption)
                    .foregroundStyle(theme.headerSecondary)
                Text(tabTitle)
                    .font(.system(.caption, design: .monospaced))
                    .foregroundStyle(theme.headerSecondary)
                    .lineLimit(1)
                    .truncationMode(.middle)
                Spacer()
                Label(L10n.k("hermes.chat.helper_session", fallback: "Helper 会话"), systemImage: "bolt.horizontal.circle")
                    .font(.caption2)
                    .foregroundStyle(theme.headerSecondary)
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 6)
            Divider()
            HermesChatTerminalNSView(
                session: session,
                theme: theme,
                fontSize: 11,
                isActive: isActive,
                onPromptInputChanged: onPromptInputChanged,
                onPromptMemoryRequest: onPromptMemoryRequest
            )
            .padding(8)
            .frame(minHeight: minHeight)
        }
        .background(theme.panelBackground)
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(theme.borderColor))
    }
}

private struct HermesChatTerminalNSView: NSViewRepresentable {
    @ObservedObject var session: HermesChatTerminalSession
    let theme: MaintenanceTerminalTheme
    let fontSize: CGFloat
    let isActive: Bool
    var onPromptInputChanged: (String) -> Void = { _ in }
    var onPromptMemoryRequest: (String) -> Void = { _ in }

    func makeCoordinator() -> HermesChatTerminalSession {
        session
    }

    func makeNSView(context: Context) -> TerminalView {
        let tv = UndoSafeTerminalView(frame: .zero)
        tv.terminalDelegate = context.coordinator
        tv.allowMouseReporting = false
        tv.nativeForegroundColor = theme.terminalForeground
        tv.nativeBackgroundColor = theme.terminalBackground
        tv.font = NSFont.monospacedSystemFont(ofSize: fontSize, weight: .regular)
        context.coordinator.onPromptInputChanged = onPromptInputChanged
        context.coordinator.onPromptMemoryRequest = onPromptMemoryRequest
        context.coordinator.attachTerminalView(tv)
        context.coordinator.updateActiveFocus(isActive, view: tv)
        return tv
    }

    func updateNSView(_ nsView: TerminalView, context: Context) {
        nsView.terminalDelegate = context.coordinator
        if !nsView.nativeForegroundColor.isEqual(theme.terminalForeground) {
            nsView.nativeForegroundColor = theme.terminalForeground
        }
        if !nsView.nativeBackgroundColor.isEqual(theme.terminalBackground) {
            nsView.nativeBackgroundColor = theme.terminalBackground
        }
        if abs(nsView.font.pointSize - fontSize) > 0.01 {
            nsView.font = NSFont.monospacedSystemFont(ofSize: fontSize, weight: .regular)
        }
        context.coordinator.onPromptInputChanged = onPromptInputChanged
        context.coordinator.onPromptMemoryRequest = onPromptMemoryRequest
        context.coordinator.attachTerminalView(nsView)
        context.coordinator.updateActiveFocus(isActive, view: nsView)
    }

    static func dismantleNSView(_ nsView: TerminalView, coordinator: HermesChatTerminalSession) {
        coordinator.detachTerminalView(nsView)
    }
}

@MainActor
final class HermesChatTerminalSession: NSObject, ObservableObject, @preconcurrency TerminalViewDelegate {
    private let helperClient: HelperClient
    private let username: String
    private let command: [String]

    private weak var terminalView: TerminalView?
    private var sessionID: String?
    private var offset: Int64 = 0
    private var isStarting = false
    private var isClosed = false
    private var didExit = false

    private var outputBuffer = ""
    private let maxBufferLength = 180_000
    private var consecutivePollErrors = 0
    private let maxConsecutivePollErrors = 3

    private var startTask: Task<Void, Never>?
    private var pollTask: Task<Void, Never>?
    private var lastResizeSent: (cols: Int, rows: Int)?
    private var pendingResize: (cols: Int, rows: Int)?
    private var lastKnownSize: (cols: Int, rows: Int)?
    private var isReplaying = false
    private var appDidBecomeActiveObserver: NSObjectProtocol?
    private var wasTerminalActive = false
    private var promptInputBuffer = ""
    private var lastPromptTabAt: Date?
    var onPromptInputChanged: ((String) -> Void)?
    var onPromptMemoryRequest: ((String) -> Void)?

    init(helperClient: HelperClient, username: String, command: [String]) {
        self.helperClient = helperClient
        self.username = username
        self.command = command
        super.init()
        appDidBecomeActiveObserver = NotificationCenter.default.addObserver(
            forName: NSApplication.didBecomeActiveNotification,
            object: nil,
            queue: .main
        ) { [weak self] _ in
            self?.handleAppDidBecomeActive()
        }
    }

    deinit {
        startTask?.cancel()
        pollTask?.cancel()
        if let sessionID {
            let client = helperClient
            Task {
                _ = await client.terminateMaintenanceTerminalSession(sessionID: sessionID)
            }
        }
        if let observer = appDidBecomeActiveObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    func attachTerminalView(_ view: TerminalView) {
        let isNewView = terminalView !== view
        terminalView = view
        if isNewView {
            // 清空尺寸缓存，确保新 view layout 后触发 sizeChanged → SIGWINCH → hermes 重绘
            lastResizeSent = nil
            // replay 期间屏蔽 send()：防止历史 buffer 中的 CPR 查询触发响应，
            // 这些响应会污染仍在运行的 hermes 进程，导致渲染错乱。
            isReplaying = true
            replayOutputIfNeeded()
            isReplaying = false
        }
        startIfNeeded()
        if let pendingResize {
            self.pendingResize = nil
            sendResize(cols: pendingResize.cols, rows: pendingResize.rows)
        }
    }

    func detachTerminalView(_ view: TerminalView) {
        guard terminalView === view else { return }
        terminalView = nil
        wasTerminalActive = false
    }

    func updateActiveFocus(_ isActive: Bool, view: TerminalView) {
        defer { wasTerminalActive = isActive }
        guard isActive, !wasTerminalActive else { return }
        DispatchQueue.main.async { [weak view] in
            guard let view else { return }
            view.window?.makeFirstResponder(view)
        }
    }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        startTask?.cancel()
        pollTask?.cancel()

        let sid = sessionID
        sessionID = nil
        guard let sid else { return }
        let client = helperClient
        Task {
            _ = await client.terminateMaintenanceTerminalSession(sessionID: sid)
        }
    }

    private func startIfNeeded() {
        guard !isClosed, !didExit, !isStarting, sessionID == nil else { return }
        isStarting = true
        startTask?.cancel()
        startTask = Task { [weak self] in
            await self?.startSession()
        }
    }

    private func startSession() async {
        let startResult = await helperClient.startMaintenanceTerminalSession(
            username: username,
            command: command
        )

        let finalResult: (Bool, String, String?)
        if !startResult.0,
           startResult.2 == L10n.k("services.helper_client.disconnected", fallback: "未连接") {
            helperClient.connect()
            try? await Task.sleep(nanoseconds: 400_000_000)
            finalResult = await helperClient.startMaintenanceTerminalSession(
                username: username,
                command: command
            )
        } else {
            finalResult = startResult
        }

        await MainActor.run {
            self.isStarting = false
            if finalResult.0 {
                self.sessionID = finalResult.1
                self.offset = 0
                self.beginPolling(sessionID: finalResult.1)
                if let pendingResize = self.pendingResize {
                    self.pendingResize = nil
                    self.sendResize(cols: pendingResize.cols, rows: pendingResize.rows)
                }
            } else {
                let message = L10n.f(
                    "views.terminal_log_view.command_start_failed",
                    fallback: "命令启动失败：%@\r\n",
                    finalResult.2 ?? "unknown error"
                )
                self.appendOutput(message)
                self.feedToTerminal(message)
                self.didExit = true
            }
        }
    }

    private func beginPolling(sessionID: String) {
        pollTask?.cancel()
        pollTask = Task { [weak self] in
            guard let self else { return }
            while !Task.isCancelled {
                let snapshot = await helperClient.pollMaintenanceTerminalSession(
                    sessionID: sessionID,
                    fromOffset: self.offset
                )
                let shouldStop = await MainActor.run {
                    self.handlePollResult(snapshot, expectedSessionID: sessionID)
                }
                if shouldStop {
                    return
                }
                try? await Task.sleep(nanoseconds: 250_000_000)
            }
        }
    }

    @discardableResult
    private func handlePollResult(
        _ snapshot: (Bool, Data, Int64, Bool, Int32, String?),
        expectedSessionID: String
    ) -> Bool {
        guard sessionID == expectedSessionID else { return true }
        let (ok, chunk, nextOffset, exited, exitCode, err) = snapshot

        if !ok {
            consecutivePollErrors += 1
            if consecutivePollErrors >= maxConsecutivePollErrors {
                let text = "会话错误（连续 \(consecutivePollErrors) 次失败）：\(err ?? "unknown")\r\n"
                appendOutput(text)
                feedToTerminal(text)
                didExit = true
                sessionID = nil
                return true
            }
            // 瞬时错误，跳过本轮继续轮询
            return false
        }

        consecutivePollErrors = 0
        offset = nextOffset
        if !chunk.isEmpty {
            let text = String(decoding: chunk, as: UTF8.self)
            appendOutput(text)
            feedToTerminal(text)
        }

        if exited {
            let exitLine = "\r\n[会话已结束，exit \(exitCode)]\r\n"
            appendOutput(exitLine)
            feedToTerminal(exitLine)
            didExit = true
            sessionID = nil
            return true
        }
        return false
    }

    private func sendInput(_ data: Data) {
        guard let sessionID else { return }
        Task {
            let (ok, err) = await helperClient.sendMaintenanceTerminalSessionInput(
                sessionID: sessionID,
                input: data
            )
            if !ok {
                let msg = "\r\n输入失败：\(err ?? "unknown")\r\n"
                await MainActor.run {
                    self.appendOutput(msg)
                    self.feedToTerminal(msg)
                }
            }
        }
    }

    func insertPromptText(_ text: String, mode: PromptInsertionMode) {
        guard !text.isEmpty else { return }
        var payload = Data()
        if mode == .replace {
            payload.append(0x15)
            promptInputBuffer = ""
        }
        payload.append(contentsOf: text.utf8)
        sendInput(payload)
        if mode == .replace {
            promptInputBuffer = text
        } else {
            promptInputBuffer += text
        }
        onPromptInputChanged?(promptInputBuffer)
    }

    private func sendResize(cols: Int, rows: Int) {
        guard cols > 0, rows > 0 else { return }
        guard let sessionID else {
            pendingResize = (cols, rows)
            return
        }
        Task {
            _ = await helperClient.resizeMaintenanceTerminalSession(
                sessionID: sessionID,
                cols: cols,
                rows: rows
            )
        }
    }

    private func handleAppDidBecomeActive() {
        guard !isClosed, !didExit else { return }
        guard let size = lastKnownSize ?? lastResizeSent ?? pendingResize else { return }
        // 重新激活时强制触发一次 resize，确保 PTY/TUI 在未发生尺寸变化时也能重绘。
        lastResizeSent = nil
        sendResize(cols: size.cols, rows: size.rows)
    }

    private func appendOutput(_ text: String) {
        guard !text.isEmpty else { return }
        outputBuffer += text
        if outputBuffer.count > maxBufferLength {
            let overflow = outputBuffer.count - maxBufferLength
            outputBuffer.removeFirst(overflow)
        }
    }

    private func replayOutputIfNeeded() {
        guard let terminalView, !outputBuffer.isEmpty else { return }
        let bytes = ArraySlice(Array(outputBuffer.utf8))
        terminalView.feed(byteArray: bytes)
    }

    private func feedToTerminal(_ text: String) {
        guard let terminalView else { return }
        let bytes = ArraySlice(Array(text.utf8))
        terminalView.feed(byteArray: bytes)
    }

    // MARK: TerminalViewDelegate

    func send(source: TerminalView, data: ArraySlice<UInt8>) {
        guard !isReplaying else { return }
        if handlePromptMemoryInput(data) {
            return
        }
        sendInput(Data(data))
    }

    private func handlePromptMemoryInput(_ data: ArraySlice<UInt8>) -> Bool {
        let bytes = Array(data)
        guard !bytes.isEmpty else { return false }

        if bytes.count == 1, bytes[0] == 0x09 {
            let now = Date()
            if let lastPromptTabAt, now.timeIntervalSince(lastPromptTabAt) < 1.5 {
                self.lastPromptTabAt = nil
                onPromptMemoryRequest?(promptInputBuffer)
                return true
            }
            lastPromptTabAt = now
            return false
        }
        lastPromptTabAt = nil

        if bytes.count == 1 {
            switch bytes[0] {
            case 0x03, 0x0D, 0x0A:
                promptInputBuffer = ""
                onPromptInputChanged?(promptInputBuffer)
                return false
            case 0x15:
                promptInputBuffer = ""
                onPromptInputChanged?(promptInputBuffer)
                return false
            case 0x7F, 0x08:
                if !promptInputBuffer.isEmpty {
                    promptInputBuffer.removeLast()
                    onPromptInputChanged?(promptInputBuffer)
                }
                return false
            default:
                break
            }
        }

        guard bytes.first != 0x1B,
              let text = String(data: Data(bytes), encoding: .utf8),
              !text.isEmpty,
              text.unicodeScalars.allSatisfy({ !CharacterSet.controlCharacters.contains($0) }) else {
            return false
        }
        promptInputBuffer += text
        onPromptInputChanged?(promptInputBuffer)
        return false
    }

    func sizeChanged(source: TerminalView, newCols: Int, newRows: Int) {
        guard newCols > 0, newRows > 0 else { return }
        lastKnownSize = (newCols, newRows)
        if let lastResizeSent,
           lastResizeSent.cols == newCols,
           lastResizeSent.rows == newRows {
            return
        }
        lastResizeSent = (newCols, newRows)
        sendResize(cols: newCols, rows: newRows)
    }

    func setTerminalTitle(source: TerminalView, title: String) {}
    func hostCurrentDirectoryUpdate(source: TerminalView, directory: String?) {}
    func scrolled(source: TerminalView, position: Double) {}
    func bell(source: TerminalView) {}
    func iTermContent(source: TerminalView, content: ArraySlice<UInt8>) {}
    func rangeChanged(source: TerminalView, startY: Int, endY: Int) {}

    func requestOpenLink(source: TerminalView, link: String, params: [String: String]) {
        guard let url = URL(string: link) else { return }
        let scheme = url.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else {
            openHermesExternalURL(url)
            return
        }
        let username = username
        let helperClient = helperClient
        Task {
            do {
                try await helperClient.openBrowserAccountURL(username: username, url: url.absoluteString)
            } catch {
                openHermesExternalURL(url)
            }
        }
    }

    func clipboardCopy(source: TerminalView, content: Data) {
        guard !content.isEmpty else { return }
        let board = NSPasteboard.general
        board.clearContents()
        if let text = String(data: content, encoding: .utf8) {
            board.setString(text, forType: .string)
        } else {
            board.setData(content, forType: .string)
        }
    }
}

private func openHermesExternalURL(_ url: URL) {
    DispatchQueue.main.async {
        _ = NSWorkspace.shared.open(url)
    }
}

// MARK: - T6.1 状态胶囊

/// Hermes profile 运行状态胶囊：● 运行中 PID 12345 / ○ 已停止 / ⏳ 加载中
private struct HermesProfileStatusPill: View {
    let isRunning: Bool
    let pid: Int32?
    let profileID: String
    let loaded: Bool

    var body: some View {
        if !loaded {
            // 尚未拿到首次状态
            Label("", systemImage: "clock.arrow.circlepath")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .padding(.horizontal, 8)
                .padding(.vertical, 3)
                .background(Color.primary.opacity(0.06), in: Capsule())
        } else if isRunning {
            HStack(spacing: 4) {
                Circle()
                    .fill(Color.green)
                    .frame(width: 7, height: 7)
                if let pid, pid > 0 {
                    Text(L10n.f("hermes.status.running_pid", fallback: "运行中 PID %d", pid))
                } else {
                    Text(L10n.k("hermes.status.running", fallback: "运行中"))
                }
            }
            .font(.caption2.weight(.medium))
            .foregroundStyle(.green)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Color.green.opacity(0.1), in: Capsule())
        } else {
            HStack(spacing: 4) {
                Circle()
                    .fill(Color.secondary.opacity(0.5))
                    .frame(width: 7, height: 7)
                Text(L10n.k("hermes.status.stopped", fallback: "已停止"))
            }
            .font(.caption2.weight(.medium))
            .foregroundStyle(.secondary)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Color.primary.opacity(0.06), in: Capsule())
        }
    }
}

// MARK: - 终端 Tab 管理器

@MainActor
final class HermesTerminalTabManager: ObservableObject {
    struct Tab: Identifiable {
        let id: UUID
        let title: String
        let session: HermesChatTerminalSession
    }

    @Published private(set) var tabs: [Tab] = []
    @Published var selectedTabID: UUID?

    let titlePrefix: String
    let defaultCommand: [String]

    private var username: String?
    private weak var helperClient: HelperClient?
    private var tabCounter = 0

    init(titlePrefix: String = String(localized: "hermes.sidebar.config", defaultValue: "配置"), defaultCommand: [String] = ["hermes", "setup"]) {
        self.titlePrefix = titlePrefix
        self.defaultCommand = defaultCommand
    }

    var selectedTab: Tab? {
        if let selectedTabID,
           let match = tabs.first(where: { $0.id == selectedTabID }) {
            return match
        }
        return tabs.first
    }

    func configureIfNeeded(username: String, helperClient: HelperClient) {
        let shouldReset = self.username != username || self.helperClient !== helperClient
        self.username = username
        self.helperClient = helperClient
        if shouldReset {
            closeAllTabs()
            tabCounter = 0
        }
    }

    func addTab(command: [String]? = nil) {
        guard let username, let helperClient else { return }
        let cmd = command ?? defaultCommand
        tabCounter += 1
        let title = "\(titlePrefix) \(tabCounter)"
        let newTab = Tab(
            id: UUID(),
            title: title,
            session: HermesChatTerminalSession(
                helperClient: helperClient,
                username: username,
                command: cmd
            )
        )
        tabs.append(newTab)
        selectedTabID = newTab.id
    }

    func selectTab(id: UUID) {
        guard tabs.contains(where: { $0.id == id }) else { return }
        selectedTabID = id
    }

    func closeTab(id: UUID) {
        guard let index = tabs.firstIndex(where: { $0.id == id }) else { return }
        let closing = tabs.remove(at: index)
        closing.session.close()

        if tabs.isEmpty {
            selectedTabID = nil
            return
        }
        if selectedTabID == id {
            let nextIndex = min(index, tabs.count - 1)
            selectedTabID = tabs[nextIndex].id
        }
    }

    func closeAllTabs() {
        let existing = tabs
        tabs = []
        selectedTabID = nil
        for tab in existing {
            tab.session.close()
        }
    }
}

// MARK: - 终端 Console（侧边栏 Tab 内容）

struct HermesTerminalConsole: View {
    let username: String
    @ObservedObject var tabManager: HermesTerminalTabManager
    var isActive: Bool = true
    var onPromptInputChanged: (String) -> Void = { _ in }
    var onPromptMemoryRequest: (String) -> Void = { _ in }

    @Environment(HelperClient.self) private var helperClient
    @State private var pendingCloseTabID: UUID?

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // Tab 栏
            HStack(spacing: 10) {
                Text(L10n.k("common.label.terminal", fallback: "终端"))
                    .font(.headline)
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(tabManager.tabs) { tab in
                            terminalTabChip(tab)
                        }
                        addTabButton
                    }
                    .padding(.vertical, 2)
                }
                Spacer()
            }

            // 终端内容
            if !tabManager.tabs.isEmpty {
                let activeID = tabManager.selectedTabID ?? tabManager.tabs.first?.id
                ZStack {
                    ForEach(tabManager.tabs) { tab in
                        let isActive = tab.id == activeID
                        HermesChatTerminalPanel(
                            session: tab.session,
                            theme: .black,
                            minHeight: 520,
                            tabTitle: tab.title,
                            isActive: isActive,
                            onPromptInputChanged: onPromptInputChanged,
                            onPromptMemoryRequest: onPromptMemoryRequest
                        )
                        .opacity(isActive ? 1 : 0)
                        .allowsHitTesting(isActive)
                        .accessibilityHidden(!isActive)
                    }
                }
            } else {
                VStack(spacing: 16) {
                    Image(systemName: "terminal")
                        .font(.system(size: 40))
                        .foregroundStyle(.tertiary)
                    Text(L10n.k("hermes.terminal.empty_hint", fallback: "点击下方按钮打开终端会话"))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                    Button {
                        tabManager.addTab()
                    } label: {
                        Label(L10n.k("hermes.terminal.open", fallback: "打开终端"), systemImage: "play.fill")
                            .font(.body.weight(.medium))
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .onAppear {
            tabManager.configureIfNeeded(username: username, helperClient: helperClient)
            if isActive && tabManager.tabs.isEmpty {
                tabManager.addTab()
            }
        }
        .onChange(of: isActive) { _, newActive in
            guard newActive else { return }
            tabManager.configureIfNeeded(username: username, helperClient: helperClient)
            if tabManager.tabs.isEmpty {
                tabManager.addTab()
            }
        }
        .alert(
            L10n.k("hermes.terminal.close_tab_title", fallback: "关闭终端标签？"),
            isPresented: Binding(
                get: { pendingCloseTabID != nil },
                set: { if !$0 { pendingCloseTabID = nil } }
            )
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                pendingCloseTabID = nil
            }
            Button(L10n.k("common.action.close", fallback: "关闭"), role: .destructive) {
                guard let tabID = pendingCloseTabID else { return }
                tabManager.closeTab(id: tabID)
                pendingCloseTabID = nil
            }
        } message: {
            Text(L10n.k("hermes.terminal.close_tab_message", fallback: "关闭后该终端会话将被终止，无法恢复。"))
        }
    }

    @ViewBuilder
    private func terminalTabChip(_ tab: HermesTerminalTabManager.Tab) -> some View {
        let isSelected = tab.id == tabManager.selectedTabID
        HStack(spacing: 6) {
            Image(systemName: "terminal")
                .font(.system(size: 10))
            Button {
                tabManager.selectTab(id: tab.id)
            } label: {
                Text(tab.title)
                    .lineLimit(1)
                    .font(.system(size: 12, weight: isSelected ? .semibold : .regular))
            }
            .buttonStyle(.plain)

            Button {
                pendingCloseTabID = tab.id
            } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 10, weight: .semibold))
            }
            .buttonStyle(.plain)
            .help(L10n.k("common.action.close_tab", fallback: "关闭标签"))
        }
        .foregroundStyle(isSelected ? Color.primary : Color.secondary)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .fill(isSelected ? Color.primary.opacity(0.12) : Color.primary.opacity(0.05))
        )
        .overlay(
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .stroke(Color.primary.opacity(isSelected ? 0.22 : 0.08), lineWidth: 1)
        )
    }

    private var addTabButton: some View {
        Button {
            tabManager.addTab()
        } label: {
            Image(systemName: "plus")
                .font(.system(size: 12, weight: .semibold))
                .frame(width: 24, height: 24)
                .background(
                    RoundedRectangle(cornerRadius: 7, style: .continuous)
                        .fill(Color.primary.opacity(0.08))
                )
        }
        .buttonStyle(.plain)
        .help(L10n.k("hermes.terminal.new_tab", fallback: "新建终端标签"))
    }
}

// MARK: - Hermes 详情容器（独立窗口入口）

/// ClawDetailWindow 会根据 `user.prefersHermesRuntime` 分流到此容器。
/// 管理侧边栏 Tab、profiles、gateway 操作等全部状态。
struct HermesDetailContainer: View {
    let user: ManagedUser
    var onDeleted: (() -> Void)? = nil

    @Environment(HelperClient.self) private var helperClient
    @Environment(ShrimpPool.self) private var pool
    @Environment(MaintenanceWindowRegistry.self) private var maintenanceWindowRegistry
    @Environment(\.openWindow) private var openWindow

    @State private var mode: HermesDetailMode = .chat
    @StateObject private var chatTabManager = HermesChatTabManager()
    @StateObject private var configTabManager = HermesTerminalTabManager()
    @StateObject private var shellTabManager = HermesTerminalTabManager(titlePrefix: String(localized: "common.label.terminal", defaultValue: "终端"), defaultCommand: ["hermes-shell", "-l"])
    @State private var profiles: [AgentProfile] = []
    @State private var selectedProfileID: String? = nil
    @State private var isLoading = false
    @State private var actionError: String? = nil
    @State private var showHealthCheck = false
    @State private var showTeamWizard = false
    @State private var showPendingBindings = false
    @State private var pendingBindingItems: [PendingBindingItem] = []
    @State private var hasPendingDeferred: Bool = false
    @State private var profilesLoaded = false
    // T6.1 – per-profile 运行状态缓存
    @State private var profileStatuses: [String: (running: Bool, pid: Int32)] = [:]
    // T6.3 – 自启白名单（profile ID 集合）
    @State private var autostartWhitelist: Set<String> = ["main"]
    // T6.2 – 批量操作进度
    @State private var batchInProgress = false
    @State private var batchProcessed = 0
    @State private var batchTotal = 0
    // T6.1 – 卡片操作 alert
    @State private var profileActionError: String? = nil
    @State private var showProfileActionError = false
    // T6 – per-profile 继续绑定 sheet
    @State private var showProfileBindings = false
    @State private var profileBindingsItems: [PendingBindingItem] = []
    @State private var showDeleteConfirm = false
    @State private var isDeleting = false
    @State private var deleteHomeOption: DeleteHomeOption = .deleteHome
    @State private var deleteAdminPassword = ""
    @State private var deleteError: String? = nil
    @State private var hermesLatestVersion: String? = nil
    @State private var isCheckingHermesUpdate = false
    @State private var isUpgradingHermes = false
    @State private var hermesUpgradeStatusMessage: String? = nil
    @State private var isDetailSidebarCollapsed = false
    @State private var showStopWithTerminalsAlert = false

    private var detailWindowTitle: String {
        user.fullName.isEmpty ? user.username : user.fullName
    }

    private var detailSidebarShowsLabels: Bool {
        !isDetailSidebarCollapsed
    }

    private var detailSidebarWidth: CGFloat {
        isDetailSidebarCollapsed ? 76 : UserDetailWindowLayout.expandedSidebarWidth
    }

    private var canUpgradeHermes: Bool {
        guard let installed = user.hermesVersion, let latest = hermesLatestVersion else { return false }
        return compareVersions(installed, latest) == .orderedAscending
    }

    var body: some View {
        NavigationStack {
            HStack(spacing: 0) {
                sidebar
                Divider()
                HermesDetailView(
                    user: user,
                    mode: mode,
                    chatTabManager: chatTabManager,
                    configTabManager: configTabManager,
                    shellTabManager: shellTabManager,
                    profiles: profiles,
                    selectedProfileID: selectedProfileID,
                    isConnected: helperClient.isConnected,
                    isLoading: isLoading || isUpgradingHermes,
                    runtimeVersion: user.hermesVersion,
                    latestRuntimeVersion: hermesLatestVersion,
                    isCheckingRuntimeUpdate: isCheckingHermesUpdate,
                    canUpgradeRuntime: canUpgradeHermes,
                    runtimeUpdateStatusMessage: hermesUpgradeStatusMessage,
                    runtimeRunning: user.isRunning,
                    runtimePID: user.pid,
                    cpuPercent: user.cpuPercent,
                    memRssMB: user.memRssMB,
                    homeDirBytes: user.openclawDirBytes > 0 ? user.openclawDirBytes : nil,
                    actionError: actionError,
                    onStartOrRestart: { Task { await startOrRestart() } },
                    onStop: {
                        if !shellTabManager.tabs.isEmpty {
                            showStopWithTerminalsAlert = true
                        } else {
                            Task { await stop() }
                        }
                    },
                    onOpenHealthCheck: { showHealthCheck = true },
                    onRefresh: { Task { await refreshAll() } },
                    onCheckRuntimeUpdate: { Task { await checkHermesUpgrade() } },
                    onUpgradeRuntime: { Task { await upgradeHermesToLatest() } },
                    onSelectProfile: { id in Task { await selectProfile(id) } },
                    onCreateProfile: { name, emoji in Task { await createProfile(name: name, emoji: emoji) } },
                    onUpdateProfile: { id, name, emoji in Task { await updateProfile(id: id, name: name, emoji: emoji) } },
                    onDeleteProfile: { id in Task { await deleteProfile(id: id) } },
                    onShowChat: { mode = .chat },
                    profileStatuses: profileStatuses,
                    onStartProfile: { id in Task { await startProfile(id) } },
                    onStopProfile: { id in Task { await stopProfile(id) } },
                    onRestartProfile: { id in Task { await restartProfile(id) } },
                    autostartWhitelist: autostartWhitelist,
                    onToggleAutostart: { id, enabled in Task { await toggleAutostart(profileID: id, enabled: enabled) } },
                    pendingBindingItems: pendingBindingItems,
                    onShowProfileBindings: { items in
                        profileBindingsItems = items
                        showProfileBindings = true
                    },
                    onRefreshProfileStatus: { id in await refreshProfileStatus(id) }
                )
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .navigationTitle(detailWindowTitle)
            .navigationSubtitle("@\(user.username)")
            .background(UserDetailWindowTitleBinder(title: detailWindowTitle, subtitle: "@\(user.username)"))
            .background(UserDetailWindowWidthBinder(shouldApplyHermesPreset: true))
        }
        .sheet(isPresented: $showTeamWizard) {
            HermesTeamWizard(username: user.username)
        }
        .sheet(isPresented: $showPendingBindings) {
            // PR-5 T5.3：待完成扫码绑定 sheet
            HermesPendingBindingsSheet(
                username: user.username,
                pendingItems: pendingBindingItems,
                onBindingDone: { profileID, platformKey in
                    Task { await handleBindingDone(profileID: profileID, platformKey: platformKey) }
                },
                onBindingDeferred: { _, _ in
                    // 保持 deferred，刷新列表
                    Task { await scanDeferredBindings() }
                }
            )
        }
        .sheet(isPresented: $showProfileBindings) {
            // T6 卡片内 per-profile "继续绑定" — 外层过滤好 items，不改 PR-5 Sheet
            HermesPendingBindingsSheet(
                username: user.username,
                pendingItems: profileBindingsItems,
                onBindingDone: { profileID, platformKey in
                    Task { await handleBindingDone(profileID: profileID, platformKey: platformKey) }
                },
                onBindingDeferred: { _, _ in
                    Task { await scanDeferredBindings() }
                }
            )
        }
        .sheet(isPresented: $showHealthCheck) {
            DiagnosticsSheet(user: user, engineHint: "hermes")
        }
        .sheet(isPresented: $showDeleteConfirm) {
            deleteConfirmSheet
        }
        .alert(
            L10n.k("common.error.action_failed", fallback: "操作失败"),
            isPresented: $showProfileActionError
        ) {
            Button(L10n.k("common.action.confirm", fallback: "确定"), role: .cancel) { showProfileActionError = false }
        } message: {
            Text(profileActionError ?? "未知错误")
        }
        .alert(
            L10n.f("hermes.terminal.stop_with_terminals_title", fallback: "有 %d 个终端会话正在运行", shellTabManager.tabs.count),
            isPresented: $showStopWithTerminalsAlert
        ) {
            Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {}
            Button(L10n.k("hermes.terminal.close_and_stop", fallback: "关闭终端并停止"), role: .destructive) {
                shellTabManager.closeAllTabs()
                Task { await stop() }
            }
        } message: {
            Text(L10n.k("hermes.terminal.stop_message", fallback: "停止 Hermes 将终止所有打开的终端会话，无法恢复。"))
        }
        .task {
            await refreshAll()
            await scanDeferredBindings()
            await loadAutostartWhitelist()
        }
        .onAppear { pool.addLiveSnapshotConsumer() }
        .onDisappear {
            pool.removeLiveSnapshotConsumer()
            chatTabManager.closeAllTabs()
            configTabManager.closeAllTabs()
            shellTabManager.closeAllTabs()
        }
    }

    // MARK: - 侧边栏

    private var sidebar: some View {
        VStack(alignment: .leading, spacing: 8) {
            // 折叠/展开
            HStack {
                if detailSidebarShowsLabels {
                    Text(L10n.k("common.label.overview", fallback: "概览"))
                        .font(.system(size: 12, weight: .semibold))
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                Button {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        isDetailSidebarCollapsed.toggle()
                    }
                } label: {
                    Image(systemName: isDetailSidebarCollapsed ? "sidebar.left" : "sidebar.leading")
                        .frame(width: 36, height: 36)
                        .background(
                            RoundedRectangle(cornerRadius: 10, style: .continuous)
                                .fill(Color.primary.opacity(0.05))
                        )
                }
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)
            }
            .padding(.horizontal, detailSidebarShowsLabels ? 2 : 4)
            .frame(maxWidth: .infinity)

            // T6.2 聚合徽章 + 批量按钮（仅展开态显示）
            if detailSidebarShowsLabels {
                hermesBatchBar
            }

            // Hermes logo
            Image("HermesLogo")
                .resizable()
                .scaledToFit()
                .frame(width: detailSidebarShowsLabels ? 48 : 32, height: detailSidebarShowsLabels ? 48 : 32)
                .frame(maxWidth: .infinity, alignment: .center)
                .padding(.vertical, 4)

            // 默认角色
            if detailSidebarShowsLabels {
                let currentProfile = profiles.first(where: { $0.id == selectedProfileID })
                HStack(spacing: 4) {
                    let emoji = currentProfile?.emoji.isEmpty == false ? currentProfile!.emoji : "🤖"
                    Text("\(emoji) \(displayName(for: currentProfile))")
                        .lineLimit(1)
                }
                .font(.system(size: 13))
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
                .frame(maxWidth: .infinity)
                .background(
                    RoundedRectangle(cornerRadius: 8, style: .continuous)
                        .fill(Color(nsColor: .controlBackgroundColor))
                )
                .overlay(
                    RoundedRectangle(cornerRadius: 8, style: .continuous)
                        .stroke(Color.primary.opacity(0.1), lineWidth: 0.5)
                )
                .padding(.horizontal, 10)
            }

            Divider()
                .padding(.horizontal, detailSidebarShowsLabels ? 10 : 4)
                .padding(.vertical, 2)

            // 分组：当前角色
            if detailSidebarShowsLabels {
                Text(L10n.k("user.detail.sidebar.agent_section", fallback: "当前角色"))
                    .font(.system(size: 11, weight: .semibold))
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 10)
                    .padding(.top, 2)
            }
            hermesSidebarButton(.chat, label: L10n.k("hermes.sidebar.chat", fallback: "会话"), icon: "bubble.left.and.text.bubble.right")
            if HermesFeaturePolicy.shouldShowMultiAgentEntrypoints {
                hermesSidebarButton(.profiles, label: L10n.k("hermes.sidebar.role", fallback: "角色"), icon: "theatermasks")
            }
            hermesSidebarButton(.config, label: L10n.k("hermes.sidebar.config", fallback: "配置"), icon: "gearshape")
            hermesSidebarButton(.browser, label: L10n.k("hermes.sidebar.browser", fallback: "浏览器"), icon: "globe")

            Divider()
                .padding(.horizontal, detailSidebarShowsLabels ? 10 : 4)
                .padding(.vertical, 2)

            // 分组：实例
            if detailSidebarShowsLabels {
                Text(L10n.k("user.detail.sidebar.instance_section", fallback: "实例"))
                    .font(.system(size: 11, weight: .semibold))
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 10)
                    .padding(.top, 2)
            }
            hermesSidebarButton(.files, label: L10n.k("user.detail.auto.files", fallback: "文件"), icon: "folder")
            hermesSidebarButton(.terminal, label: L10n.k("common.label.terminal", fallback: "终端"), icon: "terminal")
            hermesSidebarButton(.processes, label: L10n.k("user.detail.auto.processes", fallback: "进程"), icon: "square.3.layers.3d")
            hermesSidebarButton(.logs, label: L10n.k("user.detail.auto.logs", fallback: "日志"), icon: "doc.text.magnifyingglass")
            hermesSidebarButton(.settings, label: L10n.k("user.detail.sidebar.settings", fallback: "设置"), icon: "gearshape")

            Spacer()

            // 底部操作
            if detailSidebarShowsLabels {
                Divider()
                    .padding(.horizontal, 10)
                    .padding(.bottom, 4)

                if HermesFeaturePolicy.shouldShowMultiAgentEntrypoints {
                    // 团队初始化向导入口（PR-4，≤3次点击：打开 Hermes 详情 → 点此按钮）
                    Button {
                        showTeamWizard = true
                    } label: {
                        Label(L10n.k("hermes.sidebar.team_init", fallback: "团队初始化"), systemImage: "wand.and.stars")
                            .font(.system(size: 12))
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 6)
                    }
                    .buttonStyle(.plain)
                }

                // PR-5 T5.3：继续绑定入口（Hermes 多 Agent 二期再开放）
                if hasPendingDeferred && HermesFeaturePolicy.shouldShowMultiAgentEntrypoints {
                    Button {
                        showPendingBindings = true
                    } label: {
                        Label(L10n.f("hermes.profile.continue_binding", fallback: "继续绑定 (%d)", pendingBindingItems.count), systemImage: "clock.badge.exclamationmark")
                            .font(.system(size: 12))
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 6)
                    }
                    .buttonStyle(.plain)
                    .foregroundStyle(.orange)
                }

                Button(role: .destructive) {
                    showDeleteConfirm = true
                } label: {
                    Label(L10n.k("common.action.delete_user", fallback: "删除用户"), systemImage: "trash")
                        .font(.system(size: 12))
                        .foregroundStyle(.red.opacity(0.8))
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 14)
        .frame(
            minWidth: detailSidebarWidth,
            idealWidth: detailSidebarWidth,
            maxWidth: detailSidebarWidth,
            maxHeight: .infinity,
            alignment: .topLeading
        )
        .background(.bar)
    }

    // MARK: T6.2 – 聚合徽章 + 批量按钮

    private var runningProfileCount: Int {
        HermesProfileRuntimeSummary.runningCount(
            profileIDs: profiles.map(\.id),
            runningProfileIDs: Set(profileStatuses.compactMap { $0.value.running ? $0.key : nil }),
            mainRuntimeRunning: user.isRunning
        )
    }

    private var hermesBadgeText: String {
        HermesProfileRuntimeSummary.badgeText(
            profileIDs: profiles.map(\.id),
            runningProfileIDs: Set(profileStatuses.compactMap { $0.value.running ? $0.key : nil }),
            mainRuntimeRunning: user.isRunning,
            profilesLoaded: profilesLoaded
        )
    }

    private var hermesBadgeColor: SwiftUI.Color {
        guard profilesLoaded else { return .secondary.opacity(0.6) }
        let running = runningProfileCount
        let total = profiles.count
        if total == 0 { return .gray }
        if running == total { return .green }
        if running == 0 { return .gray }
        return .orange
    }

    private func displayName(for profile: AgentProfile?) -> String {
        guard let profile else {
            return L10n.k("hermes.profile.default_name", fallback: "默认角色")
        }
        let trimmed = profile.name.trimmingCharacters(in: .whitespacesAndNewlines)
        if profile.id == "main",
           trimmed.isEmpty || trimmed == "默认角色" || trimmed == "Default Agent" {
            return L10n.k("hermes.profile.default_name", fallback: "默认角色")
        }
        return trimmed.isEmpty ? profile.id : trimmed
    }

    @ViewBuilder
    private var hermesBatchBar: some View {
        VStack(spacing: 6) {
            // 聚合徽章
            HStack(spacing: 6) {
                if profilesLoaded {
                    Circle()
                        .fill(hermesBadgeColor)
                        .frame(width: 8, height: 8)
                } else {
                    ProgressView()
                        .controlSize(.mini)
                        .frame(width: 8, height: 8)
                }
                Text(hermesBadgeText)
                    .font(.system(size: 11, weight: .medium))
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 10)

            // 批量按钮行
            if batchInProgress {
                HStack(spacing: 6) {
                    ProgressView()
                        .controlSize(.mini)
                    Text("\(batchProcessed)/\(batchTotal)")
                        .font(.system(size: 11))
                        .foregroundStyle(.secondary)
                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 10)
            } else {
                HStack(spacing: 6) {
                    Button {
                        Task { await batchStartAll() }
                    } label: {
                        Label(L10n.k("common.action.start_all", fallback: "全部启动"), systemImage: "play.fill")
                            .font(.system(size: 11))
                            .lineLimit(1)
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.mini)
                    .disabled(!profilesLoaded || profiles.filter { autostartWhitelist.contains($0.id) && !(profileStatuses[$0.id]?.running ?? false) }.isEmpty)

                    Button {
                        Task { await batchStopAll() }
                    } label: {
                        Label(L10n.k("common.action.stop_all", fallback: "全部停止"), systemImage: "stop.fill")
                            .font(.system(size: 11))
                            .lineLimit(1)
                    }
                    .buttonStyle(.bordered)
                    .controlSize(.mini)
                    .disabled(!profilesLoaded || profiles.filter { profileStatuses[$0.id]?.running == true }.isEmpty)

                    Spacer(minLength: 0)
                }
                .padding(.horizontal, 10)
            }
        }
        .padding(.vertical, 4)
    }

    @ViewBuilder
    private func hermesSidebarButton(_ tab: HermesDetailMode, label: String, icon: String) -> some View {
        let selected = mode == tab
        Button { mode = tab } label: {
            HStack(spacing: detailSidebarShowsLabels ? 8 : 0) {
                Image(systemName: icon)
                    .font(.system(size: 18, weight: selected ? .semibold : .regular))
                    .frame(width: 36, height: 36)
                if detailSidebarShowsLabels {
                    Text(label)
                        .lineLimit(1)
                }
                Spacer(minLength: 0)
            }
            .font(.system(size: 14, weight: selected ? .semibold : .medium))
            .foregroundStyle(selected ? Color.primary : Color.secondary)
            .padding(.horizontal, detailSidebarShowsLabels ? 10 : 0)
            .padding(.vertical, detailSidebarShowsLabels ? 4 : 0)
            .frame(maxWidth: .infinity, alignment: detailSidebarShowsLabels ? .leading : .center)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(selected ? Color.primary.opacity(0.08) : Color.clear)
            )
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }

    // MARK: - 操作

    // MARK: T6.1 per-profile 启停

    /// 刷新单个 profile 的运行状态
    private func refreshProfileStatus(_ profileID: String) async {
        let status = await helperClient.getHermesGatewayStatus(username: user.username, profileID: profileID)
        profileStatuses[profileID] = status
    }

    /// 启动指定 profile 的 gateway
    private func startProfile(_ profileID: String) async {
        do {
            try await helperClient.startHermesGateway(username: user.username, profileID: profileID)
            try? await Task.sleep(for: .milliseconds(500))
            await refreshProfileStatus(profileID)
        } catch {
            profileActionError = error.localizedDescription
            showProfileActionError = true
        }
    }

    /// 停止指定 profile 的 gateway
    private func stopProfile(_ profileID: String) async {
        do {
            try await helperClient.stopHermesGateway(username: user.username, profileID: profileID)
            try? await Task.sleep(for: .milliseconds(500))
            await refreshProfileStatus(profileID)
        } catch {
            profileActionError = error.localizedDescription
            showProfileActionError = true
        }
    }

    /// 重启指定 profile 的 gateway（串行 stop → start）
    private func restartProfile(_ profileID: String) async {
        do {
            try await helperClient.stopHermesGateway(username: user.username, profileID: profileID)
            try? await Task.sleep(for: .milliseconds(800))
            try await helperClient.startHermesGateway(username: user.username, profileID: profileID)
            try? await Task.sleep(for: .milliseconds(500))
            await refreshProfileStatus(profileID)
        } catch {
            profileActionError = error.localizedDescription
            showProfileActionError = true
        }
    }

    // MARK: T6.2 白名单加载 + 批量操作

    /// 读取自启白名单并更新本地状态
    private func loadAutostartWhitelist() async {
        guard let json = await helperClient.getHermesAutostartWhitelist(username: user.username),
              let data = json.data(using: .utf8),
              let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let arr = obj["profiles"] as? [String] else {
            // 缺失文件时默认 ["main"]
            autostartWhitelist = ["main"]
            return
        }
        autostartWhitelist = Set(arr)
    }

    /// 全部启动：仅启动白名单中当前已停止的 profile
    private func batchStartAll() async {
        guard !batchInProgress else { return }
        let targets = profiles.filter { autostartWhitelist.contains($0.id) && !(profileStatuses[$0.id]?.running ?? false) }
        guard !targets.isEmpty else { return }
        batchInProgress = true
        batchProcessed = 0
        batchTotal = targets.count
        for profile in targets {
            await startProfile(profile.id)
            batchProcessed += 1
        }
        batchInProgress = false
    }

    /// 全部停止：停止所有当前运行中的 profile
    private func batchStopAll() async {
        guard !batchInProgress else { return }
        let targets = profiles.filter { profileStatuses[$0.id]?.running == true }
        guard !targets.isEmpty else { return }
        batchInProgress = true
        batchProcessed = 0
        batchTotal = targets.count
        for profile in targets {
            await stopProfile(profile.id)
            batchProcessed += 1
        }
        batchInProgress = false
    }

    // MARK: T6.3 自启 Toggle

    /// 切换某个 profile 的开机启动状态
    private func toggleAutostart(profileID: String, enabled: Bool) async {
        do {
            try await helperClient.setHermesAutostartProfile(username: user.username, profileID: profileID, enabled: enabled)
            if enabled {
                autostartWhitelist.insert(profileID)
            } else {
                autostartWhitelist.remove(profileID)
            }
        } catch {
            // 失败时还原本地状态
            profileActionError = error.localizedDescription
            showProfileActionError = true
            if enabled {
                autostartWhitelist.remove(profileID)
            } else {
                autostartWhitelist.insert(profileID)
            }
        }
    }

    private func startOrRestart() async {
        isLoading = true
        actionError = nil
        do {
            if user.isRunning {
                try await helperClient.stopHermesGateway(username: user.username)
                try? await Task.sleep(for: .seconds(1))
            }
            try await helperClient.startHermesGateway(username: user.username)
            try? await Task.sleep(for: .seconds(1))
            await refreshStatus()
        } catch {
            actionError = error.localizedDescription
        }
        isLoading = false
    }

    private func stop() async {
        isLoading = true
        actionError = nil
        do {
            try await helperClient.stopHermesGateway(username: user.username)
            shellTabManager.closeAllTabs()
            try? await Task.sleep(for: .seconds(1))
            await refreshStatus()
        } catch {
            actionError = error.localizedDescription
        }
        isLoading = false
    }

    private func refreshAll() async {
        await refreshStatus()
        await checkHermesUpgrade()
        await loadProfiles()
        await refreshAllProfileStatuses()
    }

    private func refreshStatus() async {
        let status = await helperClient.getHermesGatewayStatus(username: user.username)
        user.isRunning = status.running
        user.pid = status.pid > 0 ? status.pid : nil
        profileStatuses["main"] = status
        user.hermesVersion = await helperClient.getHermesVersion(username: user.username)
    }

    private func checkHermesUpgrade() async {
        guard !isCheckingHermesUpdate else { return }
        isCheckingHermesUpdate = true
        defer { isCheckingHermesUpdate = false }

        do {
            let latest = try await fetchHermesLatestVersion()
            hermesLatestVersion = latest

            guard let installed = user.hermesVersion, installed != "unknown" else {
                hermesUpgradeStatusMessage = nil
                return
            }

            if compareVersions(installed, latest) == .orderedAscending {
                hermesUpgradeStatusMessage = L10n.f(
                    "shrimp.settings.dependency.bridge.update_available",
                    fallback: "已安装（%@），可升级到 %@",
                    installed,
                    latest
                )
            } else {
                hermesUpgradeStatusMessage = L10n.k("views.settings_view.up_to_date", fallback: "当前已是最新版本")
            }
        } catch {
            hermesUpgradeStatusMessage = error.localizedDescription
        }
    }

    private func upgradeHermesToLatest() async {
        guard !isUpgradingHermes else { return }
        guard helperClient.isConnected else { return }
        guard canUpgradeHermes else {
            hermesUpgradeStatusMessage = L10n.k("views.settings_view.up_to_date", fallback: "当前已是最新版本")
            return
        }

        isUpgradingHermes = true
        actionError = nil
        defer { isUpgradingHermes = false }

        do {
            try await helperClient.installHermes(username: user.username, version: hermesLatestVersion)
            await refreshStatus()
            await checkHermesUpgrade()
        } catch {
            actionError = error.localizedDescription
        }
    }

    private func fetchHermesLatestVersion() async throws -> String {
        if let fromRelease = try await fetchHermesLatestVersionFromGitHubRelease() {
            return fromRelease
        }
        if let fromPyPI = try await fetchHermesLatestVersionFromPyPI() {
            return fromPyPI
        }
        throw NSError(domain: "HermesUpdate", code: -1, userInfo: [
            NSLocalizedDescriptionKey: "无法获取 Hermes 最新版本"
        ])
    }

    private func fetchHermesLatestVersionFromGitHubRelease() async throws -> String? {
        guard let url = URL(string: "https://api.github.com/repos/NousResearch/hermes-agent/releases/latest") else {
            return nil
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = 12
        request.setValue("application/vnd.github+json", forHTTPHeaderField: "Accept")
        request.setValue("ClawdHome", forHTTPHeaderField: "User-Agent")
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
            return nil
        }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tagName = json["tag_name"] as? String else {
            return nil
        }
        return normalizeVersion(tagName)
    }

    private func fetchHermesLatestVersionFromPyPI() async throws -> String? {
        guard let url = URL(string: "https://pypi.org/pypi/hermes-agent/json") else {
            return nil
        }
        var request = URLRequest(url: url)
        request.timeoutInterval = 12
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse, (200...299).contains(http.statusCode) else {
            return nil
        }
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let info = json["info"] as? [String: Any],
              let version = info["version"] as? String else {
            return nil
        }
        return normalizeVersion(version)
    }

    private func normalizeVersion(_ raw: String) -> String {
        let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return trimmed }
        return trimmed.hasPrefix("v") ? String(trimmed.dropFirst()) : trimmed
    }

    private func compareVersions(_ lhs: String, _ rhs: String) -> ComparisonResult {
        let leftParts = numericVersionParts(from: normalizeVersion(lhs))
        let rightParts = numericVersionParts(from: normalizeVersion(rhs))
        let maxCount = max(leftParts.count, rightParts.count)
        for idx in 0..<maxCount {
            let left = idx < leftParts.count ? leftParts[idx] : 0
            let right = idx < rightParts.count ? rightParts[idx] : 0
            if left < right { return .orderedAscending }
            if left > right { return .orderedDescending }
        }
        return .orderedSame
    }

    private func numericVersionParts(from value: String) -> [Int] {
        value
            .split(separator: ".")
            .map { component -> Int in
                let digits = component.prefix { $0.isNumber }
                return Int(digits) ?? 0
            }
    }

    private func refreshAllProfileStatuses() async {
        guard !profiles.isEmpty else { return }
        await withTaskGroup(of: (String, (running: Bool, pid: Int32)).self) { group in
            for profile in profiles {
                group.addTask {
                    let status = await helperClient.getHermesGatewayStatus(
                        username: user.username,
                        profileID: profile.id
                    )
                    return (profile.id, status)
                }
            }
            for await (profileID, status) in group {
                profileStatuses[profileID] = status
                if profileID == "main" {
                    user.isRunning = status.running
                    user.pid = status.pid > 0 ? status.pid : nil
                }
            }
        }
    }

    private func loadProfiles() async {
        do {
            profiles = try await helperClient.listHermesProfiles(username: user.username)
        } catch {
            profiles = []
        }
        // 确保 main profile 存在
        if !profiles.contains(where: { $0.id == "main" }) {
            profiles.insert(AgentProfile(id: "main", name: L10n.k("hermes.profile.default_name", fallback: "默认角色"), emoji: "🤖", modelPrimary: nil, modelFallbacks: [], workspacePath: nil, isDefault: true), at: 0)
        }
        if selectedProfileID == nil || !profiles.contains(where: { $0.id == selectedProfileID }) {
            selectedProfileID = await helperClient.getHermesActiveProfile(username: user.username)
        }
        profilesLoaded = true
    }

    private func selectProfile(_ id: String) async {
        selectedProfileID = id
        do {
            try await helperClient.setHermesActiveProfile(username: user.username, profileID: id)
        } catch {
            actionError = error.localizedDescription
        }
    }

    private func createProfile(name: String, emoji: String) async {
        let profileID = nextAvailableProfileID(baseName: name)
        let newProfile = AgentProfile(
            id: profileID,
            name: name,
            emoji: emoji,
            modelPrimary: nil,
            modelFallbacks: [],
            workspacePath: nil,
            isDefault: false
        )
        do {
            try await helperClient.createHermesProfile(username: user.username, config: newProfile)
            await loadProfiles()
        } catch {
            actionError = error.localizedDescription
        }
    }

    private func nextAvailableProfileID(baseName: String) -> String {
        var chars: [Character] = []
        for ch in baseName.lowercased() {
            if ch.isASCII, (ch.isLetter || ch.isNumber) {
                chars.append(ch)
            } else if ch == " " || ch == "-" || ch == "_" {
                chars.append("_")
            }
        }

        var normalized = String(chars)
        while normalized.contains("__") {
            normalized = normalized.replacingOccurrences(of: "__", with: "_")
        }
        normalized = normalized.trimmingCharacters(in: CharacterSet(charactersIn: "_"))
        if normalized.isEmpty {
            normalized = "profile"
        }
        if let first = normalized.first,
           !(first.isASCII && (first.isLetter || first.isNumber)) {
            normalized = "p_\(normalized)"
        }
        if normalized.count > 64 {
            normalized = String(normalized.prefix(64))
        }

        let existing = Set(profiles.map(\.id))
        if !existing.contains(normalized) {
            return normalized
        }

        var index = 2
        while index < 10_000 {
            let suffix = "_\(index)"
            let maxPrefixLength = max(1, 64 - suffix.count)
            let candidate = String(normalized.prefix(maxPrefixLength)) + suffix
            if !existing.contains(candidate) {
                return candidate
            }
            index += 1
        }
        return "profile_\(Int(Date().timeIntervalSince1970))"
    }

    private func updateProfile(id: String, name: String, emoji: String) async {
        guard var profile = profiles.first(where: { $0.id == id }) else { return }
        profile.name = name
        profile.emoji = emoji
        do {
            try await helperClient.createHermesProfile(username: user.username, config: profile)
            await loadProfiles()
        } catch {
            actionError = error.localizedDescription
        }
    }

    private func deleteProfile(id: String) async {
        do {
            try await helperClient.removeHermesProfile(username: user.username, profileID: id)
            await loadProfiles()
        } catch {
            actionError = error.localizedDescription
        }
    }

    private func openMaintenanceShell() {
        let payload = maintenanceWindowRegistry.makePayload(
            username: user.username,
            title: "命令行维护 · @\(user.username)",
            command: ["zsh", "-l"],
            engine: .hermes
        )
        openWindow(id: "maintenance-terminal", value: payload)
    }

    // MARK: - PR-5 T5.3：扫描 deferred 绑定

    /// 扫描所有 profile 的向导状态，收集 deferred 平台列表
    private func scanDeferredBindings() async {
        var items: [PendingBindingItem] = []

        for profile in profiles {
            let jsonStr = await helperClient.getHermesWizardState(username: user.username, profileID: profile.id)
            guard let jsonStr,
                  let data = jsonStr.data(using: .utf8),
                  let obj = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let steps = obj["steps"] as? [String: Any],
                  let bindingsObj = steps["imBindings"] as? [String: [String: Any]] else { continue }

            for (platformKey, val) in bindingsObj {
                let statusRaw = val["status"] as? String ?? ""
                guard statusRaw == "deferred" else { continue }
                guard let platformInfo = HermesIMPlatformDirectory.find(key: platformKey) else { continue }
                items.append(PendingBindingItem(
                    id: "\(profile.id)_\(platformKey)",
                    profileID: profile.id,
                    profileDisplayName: profile.name,
                    profileEmoji: profile.emoji,
                    platform: platformInfo
                ))
            }
        }

        pendingBindingItems = items
        hasPendingDeferred = !items.isEmpty
    }

    /// 某个绑定完成后更新位图状态并刷新列表
    private func handleBindingDone(profileID: String, platformKey: String) async {
        // 构造 patch 将该平台状态更新为 done
        let doneAt = ISO8601DateFormatter().string(from: Date())
        let patch: [String: Any] = [
            "steps": [
                "imBindings": [
                    platformKey: [
                        "status": "done",
                        "doneAt": doneAt,
                        "error": NSNull()
                    ]
                ]
            ]
        ]
        if let data = try? JSONSerialization.data(withJSONObject: patch),
           let patchJSON = String(data: data, encoding: .utf8) {
            _ = await helperClient.updateHermesWizardState(
                username: user.username,
                profileID: profileID,
                patchJSON: patchJSON
            )
        }
        // 刷新列表
        await scanDeferredBindings()
    }

    // MARK: - 删除确认

    private var deleteConfirmSheet: some View {
        VStack(spacing: 16) {
            Text(L10n.f("hermes.delete.confirm_title", fallback: "确认删除 @%@？", user.username))
                .font(.headline)
            Text(L10n.k("hermes.delete.confirm_message", fallback: "此操作不可撤销，将删除该用户的所有数据。"))
                .font(.callout)
                .foregroundStyle(.secondary)
            if let deleteError {
                Text(deleteError)
                    .font(.caption)
                    .foregroundStyle(.red)
            }
            HStack {
                Button(L10n.k("common.action.cancel", fallback: "取消"), role: .cancel) {
                    showDeleteConfirm = false
                }
                .keyboardShortcut(.cancelAction)
                Button(L10n.k("common.action.delete", fallback: "删除"), role: .destructive) {
                    Task { await performDelete() }
                }
                .disabled(isDeleting)
            }
        }
        .padding(24)
        .frame(width: 360)
    }

    private func performDelete() async {
        isDeleting = true
        deleteError = nil
        do {
            try await helperClient.deleteUser(
                username: user.username,
                keepHome: false,
                adminUser: NSUserName(),
                adminPassword: ""
            )
            showDeleteConfirm = false
            pool.removeUser(username: user.username)
            onDeleted?()
        } catch {
            deleteError = error.localizedDescription
        }
        isDeleting = false
    }
}
