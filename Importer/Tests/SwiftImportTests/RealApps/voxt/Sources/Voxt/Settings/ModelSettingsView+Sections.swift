import SwiftUI

extension ModelSettingsView {
    var translationSettingsCard: some View {
        ModelTaskSettingsCard(
            title: "Translation",
            providerPickerTitle: "Translation Provider",
            providerOptions: translationProviderOptions,
            selectedProviderID: $translationModelProviderRaw,
            modelLabelText: translationModelLabelText,
            modelPickerTitle: "Translation Model",
            modelOptions: translationModelOptions,
            selectedModelBinding: translationModelSelectionBinding,
            modelDisplayText: translationModelDisplayText,
            emptyStateText: translationModelEmptyStateText,
            statusMessage: translationProviderStatusMessage,
            statusIsWarning: translationProviderStatusIsWarning,
            promptTitle: "Translation Prompt",
            promptText: promptBinding(for: $translationPrompt, kind: .translation),
            defaultPromptText: AppPromptDefaults.text(for: .translation),
            variables: ModelSettingsPromptVariables.translation
        )
    }

    var rewriteSettingsCard: some View {
        ModelTaskSettingsCard(
            title: "Content Rewrite",
            providerPickerTitle: "Content Rewrite Provider",
            providerOptions: rewriteProviderOptions,
            selectedProviderID: $rewriteModelProviderRaw,
            modelLabelText: rewriteModelLabelText,
            modelPickerTitle: "Content Rewrite Model",
            modelOptions: rewriteModelOptions,
            selectedModelBinding: rewriteModelSelectionBinding,
            modelDisplayText: nil,
            emptyStateText: rewriteModelEmptyStateText,
            statusMessage: nil,
            statusIsWarning: false,
            promptTitle: "Content Rewrite Prompt",
            promptText: promptBinding(for: $rewritePrompt, kind: .rewrite),
            defaultPromptText: AppPromptDefaults.text(for: .rewrite),
            variables: ModelSettingsPromptVariables.rewrite
        )
    }

    @ViewBuilder
    var mlxModelSection: some View {
        Divider()

        VStack(alignment: .leading, spacing: 8) {
            Text("Model")
                .font(.subheadline.weight(.medium))

            HStack(alignment: .center, spacing: 12) {
                SettingsMenuPicker(
                    selection: $modelRepo,
                    options: MLXModelManager.availableModels.map { model in
                        SettingsMenuOption(value: model.id, title: model.title)
                    },
                    selectedTitle: mlxModelManager.displayTitle(for: modelRepo),
                    width: 260
                )

                Spacer()

                Button("Configure") {
                    activeLocalASRConfigurationTarget = .mlx(repo: modelRepo)
                }
                .buttonStyle(SettingsPillButtonStyle())

                HStack(spacing: 6) {
                    Toggle("Use China mirror", isOn: $useHfMirror)
                        .toggleStyle(.switch)

                    Button {
                        showMirrorInfo.toggle()
                    } label: {
                        Image(systemName: "info.circle")
                            .foregroundStyle(.secondary)
                    }
                    .buttonStyle(.plain)
                    .popover(isPresented: $showMirrorInfo, arrowEdge: .top) {
                        Text("https://hf-mirror.com/")
                            .font(.caption)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 8)
                    }
                }
            }

            Text(modelLocalizedDescription(for: modelRepo))
                .font(.caption)
                .foregroundStyle(.secondary)

            Text(mlxConfigurationSummary)
                .font(.caption)
                .foregroundStyle(.secondary)
        }

        ModelTableView(title: "Models", rows: mlxRows, viewportHeight: 320)

