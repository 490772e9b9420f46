//
//  critterclanApp.swift
//  critterclan
//
//  Created by Shameem Reza on 25/5/21.
//

import SwiftUI

@main
struct critterclanApp: App {
    var body: some Scene {
        WindowGroup {
            MainView()
        }
    }
}
