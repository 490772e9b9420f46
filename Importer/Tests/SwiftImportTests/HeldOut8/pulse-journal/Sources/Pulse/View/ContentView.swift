//
//  ContentView.swift
//  collins score
//
//  Created by Marcus Raitner on 20.04.25.
//

import OSLog
import SwiftData
import SwiftUI
import StoreKit

enum ViewMode: String, CaseIterable {
    case day, week, month

    var systemImage: String {
        switch self {
        case .day:   return "calendar.day.timeline.left"
        case .week:  return "rectangle.grid.1x2"
        case .month: return "square.grid.3x3"
        }
    }
}

/// Root view that orchestrates the timeline, selected-date display, log entries,
/// reflection card, and FAB. Also owns sheet presentation for settings, new/edit
/// entry, and reflection, and handles deep-link URLs (`pulseapp://log`, `pulseapp://reflect`).
struct ContentView: View {
    @Environment(\.modelContext) private var context
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.featureFlags) private var featureFlags
    @Environment(\.requestReview) private var requestReview
    
    @Query private var allEntries: [DailyEntry]
    @Query private var allLogs: [DailyLogEntry]
    
    private var countLogs: Int { allLogs.count }
    
    @AppStorage(AppStorageKeys.notificationsEnabled) private var notificationsEnabled: Bool = true
    @AppStorage(AppStorageKeys.enableEditingHistory) private var enableEditingHistory: Bool = true
    @AppStorage(AppStorageKeys.reflectionReminder) private var reflectionReminder: Bool = true
    @AppStorage(AppStorageKeys.reflectionReminderTime) private var reflectionReminderTime: Date?
    @AppStorage(AppStorageKeys.viewMode) private var viewMode: ViewMode = .day
    
    @State private var reviewService = ReviewService()
    @State private var selectedEntry: DailyEntry = DailyEntry(date: .now)
    @State private var triggerScrollToToday: Bool = false
    @State private var isPresentingSettings: Bool = false
    @State private var isPresentingNewEntry: Bool = false
    @State private var isPresentingReflection: Bool = false
    @State private var isPresentingInsights: Bool = false
    
    private let logger = Logger(subsystem: "de.raitner.pulse", category: "ContentView")

    
    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottomTrailing) {

                BackgroundImageView()

                if viewMode == .day {
                    ScrollView {
                        LazyVStack {
                            // The currently selected date
                            SelectedDateView(date: selectedEntry.date)
                                .padding(.vertical)
                                .padding(.horizontal)

                            // Delete Button (only admin mode)
                            if featureFlags.adminEnabled {
                                Button("Delete Entry", systemImage: "trash") {
                                    context.delete(selectedEntry)
                                    context.saveOrLog("Failure saving deleted entry", logger: logger)
                                }
                                .tint(.white)
                            }

                            // The timeline scroll view
                            HorizontalTimelineView(selectedEntry: $selectedEntry, scrollToToday: $triggerScrollToToday)
                                .padding(.vertical)

                            // The daily reflection
                            DailyReflectionCard(day: selectedEntry) {
                                isPresentingReflection = true
                            }
                            .padding(.horizontal, 8)

                            // The log entries for this day
                            LogEntriesView(day: selectedEntry)
                                .padding(.horizontal, 8)
                        }
                    }
                } else {
                    AggregatedTimelineView(aggregationLevel: viewMode == .week ? .week : .month)
                        .id(viewMode)
                }

                // The Add Button (day mode only)
                if viewMode == .day && (Calendar.current.isDateInToday(selectedEntry.date) || enableEditingHistory) {
                    Button(action: { isPresentingNewEntry = true }) {
                        Image(systemName: "plus")
                            .font(.largeTitle)
                            .padding()
                            .glassCircle()
                            .foregroundStyle(.white)
                    }
                    .contentShape(Circle())
                    .buttonStyle(.plain)
                    .padding(.trailing, 20)
                }
            }
            .navigationBarTitleDisplayMode(.inline)
            .sheet(isPresented: $isPresentingSettings,
                   onDismiss: setNotifications) {
                settingsSheetStack
            }
            .sheet(isPresented: $isPresentingNewEntry) {
                NavigationStack {
                    LogEntrySheet(day: selectedEntry)
                }
                .presentationDetents([.large])
            }
            .sheet(isPresented: $isPresentingReflection) {
                NavigationStack {
                    DailyReflectionSheet(day: selectedEntry)
                }
            }
            .sheet(isPresented: $isPresentingInsights) {
                // #available required by compiler: InsightsView is @available(iOS 26, *)
                if #available(iOS 26, *) {
                    NavigationStack {
                        InsightsView()
                    }
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    if featureFlags.foundationModelsAvailable {
                        Button {
                            isPresentingInsights = true
                        } label: {
                            Image(systemName: "sparkles")
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape.fill") {
                        isPresentingSettings = true
                    }
                    .tint(.white)
                }
                ToolbarItem(placement: .principal) {
                    Picker("View Mode", selection: $viewMode) {
                        ForEach(ViewMode.allCases, id: \.self) { mode in
                            Image(systemName: mode.systemImage).tag(mode)
                        }
                    }
                    .pickerStyle(.segmented)
                    .frame(maxWidth: 160)
                }
            }
            .task {
                await initApplication()
                updateToday()
            }
            .onChange(of: scenePhase) { _, newPhase in
                if newPhase == .active {
                    logger.trace("scene is now active. Updating today.")
                    updateToday()
                }
            }
            .onChange(of: countLogs) { old, new in
                if new > old {
                    reviewService.considerRequesting(countLog: countLogs) { requestReview() }
                }
            }
