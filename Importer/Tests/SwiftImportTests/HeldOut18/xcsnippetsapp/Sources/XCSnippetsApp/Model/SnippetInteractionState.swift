enum SnippetInteractionState {
    case readOnly
    case editing
    case creating
}
