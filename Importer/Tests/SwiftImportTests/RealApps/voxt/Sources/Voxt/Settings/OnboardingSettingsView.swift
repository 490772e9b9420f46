import SwiftUI
import AppKit
import AVFoundation
import Speech
import ApplicationServices
import UniformTypeIdentifiers

private func localized(_ key: String) -> String {
    AppLocalization.localizedString(key)
}

struct OnboardingSettingsView: View {
    @Binding var currentStep: OnboardingStep

    @ObservedObject var mlxModelManager: MLXModelManager
    @ObservedObject var whisperModelManager: WhisperKitModelManager
    @ObservedObject var customLLMManager: CustomLLMModelManager
    @ObservedObject var appUpdateManager: AppUpdateManager

    let onExit: () -> Void
    let onFinish: () -> Void

    @AppStorage(AppPreferenceKey.interactionSoundsEnabled) var interactionSoundsEnabled = true
    @AppStorage(AppPreferenceKey.muteSystemAudioWhileRecording) var muteSystemAudioWhileRecording = false
    @AppStorage(AppPreferenceKey.interfaceLanguage) var interfaceLanguageRaw = AppInterfaceLanguage.system.rawValue
    @AppStorage(AppPreferenceKey.featureSettings) var featureSettingsRaw = ""
    @AppStorage(AppPreferenceKey.translationTargetLanguage) var translationTargetLanguageRaw = TranslationTargetLanguage.english.rawValue
    @AppStorage(AppPreferenceKey.userMainLanguageCodes) var userMainLanguageCodesRaw = UserMainLanguageOption.defaultStoredSelectionValue
    @AppStorage(AppPreferenceKey.translateSelectedTextOnTranslationHotkey) var translateSelectedTextOnTranslationHotkey = true
    @AppStorage(AppPreferenceKey.autoCopyWhenNoFocusedInput) var autoCopyWhenNoFocusedInput = false
    @AppStorage(AppPreferenceKey.appEnhancementEnabled) var appEnhancementEnabled = false
    @AppStorage(AppPreferenceKey.modelStorageRootPath) var modelStorageRootPath = ""
    @AppStorage(AppPreferenceKey.useHfMirror) var useHfMirror = false
    @AppStorage(AppPreferenceKey.transcriptionEngine) var engineRaw = TranscriptionEngine.mlxAudio.rawValue
    @AppStorage(AppPreferenceKey.enhancementMode) var enhancementModeRaw = EnhancementMode.off.rawValue
    @AppStorage(AppPreferenceKey.mlxModelRepo) var mlxModelRepo = MLXModelManager.defaultModelRepo
    @AppStorage(AppPreferenceKey.whisperModelID) var whisperModelID = WhisperKitModelManager.defaultModelID
    @AppStorage(AppPreferenceKey.customLLMModelRepo) var customLLMRepo = CustomLLMModelManager.defaultModelRepo
    @AppStorage(AppPreferenceKey.translationCustomLLMModelRepo) var translationCustomLLMRepo = CustomLLMModelManager.defaultModelRepo
    @AppStorage(AppPreferenceKey.rewriteCustomLLMModelRepo) var rewriteCustomLLMRepo = CustomLLMModelManager.defaultModelRepo
    @AppStorage(AppPreferenceKey.translationModelProvider) var translationModelProviderRaw = TranslationModelProvider.customLLM.rawValue
    @AppStorage(AppPreferenceKey.translationFallbackModelProvider) var translationFallbackModelProviderRaw = TranslationModelProvider.customLLM.rawValue
    @AppStorage(AppPreferenceKey.rewriteModelProvider) var rewriteModelProviderRaw = RewriteModelProvider.customLLM.rawValue
    @AppStorage(AppPreferenceKey.remoteASRSelectedProvider) var remoteASRSelectedProviderRaw = RemoteASRProvider.openAIWhisper.rawValue
    @AppStorage(AppPreferenceKey.remoteASRProviderConfigurations) var remoteASRProviderConfigurationsRaw = ""
    @AppStorage(AppPreferenceKey.remoteLLMSelectedProvider) var remoteLLMSelectedProviderRaw = RemoteLLMProvider.openAI.rawValue
    @AppStorage(AppPreferenceKey.remoteLLMProviderConfigurations) var remoteLLMProviderConfigurationsRaw = ""
    @AppStorage(AppPreferenceKey.translationRemoteLLMProvider) var translationRemoteLLMProviderRaw = ""
    @AppStorage(AppPreferenceKey.rewriteRemoteLLMProvider) var rewriteRemoteLLMProviderRaw = ""
    @AppStorage(AppPreferenceKey.hotkeyPreset) var hotkeyPresetRaw = HotkeyPreference.defaultPreset.rawValue
    @AppStorage(AppPreferenceKey.hotkeyTriggerMode) var hotkeyTriggerModeRaw = HotkeyPreference.defaultTriggerMode.rawValue
    @AppStorage(AppPreferenceKey.hotkeyDistinguishModifierSides) var hotkeyDistinguishModifierSides = HotkeyPreference.defaultDistinguishModifierSides

