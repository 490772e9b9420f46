//
//  PaneIdentifier.swift
//  MiniSim
//
//  Created by Oskar Kwaśniewski on 29/01/2023.
//

import Settings

extension Settings.PaneIdentifier {
    static let preferences = Self("preferences")
    static let about = Self("about")
    static let devices = Self("devices")
    static let commands = Self("commands")
}
