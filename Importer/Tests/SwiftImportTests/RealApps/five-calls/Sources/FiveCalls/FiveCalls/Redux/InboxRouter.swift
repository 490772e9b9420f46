// Copyright 5calls. All rights reserved. See LICENSE for details.

import Foundation

class InboxRouter {
    var selectedMessage: InboxMessage?
}