    @State var inputDevices: [AudioInputDevice] = []
    @State var microphoneState = MicrophoneResolvedState.empty
    @State var modelStorageDisplayPath = ""
    @State var modelStorageSelectionError: String?
    @State var systemAudioPermissionMessage: String?
    @State var configurationTransferMessage: String?
    @State var isUserMainLanguageSheetPresented = false
    @State var isMicrophonePriorityDialogPresented = false
    @State var isPermissionsDialogPresented = false
    @State var editingASRProvider: RemoteASRProvider?
    @State var editingLLMProvider: RemoteLLMProvider?
    @State var translationTestInput = OnboardingTranslationTest.defaultInput
    @State var rewriteTestPrompt = OnboardingRewriteTest.defaultPrompt
    @State var rewriteTestSourceText = OnboardingRewriteTest.defaultSourceText
    @State var appEnhancementDemoPlayer: AVPlayer?
    @State var meetingDemoPlayer: AVPlayer?
    @State var featureSettings = FeatureSettingsStore.load(defaults: .standard)
    @State private var permissionRefreshRevision = 0
    @State var permissionMonitoringKinds: Set<OnboardingContextualPermission> = []
    @State private var permissionMonitorTasks: [OnboardingContextualPermission: Task<Void, Never>] = [:]

    var interfaceLanguage: AppInterfaceLanguage {
        AppInterfaceLanguage(rawValue: interfaceLanguageRaw) ?? .system
    }

    var translationTargetLanguage: TranslationTargetLanguage {
        TranslationTargetLanguage(rawValue: translationTargetLanguageRaw) ?? .english
    }

    var selectedEngine: TranscriptionEngine {
        TranscriptionEngine(rawValue: engineRaw) ?? .mlxAudio
    }

    var selectedRemoteASRProvider: RemoteASRProvider {
        RemoteASRProvider(rawValue: remoteASRSelectedProviderRaw) ?? .openAIWhisper
    }

    var selectedRemoteLLMProvider: RemoteLLMProvider {
        RemoteLLMProvider(rawValue: remoteLLMSelectedProviderRaw) ?? .openAI
    }

    var selectedRewriteProvider: RewriteModelProvider {
        RewriteModelProvider(rawValue: rewriteModelProviderRaw) ?? .customLLM
    }

    var remoteASRConfigurations: [String: RemoteProviderConfiguration] {
        RemoteModelConfigurationStore.loadConfigurations(
            from: remoteASRProviderConfigurationsRaw,
            sensitiveValueLoading: .metadataOnly
        )
    }

    var remoteLLMConfigurations: [String: RemoteProviderConfiguration] {
        RemoteModelConfigurationStore.loadConfigurations(
            from: remoteLLMProviderConfigurationsRaw,
            sensitiveValueLoading: .metadataOnly
        )
    }

    var selectedUserMainLanguageCodes: [String] {
        UserMainLanguageOption.storedSelection(from: userMainLanguageCodesRaw)
    }