        if let downloadStatus = ModelDownloadStatusSnapshot.fromMLXState(mlxModelManager.state) {
            ModelDownloadStatusView(status: downloadStatus)
        }
    }

    @ViewBuilder
    var whisperModelSection: some View {
        Divider()

        VStack(alignment: .leading, spacing: 8) {
            Text("Model")
                .font(.subheadline.weight(.medium))

            HStack(alignment: .center, spacing: 12) {
                SettingsMenuPicker(
                    selection: whisperModelSelectionBinding,
                    options: WhisperKitModelManager.availableModels.map { model in
                        SettingsMenuOption(value: model.id, title: AppLocalization.localizedString(model.title))
                    },
                    selectedTitle: whisperModelManager.displayTitle(for: whisperModelID),
                    width: 260
                )

                Spacer()

                Button("Configure") {
                    activeLocalASRConfigurationTarget = .whisper(modelID: whisperModelID)
                }
                .buttonStyle(SettingsPillButtonStyle())

                HStack(spacing: 6) {
                    Toggle("Use China mirror", isOn: $useHfMirror)
                        .toggleStyle(.switch)

                    Button {
                        showMirrorInfo.toggle()
                    } label: {
                        Image(systemName: "info.circle")
                            .foregroundStyle(.secondary)
                    }
                    .buttonStyle(.plain)
                    .popover(isPresented: $showMirrorInfo, arrowEdge: .top) {
                        Text("https://hf-mirror.com/")
                            .font(.caption)
                            .padding(.horizontal, 10)
                            .padding(.vertical, 8)
                    }
                }
            }

            Text(whisperModelLocalizedDescription(for: whisperModelID))
                .font(.caption)
                .foregroundStyle(.secondary)

            Text(whisperConfigurationSummary)
                .font(.caption)
                .foregroundStyle(.secondary)
        }

        ModelTableView(title: "Whisper Models", rows: whisperRows, viewportHeight: 260)

        if let downloadStatus = ModelDownloadStatusSnapshot.fromWhisperDownload(whisperModelManager.activeDownload) {
            ModelDownloadStatusView(status: downloadStatus)
        }
    }

    @ViewBuilder
    func localASRConfigurationSheet(for target: LocalASRConfigurationTarget) -> some View {
        switch target {
        case .mlx(let repo):
            MLXASRConfigurationSheetView(
                modelRepo: repo,
                modelTitle: mlxModelManager.displayTitle(for: repo),
                family: MLXModelFamily.family(for: repo),
                hintSettings: asrHintSettingsBinding(for: .mlxAudio),
                tuningSettings: mlxLocalTuningSettingsBinding(for: repo),
                userLanguageCodes: selectedUserLanguageCodes
            ) {
                activeLocalASRConfigurationTarget = nil
            }
        case .whisper:
            WhisperASRConfigurationSheetView(
                hintSettings: asrHintSettingsBinding(for: .whisperKit),
                tuningSettings: whisperLocalTuningSettingsBinding(),
                whisperTemperature: $whisperTemperature,
                whisperVADEnabled: $whisperVADEnabled,
                whisperTimestampsEnabled: $whisperTimestampsEnabled,
                whisperRealtimeEnabled: $whisperRealtimeEnabled,
                whisperKeepResidentLoaded: $whisperKeepResidentLoaded,
                userLanguageCodes: selectedUserLanguageCodes
            ) {
                activeLocalASRConfigurationTarget = nil
            }
        }
    }

    @ViewBuilder
    var appleIntelligenceSection: some View {
        Divider()

        if appleIntelligenceAvailable {
            ResettablePromptSection(
                title: "System Prompt",
                text: promptBinding(for: $systemPrompt, kind: .enhancement),
                defaultText: AppPromptDefaults.text(for: .enhancement),
                variables: ModelSettingsPromptVariables.enhancement
            )

            HStack {
                Text("Customise how Apple Intelligence enhances your transcriptions.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        } else {
            Text("Apple Intelligence is not available on this Mac, so system prompt enhancement cannot be used.")
                .font(.caption)
                .foregroundStyle(.orange)
        }
    }

    @ViewBuilder
    var customLLMSection: some View {
        Divider()

        ResettablePromptSection(
            title: "System Prompt",
            text: promptBinding(for: $systemPrompt, kind: .enhancement),
            defaultText: AppPromptDefaults.text(for: .enhancement),
            variables: ModelSettingsPromptVariables.enhancement
        )

        ModelTableView(title: "Custom LLM Models", rows: customLLMRows, viewportHeight: 260)

        if let downloadStatus = ModelDownloadStatusSnapshot.fromCustomLLMState(customLLMManager.state) {
            ModelDownloadStatusView(status: downloadStatus)
        }
    }

    @ViewBuilder
    var remoteASRSection: some View {
        Divider()

        Text("Remote ASR Providers")
            .font(.subheadline.weight(.medium))

        ModelTableView(title: "Providers", rows: remoteASRRows, viewportHeight: 220)
    }

    @ViewBuilder
    var remoteLLMSection: some View {
        Divider()

        ResettablePromptSection(
            title: "System Prompt",
            text: promptBinding(for: $systemPrompt, kind: .enhancement),
            defaultText: AppPromptDefaults.text(for: .enhancement),
            variables: ModelSettingsPromptVariables.enhancement
        )

        HStack {
            Text("Configure a remote provider and model, then click Use.")
                .font(.caption)
                .foregroundStyle(.secondary)
        }

        ModelTableView(title: "Remote LLM Providers", rows: remoteLLMRows, viewportHeight: 280)
    }
}

private struct MLXASRConfigurationSheetView: View {
    private static let asrLanguageVariables = [
        PromptTemplateVariableDescriptor(
            token: AppPreferenceKey.asrUserMainLanguageTemplateVariable,
            tipKey: "Template tip {{USER_MAIN_LANGUAGE}}"
        ),
        PromptTemplateVariableDescriptor(
            token: AppPreferenceKey.asrUserOtherLanguagesTemplateVariable,
            tipKey: "Template tip {{USER_OTHER_LANGUAGES}}"
        )
    ]

    let modelRepo: String
    let modelTitle: String
    let family: MLXModelFamily
    @Binding var hintSettings: ASRHintSettings
    @Binding var tuningSettings: MLXLocalTuningSettings
    let userLanguageCodes: [String]
    let onDone: () -> Void

    private var mainLanguageSummary: String {
        ASRHintResolver.selectedLanguageSummary(userLanguageCodes)
    }

    private var secondaryLanguageSummary: String {
        ASRHintResolver.secondaryLanguageSummary(userLanguageCodes)
    }

    private var resolvedLanguage: String {
        guard hintSettings.followsUserMainLanguage else {
            return AppLocalization.localizedString("Automatic")
        }
        return ASRHintResolver.resolve(
            target: .mlxAudio,
            settings: hintSettings,
            userLanguageCodes: userLanguageCodes,
            mlxModelRepo: modelRepo
        ).language ?? AppLocalization.localizedString("Automatic")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("MLX ASR Configuration")
                .font(.title3.weight(.semibold))

            Text(modelTitle)
                .font(.subheadline)
                .foregroundStyle(.secondary)

            VStack(alignment: .leading, spacing: 8) {
                Text("Preset")
                    .font(.subheadline.weight(.medium))
                SettingsMenuPicker(
                    selection: Binding(
                        get: { tuningSettings.preset.rawValue },
                        set: { rawValue in
                            guard let preset = LocalASRRecognitionPreset(rawValue: rawValue) else { return }
                            tuningSettings.preset = preset
                        }
                    ),
                    options: LocalASRRecognitionPreset.allCases.map {
                        SettingsMenuOption(value: $0.rawValue, title: $0.title)
                    },
                    selectedTitle: tuningSettings.preset.title,
                    width: 220
                )
                Text(tuningSettings.preset.summary)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            Toggle("Follow User Main Language", isOn: $hintSettings.followsUserMainLanguage)
                .toggleStyle(.switch)

            HStack(alignment: .top, spacing: 16) {
                localInfoRow(label: "Primary language", value: mainLanguageSummary)
                localInfoRow(label: "Resolved language", value: resolvedLanguage)
            }

            localInfoRow(label: "Other languages", value: secondaryLanguageSummary)

            if family.supportsContextBias {
                Text("Recognition Context")
                    .font(.subheadline.weight(.medium))
                PromptEditorView(text: $tuningSettings.qwenContextBias, height: 110)
                PromptTemplateVariablesView(variables: Self.asrLanguageVariables)
                Text("Use concise domain terms, names, and product vocabulary to bias Qwen3-ASR toward the right transcription.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            if family.supportsPromptBias {
                Text("Recognition Prompt")
                    .font(.subheadline.weight(.medium))
                PromptEditorView(text: $tuningSettings.granitePromptBias, height: 110)
                PromptTemplateVariablesView(variables: Self.asrLanguageVariables)
                Text("Granite uses prompt-style instructions. Keep it recognition-focused, for example spelling preferences or domain terminology.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            if family.supportsITN {
                Toggle("Enable ITN", isOn: $tuningSettings.senseVoiceUseITN)
                    .toggleStyle(.switch)
                Text("ITN lets SenseVoice normalize spoken numbers, dates, and similar expressions into written form.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            if !family.supportsContextBias
                && !family.supportsPromptBias
                && !family.supportsITN
            {
                Text("This MLX model family currently uses preset-based chunking and language strategy only. Model-native prompt or context controls are not exposed by this family in Voxt yet.")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }

            SettingsDialogActionRow {
                Button("Reset to Default") {
                    hintSettings = ASRHintSettingsStore.defaultSettings(for: .mlxAudio)
                    tuningSettings = MLXLocalTuningSettings.defaults(for: .balanced)
                }
                .buttonStyle(SettingsPillButtonStyle())
            } trailing: {
                Button("Done") {
                    onDone()
                }
                .buttonStyle(SettingsPrimaryButtonStyle())
                .keyboardShortcut(.defaultAction)
            }
        }
        .padding(20)
        .frame(width: 520)
    }

    private func localInfoRow(label: LocalizedStringKey, value: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text(label)
                .foregroundStyle(.secondary)
            Spacer()
            Text(value)
                .multilineTextAlignment(.trailing)
        }
    }
}

private struct WhisperASRConfigurationSheetView: View {
    private static let contentMaxHeight: CGFloat = 520
    private static let asrLanguageVariables = [
        PromptTemplateVariableDescriptor(
            token: AppPreferenceKey.asrUserMainLanguageTemplateVariable,
            tipKey: "Template tip {{USER_MAIN_LANGUAGE}}"
        ),
        PromptTemplateVariableDescriptor(
            token: AppPreferenceKey.asrUserOtherLanguagesTemplateVariable,
            tipKey: "Template tip {{USER_OTHER_LANGUAGES}}"
        )
    ]

    @Binding var hintSettings: ASRHintSettings
    @Binding var tuningSettings: WhisperLocalTuningSettings
    @Binding var whisperTemperature: Double
    @Binding var whisperVADEnabled: Bool
    @Binding var whisperTimestampsEnabled: Bool
    @Binding var whisperRealtimeEnabled: Bool
    @Binding var whisperKeepResidentLoaded: Bool
    let userLanguageCodes: [String]
    let onDone: () -> Void

    private var mainLanguageSummary: String {
        ASRHintResolver.selectedLanguageSummary(userLanguageCodes)
    }

    private var secondaryLanguageSummary: String {
        ASRHintResolver.secondaryLanguageSummary(userLanguageCodes)
    }

    private var resolvedLanguage: String {
        ASRHintResolver.resolve(
            target: .whisperKit,
            settings: hintSettings,
            userLanguageCodes: userLanguageCodes
        ).language ?? AppLocalization.localizedString("Automatic")
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Whisper Configuration")
                        .font(.title3.weight(.semibold))

                    VStack(alignment: .leading, spacing: 8) {
                        Text("Preset")
                            .font(.subheadline.weight(.medium))
                        SettingsMenuPicker(
                            selection: Binding(
                                get: { tuningSettings.preset.rawValue },
                                set: { rawValue in
                                    guard let preset = LocalASRRecognitionPreset(rawValue: rawValue) else { return }
                                    tuningSettings = WhisperLocalTuningSettings.defaults(for: preset)
                                }
                            ),
                            options: LocalASRRecognitionPreset.allCases.map {
                                SettingsMenuOption(value: $0.rawValue, title: $0.title)
                            },
                            selectedTitle: tuningSettings.preset.title,
                            width: 220
                        )
                        Text(tuningSettings.preset.summary)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }

                    Toggle("Follow User Main Language", isOn: $hintSettings.followsUserMainLanguage)
                        .toggleStyle(.switch)

                    HStack(alignment: .top, spacing: 16) {
                        localInfoRow(label: "Primary language", value: mainLanguageSummary)
                        localInfoRow(label: "Resolved language", value: resolvedLanguage)
                    }

                    localInfoRow(label: "Other languages", value: secondaryLanguageSummary)

                    Text("Recognition Prompt")
                        .font(.subheadline.weight(.medium))
                    PromptEditorView(text: $hintSettings.promptTemplate, height: 110)
                    PromptTemplateVariablesView(variables: Self.asrLanguageVariables)
                    Text("Use a short recognition-focused prompt for names, product terms, or formatting habits. Keep it concise.")
                        .font(.caption)
                        .foregroundStyle(.secondary)

                    VStack(alignment: .leading, spacing: 12) {
                        HStack(alignment: .center, spacing: 12) {
                            Toggle("Enable VAD", isOn: $whisperVADEnabled)
                                .toggleStyle(.switch)
                            Toggle("Enable Timestamps", isOn: $whisperTimestampsEnabled)
                                .toggleStyle(.switch)
                            Toggle("Realtime", isOn: $whisperRealtimeEnabled)
                                .toggleStyle(.switch)
                        }

                        Toggle("Keep Resident", isOn: $whisperKeepResidentLoaded)
                            .toggleStyle(.switch)

                        VStack(alignment: .leading, spacing: 6) {
                            HStack {
                                Text("Temperature")
                                Spacer()
                                Text(String(format: "%.1f", whisperTemperature))
                                    .foregroundStyle(.secondary)
                                    .monospacedDigit()
                            }
                            Slider(value: $whisperTemperature, in: 0...1, step: 0.1)
                        }

                        whisperIntegerRow(
                            title: "Fallback Count",
                            value: $tuningSettings.temperatureFallbackCount,
                            range: 0...8
                        )

                        VStack(alignment: .leading, spacing: 6) {
                            HStack {
                                Text("Fallback Increment")
                                Spacer()
                                Text(String(format: "%.1f", tuningSettings.temperatureIncrementOnFallback))
                                    .foregroundStyle(.secondary)
                                    .monospacedDigit()
                            }
                            Slider(value: $tuningSettings.temperatureIncrementOnFallback, in: 0...1, step: 0.1)
                        }

                        whisperThresholdRow(
                            title: "No Speech Threshold",
                            value: $tuningSettings.noSpeechThreshold,
                            range: 0...1
                        )
                        whisperThresholdRow(
                            title: "Log Prob Threshold",
                            value: $tuningSettings.logProbThreshold,
                            range: -3...0
                        )
                        whisperThresholdRow(
                            title: "Compression Ratio Threshold",
                            value: $tuningSettings.compressionRatioThreshold,
                            range: 1...4
                        )
                    }

                    Text("These settings apply to Whisper transcription sessions. Standard ASR always uses transcribe; Whisper translate is only used by the translation hotkey when Whisper translation is selected.")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                .padding(20)
            }
            .frame(maxHeight: Self.contentMaxHeight)

            Divider()

            SettingsDialogActionRow {
                Button("Reset to Default") {
                    hintSettings = ASRHintSettingsStore.defaultSettings(for: .whisperKit)
                    tuningSettings = WhisperLocalTuningSettings.defaults(for: .balanced)
                    whisperTemperature = 0
                    whisperVADEnabled = true
                    whisperTimestampsEnabled = false
                    whisperRealtimeEnabled = true
                    whisperKeepResidentLoaded = true
                }
                .buttonStyle(SettingsPillButtonStyle())
            } trailing: {
                Button("Done") {
                    onDone()
                }
                .buttonStyle(SettingsPrimaryButtonStyle())
                .keyboardShortcut(.defaultAction)
            }
            .padding(20)
        }
        .frame(width: 540)
    }

    private func localInfoRow(label: LocalizedStringKey, value: String) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 10) {
            Text(label)
                .foregroundStyle(.secondary)
            Spacer()
            Text(value)
                .multilineTextAlignment(.trailing)
        }
    }

    private func whisperThresholdRow(
        title: LocalizedStringKey,
        value: Binding<Double>,
        range: ClosedRange<Double>
    ) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(title)
                Spacer()
                Text(String(format: "%.2f", value.wrappedValue))
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
            Slider(value: value, in: range, step: 0.05)
        }
    }

    private func whisperIntegerRow(
        title: LocalizedStringKey,
        value: Binding<Int>,
        range: ClosedRange<Int>
    ) -> some View {
        HStack(alignment: .center, spacing: 12) {
            Text(title)
            Spacer()
            WhisperIntegerInputField(value: value, range: range, width: 72)
        }
    }
}

