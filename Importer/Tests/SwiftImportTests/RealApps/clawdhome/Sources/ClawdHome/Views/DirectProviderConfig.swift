// ClawdHome/Views/DirectProviderConfig.swift

import AppKit
import SwiftUI
import WebKit

enum DirectProviderChoice: String, CaseIterable, Identifiable {
    case bailian = "bailian"
    case qiniu = "qiniu"
    case kimiCoding = "kimi-coding"
    case minimax = "minimax"
    case zai = "zai"
    case custom = "custom"

    var id: String { rawValue }

    var title: String {
        switch self {
        case .bailian: return "阿里云百炼"
        case .kimiCoding: return "Kimi Code"
        case .minimax: return "MiniMax"
        case .qiniu: return "Qiniu AI"
        case .zai: return L10n.k("views.detail.provider_zai", fallback: "智谱 Z.AI")
        case .custom: return L10n.k("views.detail.provider_custom", fallback: "自定义")
        }
    }

    var apiKeyLabel: String {
        switch self {
        case .bailian: return "百炼 API Key"
        case .kimiCoding: return "Kimi Code API Key"
        case .minimax: return "MiniMax API Key"
        case .qiniu: return "Qiniu API Key"
        case .zai: return L10n.k("views.detail.provider_zai_api_key", fallback: "智谱 API Key")
        case .custom: return L10n.k("views.detail.provider_custom_api_key", fallback: "自定义 API Key")
        }
    }

    var apiKeyPlaceholder: String {
        switch self {
        case .bailian: return "sk-..."
        case .kimiCoding: return "sk-..."
        case .minimax: return L10n.k("views.user_detail_view.minimax_api_key", fallback: "粘贴 MiniMax API Key")
        case .qiniu: return "sk-..."
        case .zai: return "sk-..."
        case .custom: return L10n.k("views.detail.provider_custom_placeholder", fallback: "留空则尝试使用 CUSTOM_API_KEY")
        }
    }

    var consoleURL: String? {
        switch self {
        case .bailian: return "https://bailian.console.aliyun.com/cn-beijing/?tab=plan#/efm/subscription/token-plan"
        case .kimiCoding: return "https://www.kimi.com/code/console"
        case .minimax: return "https://platform.minimaxi.com/user-center/basic-information/interface-key"
        case .qiniu: return "https://portal.qiniu.com/ai-inference/api-key?ref=clawdhome.app"
        case .zai: return "https://open.bigmodel.cn/usercenter/proj-mgmt/apikeys"
        case .custom: return nil
        }
    }

    var consoleTitle: String? {
        switch self {
        case .bailian: return "百炼 Token Plan"
        case .kimiCoding: return L10n.k("views.user_detail_view.kimi_code", fallback: "Kimi Code 控制台")
        case .minimax: return L10n.k("views.user_detail_view.minimax", fallback: "MiniMax 控制台")
        case .qiniu: return L10n.k("views.detail.provider_qiniu_console", fallback: "七牛 API Key")
        case .zai: return L10n.k("views.detail.provider_zai_console", fallback: "获取 API Key")
        case .custom: return nil
        }
    }

    var promotionURL: String? {
        switch self {
        case .bailian:
            return "https://www.aliyun.com/minisite/goods?userCode=vb7y6zwf"
        case .minimax:
            return "https://platform.minimaxi.com/subscribe/token-plan?code=BvYUzElSu4&source=link"
        case .qiniu:
            return "https://s.qiniu.com/vqEvYv"
        case .zai:
            return "https://www.bigmodel.cn/glm-coding?ic=BXQV5BQ8BB"
        default:
            return nil
        }
    }

    var promotionTitle: String? {
        switch self {
        case .bailian:
            return "🎁 新客 9 折优惠"
        case .minimax:
            return L10n.k("views.detail.promo_minimax", fallback: "🎁 领取 9 折专属优惠")
        case .qiniu:
            return L10n.k("views.detail.promo_qiniu", fallback: "免费领取 1000 万 Token")
        case .zai:
            return L10n.k("views.detail.promo_zai", fallback: "95折优惠订阅")
        case .custom:
            return nil
        default:
            return nil
        }
    }
}

// DirectKimiModel / DirectMinimaxModel / DirectQiniuModel / DirectZAIModel 已统一到
// ModelsStatus.swift 的 builtInModelGroups，使用 builtInModels(for:) 查询

enum DirectCustomCompatibility: String, CaseIterable, Identifiable {
    case openai
    case anthropic

    var id: String { rawValue }

    var title: String {
        switch self {
        case .openai: return "OpenAI"
        case .anthropic: return "Anthropic"
        }
    }

    var apiType: String {
        switch self {
        case .openai: return "openai-completions"
        case .anthropic: return "anthropic-messages"
        }
    }
}

let userDetailModelConfigMaintenanceContext = "user-detail-model-config"

// MARK: - ProviderModelConfigCore（可复用核心）

struct ProviderModelConfigCore: View {
    let user: ManagedUser
    /// 当作为独立 “添加模型” 弹窗使用时为 true：表单始终以全新状态打开，
    /// 不会沿用用户当前主模型/已存凭据。内嵌于详情页时保持 false（默认）。
    var presentsAsAddSheet: Bool = false
    var onSaved: ((String) -> Void)? = nil

    @Environment(\.openWindow) private var openWindow
    @Environment(HelperClient.self) private var helperClient
    @Environment(GatewayHub.self) private var gatewayHub
    @Environment(MaintenanceWindowRegistry.self) private var maintenanceWindowRegistry
    @Environment(GlobalModelStore.self) private var modelStore

    @State private var isLoading = true
    @State private var isSaving = false
    @State private var isRestartingGateway = false
    @State private var selectedProvider: DirectProviderChoice = .bailian
    @State private var selectedBailianModelId: String = "bailian/qwen3.6-plus"
    @State private var selectedKimiModelId: String = "kimi-coding/k2p5"
    @State private var selectedMinimaxModelId: String = "minimax/MiniMax-M2.7"
    @State private var selectedQiniuModelId: String = "qiniu/deepseek/deepseek-v4-pro"
    @State private var selectedZAIModelId: String = "zai/glm-5.1"
    @State private var customProviderId = ""
    @State private var customBaseURL = "https://api.example.com/v1"
    @State private var customCompatibility: DirectCustomCompatibility = .openai
    @State private var customModelId = "gpt-5.5"
    @State private var customModelSuggestions: [String] = []
    @State private var isFetchingCustomModels = false
    @State private var customModelFetchMessage: String? = nil
    @State private var customModelFetchError: String? = nil
    @State private var providerKeys: [String: String] = [:]
    @State private var isShowingApiKey = false
    @State private var saveMessage: String? = nil
    @State private var saveError: String? = nil
    @State private var currentDefaultModel: String? = nil
    @State private var currentFallbackModels: [String] = []
    @State private var configMode: ConfigMode = .builtinUI
    @State private var activeModelConfigTerminalToken: String? = nil
    @State private var showOldModelPrompt = false
    @State private var pendingApiKey: String = ""

    /// 已有配置 / 新增配置 切换
    private enum ConfigSource: String, CaseIterable, Identifiable {
        case existing
        case new
        var id: String { rawValue }
        var title: String {
            switch self {
            case .existing: return L10n.k("views.detail.config_source_existing", fallback: "已有配置")
            case .new: return L10n.k("views.detail.config_source_new", fallback: "新增配置")
            }
        }
    }
    @State private var configSource: ConfigSource = .new
    @State private var selectedTemplateId: UUID? = nil
    @State private var selectedTemplateModelId: String = ""

    /// 保存成功后 —— 全局模型池同步提示
    @State private var showGlobalPoolPrompt = false
    @State private var lastSavedProviderGroupId: String = ""
    @State private var lastSavedProviderDisplayName: String = ""
    @State private var lastSavedModelIds: [String] = []
    @State private var lastSavedApiKey: String = ""
    @State private var lastSavedCustomProviderId: String? = nil
    @State private var lastSavedCustomBaseURL: String? = nil
    @State private var lastSavedCustomAPIType: String? = nil

    /// 用户选择：旧主模型如何处理
    enum OldModelAction { case keepAsFallback, replace }
    @State private var oldModelAction: OldModelAction? = nil

    private enum ConfigMode: String, CaseIterable, Identifiable {
        case builtinUI
        case cliMore
        var id: String { rawValue }
        var title: String {
            switch self {
            case .builtinUI: return L10n.k("views.detail.config_mode_builtin", fallback: "内置 UI")
            case .cliMore: return L10n.k("views.detail.config_mode_cli", fallback: "更多模型（命令行）")
            }
        }
    }

    private var apiKeyBinding: Binding<String> {
        Binding(
            get: { providerKeys[selectedProvider.rawValue] ?? "" },
            set: { providerKeys[selectedProvider.rawValue] = $0 }
        )
    }

    private var canApply: Bool {
        let apiKey = (providerKeys[selectedProvider.rawValue] ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if selectedProvider == .custom {
            let baseURL = customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines)
            return !baseURL.isEmpty && !effectiveCustomModelId.isEmpty
        }
        return !apiKey.isEmpty
    }

