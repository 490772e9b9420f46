import AppKit
import SwiftUI

struct MenuBarRootView: View {
    @Bindable var viewModel: ClipletViewModel
    @Bindable var modifierKeyMonitor: ModifierKeyMonitor
    let onPreviewChange: (ClipboardItem?) -> Void
    let onRowVisibilityChange: ((UUID, Bool) -> Void)?

    @FocusState private var isSearchFocused: Bool
    @State private var previewInteraction = ClipletPreviewInteractionState()
    @State private var isShowingTagManager = false
    @State private var noteEditingItem: ClipboardItem?
    @State private var isCollectionMode = false
    @State private var collectedItemIDs: [UUID] = []

    init(
        viewModel: ClipletViewModel,
        modifierKeyMonitor: ModifierKeyMonitor = ModifierKeyMonitor(),
        onRowVisibilityChange: ((UUID, Bool) -> Void)? = nil,
        onPreviewChange: @escaping (ClipboardItem?) -> Void = { _ in }
    ) {
        self.viewModel = viewModel
        self.modifierKeyMonitor = modifierKeyMonitor
        self.onPreviewChange = onPreviewChange
        self.onRowVisibilityChange = onRowVisibilityChange
    }

    var body: some View {
        VStack(spacing: 0) {
            header
            filters
            Divider()
            itemList
            Divider()
            if isCollectionMode {
                collectionFooter
            } else {
                footer
            }
        }
        .frame(width: 440, height: 600)
        .environment(\.locale, viewModel.language.locale)
        .preferredColorScheme(viewModel.appearanceMode.colorScheme)
        .background(Color.clipletCanvas)
        .overlay(alignment: .bottom) {
            if let message = viewModel.toastMessage {
                ClipletToast(message: message)
                    .padding(.bottom, isCollectionMode ? 54 : 43)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.easeOut(duration: 0.18), value: viewModel.toastMessage)
        .onChange(of: viewModel.searchText) { _, _ in
            viewModel.refreshSelection()
        }
        .onAppear {
            isSearchFocused = true
            updateOptionState(
                modifierKeyMonitor.isOptionPressed
                    || ModifierKeyMonitor.isOptionPressedNow
            )
        }
        .onDisappear {
            resetTransientInteractionState()
            exitCollectionMode()
            viewModel.finishDismissing()
        }
        .onChange(of: modifierKeyMonitor.isOptionPressed) { _, isPressed in
            updateOptionState(isPressed)
        }
        .onReceive(
            NotificationCenter.default.publisher(
                for: ModifierKeyMonitor.optionKeyStateDidChange
            )
        ) { notification in
            guard let isPressed = notification.userInfo?[
                ModifierKeyMonitor.isPressedUserInfoKey
            ] as? Bool else { return }
            updateOptionState(isPressed)
        }
        .onKeyPress(.upArrow) {
            viewModel.selectPrevious()
            return .handled
        }
        .onKeyPress(.downArrow) {
            viewModel.selectNext()
            return .handled
        }
        .onKeyPress(.return) {
            if isCollectionMode {
                viewModel.pasteCombined(collectedItemIDs)
            } else {
                viewModel.pasteSelected()
            }
            return .handled
        }
        .onKeyPress(.delete) {
            deleteSelectedItem()
            return .handled
        }
        .onExitCommand {
            if isCollectionMode {
                exitCollectionMode()
            } else {
                viewModel.dismiss()
            }
        }
        .sheet(isPresented: $isShowingTagManager) {
            TagManagementView(viewModel: viewModel)
        }
        .sheet(item: $noteEditingItem) { item in
            ClipboardNoteEditor(viewModel: viewModel, item: item)
        }
    }

    private var header: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                Image("NimclipMark")
                    .renderingMode(.template)
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.primary)
                    .frame(width: 20, height: 20)
                    .accessibilityHidden(true)

                Text("Nimclip")
                    .font(.system(size: 14, weight: .semibold))

                Circle()
                    .fill(viewModel.isPaused ? Color.orange : Color.green)
                    .frame(width: 6, height: 6)

