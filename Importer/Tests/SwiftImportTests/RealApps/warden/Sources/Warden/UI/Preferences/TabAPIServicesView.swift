import CoreData
import SwiftUI
import os
import AppKit

struct TabAPIServicesView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \APIServiceEntity.addedDate, ascending: false)],
        animation: .default
    )
    private var apiServices: FetchedResults<APIServiceEntity>

    @State private var selectedServiceID: NSManagedObjectID?
    @State private var refreshID = UUID()
    @AppStorage("defaultApiService") private var defaultApiServiceID: String?

    private var isSelectedServiceDefault: Bool {
        guard let selectedServiceID = selectedServiceID else { return false }
        return selectedServiceID.uriRepresentation().absoluteString == defaultApiServiceID
    }
    
    private var selectedService: APIServiceEntity? {
        guard let selectedServiceID = selectedServiceID else { return nil }
        return apiServices.first(where: { $0.objectID == selectedServiceID })
    }

    var body: some View {
        MasterDetailLayout(masterWidth: 280) {
            // Sidebar
            VStack(spacing: 0) {
                GlassToolbar {
                    HStack {
                        Text("API Services")
                            .font(.system(size: 14, weight: .semibold))
                        Spacer()
                        
                        HStack(spacing: 8) {
                            Button(action: duplicateService) {
                                Image(systemName: "doc.on.doc")
                                    .font(.system(size: 12, weight: .medium))
                            }
                            .buttonStyle(.borderless)
                            .disabled(selectedServiceID == nil)
                            .help("Duplicate")
                            
                            Button(action: addNewService) {
                                Image(systemName: "plus")
                                    .font(.system(size: 12, weight: .semibold))
                            }
                            .buttonStyle(.borderless)
                            .help("Add Service")
                        }
                    }
                }
                
                if apiServices.isEmpty {
                    GlassEmptyState(
                        icon: "network",
                        title: "No Services",
                        subtitle: "Add an API service to get started"
                    )
                } else {
                    ScrollView {
                        LazyVStack(spacing: 4) {
                            ForEach(apiServices, id: \.objectID) { service in
                                GlassListRow(
                                    iconImage: service.type == "openai_custom" ? "logo_chatgpt" : "logo_\(service.type ?? "openai")",
                                    title: service.name ?? "Untitled",
                                    subtitle: service.model ?? "No model",
                                    isSelected: selectedServiceID == service.objectID,
                                    badge: service.objectID.uriRepresentation().absoluteString == defaultApiServiceID ? "Default" : nil,
                                    badgeColor: .blue
                                ) {
                                    selectedServiceID = service.objectID
                                }
                            }
                        }
                        .padding(12)
                    }
                }
            }
        } detail: {
            if let service = selectedService {
                APIServiceDetailContent(
                    service: service,
                    viewContext: viewContext,
                    onDelete: {
                        selectedServiceID = nil
                        refreshList()
                    },
                    onSetDefault: {
                        defaultApiServiceID = service.objectID.uriRepresentation().absoluteString
                    },
                    isDefault: isSelectedServiceDefault
                )
                .id(service.objectID)
            } else {
                GlassEmptyState(
                    icon: "network",
                    title: "Select a Service",
                    subtitle: "Choose an API service from the sidebar"
                )
            }
        }
        .onAppear {
            if selectedServiceID == nil && !apiServices.isEmpty {
                selectedServiceID = apiServices.first?.objectID
            }
        }
    }

    private func addNewService() {
        let defaultType = AppConstants.defaultApiType
        let defaultConfig = AppConstants.defaultApiConfigurations[defaultType]

        let newService = APIServiceEntity(context: viewContext)
        newService.id = UUID()
        newService.name = "New API Service"
        newService.type = defaultType
        newService.url = defaultConfig.flatMap { URL(string: $0.url) }
        newService.model = defaultConfig?.defaultModel ?? ""
        newService.contextSize = 20
        newService.generateChatNames = true
        newService.useStreamResponse = true
        newService.imageUploadsAllowed = defaultConfig?.imageUploadsSupported ?? false
        newService.addedDate = Date()
        
        do {
            try viewContext.save()
            selectedServiceID = newService.objectID
            refreshList()
        } catch {
            WardenLog.coreData.error("Error creating new service: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func duplicateService() {
        guard let selectedService = apiServices.first(where: { $0.objectID == selectedServiceID }) else { return }
        
        let newService = selectedService.copy() as! APIServiceEntity
        newService.name = (selectedService.name ?? "") + " Copy"
        newService.addedDate = Date()
        
        let newServiceID = UUID()
        newService.id = newServiceID

        if let oldServiceIDString = selectedService.id?.uuidString {
            do {
                if let token = try TokenManager.getToken(for: oldServiceIDString) {
                    try TokenManager.setToken(token, for: newServiceID.uuidString)
                }
            } catch {
                WardenLog.app.error("Error copying API token: \(error.localizedDescription, privacy: .public)")
            }
        }

        do {
            try viewContext.save()
            selectedServiceID = newService.objectID
            refreshList()
        } catch {
            WardenLog.coreData.error("Error duplicating service: \(error.localizedDescription, privacy: .public)")
        }
    }

    private func refreshList() {
        refreshID = UUID()
    }
}

// MARK: - Detail Content View
struct APIServiceDetailContent: View {
    @ObservedObject var service: APIServiceEntity
    let viewContext: NSManagedObjectContext
    let onDelete: () -> Void
    let onSetDefault: () -> Void
    let isDefault: Bool
    
    @StateObject private var viewModel: APIServiceDetailViewModel
    @State private var lampColor: Color = .gray
    @State private var showingDeleteConfirmation = false
    @FocusState private var isTokenFocused: Bool
    @FetchRequest(
        sortDescriptors: [NSSortDescriptor(keyPath: \PersonaEntity.addedDate, ascending: true)],
        animation: .default
    )
    private var personas: FetchedResults<PersonaEntity>
    
    private let types = AppConstants.apiTypes
    @State private var openRouterProviderFilter = ""

    private var openRouterProviderOptions: [(id: String, displayName: String)] {
        guard viewModel.type == "openrouter" else { return [] }
        let providerIds = Set(viewModel.availableModels.compactMap { ModelMetadata.modelNamespaceID(from: $0) })
        return providerIds
            .map { (id: $0, displayName: ModelMetadata.providerDisplayName(for: $0)) }
            .sorted { $0.displayName < $1.displayName }
    }

    private var filteredModelOptions: [String] {
        var models = viewModel.availableModels

        if viewModel.type == "openrouter", !openRouterProviderFilter.isEmpty {
            models = models.filter { ModelMetadata.modelNamespaceID(from: $0) == openRouterProviderFilter }
        }

        if viewModel.selectedModel != "custom", !models.contains(viewModel.selectedModel) {
            models.append(viewModel.selectedModel)
        }

        return models.sorted()
    }

    init(service: APIServiceEntity, viewContext: NSManagedObjectContext, onDelete: @escaping () -> Void, onSetDefault: @escaping () -> Void, isDefault: Bool) {
        self.service = service
        self.viewContext = viewContext
        self.onDelete = onDelete
        self.onSetDefault = onSetDefault
        self.isDefault = isDefault
        _viewModel = StateObject(wrappedValue: APIServiceDetailViewModel(viewContext: viewContext, apiService: service))
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                // Header
                HStack(spacing: 16) {
                    Image(service.type == "openai_custom" ? "logo_chatgpt" : "logo_\(service.type ?? "openai")")
                        .resizable()
                        .renderingMode(.template)
                        .frame(width: 32, height: 32)
                        .foregroundStyle(.primary)
                    
                    VStack(alignment: .leading, spacing: 2) {
                        Text(service.name ?? "Untitled")
                            .font(.system(size: 20, weight: .semibold))
                        Text(AppConstants.defaultApiConfigurations[service.type ?? ""]?.name ?? "Unknown")
                            .font(.system(size: 13))
                            .foregroundStyle(.secondary)
                    }
                    
                    Spacer()
                    
                    if isDefault {
                        StatusBadge(text: "Default", color: .blue)
                    } else {
                        Button("Set Default") { onSetDefault() }
                            .buttonStyle(.bordered)
                    }
                }
                
                // Basic Settings
                GlassCard {
                    VStack(alignment: .leading, spacing: 14) {
                        SettingsSectionHeader(title: "Connection")
                        
                        VStack(spacing: 12) {
                            SettingsRow(title: "Service Name") {
                                TextField("", text: $viewModel.name)
                                    .textFieldStyle(.roundedBorder)
                                    .frame(width: 200)
                            }
                            
                            SettingsDivider()
                            
                            SettingsRow(title: "API Type") {
                                HStack(spacing: 8) {
                                    Image(viewModel.type == "openai_custom" ? "logo_chatgpt" : "logo_\(viewModel.type)")
                                        .resizable()
                                        .renderingMode(.template)
                                        .frame(width: 14, height: 14)
                                    
                                    Picker("", selection: $viewModel.type) {
                                        ForEach(types, id: \.self) {
                                            Text(AppConstants.defaultApiConfigurations[$0]?.name ?? $0)
                                        }
                                    }
                                    .pickerStyle(.menu)
                                    .frame(width: 150)
                                    .labelsHidden()
                                    .onChange(of: viewModel.type) { _, newValue in
                                        openRouterProviderFilter = ""
                                        viewModel.onChangeApiType(newValue)
                                    }
                                }
                            }
                            
                            SettingsDivider()
                            
                            SettingsRow(title: "API URL") {
                                HStack(spacing: 8) {
                                    TextField(
                                        viewModel.type == "openai_custom" ? "https://api.example.com/v1/chat/completions" : "",
                                        text: $viewModel.url
                                    )
                                    .textFieldStyle(.roundedBorder)
                                    .frame(minWidth: 180, maxWidth: 250)

                                    if viewModel.type != "openai_custom" {
                                        Button {
                                            viewModel.url = viewModel.defaultApiConfiguration?.url ?? ""
                                        } label: {
                                            Image(systemName: "arrow.counterclockwise")
                                                .font(.system(size: 11))
                                        }
                                        .buttonStyle(.borderless)
                                        .help("Reset to default")
                                    }
                                }
                            }
                        }
                    }
                }
                
                // Authentication
                if (viewModel.defaultApiConfiguration?.apiKeyRef ?? "") != "" || viewModel.type == "openai_custom" {
                    GlassCard {
                        VStack(alignment: .leading, spacing: 14) {
                            SettingsSectionHeader(title: "Authentication")

                            VStack(spacing: 12) {
                                SettingsRow(title: "API Token") {
                                    TextField("", text: $viewModel.apiKey)
                                        .textFieldStyle(.roundedBorder)
                                        .frame(width: 250)
                                        .focused($isTokenFocused)
                                        .blur(radius: !viewModel.apiKey.isEmpty && !isTokenFocused ? 3 : 0)
                                        .onChange(of: viewModel.apiKey) { _, newValue in
                                            viewModel.onChangeApiKey(newValue)
                                        }
                                }

                                if viewModel.type != "openai_custom",
                                   let apiKeyRef = viewModel.defaultApiConfiguration?.apiKeyRef,
                                   !apiKeyRef.isEmpty,
                                   let url = URL(string: apiKeyRef) {
                                    HStack {
                                        Spacer()
                                        Link("Get API Token", destination: url)
                                            .font(.system(size: 11))
                                    }
                                }
                            }
                        }
                    }
                }

                if viewModel.isCodexProvider {
                    GlassCard {
                        VStack(alignment: .leading, spacing: 14) {
                            SettingsSectionHeader(title: "Codex Account")

                            SettingsRow(title: "Status") {
                                Text(viewModel.codexStatusText)
                                    .font(.system(size: 12))
                                    .foregroundStyle(viewModel.codexIsAuthenticated ? .green : .secondary)
                                    .frame(maxWidth: 260, alignment: .trailing)
                            }

                            SettingsDivider()

                            HStack(spacing: 8) {
                                if viewModel.codexIsAuthenticated {
                                    Button("Sign Out") {
                                        viewModel.logoutCodex()
                                    }
                                    .buttonStyle(.bordered)
                                } else if viewModel.isCodexLoginInProgress {
                                    ProgressView()
                                        .scaleEffect(0.7)
                                    Button("Cancel") {
                                        viewModel.cancelCodexLogin()
                                    }
                                    .buttonStyle(.bordered)
                                } else {
                                    Button("Sign In with ChatGPT") {
                                        viewModel.startCodexLogin()
                                    }
                                    .buttonStyle(.borderedProminent)
                                }

                                Button("Refresh") {
                                    viewModel.refreshCodexAuthState()
                                }
                                .buttonStyle(.bordered)

                                Spacer()
                            }

                            if viewModel.codexIsAuthenticated {
                                SettingsDivider()

                                HStack(alignment: .firstTextBaseline) {
                                    Text("Usage limits")
                                        .font(.system(size: 12, weight: .semibold))
                                        .foregroundStyle(.secondary)
                                    Spacer()
                                    Button("Refresh Limits") {
                                        viewModel.refreshCodexRateLimits(showNotificationOnFailure: true)
                                    }
                                    .buttonStyle(.borderless)
                                    .font(.system(size: 11))
                                }

                                if viewModel.codexRateLimitRows.isEmpty {
                                    Text("No usage data available yet.")
                                        .font(.system(size: 12))
                                        .foregroundStyle(.secondary)
                                } else {
                                    ForEach(viewModel.codexRateLimitRows) { row in
                                        VStack(alignment: .leading, spacing: 2) {
                                            HStack {
                                                Text(row.label)
                                                    .font(.system(size: 12, weight: .medium))
                                                Spacer()
                                                Text(row.remainingText)
                                                    .font(.system(size: 12, design: .monospaced))
                                            }
                                            if let resetText = row.resetText {
                                                Text(resetText)
                                                    .font(.system(size: 11))
                                                    .foregroundStyle(.secondary)
                                            }
                                        }
                                    }
                                }
                            }

                            if let loginURL = viewModel.codexLoginURL, !viewModel.codexIsAuthenticated {
                                Button("Open ChatGPT Login Page") {
                                    NSWorkspace.shared.open(loginURL)
                                }
                                .buttonStyle(.link)
                                .font(.system(size: 12))
                            }
                        }
                    }
                }
                
                // Model Selection
                GlassCard {
                    VStack(alignment: .leading, spacing: 14) {
                            SettingsSectionHeader(title: "Model")
                        
                        VStack(spacing: 12) {
                            SettingsRow(title: "LLM Model") {
                                HStack(spacing: 8) {
                                    if openRouterProviderOptions.count > 1 {
                                        Picker("Provider", selection: $openRouterProviderFilter) {
                                            Text("All Providers").tag("")
                                            ForEach(openRouterProviderOptions, id: \.id) { option in
                                                Text(option.displayName).tag(option.id)
                                            }
                                        }
                                        .pickerStyle(.menu)
                                        .frame(minWidth: 140, maxWidth: 160)
                                        .labelsHidden()
                                    }

                                    Picker("", selection: $viewModel.selectedModel) {
                                        ForEach(filteredModelOptions, id: \.self) { model in
                                            Text(model).tag(model)
                                        }
                                        Text("Custom...").tag("custom")
                                    }
                                    .pickerStyle(.menu)
                                    .frame(minWidth: 160, maxWidth: 200)
                                    .labelsHidden()
                                    .disabled(viewModel.isLoadingModels)
                                    .onChange(of: viewModel.selectedModel) { _, newValue in
                                        viewModel.isCustomModel = newValue == "custom"
                                        if newValue != "custom" {
                                            viewModel.model = newValue
                                        }
                                    }
                                    .onChange(of: viewModel.availableModels) { _, _ in
                                        guard viewModel.type == "openrouter" else { return }
                                        let validIds = Set(viewModel.availableModels.compactMap { ModelMetadata.modelNamespaceID(from: $0) })
                                        if !openRouterProviderFilter.isEmpty, !validIds.contains(openRouterProviderFilter) {
                                            openRouterProviderFilter = ""
                                        }
                                    }
                                    
                                    if AppConstants.defaultApiConfigurations[viewModel.type]?.modelsFetching ?? false {
                                        Button {
                                            viewModel.onUpdateModelsList()
                                        } label: {
                                            if viewModel.isLoadingModels {
                                                ProgressView()
                                                    .scaleEffect(0.6)
                                                    .frame(width: 14, height: 14)
                                            } else {
                                                Image(systemName: "arrow.clockwise")
                                                    .font(.system(size: 11))
                                            }
                                        }
                                        .buttonStyle(.borderless)
                                        .disabled(viewModel.isLoadingModels)
                                        .help(viewModel.modelFetchError != nil ? "Can't fetch models" : "Refresh models")
                                    }
                                }
                            }
                            
                            if viewModel.isCustomModel {
                                SettingsRow(title: "Custom Model") {
                                    TextField("Model name", text: $viewModel.model)
                                        .textFieldStyle(.roundedBorder)
                                        .frame(width: 200)
                                }
                            }
                            
                            if let apiModelRef = viewModel.defaultApiConfiguration?.apiModelRef,
                               let url = URL(string: apiModelRef) {
                                HStack {
                                    Spacer()
                                    Link("Models Reference", destination: url)
                                        .font(.system(size: 11))
                                }
                            }
                            
                            SettingsDivider()
                            
                            HStack {
                                Text("Test Connection")
                                    .font(.system(size: 13))
                                Spacer()
                                ButtonTestApiTokenAndModel(
                                    lampColor: $lampColor,
                                    gptToken: viewModel.apiKey,
                                    gptModel: viewModel.model,
                                    apiUrl: viewModel.url,
                                    apiType: viewModel.type
                                )
                            }
                        }
                    }
                }
                
                // Model Visibility
                if !viewModel.fetchedModels.isEmpty {
                    GlassCard {
                        VStack(alignment: .leading, spacing: 14) {
                            SettingsSectionHeader(title: "Model Visibility")
                            
                            ModelSelectionView(
                                serviceType: viewModel.type,
                                availableModels: viewModel.fetchedModels,
                                onSelectionChanged: { selectedIds in
                                    viewModel.updateSelectedModels(selectedIds)
                                }
                            )
                        }
                    }
                }
                
                // Context & Features
                GlassCard {
                    VStack(alignment: .leading, spacing: 14) {
                        SettingsSectionHeader(title: "Behavior")
                        
                        VStack(spacing: 12) {
                            SettingsRow(
                                title: "Context Size",
                                subtitle: "Number of messages to include"
                            ) {
                                HStack(spacing: 8) {
                                    Slider(value: $viewModel.contextSize, in: 5...100, step: 5)
                                        .frame(width: 120)
                                    Text("\(Int(viewModel.contextSize))")
                                        .font(.system(size: 12, design: .monospaced))
                                        .foregroundStyle(.secondary)
                                        .frame(width: 30)
                                }
                            }
                            
                            SettingsDivider()
                            
                            SettingsRow(
                                title: "Auto Chat Naming",
                                subtitle: "Generate names from content"
                            ) {
                                Toggle("", isOn: $viewModel.generateChatNames)
                                    .toggleStyle(.switch)
                                    .labelsHidden()
                            }
                            
                            SettingsDivider()
                            
                            SettingsRow(
                                title: "Stream Responses",
                                subtitle: "Show text as it's generated"
                            ) {
                                Toggle("", isOn: $viewModel.useStreamResponse)
                                    .toggleStyle(.switch)
                                    .labelsHidden()
                            }
                            
                            if viewModel.supportsImageUploads {
                                SettingsDivider()
                                
                                SettingsRow(
                                    title: "Image Uploads",
                                    subtitle: "Enable vision capabilities"
                                ) {
                                    Toggle("", isOn: $viewModel.imageUploadsAllowed)
                                        .toggleStyle(.switch)
                                        .labelsHidden()
                                }
                            }
                        }
                    }
                }
                
                // Default Assistant
                GlassCard {
                    VStack(alignment: .leading, spacing: 14) {
                        SettingsSectionHeader(title: "Default Assistant")
                        
                        Picker("", selection: $viewModel.defaultAiPersona) {
                            ForEach(personas) { persona in
                                Text(persona.name ?? "Untitled").tag(persona)
                            }
                        }
                        .pickerStyle(.menu)
                        .frame(width: 200)
                        .labelsHidden()
                    }
                }
                
                // Reasoning Model Warning
                if AppConstants.openAiReasoningModels.contains(viewModel.model) {
                    HStack(spacing: 8) {
                        Image(systemName: "info.circle.fill")
                            .foregroundStyle(.orange)
                        Text("Reasoning models don't support system messages. Temperature is fixed at 1.0.")
                            .font(.system(size: 12))
                            .foregroundStyle(.orange)
                    }
                    .padding(12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color.orange.opacity(0.1))
                    )
                }
                
                // Actions
                HStack {
                    Button(role: .destructive) {
                        showingDeleteConfirmation = true
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    .buttonStyle(.bordered)
                    
                    Spacer()
                    
                    Button {
                        viewModel.saveAPIService()
                    } label: {
                        Label("Save Changes", systemImage: "checkmark.circle.fill")
                    }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
                }
                
                Spacer(minLength: 20)
            }
            .padding(24)
        }
        .alert("Delete Service", isPresented: $showingDeleteConfirmation) {
            Button("Cancel", role: .cancel) { }
            Button("Delete", role: .destructive) {
                viewModel.deleteAPIService()
                onDelete()
            }
        } message: {
            Text("Are you sure you want to delete this service?")
        }
    }
}


struct APIServiceRowView: View {
    let service: APIServiceEntity

    var body: some View {
        VStack(alignment: .leading) {
            Text(service.name ?? "Untitled Service")
                .font(.headline)
            Text(service.type ?? "Unknown type")
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
    }
}

#Preview {
    TabAPIServicesView()
        .frame(width: 800, height: 600)
}