    private var effectiveCustomProviderId: String {
        let value = customProviderId.trimmingCharacters(in: .whitespacesAndNewlines)
        return value.isEmpty ? "custom" : value
    }

    private var effectiveCustomModelId: String {
        customModelId.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// 全局模型池中可用模板（非空 modelIds）
    private var availableTemplates: [ProviderTemplate] {
        modelStore.providers.filter { !$0.modelIds.isEmpty }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            if isLoading {
                HStack(spacing: 8) {
                    ProgressView().scaleEffect(0.7)
                    Text(L10n.k("user.detail.auto.configuration", fallback: "读取当前配置…"))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
            } else {
                // 已有配置/新增配置 切换（仅在全局池有可用模板时显示）
                if modelStore.hasTemplate {
                    Picker(L10n.k("views.detail.config_source_picker", fallback: "配置来源"), selection: $configSource) {
                        ForEach(ConfigSource.allCases) { source in
                            Text(source.title).tag(source)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                if configSource == .existing && modelStore.hasTemplate {
                    existingTemplateView
                } else {
                    newConfigView
                }

                // 全局模型池同步提示
                if showGlobalPoolPrompt {
                    HStack(spacing: 8) {
                        Text(L10n.k("views.detail.global_pool_sync_prompt", fallback: "保存到全局模型池？"))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Button(L10n.k("views.detail.global_pool_sync_confirm", fallback: "保存")) {
                            saveToGlobalPool()
                            showGlobalPoolPrompt = false
                        }
                        .buttonStyle(.bordered)
                        .controlSize(.mini)
                        Button(L10n.k("views.detail.global_pool_sync_dismiss", fallback: "不了")) {
                            showGlobalPoolPrompt = false
                        }
                        .buttonStyle(.borderless)
                        .controlSize(.mini)
                        .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .onChange(of: selectedProvider) { _, _ in
            saveMessage = nil
            saveError = nil
            if selectedProvider == .custom && customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                customBaseURL = "https://api.example.com/v1"
            }
        }
        .onChange(of: configSource) { _, newValue in
            saveMessage = nil
            saveError = nil
            showGlobalPoolPrompt = false
            if newValue == .new {
                // 切到“新增”时回到推荐的第一个 provider，避免沿用上一次已有配置的状态
                selectedProvider = .bailian
                providerKeys.removeAll()
                isShowingApiKey = false
                customProviderId = ""
                customBaseURL = "https://api.example.com/v1"
                customCompatibility = .openai
                customModelId = "gpt-5.5"
                customModelSuggestions = []
                customModelFetchMessage = nil
                customModelFetchError = nil
            }
        }
        .task {
            await loadCurrentState()
        }
        .onReceive(NotificationCenter.default.publisher(for: .maintenanceTerminalWindowClosed)) { notification in
            guard let userInfo = notification.userInfo,
                  let token = userInfo["token"] as? String,
                  let context = userInfo["context"] as? String,
                  context == userDetailModelConfigMaintenanceContext,
                  token == activeModelConfigTerminalToken else { return }
            activeModelConfigTerminalToken = nil
            Task {
                await loadCurrentState()
                if let model = currentDefaultModel {
                    onSaved?(model)
                }
            }
        }
        .confirmationDialog(
            L10n.f("views.user_detail_view.old_model_prompt_title",
                    fallback: "当前主模型 %@ 如何处理？",
                    currentDefaultModel ?? ""),
            isPresented: $showOldModelPrompt,
            titleVisibility: .visible
        ) {
            Button(L10n.k("views.user_detail_view.old_model_keep_fallback", fallback: "保留为备选")) {
                oldModelAction = .keepAsFallback
                Task { await doApplyConfig(apiKey: pendingApiKey) }
            }
            Button(L10n.k("views.user_detail_view.old_model_replace", fallback: "直接替换")) {
                oldModelAction = .replace
                Task { await doApplyConfig(apiKey: pendingApiKey) }
            }
            Button(L10n.k("views.user_detail_view.old_model_cancel", fallback: "取消"), role: .cancel) {}
        }
    }

    // MARK: - 已有配置视图

    @ViewBuilder
    private var existingTemplateView: some View {
        VStack(alignment: .leading, spacing: 10) {
            Picker(L10n.k("views.detail.template_picker", fallback: "选择账户"), selection: $selectedTemplateId) {
                Text(L10n.k("views.detail.template_picker_placeholder", fallback: "请选择…")).tag(nil as UUID?)
                ForEach(availableTemplates) { template in
                    Text(template.displayNameWithAlias).tag(template.id as UUID?)
                }
            }
            .pickerStyle(.menu)

            if let templateId = selectedTemplateId,
               let template = modelStore.providerTemplate(id: templateId) {
                Picker(L10n.k("views.detail.template_model_picker", fallback: "模型"), selection: $selectedTemplateModelId) {
                    ForEach(template.modelIds, id: \.self) { modelId in
                        let label = builtInModel(for: modelId)?.label ?? modelId
                        Text(label).tag(modelId)
                    }
                }
                .pickerStyle(.menu)

                if !selectedTemplateModelId.isEmpty {
                    Text(selectedTemplateModelId)
                        .font(.system(.caption2, design: .monospaced))
                        .foregroundStyle(.secondary)
                }
            }

            if let saveMessage {
                Label(saveMessage, systemImage: "checkmark.circle.fill")
                    .font(.caption)
                    .foregroundStyle(.green)
            }

            if let saveError {
                Label(saveError, systemImage: "exclamationmark.triangle.fill")
                    .font(.caption)
                    .foregroundStyle(.red)
            }

            if isRestartingGateway {
                Label(L10n.k("user.detail.cron.restarting_gateway", fallback: "正在重启 Gateway，配置将在重启后生效…"), systemImage: "arrow.triangle.2.circlepath")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            HStack {
                Button(L10n.k("user.detail.auto.reload", fallback: "重新读取")) {
                    Task { await loadCurrentState() }
                }
                .buttonStyle(.bordered)
                .disabled(isSaving)

                Spacer()

                Button(
                    isRestartingGateway
                        ? L10n.k("views.user_detail_view.restarting_gateway", fallback: "重启中…")
                        : (isSaving
                            ? L10n.k("user.detail.auto.save", fallback: "保存中…")
                            : L10n.k("user.detail.auto.save", fallback: "保存并应用"))
                ) {
                    Task { await applyExistingTemplate() }
                }
                .buttonStyle(.borderedProminent)
                .disabled(isSaving || selectedTemplateId == nil || selectedTemplateModelId.isEmpty)
            }
        }
        .onChange(of: selectedTemplateId) { _, newId in
            saveMessage = nil
            saveError = nil
            showGlobalPoolPrompt = false
            if let newId, let template = modelStore.providerTemplate(id: newId) {
                selectedTemplateModelId = template.modelIds.first ?? ""
            } else {
                selectedTemplateModelId = ""
            }
        }
    }

    // MARK: - 新增配置视图

    @ViewBuilder
    private var newConfigView: some View {
        Picker(L10n.k("views.user_detail_view.configuration_mode", fallback: "配置方式"), selection: $configMode) {
            ForEach(ConfigMode.allCases) { mode in
                Text(mode.title).tag(mode)
            }
        }
        .pickerStyle(.segmented)

        if configMode == .cliMore {
            HStack(spacing: 6) {
                Label(L10n.k("views.user_detail_view.more_models", fallback: "更多模型"), systemImage: "terminal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Text(L10n.k("views.user_detail_view.more_models_desc", fallback: "通过命令行交互配置，支持完整模型与回退策略。"))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Button(L10n.k("views.user_detail_view.open_cli_config", fallback: "打开命令行配置")) {
                openModelConfigTerminal()
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.small)
        } else {
            Picker(selection: $selectedProvider) {
                ForEach(DirectProviderChoice.allCases) { provider in
                    Text(provider.title).tag(provider)
                }
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
            .labelsHidden()

            if selectedProvider != .custom {
                VStack(alignment: .leading, spacing: 6) {
                    HStack(spacing: 6) {
                        Text(selectedProvider.apiKeyLabel)
                            .font(.subheadline)
                            .fontWeight(.medium)
                        Spacer()
                        if let promotionTitle = selectedProvider.promotionTitle,
                           let promotionURL = selectedProvider.promotionURL {
                            Button {
                                if let url = URL(string: promotionURL) {
                                    NSWorkspace.shared.open(url)
                                }
                            } label: {
                                Text(promotionTitle)
                                    .font(.caption)
                            }
                            .buttonStyle(.borderless)
                            .foregroundStyle(Color.accentColor)
                        }
                        if let consoleURL = selectedProvider.consoleURL,
                           let consoleTitle = selectedProvider.consoleTitle {
                            Button {
                                if let url = URL(string: consoleURL) {
                                    NSWorkspace.shared.open(url)
                                }
                            } label: {
                                Label(consoleTitle, systemImage: "arrow.up.right.square")
                                    .font(.caption)
                            }
                            .buttonStyle(.borderless)
                            .foregroundStyle(Color.accentColor)
                        }
                    }

                    HStack(spacing: 8) {
                        Group {
                            if isShowingApiKey {
                                TextField(selectedProvider.apiKeyPlaceholder, text: apiKeyBinding)
                            } else {
                                SecureField(selectedProvider.apiKeyPlaceholder, text: apiKeyBinding)
                            }
                        }
                        .textFieldStyle(.roundedBorder)

                        Button {
                            isShowingApiKey.toggle()
                        } label: {
                            Image(systemName: isShowingApiKey ? "eye.slash" : "eye")
                        }
                        .buttonStyle(.bordered)
                        .help(isShowingApiKey ? L10n.k("user.detail.auto.hide", fallback: "隐藏") : L10n.k("user.detail.auto.show", fallback: "显示"))
                    }
                }
            }

            if selectedProvider == .bailian {
                directModelPicker(providerId: "bailian", selection: $selectedBailianModelId)
            } else if selectedProvider == .minimax {
                directModelPicker(providerId: "minimax", title: L10n.k("user.detail.auto.minimax_models", fallback: "MiniMax 模型"), selection: $selectedMinimaxModelId)
            } else if selectedProvider == .kimiCoding {
                directModelPicker(providerId: "kimi-coding", title: L10n.k("user.detail.auto.kimi_models", fallback: "Kimi 模型"), selection: $selectedKimiModelId)
            } else if selectedProvider == .qiniu {
                directModelPicker(providerId: "qiniu", selection: $selectedQiniuModelId)
            } else if selectedProvider == .zai {
                directModelPicker(providerId: "zai", title: L10n.k("views.user_detail_view.zai_models", fallback: "智谱 Z.AI 模型"), selection: $selectedZAIModelId)
            } else if selectedProvider == .custom {
                VStack(alignment: .leading, spacing: 10) {
                    VStack(alignment: .leading, spacing: 4) {
                        Picker(L10n.k("views.user_detail_view.custom_compatibility_picker", fallback: "兼容类型"), selection: $customCompatibility) {
                            ForEach(DirectCustomCompatibility.allCases) { item in
                                Text(item.title).tag(item)
                            }
                        }
                        .pickerStyle(.segmented)
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        Text(L10n.k("views.user_detail_view.base_url", fallback: "Base URL"))
                            .font(.caption)
                            .foregroundStyle(.primary)
                        TextField("https://api.example.com/v1", text: $customBaseURL)
                            .textFieldStyle(.roundedBorder)
                            .font(.system(.body, design: .monospaced))
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        Text(selectedProvider.apiKeyLabel)
                            .font(.caption)
                            .foregroundStyle(.primary)
                        HStack(spacing: 8) {
                            Group {
                                if isShowingApiKey {
                                    TextField(selectedProvider.apiKeyPlaceholder, text: apiKeyBinding)
                                } else {
                                    SecureField(selectedProvider.apiKeyPlaceholder, text: apiKeyBinding)
                                }
                            }
                            .textFieldStyle(.roundedBorder)

                            Button {
                                isShowingApiKey.toggle()
                            } label: {
                                Image(systemName: isShowingApiKey ? "eye.slash" : "eye")
                            }
                            .buttonStyle(.bordered)
                            .help(isShowingApiKey ? L10n.k("user.detail.auto.hide", fallback: "隐藏") : L10n.k("user.detail.auto.show", fallback: "显示"))
                        }
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        Text(L10n.k("views.user_detail_view.custom_model", fallback: "模型"))
                            .font(.caption)
                            .foregroundStyle(.primary)
                        TextField(
                            L10n.k("views.user_detail_view.custom_model_id_placeholder", fallback: "输入模型 ID（例如 gpt-5.5 / claude-opus-4-7）"),
                            text: $customModelId
                        )
                        .textFieldStyle(.roundedBorder)
                        .font(.system(.body, design: .monospaced))
                        HStack(spacing: 8) {
                            Button(isFetchingCustomModels ? L10n.k("views.detail.custom_fetching", fallback: "拉取中…") : L10n.k("views.detail.custom_fetch_list", fallback: "从 API 拉取列表")) {
                                Task { await fetchCustomModels() }
                            }
                            .buttonStyle(.bordered)
                            .controlSize(.small)
                            .disabled(isFetchingCustomModels || customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)

                            if !customModelSuggestions.isEmpty {
                                Picker(L10n.k("views.user_detail_view.suggested_models", fallback: "可选模型"), selection: $customModelId) {
                                    ForEach(customModelSuggestions, id: \.self) { item in
                                        Text(item).tag(item)
                                    }
                                }
                                .pickerStyle(.menu)
                                .controlSize(.small)
                            }
                        }
                        if let customModelFetchMessage {
                            Text(customModelFetchMessage)
                                .font(.caption2)
                                .foregroundStyle(.secondary)
                        }
                        if let customModelFetchError {
                            Text(customModelFetchError)
                                .font(.caption2)
                                .foregroundStyle(.red)
                        }
                    }
                    VStack(alignment: .leading, spacing: 4) {
                        Text(L10n.k("views.user_detail_view.custom_provider_id_optional", fallback: "Provider ID（可选，默认 custom）"))
                            .font(.caption)
                            .foregroundStyle(.primary)
                        TextField("custom", text: $customProviderId)
                            .textFieldStyle(.roundedBorder)
                            .font(.system(.body, design: .monospaced))
                    }
                    Text("\(effectiveCustomProviderId)/\(effectiveCustomModelId)")
                        .font(.system(.caption2, design: .monospaced))
                        .foregroundStyle(.secondary)
                }
            }

            if let saveMessage {
                Label(saveMessage, systemImage: "checkmark.circle.fill")
                    .font(.caption)
                    .foregroundStyle(.green)
            }

            if let saveError {
                Label(saveError, systemImage: "exclamationmark.triangle.fill")
                    .font(.caption)
                    .foregroundStyle(.red)
            }

            if isRestartingGateway {
                Label(L10n.k("user.detail.cron.restarting_gateway", fallback: "正在重启 Gateway，配置将在重启后生效…"), systemImage: "arrow.triangle.2.circlepath")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            HStack {
                Button(L10n.k("user.detail.auto.reload", fallback: "重新读取")) {
                    Task { await loadCurrentState() }
                }
                .buttonStyle(.bordered)
                .disabled(isSaving)

                Spacer()

                Button(
                    isRestartingGateway
                        ? L10n.k("views.user_detail_view.restarting_gateway", fallback: "重启中…")
                        : (isSaving
                            ? L10n.k("user.detail.auto.save", fallback: "保存中…")
                            : L10n.k("user.detail.auto.save", fallback: "保存并应用"))
                ) {
                    Task { await applyConfig() }
                }
                .buttonStyle(.borderedProminent)
                .disabled(isSaving || !canApply)
            }
        }
    }

    // MARK: - 已有配置应用

    private func applyExistingTemplate() async {
        guard let templateId = selectedTemplateId,
              let template = modelStore.providerTemplate(id: templateId),
              !selectedTemplateModelId.isEmpty else {
            saveError = L10n.k("views.detail.error_select_template", fallback: "请先选择配置和模型")
            return
        }

        // 从 GlobalSecretsStore 获取凭据
        let secretKey = "\(template.providerGroupId):\(template.name)"
        let apiKey = GlobalSecretsStore.shared.value(for: secretKey, fallbackProvider: template.providerGroupId) ?? ""

        // 映射 providerGroupId 到 DirectProviderChoice
        let providerChoice: DirectProviderChoice
        switch template.providerGroupId {
        case "bailian": providerChoice = .bailian
        case "qiniu": providerChoice = .qiniu
        case "kimi-coding": providerChoice = .kimiCoding
        case "minimax": providerChoice = .minimax
        case "zai": providerChoice = .zai
        default: providerChoice = .custom
        }

        // 设置相关状态
        selectedProvider = providerChoice
        providerKeys[providerChoice.rawValue] = apiKey
        switch providerChoice {
        case .bailian: selectedBailianModelId = selectedTemplateModelId
        case .qiniu: selectedQiniuModelId = selectedTemplateModelId
        case .kimiCoding: selectedKimiModelId = selectedTemplateModelId
        case .minimax: selectedMinimaxModelId = selectedTemplateModelId
        case .zai: selectedZAIModelId = selectedTemplateModelId
        case .custom:
            if let customPid = template.customProviderId {
                customProviderId = customPid
            }
            if let baseURL = template.customBaseURL {
                customBaseURL = baseURL
            }
            if let apiType = template.customAPIType {
                customCompatibility = apiType.contains("anthropic") ? .anthropic : .openai
            }
            let parts = selectedTemplateModelId.split(separator: "/", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                customModelId = parts[1]
            } else {
                customModelId = selectedTemplateModelId
            }
        }

        // 走统一的应用流程
        if selectedProvider == .custom || !apiKey.isEmpty {
            // 如果已有主模型且与新选择不同，弹窗让用户选择
            if let current = currentDefaultModel, !current.isEmpty {
                let newPrimary = resolveNewPrimary()
                if current != newPrimary {
                    pendingApiKey = apiKey
                    oldModelAction = nil
                    showOldModelPrompt = true
                    return
                }
            }
            oldModelAction = .replace
            await doApplyConfig(apiKey: apiKey)
        } else {
            saveError = L10n.k("views.detail.error_template_no_key", fallback: "该账户未存储 API Key，请切换到新增配置手动输入")
        }
    }

    // MARK: - 全局模型池同步

    private func saveToGlobalPool() {
        let template = ProviderTemplate(
            name: lastSavedProviderDisplayName,
            providerGroupId: lastSavedProviderGroupId,
            providerDisplayName: lastSavedProviderDisplayName,
            modelIds: lastSavedModelIds,
            customProviderId: lastSavedCustomProviderId,
            customBaseURL: lastSavedCustomBaseURL,
            customAPIType: lastSavedCustomAPIType
        )

        // 确保名称唯一
        var finalTemplate = template
        if !modelStore.isAliasAvailable(finalTemplate.name) {
            var counter = 2
            while !modelStore.isAliasAvailable("\(finalTemplate.name) \(counter)") {
                counter += 1
            }
            finalTemplate.name = "\(finalTemplate.name) \(counter)"
        }

        modelStore.addProvider(finalTemplate)

        // 保存 API Key 到 GlobalSecretsStore
        if !lastSavedApiKey.isEmpty {
            let entry = SecretEntry(
                provider: lastSavedProviderGroupId,
                accountName: finalTemplate.name,
                value: lastSavedApiKey
            )
            GlobalSecretsStore.shared.save(entry: entry)
        }
    }

    // MARK: - directModelPicker

    @ViewBuilder
    private func directModelPicker(providerId: String, title: String? = nil, selection: Binding<String>) -> some View {
        let models = builtInModels(for: providerId)
        VStack(alignment: .leading, spacing: 6) {
            if let title {
                Text(title)
                    .font(.subheadline)
                    .fontWeight(.medium)
            }
            Picker(L10n.k("user.detail.auto.models", fallback: "模型"), selection: selection) {
                ForEach(models) { model in
                    Text(model.label).tag(model.id)
                }
            }
            .pickerStyle(.menu)
            Text(selection.wrappedValue)
                .font(.system(.caption2, design: .monospaced))
                .foregroundStyle(.secondary)
        }
    }

    // MARK: - 逻辑函数

    private func openModelConfigTerminal() {
        let completionToken = UUID().uuidString
        activeModelConfigTerminalToken = completionToken
        let payload = maintenanceWindowRegistry.makePayload(
            username: user.username,
            title: L10n.k("wizard.model_config.command.window_title", fallback: "模型配置命令行"),
            command: ["openclaw", "configure", "--section", "model"],
            engine: .openclaw,
            completionToken: completionToken,
            completionContext: userDetailModelConfigMaintenanceContext
        )
        openWindow(id: "maintenance-terminal", value: payload)
    }

    private func loadCurrentState() async {
        isLoading = true
        defer { isLoading = false }
        saveMessage = nil
        saveError = nil
        showGlobalPoolPrompt = false

        let config = await helperClient.getConfigJSON(username: user.username)
        if let status = await helperClient.getModelsStatus(username: user.username) {
            currentDefaultModel = status.resolvedDefault ?? status.defaultModel
            currentFallbackModels = status.fallbacks
        } else {
            currentDefaultModel = currentPrimaryModel(from: config)
            currentFallbackModels = []
        }
        // “添加模型”弹窗里始终保持新增姿态：不沿用当前主模型，避免预选成已有 provider
        if !presentsAsAddSheet, let primary = currentPrimaryModel(from: config) {
            if primary.hasPrefix("bailian/") {
                selectedProvider = .bailian
                selectedBailianModelId = primary
            } else if primary.hasPrefix("minimax/") {
                selectedProvider = .minimax
                selectedMinimaxModelId = primary
            } else if primary.hasPrefix("qiniu/") {
                selectedProvider = .qiniu
                selectedQiniuModelId = primary
            } else if primary.hasPrefix("zai/") {
                selectedProvider = .zai
                selectedZAIModelId = primary
            } else if primary.hasPrefix("kimi-coding/") {
                selectedProvider = .kimiCoding
                selectedKimiModelId = primary
            } else if primary.contains("/") {
                selectedProvider = .custom
                let parts = primary.split(separator: "/", maxSplits: 1).map(String.init)
                if parts.count == 2 {
                    customProviderId = parts[0]
                    customModelId = parts[1]
                }
            }
        }

        let authProfiles = await readUserJSON(relativePath: ".openclaw/agents/main/agent/auth-profiles.json")
        let profiles = (authProfiles["profiles"] as? [String: Any]) ?? [:]

        if !presentsAsAddSheet {
            let bailianKey = ((profiles["bailian:default"] as? [String: Any])?["key"] as? String) ?? ""
            let kimiKey = ((profiles["kimi-coding:default"] as? [String: Any])?["key"] as? String) ?? ""
            let minimaxKey = ((profiles["minimax:cn"] as? [String: Any])?["key"] as? String) ?? ""
            let qiniuKey = ((profiles["qiniu:default"] as? [String: Any])?["key"] as? String) ?? ""
            let zaiKey = ((profiles["zai:default"] as? [String: Any])?["key"] as? String) ?? ""
            providerKeys[DirectProviderChoice.bailian.rawValue] = bailianKey
            providerKeys[DirectProviderChoice.kimiCoding.rawValue] = kimiKey
            providerKeys[DirectProviderChoice.minimax.rawValue] = minimaxKey
            providerKeys[DirectProviderChoice.qiniu.rawValue] = qiniuKey
            providerKeys[DirectProviderChoice.zai.rawValue] = zaiKey
        }

        if selectedProvider == .custom {
            let providerId = effectiveCustomProviderId
            let customProviderConfig = (((config["models"] as? [String: Any])?["providers"] as? [String: Any])?[providerId] as? [String: Any]) ?? [:]
            if let baseUrl = customProviderConfig["baseUrl"] as? String, !baseUrl.isEmpty {
                customBaseURL = baseUrl
            }
            if let api = customProviderConfig["api"] as? String {
                customCompatibility = api.contains("anthropic") ? .anthropic : .openai
            }
            if let apiKey = customProviderConfig["apiKey"] as? String, !apiKey.isEmpty {
                providerKeys[DirectProviderChoice.custom.rawValue] = apiKey
            } else {
                providerKeys[DirectProviderChoice.custom.rawValue] = ""
            }
        }

        // 根据已有状态设置初始 configSource
        if modelStore.hasTemplate {
            configSource = .existing
        }
    }

    private func applyConfig() async {
        let apiKey = (providerKeys[selectedProvider.rawValue] ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard selectedProvider == .custom || !apiKey.isEmpty else {
            saveError = L10n.k("user.detail.auto.input_api_key", fallback: "请先输入 API Key")
            return
        }

        // 如果已有主模型且与新选择不同，弹窗让用户选择
        if let current = currentDefaultModel, !current.isEmpty {
            let newPrimary = resolveNewPrimary()
            if current != newPrimary {
                pendingApiKey = apiKey
                oldModelAction = nil
                showOldModelPrompt = true
                return
            }
        }

        // 没有旧模型冲突，直接替换
        oldModelAction = .replace
        await doApplyConfig(apiKey: apiKey)
    }

    /// 推算当前选择将要设置的主模型 ID
    private func resolveNewPrimary() -> String {
        switch selectedProvider {
        case .bailian: return selectedBailianModelId
        case .kimiCoding: return selectedKimiModelId
        case .minimax: return selectedMinimaxModelId
        case .qiniu: return selectedQiniuModelId
        case .zai: return selectedZAIModelId
        case .custom: return "\(effectiveCustomProviderId)/\(effectiveCustomModelId)"
        }
    }

    private func doApplyConfig(apiKey: String) async {
        guard let action = oldModelAction else { return }

        isSaving = true
        isRestartingGateway = false
        defer {
            isSaving = false
            isRestartingGateway = false
        }
        saveMessage = nil
        saveError = nil
        showGlobalPoolPrompt = false

        do {
            // 1. 构建 config patch + 同步 agent 文件
            let (patch, agentFileSync) = try await buildProviderPatch(apiKey: apiKey)

            // 2. 优先 WebSocket config.patch；连接层错误回退到 helper 直写 + 重启 gateway
            var noop = false
            do {
                let (cfg, baseHash) = try await gatewayHub.configGetFull(username: user.username)
                var mergedPatch = mergePatchWithExistingAliases(patch: patch, existingConfig: cfg)
                applyOldModelAction(action, to: &mergedPatch, existingConfig: cfg)

                let (websocketNoop, _) = try await gatewayHub.configPatch(
                    username: user.username,
                    patch: mergedPatch,
                    baseHash: baseHash,
                    note: "ClawdHome: apply \(selectedProvider.title) config"
                )
                noop = websocketNoop
            } catch {
                guard isGatewayConnectivityError(error) else { throw error }
                let cfg = await helperClient.getConfigJSON(username: user.username)
                var mergedPatch = mergePatchWithExistingAliases(patch: patch, existingConfig: cfg)
                applyOldModelAction(action, to: &mergedPatch, existingConfig: cfg)

                let merged = deepMergeJSON(base: cfg, patch: mergedPatch)
                for key in mergedPatch.keys {
                    guard let value = merged[key] else { continue }
                    try await helperClient.setConfigDirect(username: user.username, path: key, value: value)
                }
                isRestartingGateway = true
                try await helperClient.restartGateway(username: user.username)
                noop = false
            }

            // 3. 同步 agent 目录文件
            try await agentFileSync()

            if !noop {
                isRestartingGateway = true
                gatewayHub.markPendingStart(username: user.username)
            }
            saveMessage = L10n.k("user.detail.auto.configuration", fallback: "配置已应用")

            // 刷新当前模型显示
            let newStatus = await helperClient.getModelsStatus(username: user.username)
            currentDefaultModel = newStatus?.resolvedDefault ?? newStatus?.defaultModel
            currentFallbackModels = newStatus?.fallbacks ?? []

            let resolvedModel = resolveNewPrimary()
            recordLastSaved(apiKey: apiKey, modelId: resolvedModel)
            onSaved?(resolvedModel)
        } catch {
            saveError = debugErrorMessage(error)
        }
    }

    /// 记录最近一次保存的信息，用于全局模型池同步提示
    private func recordLastSaved(apiKey: String, modelId: String) {
        lastSavedApiKey = apiKey
        lastSavedModelIds = [modelId]

        switch selectedProvider {
        case .bailian:
            lastSavedProviderGroupId = "bailian"
            lastSavedProviderDisplayName = "阿里云百炼"
            lastSavedCustomProviderId = nil
            lastSavedCustomBaseURL = nil
            lastSavedCustomAPIType = nil
        case .qiniu:
            lastSavedProviderGroupId = "qiniu"
            lastSavedProviderDisplayName = "Qiniu AI"
            lastSavedCustomProviderId = nil
            lastSavedCustomBaseURL = nil
            lastSavedCustomAPIType = nil
        case .kimiCoding:
            lastSavedProviderGroupId = "kimi-coding"
            lastSavedProviderDisplayName = "Kimi Code"
            lastSavedCustomProviderId = nil
            lastSavedCustomBaseURL = nil
            lastSavedCustomAPIType = nil
        case .minimax:
            lastSavedProviderGroupId = "minimax"
            lastSavedProviderDisplayName = "MiniMax"
            lastSavedCustomProviderId = nil
            lastSavedCustomBaseURL = nil
            lastSavedCustomAPIType = nil
        case .zai:
            lastSavedProviderGroupId = "zai"
            lastSavedProviderDisplayName = L10n.k("views.detail.provider_zai", fallback: "智谱 Z.AI")
            lastSavedCustomProviderId = nil
            lastSavedCustomBaseURL = nil
            lastSavedCustomAPIType = nil
        case .custom:
            lastSavedProviderGroupId = "custom"
            lastSavedProviderDisplayName = effectiveCustomProviderId
            lastSavedCustomProviderId = effectiveCustomProviderId
            lastSavedCustomBaseURL = customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines)
            lastSavedCustomAPIType = customCompatibility.apiType
        }

        // 如果当前用的是"已有配置"模式，不弹出全局池同步提示（已经在池中了）
        if configSource == .existing {
            showGlobalPoolPrompt = false
        } else {
            // 检查全局池中是否已有相同 provider + 相同 key 的配置
            let existingKeys = modelStore.providers
                .filter { $0.providerGroupId == lastSavedProviderGroupId }
                .compactMap { GlobalSecretsStore.shared.value(for: "\($0.providerGroupId):\($0.name)") }
            if existingKeys.contains(apiKey) {
                showGlobalPoolPrompt = false
            } else {
                showGlobalPoolPrompt = true
            }
        }
    }

    /// JSON Merge Patch 深合并：用于 WebSocket 不可用时模拟 gateway 的合并语义
    private func deepMergeJSON(base: [String: Any], patch: [String: Any]) -> [String: Any] {
        var result = base
        for (key, patchValue) in patch {
            if patchValue is NSNull {
                result.removeValue(forKey: key)
                continue
            }
            if let patchObject = patchValue as? [String: Any] {
                let baseObject = result[key] as? [String: Any] ?? [:]
                result[key] = deepMergeJSON(base: baseObject, patch: patchObject)
            } else {
                result[key] = patchValue
            }
        }
        return result
    }

    /// keepAsFallback 逻辑：将旧主模型保留到 fallback 首位
    private func applyOldModelAction(_ action: OldModelAction, to patch: inout [String: Any], existingConfig: [String: Any]) {
        guard action == .keepAsFallback, let oldPrimary = currentDefaultModel, !oldPrimary.isEmpty else { return }

        let existingModel = ((existingConfig["agents"] as? [String: Any])?["defaults"] as? [String: Any])?["model"] as? [String: Any]
        var fallbacks = (existingModel?["fallbacks"] as? [String]) ?? []
        // 将旧主模型插入 fallbacks 首位（避免重复）
        fallbacks.removeAll { $0 == oldPrimary }
        fallbacks.insert(oldPrimary, at: 0)
        // 移除新主模型（避免重复）
        let newPrimary = resolveNewPrimary()
        fallbacks.removeAll { $0 == newPrimary }

        var agentsPatch = (patch["agents"] as? [String: Any]) ?? [:]
        var defaults = (agentsPatch["defaults"] as? [String: Any]) ?? [:]
        var model = (defaults["model"] as? [String: Any]) ?? [:]
        model["fallbacks"] = fallbacks
        defaults["model"] = model
        agentsPatch["defaults"] = defaults
        patch["agents"] = agentsPatch
    }

    private func buildBailianPatch(apiKey: String) async throws -> ([String: Any], () async throws -> Void) {
        let providerModels = builtInModels(for: "bailian").map(\.providerModelConfig)
        let patch: [String: Any] = [
            "models": [
                "mode": "merge",
                "providers": ["bailian": [
                    "baseUrl": "https://coding.dashscope.aliyuncs.com/v1",
                    "apiKey": apiKey,
                    "api": "openai-completions",
                    "models": providerModels,
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["bailian:default": ["provider": "bailian", "mode": "api_key"]]],
            "agents": ["defaults": [
                "model": ["primary": selectedBailianModelId],
            ] as [String: Any]],
        ]
        let sync: () async throws -> Void = { [self] in
            try await syncBailianAgentFiles(apiKey: apiKey, providerModels: providerModels)
        }
        return (patch, sync)
    }

    private func syncBailianAgentFiles(apiKey: String, providerModels: [[String: Any]]) async throws {
        let agentDir = ".openclaw/agents/main/agent"
        try await helperClient.createDirectory(username: user.username, relativePath: agentDir)

        var authProfilesRoot = await readUserJSON(relativePath: "\(agentDir)/auth-profiles.json")
        var profiles = (authProfilesRoot["profiles"] as? [String: Any]) ?? [:]
        profiles["bailian:default"] = [
            "type": "api_key",
            "provider": "bailian",
            "key": apiKey,
        ]
        authProfilesRoot["version"] = (authProfilesRoot["version"] as? Int) ?? 1
        authProfilesRoot["profiles"] = profiles
        try await writeUserJSON(authProfilesRoot, relativePath: "\(agentDir)/auth-profiles.json")

        var modelsRoot = await readUserJSON(relativePath: "\(agentDir)/models.json")
        var providers = (modelsRoot["providers"] as? [String: Any]) ?? [:]
        providers["bailian"] = [
            "baseUrl": "https://coding.dashscope.aliyuncs.com/v1",
            "api": "openai-completions",
            "models": providerModels,
        ]
        modelsRoot["providers"] = providers
        try await writeUserJSON(modelsRoot, relativePath: "\(agentDir)/models.json")
    }

    /// Qiniu 配置必须保持 v1.6.0 的 legacy 直写方式（setConfigDirect）。
    /// 背景：OpenClaw 没有内置 Qiniu 模型；统一 patch 流程可能在后续 schema/迁移中覆盖掉这类外部模型配置。
    /// 维护要求：请勿替换为 gatewayHub.configPatch。
    /// 构建 provider 配置 patch 和 agent 文件同步闭包
    private func buildProviderPatch(apiKey: String) async throws -> (patch: [String: Any], agentFileSync: () async throws -> Void) {
        switch selectedProvider {
        case .bailian:
            return try await buildBailianPatch(apiKey: apiKey)
        case .kimiCoding:
            return try await buildKimiPatch(apiKey: apiKey)
        case .minimax:
            return try await buildMinimaxPatch(apiKey: apiKey)
        case .qiniu:
            return try await buildQiniuPatch(apiKey: apiKey)
        case .zai:
            return try await buildZAIPatch(apiKey: apiKey)
        case .custom:
            return try buildCustomPatch(apiKey: apiKey)
        }
    }

    private func buildKimiPatch(apiKey: String) async throws -> ([String: Any], () async throws -> Void) {
        let modelId = selectedKimiModelId
        let entry = builtInModel(for: modelId)
        let modelDef = entry?.providerModelConfig ?? [
            "id": modelId.replacingOccurrences(of: "kimi-coding/", with: ""),
            "name": entry?.label ?? modelId,
            "reasoning": true, "input": ["text", "image"],
            "contextWindow": 262144, "maxTokens": 32768,
        ]
        let patch: [String: Any] = [
            "models": [
                "mode": "merge",
                "providers": ["kimi-coding": [
                    "api": "anthropic-messages",
                    "baseUrl": "https://api.kimi.com/coding/",
                    "apiKey": apiKey,
                    "models": [modelDef],
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["kimi-coding:default": ["provider": "kimi-coding", "mode": "api_key"]]],
            "agents": ["defaults": ["model": ["primary": modelId]]],
        ]
        let sync: () async throws -> Void = { [self] in
            let agentDir = ".openclaw/agents/main/agent"
            try await helperClient.createDirectory(username: user.username, relativePath: agentDir)
            var authRoot = await readUserJSON(relativePath: "\(agentDir)/auth-profiles.json")
            var profiles = (authRoot["profiles"] as? [String: Any]) ?? [:]
            profiles["kimi-coding:default"] = ["type": "api_key", "provider": "kimi-coding", "key": apiKey]
            authRoot["version"] = (authRoot["version"] as? Int) ?? 1
            authRoot["profiles"] = profiles
            try await writeUserJSON(authRoot, relativePath: "\(agentDir)/auth-profiles.json")
            var modelsRoot = await readUserJSON(relativePath: "\(agentDir)/models.json")
            var provs = (modelsRoot["providers"] as? [String: Any]) ?? [:]
            provs["kimi-coding"] = [
                "baseUrl": "https://api.kimi.com/coding/", "api": "anthropic-messages",
                "models": [modelDef],
            ] as [String: Any]
            modelsRoot["providers"] = provs
            try await writeUserJSON(modelsRoot, relativePath: "\(agentDir)/models.json")
        }
        return (patch, sync)
    }

    private func buildMinimaxPatch(apiKey: String) async throws -> ([String: Any], () async throws -> Void) {
        let providerModels = builtInModels(for: "minimax").map(\.providerModelConfig)
        let patch: [String: Any] = [
            "models": [
                "mode": "merge",
                "providers": ["minimax": [
                    "api": "anthropic-messages",
                    "baseUrl": "https://api.minimaxi.com/anthropic",
                    "authHeader": true,
                    "models": providerModels,
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["minimax:cn": ["provider": "minimax", "mode": "api_key"]]],
            "agents": ["defaults": [
                "model": ["primary": selectedMinimaxModelId],
            ] as [String: Any]],
        ]
        let sync: () async throws -> Void = { [self] in
            try await syncMinimaxAgentFiles(apiKey: apiKey, providerModels: providerModels)
        }
        return (patch, sync)
    }

    private func buildQiniuPatch(apiKey: String) async throws -> ([String: Any], () async throws -> Void) {
        let providerModels = builtInModels(for: "qiniu").map(\.providerModelConfig)
        let patch: [String: Any] = [
            "env": ["QINIU_API_KEY": apiKey],
            "models": [
                "mode": "merge",
                "providers": ["qiniu": [
                    "baseUrl": "https://api.qnaigc.com/v1",
                    "apiKey": "${QINIU_API_KEY}",
                    "api": "openai-completions",
                    "models": providerModels,
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["qiniu:default": ["provider": "qiniu", "mode": "api_key"]]],
            "agents": ["defaults": [
                "model": ["primary": selectedQiniuModelId],
            ] as [String: Any]],
        ]
        let sync: () async throws -> Void = { [self] in
            try await syncQiniuAgentFiles(apiKey: apiKey, providerModels: providerModels)
        }
        return (patch, sync)
    }

    private func buildZAIPatch(apiKey: String) async throws -> ([String: Any], () async throws -> Void) {
        let providerModels = builtInModels(for: "zai").map(\.providerModelConfig)
        let patch: [String: Any] = [
            "models": [
                "mode": "merge",
                "providers": ["zai": [
                    "baseUrl": "https://open.bigmodel.cn/api/paas/v4",
                    "apiKey": apiKey,
                    "api": "openai-completions",
                    "models": providerModels,
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["zai:default": ["provider": "zai", "mode": "api_key"]]],
            "agents": ["defaults": [
                "model": ["primary": selectedZAIModelId],
            ] as [String: Any]],
        ]
        let sync: () async throws -> Void = { [self] in
            try await syncZAIAgentFiles(apiKey: apiKey, providerModels: providerModels)
        }
        return (patch, sync)
    }

    private func buildCustomPatch(apiKey: String) throws -> ([String: Any], () async throws -> Void) {
        let providerId = effectiveCustomProviderId
        let modelId = effectiveCustomModelId
        let baseURL = customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines)
        let resolvedAPIKey = CustomModelConfigUtils.resolvedAPIKey(apiKey)

        guard !modelId.isEmpty else { throw HelperError.operationFailed(L10n.k("views.detail.error_select_model", fallback: "请先选择模型")) }
        guard !baseURL.isEmpty else { throw HelperError.operationFailed(L10n.k("views.detail.error_fill_base_url", fallback: "请先填写 Base URL")) }

        let primary = "\(providerId)/\(modelId)"
        let patch: [String: Any] = [
            "models": [
                "mode": "merge",
                "providers": [providerId: [
                    "baseUrl": baseURL,
                    "apiKey": resolvedAPIKey,
                    "api": customCompatibility.apiType,
                    "models": [[
                        "id": modelId, "name": modelId,
                        "input": ["text"], "contextWindow": 128000, "maxTokens": 8192,
                    ] as [String: Any]],
                ] as [String: Any]],
            ] as [String: Any],
            "auth": ["profiles": ["\(providerId):default": ["provider": providerId, "mode": "api_key"]]],
            "agents": ["defaults": [
                "model": ["primary": primary],
            ] as [String: Any]],
        ]
        return (patch, {})
    }

    /// 将 patch 与现有配置中的 alias map 合并（保留已有别名）
    private func mergePatchWithExistingAliases(patch: [String: Any], existingConfig: [String: Any]) -> [String: Any] {
        var result = patch
        let existingAliases = ((existingConfig["agents"] as? [String: Any])?["defaults"] as? [String: Any])?["models"] as? [String: Any]

        // 根据提供商构建新的 alias
        var aliasMap = existingAliases ?? [:]
        switch selectedProvider {
        case .bailian:
            for model in builtInModels(for: "bailian") {
                var a = (aliasMap[model.id] as? [String: Any]) ?? [:]
                a["alias"] = model.label
                aliasMap[model.id] = a
            }
        case .minimax:
            var a = (aliasMap[selectedMinimaxModelId] as? [String: Any]) ?? [:]
            a["alias"] = a["alias"] ?? "Minimax"
            aliasMap[selectedMinimaxModelId] = a
        case .qiniu:
            for model in builtInModels(for: "qiniu") {
                var a = (aliasMap[model.id] as? [String: Any]) ?? [:]
                a["alias"] = model.label
                aliasMap[model.id] = a
            }
        case .zai:
            for model in builtInModels(for: "zai") {
                var a = (aliasMap[model.id] as? [String: Any]) ?? [:]
                a["alias"] = model.label
                aliasMap[model.id] = a
            }
        case .custom:
            let primary = "\(effectiveCustomProviderId)/\(effectiveCustomModelId)"
            var a = (aliasMap[primary] as? [String: Any]) ?? [:]
            a["alias"] = effectiveCustomModelId
            aliasMap[primary] = a
        default:
            break
        }

        if !aliasMap.isEmpty {
            var agentsPatch = (result["agents"] as? [String: Any]) ?? [:]
            var defaults = (agentsPatch["defaults"] as? [String: Any]) ?? [:]
            defaults["models"] = aliasMap
            agentsPatch["defaults"] = defaults
            result["agents"] = agentsPatch
        }

        // fallbacks 由 doApplyConfig 根据用户选择（保留/替换）处理，此处不自动保留

        return result
    }

    private func fetchCustomModels() async {
        let baseURL = customBaseURL.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !baseURL.isEmpty else {
            customModelFetchError = L10n.k("views.detail.error_fill_base_url", fallback: "请先填写 Base URL")
            customModelFetchMessage = nil
            return
        }

        isFetchingCustomModels = true
        customModelFetchError = nil
        customModelFetchMessage = nil
        defer { isFetchingCustomModels = false }

        do {
            let apiKey = (providerKeys[DirectProviderChoice.custom.rawValue] ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            let ids = try await CustomModelConfigUtils.fetchModelIDs(baseURL: baseURL, apiKey: apiKey)
            if ids.isEmpty {
                customModelSuggestions = []
                customModelFetchMessage = L10n.k("views.detail.custom_fetch_empty", fallback: "已请求成功，但未解析到可用模型 ID（该接口可能不支持标准 list）")
                return
            }

            customModelSuggestions = ids
            if effectiveCustomModelId.isEmpty, let first = ids.first {
                customModelId = first
            }
            customModelFetchMessage = L10n.f("views.detail.custom_fetch_success", fallback: "已拉取 %d 个模型", ids.count)
        } catch {
            customModelFetchError = debugErrorMessage(error)
        }
    }

    private func debugErrorMessage(_ error: Error) -> String {
        let nsError = error as NSError
        let typeName = String(describing: type(of: error))
        let reason = nsError.localizedFailureReason ?? nsError.localizedDescription
        return "[\(typeName)] code=\(nsError.code) \(reason)"
    }

    private func syncMinimaxAgentFiles(apiKey: String, providerModels: [[String: Any]]) async throws {
        let agentDir = ".openclaw/agents/main/agent"
        try await helperClient.createDirectory(username: user.username, relativePath: agentDir)

        var authProfilesRoot = await readUserJSON(relativePath: "\(agentDir)/auth-profiles.json")
        var profiles = (authProfilesRoot["profiles"] as? [String: Any]) ?? [:]
        profiles["minimax:cn"] = [
            "type": "api_key",
            "provider": "minimax",
            "key": apiKey,
        ]
        authProfilesRoot["version"] = (authProfilesRoot["version"] as? Int) ?? 1
        authProfilesRoot["profiles"] = profiles
        try await writeUserJSON(authProfilesRoot, relativePath: "\(agentDir)/auth-profiles.json")

        var modelsRoot = await readUserJSON(relativePath: "\(agentDir)/models.json")
        var providers = (modelsRoot["providers"] as? [String: Any]) ?? [:]
        providers["minimax"] = [
            "baseUrl": "https://api.minimaxi.com/anthropic",
            "api": "anthropic-messages",
            "authHeader": true,
            "models": providerModels,
        ]
        modelsRoot["providers"] = providers
        try await writeUserJSON(modelsRoot, relativePath: "\(agentDir)/models.json")
    }

    private func syncQiniuAgentFiles(apiKey: String, providerModels: [[String: Any]]) async throws {
        let agentDir = ".openclaw/agents/main/agent"
        try await helperClient.createDirectory(username: user.username, relativePath: agentDir)

        var authProfilesRoot = await readUserJSON(relativePath: "\(agentDir)/auth-profiles.json")
        var profiles = (authProfilesRoot["profiles"] as? [String: Any]) ?? [:]
        profiles["qiniu:default"] = [
            "type": "api_key",
            "provider": "qiniu",
            "key": apiKey,
        ]
        authProfilesRoot["version"] = (authProfilesRoot["version"] as? Int) ?? 1
        authProfilesRoot["profiles"] = profiles
        try await writeUserJSON(authProfilesRoot, relativePath: "\(agentDir)/auth-profiles.json")

        var modelsRoot = await readUserJSON(relativePath: "\(agentDir)/models.json")
        var providers = (modelsRoot["providers"] as? [String: Any]) ?? [:]
        providers["qiniu"] = [
            "baseUrl": "https://api.qnaigc.com/v1",
            "api": "openai-completions",
            "models": providerModels,
        ]
        modelsRoot["providers"] = providers
        try await writeUserJSON(modelsRoot, relativePath: "\(agentDir)/models.json")
    }

    private func syncZAIAgentFiles(apiKey: String, providerModels: [[String: Any]]) async throws {
        let agentDir = ".openclaw/agents/main/agent"
        try await helperClient.createDirectory(username: user.username, relativePath: agentDir)

        var authProfilesRoot = await readUserJSON(relativePath: "\(agentDir)/auth-profiles.json")
        var profiles = (authProfilesRoot["profiles"] as? [String: Any]) ?? [:]
        profiles["zai:default"] = [
            "type": "api_key",
            "provider": "zai",
            "key": apiKey,
        ]
        authProfilesRoot["version"] = (authProfilesRoot["version"] as? Int) ?? 1
        authProfilesRoot["profiles"] = profiles
        try await writeUserJSON(authProfilesRoot, relativePath: "\(agentDir)/auth-profiles.json")

        var modelsRoot = await readUserJSON(relativePath: "\(agentDir)/models.json")
        var providers = (modelsRoot["providers"] as? [String: Any]) ?? [:]
        providers["zai"] = [
            "baseUrl": "https://open.bigmodel.cn/api/paas/v4",
            "api": "openai-completions",
            "models": providerModels,
        ]
        modelsRoot["providers"] = providers
        try await writeUserJSON(modelsRoot, relativePath: "\(agentDir)/models.json")
    }

    private func currentPrimaryModel(from config: [String: Any]) -> String? {
        ((((config["agents"] as? [String: Any])?["defaults"] as? [String: Any])?["model"] as? [String: Any])?["primary"] as? String)
    }

    private func normalizedDefaultModelConfig(from config: [String: Any], primary: String) -> [String: Any] {
        // OpenClaw schema 字段名为 "fallbacks"（复数），使用 .strict() 校验
        let existingModel = ((((config["agents"] as? [String: Any])?["defaults"] as? [String: Any])?["model"] as? [String: Any]) ?? [:])
        var normalized: [String: Any] = ["primary": primary]
        if let fallbackArray = existingModel["fallbacks"] as? [String], !fallbackArray.isEmpty {
            normalized["fallbacks"] = fallbackArray
        } else if let singleFallback = existingModel["fallbacks"] as? String, !singleFallback.isEmpty {
            normalized["fallbacks"] = [singleFallback]
        }
        return normalized
    }

    private func readUserJSON(relativePath: String) async -> [String: Any] {
        guard let data = try? await helperClient.readFile(username: user.username, relativePath: relativePath),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return [:]
        }
        return root
    }

    private func writeUserJSON(_ object: [String: Any], relativePath: String) async throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try await helperClient.writeFile(username: user.username, relativePath: relativePath, data: data)
    }
}

// MARK: - ProviderModelConfigPanel（状态头 + Core 的薄包装）

struct ProviderModelConfigPanel: View {
    let user: ManagedUser
    var onApplied: (() -> Void)? = nil

    @Environment(HelperClient.self) private var helperClient

    @State private var currentDefaultModel: String? = nil
    @State private var currentFallbackModels: [String] = []
    @State private var isLoadingStatus = true

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            // 状态头
            if isLoadingStatus {
                HStack(spacing: 8) {
                    ProgressView().scaleEffect(0.7)
                    Text(L10n.k("user.detail.auto.configuration", fallback: "读取当前配置…"))
                        .font(.callout)
                        .foregroundStyle(.secondary)
                }
            } else if let currentDefaultModel {
                VStack(alignment: .leading, spacing: 4) {
                    Text(L10n.f("views.user_detail_view.current_model", fallback: "当前：%@", currentDefaultModel))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                        .truncationMode(.middle)
                    Text(
                        currentFallbackModels.isEmpty
                            ? L10n.k("views.user_detail_view.fallback_none", fallback: "降级：无")
                            : L10n.f(
                                "views.user_detail_view.fallback_models",
                                fallback: "降级：%@",
                                currentFallbackModels.joined(separator: " · ")
                            )
                    )
                    .font(.caption2)
                    .foregroundStyle(.tertiary)
                    .lineLimit(2)
                    .truncationMode(.middle)
                }
            }

            // 嵌入核心
            ProviderModelConfigCore(user: user) { _ in
                Task { await refreshStatus() }
                onApplied?()
            }
        }
        .task { await refreshStatus() }
    }

    private func refreshStatus() async {
        isLoadingStatus = true
        defer { isLoadingStatus = false }
        if let status = await helperClient.getModelsStatus(username: user.username) {
            currentDefaultModel = status.resolvedDefault ?? status.defaultModel
            currentFallbackModels = status.fallbacks
        }
    }
}

// MARK: - EmbeddedGatewayConsoleCoordinator

final class EmbeddedGatewayConsoleCoordinator: NSObject, WKNavigationDelegate, WKUIDelegate, WKDownloadDelegate {
    weak var webView: WKWebView?
    var pendingFileInputAccept = ""
    var onNavigationStateChanged: ((Bool) -> Void)?
    var onContentProcessTerminated: (() -> Void)?
    var onPromptMemoryRequest: ((String) -> Void)?
    var onPromptInputChanged: ((String) -> Void)?
    var onDidFinishNavigation: ((WKWebView) -> Void)?

    func webView(
        _ webView: WKWebView,
        createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction,
        windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        guard navigationAction.targetFrame == nil || navigationAction.targetFrame?.isMainFrame == false,
              let requestURL = navigationAction.request.url else { return nil }
        webView.load(URLRequest(url: requestURL))
        return nil
    }

    func webView(
        _ webView: WKWebView,
        runOpenPanelWith parameters: WKOpenPanelParameters,
        initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping ([URL]?) -> Void
    ) {
        let panel = NSOpenPanel()
        panel.allowsMultipleSelection = parameters.allowsMultipleSelection
        panel.canChooseFiles = true
        panel.canChooseDirectories = parameters.allowsDirectories
        panel.resolvesAliases = true
        // Allow arbitrary files (e.g. mp3) regardless of web input accept hints.
        panel.allowedContentTypes = [.item]

        panel.begin { response in
            completionHandler(response == .OK ? panel.urls : nil)
        }
    }

    func webView(_ webView: WKWebView, navigationAction: WKNavigationAction, didBecome download: WKDownload) {
        download.delegate = self
    }

    func webView(_ webView: WKWebView, navigationResponse: WKNavigationResponse, didBecome download: WKDownload) {
        download.delegate = self
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        onNavigationStateChanged?(true)
        onDidFinishNavigation?(webView)
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        appLog("[EmbeddedGatewayConsoleView] didFail url=\(webView.url?.absoluteString ?? "nil") error=\(error.localizedDescription)", level: .warn)
        onNavigationStateChanged?(false)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        appLog("[EmbeddedGatewayConsoleView] didFailProvisional url=\(webView.url?.absoluteString ?? "nil") error=\(error.localizedDescription)", level: .warn)
        onNavigationStateChanged?(false)
    }

    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        appLog("[EmbeddedGatewayConsoleView] web content process terminated url=\(webView.url?.absoluteString ?? "nil")", level: .warn)
        onContentProcessTerminated?()
    }

    func download(
        _ download: WKDownload,
        decideDestinationUsing response: URLResponse,
        suggestedFilename: String,
        completionHandler: @escaping (URL?) -> Void
    ) {
        let panel = NSSavePanel()
        panel.nameFieldStringValue = suggestedFilename
        panel.canCreateDirectories = true
        panel.isExtensionHidden = false

        let downloadsURL = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask).first
        panel.directoryURL = downloadsURL

        panel.begin { result in
            completionHandler(result == .OK ? panel.url : nil)
        }
    }

    func downloadDidFinish(_ download: WKDownload) {
    }

    func download(_ download: WKDownload, didFailWithError error: Error, resumeData: Data?) {
        NSSound.beep()
        appLog("[EmbeddedGatewayConsoleView] download failed: \(error.localizedDescription)", level: .error)
    }
}

final class EmbeddedGatewayConsoleStore: ObservableObject {
    private enum LoadState {
        case idle
        case loading
        case loaded
        case failed
    }

    let coordinator = EmbeddedGatewayConsoleCoordinator()
    private(set) var webView: WKWebView?
    var onPromptMemoryRequest: ((String) -> Void)? {
        didSet { coordinator.onPromptMemoryRequest = onPromptMemoryRequest }
    }
    var onPromptInputChanged: ((String) -> Void)? {
        didSet { coordinator.onPromptInputChanged = onPromptInputChanged }
    }
    private var loadedURL: String?
    private var loadState: LoadState = .idle
    private var lastRetryAt: Date = .distantPast
    private let retryInterval: TimeInterval = 1.5
    private var renderHealthCheckTask: Task<Void, Never>?
    private var loadWatchdogTask: Task<Void, Never>?

    func resolveWebView() -> WKWebView {
        if let webView {
            webView.navigationDelegate = coordinator
            webView.uiDelegate = coordinator
            coordinator.webView = webView
            return webView
        }

        let configuration = WKWebViewConfiguration()
        // 内嵌控制台使用独立进程池，并保留持久化站点数据。
        // 原先 nonPersistent 会导致 Control UI 的本地会话/设备凭据在窗口关闭后丢失，
        // 在某些网关鉴权策略下表现为“首次可用，二次打开白屏”。
        configuration.processPool = WKProcessPool()
        configuration.websiteDataStore = .default()
        configuration.userContentController.add(coordinator, name: "fileInputAccept")
        configuration.userContentController.add(coordinator, name: "promptMemory")
        configuration.userContentController.addUserScript(.controlUIBootstrapReset)
        configuration.userContentController.addUserScript(.fileInputAcceptCapture)
        configuration.userContentController.addUserScript(.promptMemoryBridge)
        configuration.userContentController.addUserScript(.hideRedundantHelperSessionEntry)

        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.setValue(false, forKey: "drawsBackground")
        webView.allowsBackForwardNavigationGestures = true
        webView.navigationDelegate = coordinator
        webView.uiDelegate = coordinator
        coordinator.webView = webView
        coordinator.onNavigationStateChanged = { [weak self] success in
            guard let self else { return }
            self.loadState = success ? .loaded : .failed
        }
        coordinator.onContentProcessTerminated = { [weak self] in
            guard let self else { return }
            self.loadState = .failed
            self.lastRetryAt = .distantPast
        }
        coordinator.onDidFinishNavigation = { [weak self] webView in
            self?.scheduleRenderHealthCheck(for: webView)
        }
        self.webView = webView
        return webView
    }

    func loadIfNeeded(_ url: URL) {
        let webView = resolveWebView()
        let urlString = url.absoluteString
        if loadedURL != urlString {
            loadedURL = urlString
            loadState = .loading
            lastRetryAt = Date()
            webView.load(URLRequest(url: url))
            startLoadWatchdog(for: url)
            return
        }

        guard !webView.isLoading else { return }
        let currentURL = webView.url?.absoluteString ?? ""
        let isBlankPage = currentURL.isEmpty || currentURL == "about:blank"
        let shouldRetry = (loadState == .failed) || isBlankPage
        guard shouldRetry else { return }
        let now = Date()
        guard now.timeIntervalSince(lastRetryAt) >= retryInterval else { return }
        loadState = .loading
        lastRetryAt = now
        webView.load(URLRequest(url: url))
        startLoadWatchdog(for: url)
    }

    func reloadCurrent() {
        guard let webView else { return }
        loadState = .loading
        lastRetryAt = Date()
        webView.reload()
        if let currentURL = webView.url {
            startLoadWatchdog(for: currentURL)
        }
    }

    func invalidateLoadedURL() {
        loadedURL = nil
        loadState = .idle
        lastRetryAt = .distantPast
        discardWebView()
    }

    private func discardWebView() {
        renderHealthCheckTask?.cancel()
        renderHealthCheckTask = nil
        loadWatchdogTask?.cancel()
        loadWatchdogTask = nil
        guard let webView else { return }
        webView.stopLoading()
        webView.navigationDelegate = nil
        webView.uiDelegate = nil
        webView.removeFromSuperview()
        webView.configuration.userContentController.removeScriptMessageHandler(forName: "fileInputAccept")
        coordinator.webView = nil
        self.webView = nil
    }

    private func startLoadWatchdog(for url: URL) {
        loadWatchdogTask?.cancel()
        loadWatchdogTask = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 8_000_000_000)
            guard let self, !Task.isCancelled else { return }
            guard self.loadState == .loading else { return }
            guard let webView = self.webView, !webView.isLoading else { return }
            self.loadState = .failed
            self.lastRetryAt = .distantPast
            webView.load(URLRequest(url: url))
        }
    }

    private func scheduleRenderHealthCheck(for webView: WKWebView) {
        renderHealthCheckTask?.cancel()
        renderHealthCheckTask = Task { @MainActor [weak self] in
            try? await Task.sleep(nanoseconds: 900_000_000)
            guard let self, !Task.isCancelled else { return }
            let script = """
            (function() {
              var b = document.body;
              if (!b) return "blank";
              var txt = (b.innerText || "").trim();
              var h = Math.max(b.scrollHeight || 0, document.documentElement ? document.documentElement.scrollHeight || 0 : 0);
              var c = b.childElementCount || 0;
              if (txt.length === 0 && h <= 4 && c === 0) return "blank";
              return "ok";
            })();
            """
            webView.evaluateJavaScript(script) { [weak self] result, _ in
                guard let self else { return }
                guard let state = result as? String, state == "blank" else { return }
                guard let target = self.loadedURL, let targetURL = URL(string: target) else { return }
                self.loadState = .failed
                self.lastRetryAt = .distantPast
                webView.load(URLRequest(url: targetURL))
                self.startLoadWatchdog(for: targetURL)
            }
        }
    }

    func insertPromptText(_ text: String, mode: PromptInsertionMode) {
        guard let webView else { return }
        let payload: [String: Any] = ["text": text, "mode": mode.rawValue]
        guard let data = try? JSONSerialization.data(withJSONObject: payload),
              let json = String(data: data, encoding: .utf8) else { return }
        webView.evaluateJavaScript(
            "window.__clawdPromptMemory && window.__clawdPromptMemory.insert(\(json));",
            completionHandler: nil
        )
    }
}

@MainActor
final class EmbeddedGatewayConsoleStoreRegistry {
    static let shared = EmbeddedGatewayConsoleStoreRegistry()
    private var stores: [String: EmbeddedGatewayConsoleStore] = [:]

    func store(for username: String) -> EmbeddedGatewayConsoleStore {
        if let existing = stores[username] { return existing }
        let created = EmbeddedGatewayConsoleStore()
        stores[username] = created
        return created
    }

    func invalidate(username: String) {
        guard let store = stores[username] else { return }
        store.invalidateLoadedURL()
        stores.removeValue(forKey: username)
    }
}