                Text(viewModel.localized(viewModel.isPaused ? "已暂停" : "记录中"))
                    .font(.system(size: 10.5, weight: .medium))
                    .foregroundStyle(.secondary)

                Spacer()

                Button(action: toggleCollectionMode) {
                    Image(systemName: "rectangle.stack.badge.plus")
                        .font(.system(size: 12, weight: .medium))
                        .frame(width: 26, height: 26)
                        .contentShape(Rectangle())
                }
                .buttonStyle(ClipletIconButtonStyle(isActive: isCollectionMode))
                .help("多条拼贴")
                .accessibilityLabel(
                    viewModel.localized(isCollectionMode ? "退出多条拼贴" : "多条拼贴")
                )

                Button(action: viewModel.togglePause) {
                    Image(systemName: viewModel.isPaused ? "play.fill" : "pause.fill")
                        .font(.system(size: 11, weight: .semibold))
                        .frame(width: 26, height: 26)
                        .contentShape(Rectangle())
                }
                .buttonStyle(ClipletIconButtonStyle(isActive: viewModel.isPaused))
                .help(viewModel.localized(viewModel.isPaused ? "继续记录" : "暂停记录"))
                .accessibilityLabel(
                    viewModel.localized(viewModel.isPaused ? "继续记录" : "暂停记录")
                )

