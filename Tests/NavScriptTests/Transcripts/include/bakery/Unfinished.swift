enum Draft {
    case one(
