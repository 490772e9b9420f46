// Copyright 5calls. All rights reserved. See LICENSE for details.

import SwiftUI

class IssueRouter {
    var path = NavigationPath()
    var selectedIssue: Issue?
}