                Button(action: viewModel.openSettings) {
                    Image(systemName: "gearshape")
                        .font(.system(size: 13, weight: .medium))
                        .frame(width: 26, height: 26)
                        .contentShape(Rectangle())
                }
                .buttonStyle(ClipletIconButtonStyle())
                .help("设置")
                .accessibilityLabel("打开设置")
            }

            HStack(spacing: 7) {
                Image(systemName: "magnifyingglass")
                    .font(.system(size: 12, weight: .medium))
                    .foregroundStyle(isSearchFocused ? Color.primary : Color.secondary)

                TextField("搜索", text: $viewModel.searchText)
                    .textFieldStyle(.plain)
                    .font(.system(size: 13))
                    .focused($isSearchFocused)
                    .onSubmit(viewModel.pasteSelected)

                if !viewModel.searchText.isEmpty {
                    Button {
                        viewModel.searchText = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundStyle(.tertiary)
                    }
                    .buttonStyle(.plain)
                    .help("清除搜索")
                    .accessibilityLabel("清除搜索")
                }
            }
            .padding(.horizontal, 9)
            .frame(height: 32)
            .background(
                Color.primary.opacity(isSearchFocused ? 0.075 : 0.052),
                in: RoundedRectangle(cornerRadius: 7, style: .continuous)
            )
            .overlay {
                RoundedRectangle(cornerRadius: 7, style: .continuous)
                    .stroke(
                        isSearchFocused
                            ? Color.clipletSelection.opacity(0.62)
                            : Color.clipletBorder.opacity(0.48),
                        lineWidth: isSearchFocused ? 1 : 0.5
                    )
            }
        }
        .padding(.horizontal, 12)
        .padding(.top, 9)
        .padding(.bottom, 10)
        .background(Color.clipletSurface)
        .overlay(alignment: .bottom) {
            Rectangle()
                .fill(Color(nsColor: .separatorColor).opacity(0.42))
                .frame(height: 0.5)
        }
    }

    private var filters: some View {
        HStack(spacing: 7) {
            HStack(spacing: 2) {
                sectionTab(.history, title: "历史")
                sectionTab(.favorites, title: "收藏")
            }

            Divider()
                .frame(height: 18)

            HStack(spacing: 2) {
                ForEach(ClipboardContentFilter.allCases) { filter in
                    contentFilterButton(filter)
                }
            }

            Spacer(minLength: 0)

            Menu {
                Button {
                    selectTag(nil)
                } label: {
                    Label("全部标签", systemImage: viewModel.selectedTagID == nil ? "checkmark" : "tag")
                }

                if !viewModel.tags.isEmpty {
                    Divider()
                    ForEach(viewModel.tags) { tag in
                        Button {
                            selectTag(tag.id)
                        } label: {
                            Label(
                                tag.name,
                                systemImage: viewModel.selectedTagID == tag.id ? "checkmark" : "tag"
                            )
                        }
                    }
                }

                Divider()
                Button {
                    isShowingTagManager = true
                } label: {
                    Label("管理标签…", systemImage: "slider.horizontal.3")
                }
            } label: {
                Image(systemName: viewModel.selectedTagID == nil ? "tag" : "tag.fill")
                    .font(.system(size: 12, weight: .medium))
                    .frame(width: 28, height: 28)
                    .contentShape(Rectangle())
            }
            .buttonStyle(ClipletIconButtonStyle())
            .menuIndicator(.hidden)
            .menuStyle(.borderlessButton)
            .help("按标签筛选")
            .accessibilityLabel("按标签筛选")
        }
        .padding(.horizontal, 10)
        .frame(height: 44)
    }

    @ViewBuilder
    private var itemList: some View {
        let visibleItems = viewModel.items
        if visibleItems.isEmpty {
            emptyState
        } else {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(visibleItems) { item in
                            ClipboardItemRow(
                                item: item,
                                tags: viewModel.tags,
                                textPreview: viewModel.textPreview(for: item),
                                thumbnailURL: viewModel.thumbnailURL(for: item),
                                presentationKind: viewModel.presentationKind(for: item),
                                referenceDate: viewModel.timestampReferenceDate,
                                language: viewModel.language,
                                isSelected: viewModel.selectedItemID == item.id,
                                isCollectionMode: isCollectionMode,
                                collectionIndex: collectionIndex(for: item.id),
                                onHoverChange: { hovering in
                                    updateHoveredItem(item.id, isHovered: hovering)
                                },
                                onActivate: { performPrimaryAction(on: item) },
                                onPaste: { viewModel.paste(item) },
                                onPastePlainText: { viewModel.pasteAsPlainText(item) },
                                onCopy: { viewModel.copy(item) },
                                onCopyPlainText: { viewModel.copyAsPlainText(item) },
                                onOpenLink: { viewModel.openLink(item) },
                                onToggleCollection: { toggleCollectedItem(item) },
                                onToggleFavorite: { viewModel.toggleFavorite(item) },
                                onEditNote: { beginEditingNote(item) },
                                onDelete: { viewModel.delete(item) },
                                onToggleTag: { tag in viewModel.toggleTag(tag, on: item) }
                            )
                            .id(item.id)
                            .onAppear {
                                onRowVisibilityChange?(item.id, true)
                            }
                            .onDisappear {
                                onRowVisibilityChange?(item.id, false)
                            }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollIndicators(.automatic)
                .contentMargins(.vertical, 5, for: .scrollContent)
                .scrollPosition(id: $viewModel.listScrollPositionID, anchor: .top)
                .onAppear {
                    scrollToNewest(using: proxy)
                }
                .onChange(of: viewModel.selectionScrollGeneration) { _, _ in
                    guard let itemID = viewModel.selectedItemID else { return }
                    proxy.scrollTo(itemID, anchor: .center)
                }
                .onChange(of: viewModel.listPresentationGeneration) { _, _ in
                    scrollToNewest(using: proxy)
                }
                /*
                 Keeping the lazy scroll container alive is important for row
                 reuse. A presentation generation scrolls that same container
                 back to the newest row without reconstructing all 500 rows.
                 */
                .transaction { transaction in
                    transaction.animation = nil
                }
            }
        }
    }

    private var emptyState: some View {
        ContentUnavailableView {
            Label(
                viewModel.localized(
                    viewModel.searchText.isEmpty ? "暂无记录" : "没有匹配结果"
                ),
                systemImage: viewModel.selectedSection == .favorites ? "star" : "doc.on.clipboard"
            )
        }
        .foregroundStyle(.secondary)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .combine)
    }

    private var collectionFooter: some View {
        HStack(spacing: 8) {
            Button("取消", action: exitCollectionMode)
                .buttonStyle(.plain)
                .foregroundStyle(.secondary)

            Divider()
                .frame(height: 18)

            VStack(alignment: .leading, spacing: 1) {
                Text("多条拼贴")
                    .font(.system(size: 11.5, weight: .semibold))
                Text(
                    collectedItemIDs.isEmpty
                        ? viewModel.localized("按顺序选择文本")
                        : viewModel.localizedFormat("已选 %d 条", collectedItemIDs.count)
                )
                    .font(.system(size: 9.5))
                    .foregroundStyle(.secondary)
            }

            Spacer()

            Button {
                viewModel.copyCombined(collectedItemIDs)
            } label: {
                Label("复制", systemImage: "doc.on.doc")
            }
            .controlSize(.small)
            .disabled(collectedItemIDs.isEmpty)

            Button {
                viewModel.pasteCombined(collectedItemIDs)
            } label: {
                Label("粘贴", systemImage: "arrow.turn.down.left")
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.small)
            .disabled(collectedItemIDs.isEmpty)
        }
        .padding(.horizontal, 12)
        .frame(height: 46)
        .background(Color.clipletSurface)
    }

    private var footer: some View {
        HStack(spacing: 7) {
            Text(viewModel.localizedFormat("%d 项", viewModel.items.count))
                .foregroundStyle(.tertiary)
                .monospacedDigit()

            Spacer()

            Text("按住 ⌥ 预览")
                .foregroundStyle(.tertiary)

            Divider()
                .frame(height: 14)
                .padding(.horizontal, 1)

            NimclipAppearanceFooterButton(
                mode: viewModel.appearanceMode,
                language: viewModel.language,
                action: viewModel.toggleAppearance
            )

            Button(action: viewModel.terminateApplication) {
                Image(systemName: "power")
                    .frame(width: 24, height: 24)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .foregroundStyle(.secondary)
            .help("退出 Nimclip")
            .accessibilityLabel("退出 Nimclip")
        }
        .font(.system(size: 11, weight: .medium))
        .padding(.horizontal, 12)
        .frame(height: 34)
        .background(Color.clipletSurface)
    }

    private func contentFilterButton(_ filter: ClipboardContentFilter) -> some View {
        let isSelected = viewModel.selectedContentFilter == filter
        return Button {
            withAnimation(.easeOut(duration: 0.14)) {
                viewModel.selectedContentFilter = filter
                viewModel.prepareToShow()
            }
        } label: {
            Image(systemName: filter.systemImage)
                .font(.system(size: 11, weight: .medium))
                .foregroundStyle(isSelected ? Color.primary : Color.secondary)
                .frame(width: 28, height: 28)
                .background(
                    isSelected ? Color.primary.opacity(0.09) : Color.clear,
                    in: RoundedRectangle(cornerRadius: 6)
                )
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .help(filter.title(in: viewModel.language))
        .accessibilityLabel(filter.title(in: viewModel.language))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    private func sectionTab(_ section: ClipletViewModel.Section, title: String) -> some View {
        let isSelected = viewModel.selectedSection == section
        let systemImage = section == .favorites
            ? (isSelected ? "star.fill" : "star")
            : "clock.arrow.circlepath"
        return NimclipNavigationTab(
            title: viewModel.localized(title),
            systemImage: systemImage,
            isSelected: isSelected,
            isFavorite: section == .favorites
        ) {
            withAnimation(.easeOut(duration: 0.14)) {
                viewModel.selectedSection = section
                viewModel.refreshSelection()
            }
        }
    }

    private func deleteSelectedItem() {
        guard !isCollectionMode else { return }
        guard let selectedItemID = viewModel.selectedItemID,
              let item = viewModel.items.first(where: { $0.id == selectedItemID }) else {
            return
        }
        viewModel.delete(item)
    }

    private func selectTag(_ tagID: UUID?) {
        withAnimation(.easeOut(duration: 0.14)) {
            viewModel.selectedTagID = tagID
            viewModel.prepareToShow()
        }
    }

    private func toggleCollectionMode() {
        withAnimation(.easeOut(duration: 0.16)) {
            if isCollectionMode {
                exitCollectionMode()
            } else {
                isCollectionMode = true
                collectedItemIDs = []
            }
        }
    }

    private func exitCollectionMode() {
        withAnimation(.easeOut(duration: 0.16)) {
            isCollectionMode = false
            collectedItemIDs = []
        }
    }

    private func toggleCollectedItem(_ item: ClipboardItem) {
        guard item.kind == .text else {
            viewModel.showNotice("多条拼贴目前支持文本记录")
            return
        }
        if !isCollectionMode {
            isCollectionMode = true
        }

        withAnimation(.easeOut(duration: 0.14)) {
            if let index = collectedItemIDs.firstIndex(of: item.id) {
                collectedItemIDs.remove(at: index)
            } else {
                collectedItemIDs.append(item.id)
            }
        }
    }

    private func beginEditingNote(_ item: ClipboardItem) {
        resetTransientInteractionState()
        noteEditingItem = item
    }

    private func collectionIndex(for itemID: UUID) -> Int? {
        guard let index = collectedItemIDs.firstIndex(of: itemID) else { return nil }
        return index + 1
    }

    private func scrollToNewest(using proxy: ScrollViewProxy) {
        guard let firstItemID = viewModel.items.first?.id else { return }
        viewModel.listScrollPositionID = firstItemID
        proxy.scrollTo(firstItemID, anchor: .top)
    }

    private func updateHoveredItem(_ itemID: UUID, isHovered: Bool) {
        if isHovered {
            previewInteraction.hoveredItemID = itemID

            // Reading AppKit's current flags also covers holding Option before
            // the pointer enters the row.
            if previewInteraction.beginPreview(
                for: itemID,
                optionIsPhysicallyPressed: ModifierKeyMonitor.isOptionPressedNow
            ) {
                notifyPreviewChange()
            }
        } else if previewInteraction.hoveredItemID == itemID {
            previewInteraction.hoveredItemID = nil
            if previewInteraction.previewItemID == itemID {
                previewInteraction.previewItemID = nil
                notifyPreviewChange()
            }
        }
    }

    private func updateOptionState(_ isPressed: Bool) {
        guard previewInteraction.updateOptionState(isPressed) else { return }
        notifyPreviewChange()
    }

    private func performPrimaryAction(on item: ClipboardItem) {
        if previewInteraction.beginPreview(
            for: item.id,
            optionIsPhysicallyPressed: ModifierKeyMonitor.isOptionPressedNow
        ) {
            notifyPreviewChange()
            return
        }
        viewModel.paste(item)
    }

    private func resetTransientInteractionState() {
        previewInteraction.hoveredItemID = nil
        previewInteraction.previewItemID = nil
        previewInteraction.isOptionPressed = false
        onPreviewChange(nil)
    }

    private func notifyPreviewChange() {
        guard previewInteraction.isOptionPressed,
              let previewItemID = previewInteraction.previewItemID,
              let item = viewModel.items.first(where: { $0.id == previewItemID }) else {
            onPreviewChange(nil)
            return
        }
        onPreviewChange(item)
    }
}

private struct ClipboardNoteEditor: View {
    @Bindable var viewModel: ClipletViewModel
    let item: ClipboardItem

    @Environment(\.dismiss) private var dismiss
    @FocusState private var isEditorFocused: Bool
    @State private var noteText: String

    init(viewModel: ClipletViewModel, item: ClipboardItem) {
        self.viewModel = viewModel
        self.item = item
        _noteText = State(initialValue: item.note ?? "")
    }

    private var hasSavedNote: Bool {
        item.note?
            .trimmingCharacters(in: .whitespacesAndNewlines)
            .isEmpty == false
    }

    private var normalizedDraft: String {
        noteText.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 8) {
                Image(systemName: "note.text")
                    .font(.system(size: 16, weight: .medium))
                    .foregroundStyle(.secondary)

                Text(
                    viewModel.localized(
                        hasSavedNote ? "编辑备注" : "添加备注"
                    )
                )
                .font(.system(size: 16, weight: .semibold))

                Spacer()
            }

            Text(viewModel.localized("备注仅用于整理和搜索，不会改变复制或粘贴的原文。"))
                .font(.system(size: 11.5))
                .foregroundStyle(.secondary)

            ZStack(alignment: .topLeading) {
                TextEditor(text: $noteText)
                    .font(.system(size: 13))
                    .lineSpacing(3)
                    .scrollContentBackground(.hidden)
                    .focused($isEditorFocused)
                    .padding(5)

                if noteText.isEmpty {
                    Text(viewModel.localized("输入备注…"))
                        .font(.system(size: 13))
                        .foregroundStyle(.tertiary)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 13)
                        .allowsHitTesting(false)
                }
            }
            .frame(minHeight: 132)
            .background(
                Color(nsColor: .textBackgroundColor),
                in: RoundedRectangle(cornerRadius: 7)
            )
            .overlay {
                RoundedRectangle(cornerRadius: 7)
                    .stroke(Color.clipletBorder.opacity(0.75), lineWidth: 0.5)
            }
            .onChange(of: noteText) { _, value in
                guard value.count > ClipboardStore.maximumNoteCharacters else {
                    return
                }
                noteText = String(value.prefix(ClipboardStore.maximumNoteCharacters))
            }

            HStack(spacing: 8) {
                Text(
                    "\(noteText.count)/\(ClipboardStore.maximumNoteCharacters)"
                )
                .font(.system(size: 10.5, design: .monospaced))
                .foregroundStyle(.tertiary)

                if hasSavedNote {
                    Button(role: .destructive) {
                        if viewModel.setNote(nil, for: item) {
                            dismiss()
                        }
                    } label: {
                        Text(viewModel.localized("删除备注"))
                    }
                }

                Spacer()

                Button(viewModel.localized("取消")) {
                    dismiss()
                }
                .keyboardShortcut(.cancelAction)

                Button(viewModel.localized("保存")) {
                    if viewModel.setNote(noteText, for: item) {
                        dismiss()
                    }
                }
                .keyboardShortcut(.defaultAction)
                .buttonStyle(.borderedProminent)
                .disabled(!hasSavedNote && normalizedDraft.isEmpty)
            }
            .controlSize(.small)
        }
        .padding(18)
        .frame(width: 420, height: 300)
        .background(Color.clipletCanvas)
        .onAppear {
            isEditorFocused = true
        }
    }
}

