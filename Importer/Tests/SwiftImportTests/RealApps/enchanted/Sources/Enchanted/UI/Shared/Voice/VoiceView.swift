//
//  ConversationView.swift
//  Enchanted
//
//  Created by Augustinas Malinauskas on 26/05/2024.
//

import SwiftUI

struct VoiceView: View {
    var body: some View {
        Text("hello")
    }
}

#Preview {
    VoiceView()
}
