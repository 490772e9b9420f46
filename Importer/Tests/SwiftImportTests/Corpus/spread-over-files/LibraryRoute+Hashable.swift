extension Library.Route: Hashable {}