final class ClipletPreviewInteractionState {
    var hoveredItemID: UUID?
    var previewItemID: UUID?
    var isOptionPressed = false

    @discardableResult
    func updateOptionState(_ isPressed: Bool) -> Bool {
        guard isPressed != isOptionPressed else { return false }
        isOptionPressed = isPressed
        previewItemID = isPressed
            ? hoveredItemID
            : nil
        return true
    }

    func beginPreview(
        for itemID: UUID,
        optionIsPhysicallyPressed: Bool
    ) -> Bool {
        guard isOptionPressed || optionIsPhysicallyPressed else { return false }
        isOptionPressed = true
        hoveredItemID = itemID
        previewItemID = itemID
        return true
    }
}

private struct NimclipNavigationTab: View {
    let title: String
    let systemImage: String
    let isSelected: Bool
    let isFavorite: Bool
    let action: () -> Void

    @State private var isHovered = false

    var body: some View {
        Button(action: action) {
            HStack(spacing: 5) {
                Image(systemName: systemImage)
                    .font(.system(size: 10.5, weight: .semibold))
                    .foregroundStyle(
                        isFavorite && isSelected
                            ? Color.clipletFavorite
                            : (isSelected ? Color.primary : Color.secondary)
                    )
                Text(title)
                    .font(.system(size: 12.5, weight: isSelected ? .semibold : .regular))
                    .foregroundStyle(isSelected ? Color.primary : Color.secondary)
            }
            .padding(.horizontal, 8)
            .frame(minWidth: 58, minHeight: 28)
            .background(
                isSelected
                    ? Color.clipletControlFill
                    : (isHovered ? Color.clipletHover : Color.clear),
                in: RoundedRectangle(cornerRadius: 6)
            )
            .overlay {
                RoundedRectangle(cornerRadius: 6)
                    .stroke(
                        isSelected ? Color.clipletBorder.opacity(0.72) : Color.clear,
                        lineWidth: 0.5
                    )
            }
        }
        .buttonStyle(.plain)
        .onHover { hovering in
            withAnimation(.easeOut(duration: 0.1)) {
                isHovered = hovering
            }
        }
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

private struct TagManagementView: View {
    @Bindable var viewModel: ClipletViewModel
    @Environment(\.dismiss) private var dismiss

    @State private var newTagName = ""
    @State private var selectedColor = "2F343A"
    @State private var editingTagID: UUID?
    @State private var editedName = ""

    private let colors: [NimclipTagColor] = [
        .init(name: "石墨", hex: "2F343A"),
        .init(name: "岩灰", hex: "5F6872"),
        .init(name: "藏蓝", hex: "355C7D"),
        .init(name: "海蓝", hex: "3F6F9D"),
        .init(name: "青蓝", hex: "3B7A8D"),
        .init(name: "松青", hex: "3F786C"),
        .init(name: "橄榄", hex: "7E793C"),
        .init(name: "赭金", hex: "A67825"),
        .init(name: "琥珀", hex: "B96833"),
        .init(name: "珊瑚", hex: "B75642"),
        .init(name: "砖红", hex: "A94B50"),
        .init(name: "陶褐", hex: "8C5F52")
    ]

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 8) {
                Image("NimclipMark")
                    .renderingMode(.template)
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.primary)
                    .frame(width: 20, height: 20)
                    .accessibilityHidden(true)

                Text("管理标签")
                    .font(.system(size: 15, weight: .semibold))
                Spacer()
                Button(action: dismiss.callAsFunction) {
                    Image(systemName: "xmark")
                        .frame(width: 26, height: 26)
                }
                .buttonStyle(ClipletIconButtonStyle())
                .help("关闭")
            }
            .padding(14)
            .background(Color.clipletSurface)

