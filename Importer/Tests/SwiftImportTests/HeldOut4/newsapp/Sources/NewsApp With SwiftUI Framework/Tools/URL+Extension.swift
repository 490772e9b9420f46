//
//  URL+Extension.swift
//  NewsApp With SwiftUI Framework
//
//  Created by Mohammad Aazam on 13/07/22.
//  Copyright © 2022 Алексей Воронов. All rights reserved.
//

import Foundation

extension URL: Identifiable {
    public var id: URL {
        self
    }
}
