//
//  Apple_Intelligence_ChatApp.swift
//  Apple Intelligence Chat
//
//  Created by Pallav Agarwal on 6/9/25.
//

import SwiftUI

@main
struct Apple_Intelligence_ChatApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