            Divider()

            VStack(alignment: .leading, spacing: 9) {
                HStack(spacing: 8) {
                    TextField("新标签名称", text: $newTagName)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(addTag)

                    Button(action: addTag) {
                        Image(systemName: "plus")
                            .frame(width: 28, height: 28)
                    }
                    .buttonStyle(ClipletIconButtonStyle(isActive: true))
                    .disabled(newTagName.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
                    .help("添加标签")
                }

                Text("标签颜色")
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(.secondary)

                HStack(spacing: 4) {
                    ForEach(colors) { color in
                        Button {
                            selectedColor = color.hex
                        } label: {
                            ZStack {
                                Circle()
                                    .fill(Color(clipletHex: color.hex))
                                    .frame(width: 18, height: 18)
                                    .overlay {
                                        Circle()
                                            .stroke(Color.white.opacity(0.22), lineWidth: 0.5)
                                    }

                                if selectedColor == color.hex {
                                    Image(systemName: "checkmark")
                                        .font(.system(size: 8, weight: .black))
                                        .foregroundStyle(.white)
                                        .shadow(color: .black.opacity(0.42), radius: 0.5)
                                }
                            }
                            .frame(width: 24, height: 24)
                            .overlay {
                                if selectedColor == color.hex {
                                    Circle()
                                        .stroke(Color.primary.opacity(0.86), lineWidth: 1.5)
                                }
                            }
                            .contentShape(Circle())
                        }
                        .buttonStyle(.plain)
                        .help(viewModel.localized(color.name))
                        .accessibilityLabel(
                            viewModel.localizedFormat(
                                "标签颜色，%@",
                                viewModel.localized(color.name)
                            )
                        )
                        .accessibilityAddTraits(
                            selectedColor == color.hex ? .isSelected : []
                        )
                    }
                }
            }
            .padding(14)

            Divider()

            if viewModel.tags.isEmpty {
                ContentUnavailableView("暂无标签", systemImage: "tag")
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            } else {
                ScrollView {
                    LazyVStack(spacing: 4) {
                        ForEach(viewModel.tags) { tag in
                            HStack(spacing: 9) {
                                Circle()
                                    .fill(Color(clipletHex: tag.colorHex))
                                    .frame(width: 9, height: 9)

                                if editingTagID == tag.id {
                                    TextField("标签名称", text: $editedName)
                                        .textFieldStyle(.plain)
                                        .onSubmit { finishEditing(tag) }
                                } else {
                                    Text(tag.name)
                                        .lineLimit(1)
                                }

                                Spacer()

                                Button {
                                    if editingTagID == tag.id {
                                        finishEditing(tag)
                                    } else {
                                        editingTagID = tag.id
                                        editedName = tag.name
                                    }
                                } label: {
                                    Image(systemName: editingTagID == tag.id ? "checkmark" : "pencil")
                                        .frame(width: 24, height: 24)
                                }
                                .buttonStyle(.plain)
                                .help(
                                    viewModel.localized(
                                        editingTagID == tag.id ? "完成" : "重命名"
                                    )
                                )

                                Button(role: .destructive) {
                                    viewModel.deleteTag(tag)
                                } label: {
                                    Image(systemName: "trash")
                                        .frame(width: 24, height: 24)
                                }
                                .buttonStyle(.plain)
                                .foregroundStyle(.secondary)
                                .help("删除标签")
                            }
                            .padding(.horizontal, 10)
                            .frame(height: 38)
                            .overlay(alignment: .bottom) {
                                Divider()
                            }
                        }
                    }
                    .padding(10)
                }
            }
        }
        .frame(width: 380, height: 360)
        .background(Color.clipletCanvas)
        .tint(Color.primary)
    }

    private func addTag() {
        let name = newTagName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return }
        viewModel.createTag(name: name, colorHex: selectedColor)
        newTagName = ""
    }

    private func finishEditing(_ tag: ClipTag) {
        let name = editedName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return }
        viewModel.renameTag(tag, to: name)
        editingTagID = nil
    }
}

