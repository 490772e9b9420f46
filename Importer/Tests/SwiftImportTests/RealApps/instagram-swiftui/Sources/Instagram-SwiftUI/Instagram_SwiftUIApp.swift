//
//  Instagram_SwiftUIApp.swift
//  Instagram-SwiftUI
//
//  Created by Pankaj Gaikar on 03/04/21.
//

import SwiftUI

@main
struct Instagram_SwiftUIApp: App {
    var body: some Scene {
        WindowGroup {
            RootContainerView()
        }
    }
}
