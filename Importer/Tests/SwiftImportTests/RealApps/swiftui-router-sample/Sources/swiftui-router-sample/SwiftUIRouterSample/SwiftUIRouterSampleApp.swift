//
//  SwiftUIRouterSampleApp.swift
//  SwiftUIRouterSample
//
//  Created by Yusuke Hasegawa on 2021/02/13.
//

import SwiftUI

@main
struct SwiftUIRouterSampleApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