private struct NimclipAppearanceFooterButton: View {
    let mode: NimclipAppearanceMode
    let language: NimclipLanguage
    let action: () -> Void

    @State private var isHovered = false

    var body: some View {
        Button {
            withAnimation(.easeInOut(duration: 0.16)) {
                action()
            }
        } label: {
            Image(systemName: mode == .dark ? "sun.max" : "moon")
                .font(.system(size: 10.5, weight: .medium))
                .frame(width: 24, height: 24)
                .foregroundStyle(Color.secondary)
                .background(
                    Color.primary.opacity(isHovered ? 0.075 : 0),
                    in: RoundedRectangle(cornerRadius: 6, style: .continuous)
                )
                .contentShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
                .contentTransition(.opacity)
                .animation(.easeInOut(duration: 0.16), value: mode)
        }
        .buttonStyle(NimclipAppearanceFooterButtonStyle())
        .onHover { hovering in
            withAnimation(.easeOut(duration: 0.1)) {
                isHovered = hovering
            }
        }
        .help(
            language.localizedFormat(
                "切换到%@外观",
                mode.opposite.title(in: language)
            )
        )
        .accessibilityLabel(language.localized("外观切换"))
        .accessibilityValue(
            language.localizedFormat(
                "当前为%@，点击切换到%@",
                mode.title(in: language),
                mode.opposite.title(in: language)
            )
        )
    }
}

private struct NimclipAppearanceFooterButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.92 : 1)
            .opacity(configuration.isPressed ? 0.72 : 1)
            .animation(.easeOut(duration: 0.08), value: configuration.isPressed)
    }
}

private struct NimclipTagColor: Identifiable {
    let name: String
    let hex: String

    var id: String { hex }
}
