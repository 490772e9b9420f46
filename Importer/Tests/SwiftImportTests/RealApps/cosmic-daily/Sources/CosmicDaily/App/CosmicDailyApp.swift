//
//  CosmicDailyApp.swift
//  CosmicDaily
//
//  Created by emre argana on 10.06.2025.
//
//  Ana uygulama dosyası - SwiftUI uygulamasının giriş noktası

import SwiftUI

@main
struct CosmicDailyApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
