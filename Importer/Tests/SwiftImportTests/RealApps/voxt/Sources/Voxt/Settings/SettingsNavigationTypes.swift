import SwiftUI

enum SettingsNavigationSection: String, Hashable {
    case generalConfiguration
    case generalAudio
    case generalTranscriptionUI
    case generalLanguages
    case generalOutput
    case generalLogging
    case generalAppBehavior
    case modelEngine
    case modelTextEnhancement
    case modelTranslation
    case modelContentRewrite
    case modelTranscriptionTest
    case dictionarySettings
    case dictionaryEntries
    case appBranchSources
    case appBranchGroups
    case historySettings
    case historyEntries
    case permissionsMain
    case permissionsAppBranchURLAuthorization
    case aboutVoxt
    case aboutProject
    case aboutAuthor
    case aboutThanks
    case aboutLogs

    var tab: SettingsTab {
        switch self {
        case .generalConfiguration,
             .generalAudio,
             .generalTranscriptionUI,
             .generalLanguages,
             .generalOutput,
             .generalLogging,
             .generalAppBehavior:
            return .general
        case .modelEngine,
             .modelTextEnhancement,
             .modelTranslation,
             .modelContentRewrite,
             .modelTranscriptionTest:
            return .model
        case .dictionarySettings,
             .dictionaryEntries:
            return .dictionary
        case .appBranchSources,
             .appBranchGroups:
            return .feature
        case .historySettings,
             .historyEntries:
            return .history
        case .permissionsMain,
             .permissionsAppBranchURLAuthorization:
            return .permissions
        case .aboutVoxt,
             .aboutProject,
             .aboutAuthor,
             .aboutThanks,
             .aboutLogs:
            return .about
        }
    }

    var titleKey: String {
        switch self {
        case .generalConfiguration: return "Configuration"
        case .generalAudio: return "Audio"
        case .generalTranscriptionUI: return "Transcription UI"
        case .generalLanguages: return "Languages"
        case .generalOutput: return "Output"
        case .generalLogging: return "Logging"
        case .generalAppBehavior: return "App Behavior"
        case .modelEngine: return "Engine"
        case .modelTextEnhancement: return "Text Enhancement"
        case .modelTranslation: return "Translation"
        case .modelContentRewrite: return "Content Rewrite"
        case .modelTranscriptionTest: return "Transcription Test"
        case .dictionarySettings: return "Settings"
        case .dictionaryEntries: return "Dictionary Entries"
        case .appBranchSources: return "Sources"
        case .appBranchGroups: return "Groups"
        case .historySettings: return "History Settings"
        case .historyEntries: return "History Entries"
        case .permissionsMain: return "Permissions"
        case .permissionsAppBranchURLAuthorization: return "App Branch URL Authorization"
        case .aboutVoxt: return "Voxt"
        case .aboutProject: return "Project"
        case .aboutAuthor: return "Author"
        case .aboutThanks: return "Thanks"
        case .aboutLogs: return "Logs"
        }
    }

    var title: String {
        AppLocalization.localizedString(titleKey)
    }
}

struct SettingsNavigationTarget: Hashable {
    let tab: SettingsTab
    let section: SettingsNavigationSection?
    let featureTab: FeatureSettingsTab?

    init(tab: SettingsTab, section: SettingsNavigationSection? = nil, featureTab: FeatureSettingsTab? = nil) {
        self.tab = tab
        self.section = section
        self.featureTab = featureTab ?? Self.defaultFeatureTab(for: tab, section: section)
    }

    init?(notification: Notification) {
        guard let rawTab = notification.userInfo?["tab"] as? String,
              let tab = SettingsTab(rawValue: rawTab)
        else {
            return nil
        }

        let section: SettingsNavigationSection?
        if let rawSection = notification.userInfo?["section"] as? String,
           !rawSection.isEmpty {
            section = SettingsNavigationSection(rawValue: rawSection)
        } else {
            section = nil
        }

        let featureTab: FeatureSettingsTab?
        if let rawFeatureTab = notification.userInfo?["featureTab"] as? String,
           !rawFeatureTab.isEmpty {
            featureTab = FeatureSettingsTab(rawValue: rawFeatureTab)
        } else {
            featureTab = Self.defaultFeatureTab(for: tab, section: section)
        }

        self.init(tab: tab == .appEnhancement ? .feature : tab, section: section, featureTab: featureTab)
    }

    var userInfo: [String: String] {
        [
            "tab": tab.rawValue,
            "section": section?.rawValue ?? "",
            "featureTab": featureTab?.rawValue ?? ""
        ]
    }