    var userMainLanguageSummary: String {
        let codes = selectedUserMainLanguageCodes
        guard let primaryCode = codes.first,
              let primaryOption = UserMainLanguageOption.option(for: primaryCode) else {
            return UserMainLanguageOption.fallbackOption().title()
        }

        if codes.count == 1 {
            return primaryOption.title()
        }

        let format = AppLocalization.localizedString("%@ + %d more")
        return String(format: format, primaryOption.title(), codes.count - 1)
    }

    var appleIntelligenceAvailable: Bool {
        if #available(macOS 26.0, *) {
            return TextEnhancer.isAvailable
        }
        return false
    }

    var modelPathChoice: Binding<OnboardingModelPathChoice> {
        Binding(
            get: {
                switch selectedEngine {
                case .mlxAudio, .whisperKit:
                    return .local
                case .remote:
                    return .remote
                case .dictation:
                    return .dictation
                }
            },
            set: { newValue in
                switch newValue {
                case .local:
                    if selectedEngine == .remote || selectedEngine == .dictation {
                        engineRaw = TranscriptionEngine.mlxAudio.rawValue
                    }
                    enhancementModeRaw = EnhancementMode.customLLM.rawValue
                    translationModelProviderRaw = TranslationModelProvider.customLLM.rawValue
                    translationFallbackModelProviderRaw = TranslationModelProvider.customLLM.rawValue
                    rewriteModelProviderRaw = RewriteModelProvider.customLLM.rawValue
                case .remote:
                    engineRaw = TranscriptionEngine.remote.rawValue
                    enhancementModeRaw = EnhancementMode.remoteLLM.rawValue
                    translationModelProviderRaw = TranslationModelProvider.remoteLLM.rawValue
                    translationFallbackModelProviderRaw = TranslationModelProvider.remoteLLM.rawValue
                    rewriteModelProviderRaw = RewriteModelProvider.remoteLLM.rawValue
                    translationRemoteLLMProviderRaw = selectedRemoteLLMProvider.rawValue
                    rewriteRemoteLLMProviderRaw = selectedRemoteLLMProvider.rawValue
                case .dictation:
                    engineRaw = TranscriptionEngine.dictation.rawValue
                }
            }
        )
    }

    var llmPathChoice: Binding<OnboardingTextModelPathChoice> {
        Binding(
            get: {
                switch featureSettings.transcription.llmSelectionID.textSelection {
                case .remoteLLM:
                    return .remote
                case .appleIntelligence:
                    return .system
                case .localLLM, .none:
                    return .local
                }
            },
            set: { newValue in
                applyLLMPathChoice(newValue)
            }
        )
    }

    var localEngineSelection: Binding<TranscriptionEngine> {
        Binding(
            get: {
                switch selectedEngine {
                case .mlxAudio, .whisperKit:
                    return selectedEngine
                case .remote, .dictation:
                    return .mlxAudio
                }
            },
            set: { engineRaw = $0.rawValue }
        )
    }

    var hotkeyPresetSelection: Binding<HotkeyPreference.Preset> {
        Binding(
            get: {
                switch HotkeyPreference.Preset(rawValue: hotkeyPresetRaw) ?? .fnCombo {
                case .commandCombo:
                    return .commandCombo
                case .fnCombo, .custom:
                    return .fnCombo
                }
            },
            set: { applyHotkeyPreset($0) }
        )
    }

    private var onboardingBodyContent: AnyView {
        AnyView(
            HStack(alignment: .top, spacing: 8) {
                onboardingSidebar
                    .frame(width: 184)
                    .frame(maxHeight: .infinity, alignment: .top)

                VStack(alignment: .leading, spacing: 12) {
                    onboardingHeader
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            stepContent
                            currentStepPermissionSection
                        }
                        .padding(.horizontal, 8)
                        .padding(.top, 2)
                        .padding(.bottom, 8)
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        )
    }

    private var onboardingObservedContent: AnyView {
        let localized = AnyView(onboardingBodyContent.environment(\.locale, interfaceLanguage.locale))
        let appeared = AnyView(localized.onAppear {
                refreshInputDevices()
                refreshModelStorageDisplayPath()
                syncOnboardingModelManagers()
                syncOnboardingFeatureSelections()
                prepareDemoPlayerIfNeeded(for: currentStep)
            })
        let muteObserved = AnyView(appeared.onChange(of: muteSystemAudioWhileRecording) { _, newValue in
                handleMuteSystemAudioChange(newValue)
            })
        let languageObserved = AnyView(muteObserved.onChange(of: interfaceLanguageRaw) { _, _ in
                syncLocalizedOnboardingSamples()
                NotificationCenter.default.post(name: .voxtInterfaceLanguageDidChange, object: nil)
            })
        let featureObserved = AnyView(languageObserved.onChange(of: featureSettingsRaw) { _, _ in
                featureSettings = FeatureSettingsStore.load(defaults: .standard)
            })
        let storageObserved = AnyView(featureObserved.onChange(of: modelStorageRootPath) { _, _ in
                refreshModelStorageDisplayPath()
            })
        let mlxObserved = AnyView(storageObserved.onChange(of: mlxModelRepo) { _, newValue in
                handleMLXRepoChange(newValue)
            })
        let whisperObserved = AnyView(mlxObserved.onChange(of: whisperModelID) { _, newValue in
                handleWhisperModelChange(newValue)
            })
        let llmRepoObserved = AnyView(whisperObserved.onChange(of: customLLMRepo) { _, newValue in
                handleCustomLLMRepoChange(newValue)
            })
        let engineObserved = AnyView(llmRepoObserved.onChange(of: engineRaw) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let enhancementObserved = AnyView(engineObserved.onChange(of: enhancementModeRaw) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let remoteASRObserved = AnyView(enhancementObserved.onChange(of: remoteASRSelectedProviderRaw) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let remoteLLMObserved = AnyView(remoteASRObserved.onChange(of: remoteLLMSelectedProviderRaw) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let targetLanguageObserved = AnyView(remoteLLMObserved.onChange(of: translationTargetLanguageRaw) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let translationSelectionObserved = AnyView(targetLanguageObserved.onChange(of: translateSelectedTextOnTranslationHotkey) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let appEnhancementObserved = AnyView(translationSelectionObserved.onChange(of: appEnhancementEnabled) { _, _ in
                syncOnboardingFeatureSelections()
            })
        let stepObserved = AnyView(appEnhancementObserved.onChange(of: currentStep) { _, newValue in
                OnboardingPreferenceManager.saveLastStep(newValue)
                prepareDemoPlayerIfNeeded(for: newValue)
            })
        let audioDevicesObserved = AnyView(stepObserved.onReceive(NotificationCenter.default.publisher(for: .voxtAudioInputDevicesDidChange)) { _ in
                refreshInputDevices()
            })
        let selectedInputObserved = AnyView(audioDevicesObserved.onReceive(NotificationCenter.default.publisher(for: .voxtSelectedInputDeviceDidChange)) { _ in
                refreshInputDevices()
            })
        return AnyView(selectedInputObserved.onReceive(NotificationCenter.default.publisher(for: NSApplication.didBecomeActiveNotification)) { _ in
                permissionRefreshRevision += 1
            })
    }

    private var onboardingSheetContent: AnyView {
        let languageSheet = AnyView(onboardingObservedContent.sheet(isPresented: $isUserMainLanguageSheetPresented) {
            UserMainLanguageSelectionSheet(
                selectedCodes: selectedUserMainLanguageCodes,
                localeIdentifier: interfaceLanguage.localeIdentifier
            ) { updatedCodes in
                userMainLanguageCodesRaw = UserMainLanguageOption.storageValue(for: updatedCodes)
            }
        })
        let microphoneSheet = AnyView(languageSheet.sheet(isPresented: $isMicrophonePriorityDialogPresented) {
            MicrophonePriorityDialog(
                state: microphoneState,
                onUseNow: { uid in
                    focusMicrophone(uid: uid)
                },
                onAutoSwitchChanged: { isEnabled in
                    setMicrophoneAutoSwitchEnabled(isEnabled)
                },
                onReorderPriority: { orderedUIDs in
                    applyMicrophonePriorityOrder(orderedUIDs)
                }
            )
        })
        let permissionsSheet = AnyView(microphoneSheet.sheet(isPresented: $isPermissionsDialogPresented) {
            ScrollView {
                PermissionsSettingsView(navigationRequest: nil)
                    .padding(16)
            }
            .frame(minWidth: 720, minHeight: 520)
        })
        let asrSheet = AnyView(permissionsSheet.sheet(item: $editingASRProvider) { provider in
            RemoteProviderConfigurationSheet(
                providerTitle: provider.title,
                credentialHint: asrCredentialHint(for: provider),
                showsDoubaoFields: provider == .doubaoASR,
                testTarget: .asr(provider),
                configuration: RemoteModelConfigurationStore.resolvedASRConfiguration(
                    provider: provider,
                    stored: RemoteModelConfigurationStore.loadConfigurations(from: remoteASRProviderConfigurationsRaw)
                )
            ) { configuration in
                saveRemoteASRConfiguration(configuration)
            }
        })
        return AnyView(asrSheet.sheet(item: $editingLLMProvider) { provider in
            RemoteProviderConfigurationSheet(
                providerTitle: provider.title,
                credentialHint: nil,
                showsDoubaoFields: false,
                testTarget: .llm(provider),
                configuration: RemoteModelConfigurationStore.resolvedLLMConfiguration(
                    provider: provider,
                    stored: RemoteModelConfigurationStore.loadConfigurations(from: remoteLLMProviderConfigurationsRaw)
                )
            ) { configuration in
                saveRemoteLLMConfiguration(configuration)
            }
        }.onDisappear {
            for task in permissionMonitorTasks.values {
                task.cancel()
            }
            permissionMonitorTasks.removeAll()
            permissionMonitoringKinds.removeAll()
        })
    }

    var body: some View {
        onboardingSheetContent
            .id(interfaceLanguageRaw)
    }

    var onboardingSidebar: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 8) {
                Spacer(minLength: 0)

                Text(AppLocalization.format("%d/%d", currentStep.stepNumber, OnboardingStep.allCases.count))
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.trailing)
            }
            .padding(.horizontal, 8)

            VStack(alignment: .leading, spacing: 4) {
                ForEach(OnboardingStep.allCases) { step in
                    Button {
                        currentStep = step
                    } label: {
                        HStack(spacing: 1) {
                            Text("\(step.stepNumber)")
                                .font(.system(size: 11, weight: .semibold, design: .rounded))
                                .frame(width: 12, alignment: .leading)
                                .foregroundStyle(step == currentStep ? Color.white.opacity(0.82) : .secondary)

                            Text(step.titleKey)
                                .font(.system(size: 13, weight: .medium))
                                .lineLimit(1)

                            Spacer(minLength: 0)

                            OnboardingStatusBadge(status: stepStatus(for: step), isSelected: step == currentStep)
                        }
                        .contentShape(Rectangle())
                    }
                    .buttonStyle(SettingsSidebarItemButtonStyle(isActive: step == currentStep))
                }
            }

            Spacer(minLength: 8)

            VStack(spacing: 8) {
                if shouldShowPermissionBadge {
                    Button(action: { isPermissionsDialogPresented = true }) {
                        HStack(spacing: 8) {
                            Image(systemName: "exclamationmark.triangle.fill")
                                .font(.system(size: 13, weight: .semibold))
                                .foregroundStyle(.red)
                            Text(localized("Permissions Disabled"))
                                .font(.system(size: 12, weight: .semibold))
                                .foregroundStyle(.red)
                            Spacer(minLength: 0)
                        }
                    }
                    .frame(maxWidth: .infinity)
                    .buttonStyle(SettingsStatusButtonStyle(tint: .red))
                }

                HStack(spacing: 8) {
                    if let previousStep = currentStep.previous {
                        Button {
                            currentStep = previousStep
                        } label: {
                            HStack(spacing: 4) {
                                Image(systemName: "chevron.left")
                                    .font(.system(size: 11, weight: .semibold))
                                Text(localized("Previous"))
                            }
                            .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(SettingsPillButtonStyle(horizontalPadding: 9))
                        .frame(maxWidth: .infinity)
                    }

                    if let nextStep = currentStep.next {
                        Button {
                            currentStep = nextStep
                        } label: {
                            HStack(spacing: 4) {
                                Text(localized("Next"))
                                Image(systemName: "chevron.right")
                                    .font(.system(size: 11, weight: .semibold))
                            }
                            .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(SettingsPrimaryButtonStyle(horizontalPadding: 10))
                        .frame(maxWidth: .infinity)
                    }
                }

                Group {
                    if currentStep == .finish {
                        Button(action: onFinish) {
                            Label(localized("Start Voxt"), systemImage: "checkmark.circle")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(SettingsPrimaryButtonStyle())
                    } else {
                        Button(action: onExit) {
                            Label(localized("Exit Guide"), systemImage: "xmark.circle")
                                .frame(maxWidth: .infinity)
                        }
                        .buttonStyle(SettingsPillButtonStyle())
                    }
                }
                .frame(maxWidth: .infinity)
            }
            .padding(.top, 4)
        }
        .padding(.horizontal, 10)
        .padding(.bottom, 12)
        .padding(.top, 18)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .settingsSidebarSurface()
    }

    var onboardingHeader: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(currentStep.titleKey)
                .font(.title3.weight(.semibold))
            Text(currentStep.subtitleKey)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal, 8)
    }

    func stepStatus(for step: OnboardingStep) -> OnboardingStepStatus {
        OnboardingStepStatusResolver.resolve(step: step, snapshot: onboardingStatusSnapshot)
    }

    func isPermissionGranted(_ permission: OnboardingContextualPermission) -> Bool {
        _ = permissionRefreshRevision
        return OnboardingPermissionGrantResolver.isGranted(permission)
    }

    func requestPermission(_ permission: OnboardingContextualPermission) {
        let initialState = isPermissionGranted(permission)
        permissionRefreshRevision += 1
        startPermissionMonitoring(permission, initialState: initialState)

        switch permission {
        case .microphone:
            Task {
                _ = await AVCaptureDevice.requestAccess(for: .audio)
                await MainActor.run { permissionRefreshRevision += 1 }
            }
        case .speechRecognition:
            SFSpeechRecognizer.requestAuthorization { _ in
                Task { @MainActor in
                    self.permissionRefreshRevision += 1
                }
            }
        case .accessibility:
            let granted = AccessibilityPermissionManager.request(prompt: true)
            if !granted {
                Task { @MainActor in
                    PermissionGuidance.openSettings(for: permission)
                }
            }
        case .inputMonitoring:
            let granted = EventListeningPermissionManager.requestInputMonitoring(prompt: true)
            if !granted {
                Task { @MainActor in
                    PermissionGuidance.openSettings(for: permission)
                }
            }
        case .systemAudioCapture:
            SystemAudioCapturePermission.requestAccess { granted in
                Task { @MainActor in
                    self.permissionRefreshRevision += 1
                    if !granted {
                        PermissionGuidance.openSettings(for: permission)
                    }
                }
            }
        }
    }

    func openSettings(for permission: OnboardingContextualPermission) {
        PermissionGuidance.openSettings(for: permission)
    }

    private func startPermissionMonitoring(
        _ permission: OnboardingContextualPermission,
        initialState: Bool
    ) {
        permissionMonitorTasks[permission]?.cancel()
        permissionMonitoringKinds.insert(permission)

        let task = Task { @MainActor in
            defer {
                permissionMonitorTasks[permission] = nil
                permissionMonitoringKinds.remove(permission)
            }

            for _ in 0..<60 {
                try? await Task.sleep(for: .milliseconds(500))
                if Task.isCancelled { return }

                let latestState = OnboardingPermissionGrantResolver.isGranted(permission)
                permissionRefreshRevision += 1
                if latestState != initialState {
                    return
                }
            }
        }

        permissionMonitorTasks[permission] = task
    }

}
