//
//  NotificationCenter+showComposeSheet.swift
//  Leviathan
//
//  Created by Thomas Bonk on 25.11.22.
//  Copyright 2022 The Swiftodon Team
//
//  Licensed under the Apache License, Version 2.0 (the "License");
//  you may not use this file except in compliance with the License.
//  You may obtain a copy of the License at
//
//      http://www.apache.org/licenses/LICENSE-2.0
//
//  Unless required by applicable law or agreed to in writing, software
//  distributed under the License is distributed on an "AS IS" BASIS,
//  WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//  See the License for the specific language governing permissions and
//  limitations under the License.
//

import Foundation

extension Notification.Name {
    static let ShowComposeSheet = Notification.Name("__SHOW_COMPOSE_SHEET__")
}

extension NotificationCenter {
    static func showComposeSheet() {
        NotificationCenter.default.post(name: .ShowComposeSheet, object: nil)
    }
}