    static func defaultFeatureTab(
        for tab: SettingsTab,
        section: SettingsNavigationSection?
    ) -> FeatureSettingsTab? {
        if tab == .appEnhancement {
            return .appEnhancement
        }
        guard tab == .feature || section?.tab == .feature else { return nil }
        switch section {
        case .appBranchSources, .appBranchGroups:
            return .appEnhancement
        case .none:
            return .transcription
        default:
            return .transcription
        }
    }
}

struct SettingsNavigationRequest: Identifiable, Equatable {
    let id: UUID
    let target: SettingsNavigationTarget

    init(id: UUID = UUID(), target: SettingsNavigationTarget) {
        self.id = id
        self.target = target
    }
}

extension View {
    func settingsNavigationAnchor(_ section: SettingsNavigationSection) -> some View {
        id(section.rawValue)
    }
}

enum SettingsTab: String, CaseIterable, Identifiable {
    case report
    case general
    case model
    case feature
    case dictionary
    case appEnhancement
    case history
    case permissions
    case hotkey
    case about

    var id: String { rawValue }

    var titleKey: LocalizedStringKey {
        switch self {
        case .general: return "General"
        case .permissions: return "Permissions"
        case .history: return "History"
        case .report: return "Dashboard"
        case .model: return "Model"
        case .feature: return "Feature"
        case .dictionary: return "Dictionary"
        case .appEnhancement: return "App Branch"
        case .hotkey: return "Hotkey"
        case .about: return "About"
        }
    }

    var title: String { AppLocalization.localizedString(rawTitleKey) }

    private var rawTitleKey: String {
        switch self {
        case .general: return "General"
        case .permissions: return "Permissions"
        case .history: return "History"
        case .report: return "Dashboard"
        case .model: return "Model"
        case .feature: return "Feature"
        case .dictionary: return "Dictionary"
        case .appEnhancement: return "App Branch"
        case .hotkey: return "Hotkey"
        case .about: return "About"
        }
    }

    var iconName: String {
        switch self {
        case .general: return "slider.horizontal.3"
        case .permissions: return "lock.shield"
        case .history: return "clock.arrow.circlepath"
        case .report: return "chart.bar"
        case .model: return "waveform"
        case .feature: return "square.grid.2x2"
        case .dictionary: return "book.closed"
        case .appEnhancement: return "sparkles.rectangle.stack"
        case .hotkey: return "keyboard"
        case .about: return "info.circle"
        }
    }

    static func visibleTabs(appEnhancementEnabled: Bool) -> [SettingsTab] {
        allCases.filter { tab in
            switch tab {
            case .appEnhancement:
                return false
            default:
                return true
            }
        }
    }
}

enum SettingsSidebarMode: Equatable {
    case root
    case feature
}

enum FeatureSettingsTab: String, CaseIterable, Identifiable {
    case transcription
    case note
    case translation
    case rewrite
    case appEnhancement
    case meeting

    var id: String { rawValue }

    var titleKey: LocalizedStringKey {
        switch self {
        case .transcription: return "Transcription"
        case .note: return "Notes"
        case .translation: return "Translation"
        case .rewrite: return "Rewrite"
        case .appEnhancement: return "App Enhancement"
        case .meeting: return "Meeting"
        }
    }

    var title: String {
        AppLocalization.localizedString(rawTitleKey)
    }

    private var rawTitleKey: String {
        switch self {
        case .transcription: return "Transcription"
        case .note: return "Notes"
        case .translation: return "Translation"
        case .rewrite: return "Rewrite"
        case .appEnhancement: return "App Enhancement"
        case .meeting: return "Meeting"
        }
    }

    var iconName: String {
        switch self {
        case .transcription: return "waveform.and.mic"
        case .note: return "note.text"
        case .translation: return "globe"
        case .rewrite: return "text.badge.star"
        case .appEnhancement: return "sparkles.rectangle.stack"
        case .meeting: return "person.2.crop.square.stack"
        }
    }

    static func visibleTabs(appEnhancementEnabled: Bool, meetingEnabled: Bool, noteEnabled: Bool) -> [FeatureSettingsTab] {
        allCases.filter { tab in
            switch tab {
            case .note:
                return noteEnabled
            case .appEnhancement:
                return appEnhancementEnabled
            case .meeting:
                return meetingEnabled
            default:
                return true
            }
        }
    }
}

struct SettingsSectionHeader: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title)
                .font(.title2.weight(.semibold))
            Divider()
        }
    }
}
