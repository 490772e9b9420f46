//
//  WindowID.swift
//  GitClient
//
//  Created by Makoto Aoyama on 2024/08/11.
//

import Foundation

enum WindowID: String {
    case commitMessageSnippets
}
