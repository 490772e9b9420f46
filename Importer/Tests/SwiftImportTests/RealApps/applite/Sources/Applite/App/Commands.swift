//
//  Commands.swift
//  Applite
//
//  Created by Milán Várady on 2022. 10. 11..
//

import SwiftUI
import ButtonKit

struct CommandsMenu: Commands {
    let updater: UpdaterViewModel
    let caskManager: CaskManager

    @Environment(\.openWindow) var openWindow

    var body: some Commands {
        SidebarCommands()

        CommandGroup(after: .appInfo) {
            Divider()

            AsyncButton("Refresh App Catalog") {
                await caskManager.loadData(forceSync: true)
            }
            .keyboardShortcut("r", modifiers: .command)
            .disabled(caskManager.isRefreshingCatalog)
        }

        CommandGroup(before: .systemServices) {
            Button("Uninstall Applite...") {
                openWindow(id: "uninstall-self")
            }

            Button(action: updater.checkForUpdates) {
                Text("Check for Updates...", comment: "Check for update menu bar item")
            }
            // Sparkle clears this for the duration of a check; without it repeat invocations
            // stacked up with no feedback (P3-18).
            .disabled(!updater.canCheckForUpdates)

            Divider()
        }

        CommandGroup(replacing: .newItem) {}
        
        
        CommandGroup(replacing: .help) {
            Link("Website", destination: URL(string: "https://aerolite.dev/applite")!)
            Link("Troubleshooting", destination: URL(string: "https://aerolite.dev/applite/troubleshooting.html")!)
            Link("GitHub", destination: URL(string: "https://github.com/milanvarady/Applite")!)
            Link("Discord", destination: URL(string: "https://discord.gg/MpDMH9cPbK")!)
            Link("Sponsor", destination: URL(string: "https://www.paypal.com/donate/?hosted_button_id=ZMDZSRG9CRY2Y")!)
        }
    }
}