#if DEBUG
            // Expose an accessibility identifier
            .accessibilityIdentifier("dateView")
            // and a values containing the selectedEntry for UI Tests
            .accessibilityValue(
                Text("selectedEntry:\(DateFormatHelper.formatDate(selectedEntry.date))")
            )
#endif  // DEBUG only for UI Tests
        }
//        .ignoresSafeArea(.keyboard)
        .onOpenURL { url in
            switch url.host() {
            case "log":
                triggerScrollToToday = true
                isPresentingNewEntry = true
            case "reflect":
                triggerScrollToToday = true
                isPresentingReflection = true
            default:
                return
            }
        }
    }
    
    /// Re-schedules local notifications from current `AppStorage` values.
    /// Called when the settings sheet is dismissed.
    private func setNotifications() {
        NotificationScheduler.setNotifications(
            notificationsEnabled: notificationsEnabled,
            notificationTimes: UserDefaults.standard.array(forKey: AppStorageKeys.notificationTimes) as? [Date] ?? [],
            reflectionReminder: reflectionReminder,
            reflectionReminderTime: reflectionReminderTime)
    }

    /// Ensures today's `DailyEntry` exists, creating and inserting one if it is missing.
    /// Scrolls the timeline to today after creating a new entry.
    private func updateToday() {
        var descriptor = FetchDescriptor<DailyEntry>(sortBy: [SortDescriptor(\.date, order: .reverse)])
        descriptor.fetchLimit = 1

        if let last = try? context.fetch(descriptor).first,
           Calendar.current.isDateInToday(last.date) {
            return
        }

        let newToday = DailyEntry(date: .now)
        logger.debug("Creating a new day: \(newToday.date)")
        context.insert(newToday)
        context.saveOrLog("Failure while saving new day", logger: logger)
        selectedEntry = newToday
        triggerScrollToToday = true
    }

    /// Performs one-time startup work: applies debug launch arguments and requests
    /// notification authorisation. Called once from `.task` on first appearance.
    private func initApplication() async {

        #if DEBUG
            let args = ProcessInfo.processInfo.arguments

            if args.contains("--disable-animations") {
                UIView.setAnimationsEnabled(false)
            }
        #endif  // DEBUG only for testing

        // Request authorization for notifications
        do {
            try await UNUserNotificationCenter.current().requestAuthorization(
                options: [.alert, .badge, .sound])
        } catch {
            logger.error("Error NotificationCenter: \(error.localizedDescription)")
        }
    }

    
    /// The `NavigationStack`-wrapped settings sheet with a Close toolbar button.
    private var settingsSheetStack: some View {
        NavigationStack {
            SettingsView()
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Compat.confirmButton(String(localized: "Close")) {
                            isPresentingSettings = false
                        }
                    }
                }
        }
    }
    
}


#Preview {
    ContentView()
        .modelContainer(SampleData.shared.modelContainer)
        .environment(\.featureFlags, FeatureFlags(adminEnabled: false))
        .preferredColorScheme(.dark)
}