private struct WhisperIntegerInputField: View {
    @Binding var value: Int
    let range: ClosedRange<Int>
    let width: CGFloat

    @State private var text: String

    init(value: Binding<Int>, range: ClosedRange<Int>, width: CGFloat) {
        _value = value
        self.range = range
        self.width = width
        _text = State(initialValue: String(min(max(value.wrappedValue, range.lowerBound), range.upperBound)))
    }

    var body: some View {
        TextField("", text: $text)
            .textFieldStyle(.plain)
            .settingsFieldSurface(width: width, alignment: .trailing)
            .multilineTextAlignment(.trailing)
            .onChange(of: text) { _, newValue in
                let digits = newValue.filter(\.isNumber)
                guard !digits.isEmpty else { return }

                let parsed = Int(digits) ?? range.lowerBound
                let clamped = min(max(parsed, range.lowerBound), range.upperBound)
                value = clamped

                let normalized = String(clamped)
                if text != normalized {
                    text = normalized
                }
            }
            .onSubmit {
                syncTextToValue()
            }
            .onChange(of: value) { _, newValue in
                let clamped = min(max(newValue, range.lowerBound), range.upperBound)
                let normalized = String(clamped)
                if text != normalized {
                    text = normalized
                }
            }
            .onAppear {
                syncTextToValue()
            }
    }

    private func syncTextToValue() {
        let digits = text.filter(\.isNumber)
        let parsed = Int(digits) ?? value
        let clamped = min(max(parsed, range.lowerBound), range.upperBound)
        value = clamped

        let normalized = String(clamped)
        if text != normalized {
            text = normalized
        }
    }
}
