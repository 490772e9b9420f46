//
//  ContentView.swift
//  Zeitgeist
//
//  Created by Daniel Eden on 17/08/2022.
//

import SwiftUI

struct ContentView: View {
	@Environment(AccountManager.self) var accountManager
	@AppStorage(Preferences.lastAppVersionOpened) private var lastAppVersionOpened

	@State private var presentNewFeaturesScreen = false

	var body: some View {
		AuthenticatedContentView()
			.formStyle(.grouped)
			.animation(.default, value: accountManager.hasAccounts)
			.symbolRenderingMode(.hierarchical)
			.onAppear {
				if let lastAppVersionOpened,
					 lastAppVersionOpened == "2" && ZeitgeistApp.majorAppVersion == "3" {
					presentNewFeaturesScreen = true
					self.lastAppVersionOpened = ZeitgeistApp.majorAppVersion
				}
			}
			.sheet(isPresented: $presentNewFeaturesScreen) {
				NewFeaturesView()
			}
			.sheet(isPresented: Binding(get: { !accountManager.hasAccounts }, set: { _ in })) {
				OnboardingView()
					.interactiveDismissDisabled()
#if !os(iOS)
					.frame(minWidth: 800, minHeight: 600)
#endif
			}
	}
}
