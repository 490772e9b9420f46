//
//  AppDelegate.swift
//  HackerNews
//
//  Created by woxtu on 2019/06/08.
//  Copyright © 2019 woxtu. All rights reserved.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {}
