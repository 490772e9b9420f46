//
//  FirstView.swift
//  SwiftUIRouterSample
//
//  Created by Yusuke Hasegawa on 2021/02/13.
//

import SwiftUI

struct FirstView: View {
    var body: some View {
        Text("Hello, First!")
    }
}

struct FirstView_Previews: PreviewProvider {
    static var previews: some View {
        FirstView()
    }
}
