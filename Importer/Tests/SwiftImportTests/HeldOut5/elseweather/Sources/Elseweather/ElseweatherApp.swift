//
//  ElseweatherApp.swift
//  Elseweather
//
//  Created by Jarek Šedý on 12.09.2021.
//

import SwiftUI

@main
struct ElseweatherApp: App {
    var body: some Scene {
        WindowGroup {
            ElseweatherView()
        }
    }
}
