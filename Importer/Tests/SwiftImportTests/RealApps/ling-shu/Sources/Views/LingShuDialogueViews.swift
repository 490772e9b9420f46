import SwiftUI

struct LingShuDialogueSurface: View {
    @ObservedObject var state: LingShuState
    @ObservedObject var voice: VoiceIOManager
    @ObservedObject var vision: VisionIOManager
    @ObservedObject var perceptionGateway: LingShuRealtimePerceptionGateway

    var body: some View {
        VStack(spacing: 12) {
            // 聊天列表抽成只订阅 state 的子视图：voice 的电平 @Published 在收音/播放时 ~20Hz 刷新,
            // 若聊天列表随父视图(订阅 voice)一起重渲,markdown 气泡每秒重算 20 次→主线程过载→
            // 滚动条上下抽搐 + TTS 卡顿。隔离后 voice 跳动不再触发聊天列表重渲(SwiftUI 见 state 未变即跳过)。
            LingShuChatScroll(chatStore: state.chatStore, state: state)
                .frame(maxWidth: .infinity, maxHeight: .infinity)

            // 运行脉搏条已删(它只是「状态」surface 的冗余入口,顶栏「状态」tab 即可进,留着白占空间)。
            LingShuInputDock(
                state: state,
                inputStore: state.inputStore,
                runtimeStore: state.runtimeStore,
                voice: voice,
                vision: vision,
                perceptionGateway: perceptionGateway
            )
        }
        .frame(maxWidth: 980)
        .frame(maxWidth: .infinity)
        .padding(.horizontal, 24)
        .padding(.vertical, 16)
        .sheet(isPresented: $state.isTaskRecordPresented) {
            if state.selectedTaskRecord != nil {
                TaskExecutionRecordSheet(state: state)
            } else {
                // 记录不在内存(被清理/归档,或派发churn时存→render间消失)→ **直接自动关掉,别弹无用的死框**。
                // 原来弹"记录不存在"提示,被孤儿resume/派发事件反复触发=一直弹;改成无记录就立即收起,根治反复弹。
                Color.clear
                    .onAppear { DispatchQueue.main.async { state.isTaskRecordPresented = false } }
            }
        }
    }

}

/// 聊天滚动列表——**只订阅 `state`**(不碰 voice/vision),把高频电平刷新与聊天重渲解耦。
/// 自动滚到底:首次打开/用户发送会明确定位；流式更新由贴底观察器按当前位置决定是否跟随。
/// 用户向上查历史时不会被执行过程拽回,自行滚回底部后恢复实时跟随。
private struct LingShuChatScroll: View {
    @ObservedObject var chatStore: LingShuChatStore
    let state: LingShuState
    /// 只渲染最近 N 条的**滑动窗口**:VStack 一次性 realize 全部 → 窗口必须有界,否则消息一多就卡。
    /// 既避开 LazyVStack"行没滚进视野不渲染→空白"的坑,又把渲染量压住→滚动顺滑。"加载更早"按需扩窗。
    @State private var windowSize = 40
    private static let windowStep = 40

    /// 当前窗口内的消息(最近 windowSize 条)。
    private var windowed: ArraySlice<ChatMessage> { chatStore.messages.suffix(windowSize) }
    private var hasOlder: Bool { chatStore.messages.count > windowSize || chatStore.hasMoreColdHistory }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 12) {
                    if hasOlder {
                        Button {
                            windowSize += Self.windowStep
                            if windowSize >= chatStore.messages.count { state.loadOlderChatHistoryIfNeeded() }
                        } label: {
                            Text(state.loc("加载更早的对话", "Load Earlier Messages"))
                                .font(.system(size: 11, weight: .medium))
                                .foregroundStyle(Color.lingFg.opacity(0.45))
                                .padding(.vertical, 4)
                        }
                        .buttonStyle(.plain)
                        .id("lingshu-chat-top")
                    }

                    ForEach(windowed) { message in
                        ChatBubbleView(message: message, state: state)
                    }

                    Color.clear
                        .frame(height: 1)
                        .id("lingshu-chat-bottom")

                    // AppKit 层观察 documentView 高度和用户滚动位置：贴底时流式增长持续跟随，
                    // 离底后不抢滚动；自行回到底部后恢复跟随。
                    LingShuPinnedChatScrollObserver()
                        .frame(width: 0, height: 0)
                }
                .padding(.vertical, 6)
                .padding(.horizontal, 2)
            }
            .onAppear {
                // 启动恢复历史后默认定位到最新消息。延迟两帧,等恢复出的长气泡完成首轮布局,
                // 避免 scrollTo 在内容高度还没稳定时落到历史中段。
                DispatchQueue.main.async {
                    scrollToBottom(proxy, animated: false)
                    DispatchQueue.main.async {
                        scrollToBottom(proxy, animated: false)
                    }
                }
            }
            .onChange(of: chatStore.scrollToLatestRequest) { _, _ in
                // 用户发送后下一轮主线程再定位,让用户气泡/紧随其后的占位气泡先完成布局。
                DispatchQueue.main.async {
                    scrollToBottom(proxy, animated: true)
                }
            }
        }
    }

    private func scrollToBottom(_ proxy: ScrollViewProxy, animated: Bool) {
        let action = {
            if let lastID = chatStore.messages.last?.id {
                proxy.scrollTo(lastID, anchor: .bottom)
            } else {
                proxy.scrollTo("lingshu-chat-bottom", anchor: .bottom)
            }
        }
        if animated {
            withAnimation(.easeOut(duration: 0.18), action)
        } else {
            action()
        }
    }
}

/// 对话区头部：全息核心居中，两侧为任务/通道实时读数。
/// 核心动画由 TimelineView 驱动；秒级读数包在 1 秒周期的 TimelineView 里局部刷新，
/// 不依赖全局状态对象的 objectWillChange。
struct LingShuCoreHeader: View {
    @ObservedObject var state: LingShuState
    @ObservedObject var voice: VoiceIOManager

    var body: some View {
        HStack(alignment: .center, spacing: 18) {
            VStack(alignment: .leading, spacing: 10) {
                LingShuHUDReadout(label: "MISSION", value: state.missionTitleDisplay, color: state.coreState.color)
                LingShuHUDReadout(
                    label: "THREADS",
                    value: state.loc("\(state.taskThreads.count) 条任务线程", "\(state.taskThreads.count) task threads")
                )
                LingShuHUDReadout(label: "MEMORY", value: state.mainMemoryStatusDisplay)
            }
            .frame(maxWidth: .infinity, alignment: .leading)

            ZStack {
                LingShuHoloCoreView(
                    color: state.coreState.color,
                    intensity: coreIntensity,
                    isAbnormal: state.coreState == .abnormal
                )
                .frame(width: 150, height: 150)

                VStack(spacing: 3) {
                    Text(state.loc(state.coreState.rawValue, state.coreState.englishName))
                        .font(.system(size: 17, weight: .bold))
                        .foregroundStyle(state.coreState.color)
                    // 待机时不显示副标题：它会压在核心中央的白点上重叠。仅思考/执行/异常时显示已用时。
                    if state.coreState != .standby {
                        TimelineView(.periodic(from: .now, by: 1)) { _ in
                            Text(state.coreStateSubtitle)
                                .font(.system(size: 10, weight: .semibold, design: .monospaced))
                                .foregroundStyle(state.coreState.color.opacity(0.75))
                        }
                    }
                    LingShuVoiceWaveView(
                        color: state.coreState.color,
                        isActive: voice.isRecording || voice.isSpeaking
                    )
                }
                // 整体上移，让文字避开核心中央的白色圆心（圆心在 ZStack 几何中心）。
                .offset(y: -14)
            }

            VStack(alignment: .trailing, spacing: 10) {
                LingShuHUDReadout(label: "CHANNEL", value: state.modelProviderDisplay, color: state.isModelConnected ? .lingHolo : .orange)
                LingShuHUDReadout(label: "SESSIONS", value: state.remoteSessionStatusDisplay)
                LingShuBrainScoreChip(state: state)   // 可点:看具体评分 + 一键检测脑力分
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
        .padding(.top, 4)
        .frame(height: 158)
    }

    private var coreIntensity: Double {
        if voice.isRecording { return 1.0 }
        switch state.coreState {
        case .standby: return 0.12
        case .thinking: return 1.0
        case .executing: return 0.75
        case .abnormal: return 0.45
        }
    }
}

/// 待发送附件托盘：每个 chip = 文件名（字面）+ 解析状态（底层服务状态：解析中/就绪/失败）。
struct LingShuAttachmentTray: View {
    @ObservedObject var state: LingShuState
    @ObservedObject var inputStore: LingShuInputStore
    /// 滑动窗口起点:附件多于 pageSize 时,一次只显示 pageSize 个,左右箭头滑动。
    @State private var startIndex = 0
    private let pageSize = 3

    var body: some View {
        let items = inputStore.pendingAttachments
        let total = items.count
        let maxStart = max(0, total - pageSize)
        let start = min(max(0, startIndex), maxStart)   // 删附件后不越界
        let window = total > pageSize ? Array(items[start..<min(start + pageSize, total)]) : items

        HStack(spacing: 8) {
            if total > pageSize {
                pageArrow("chevron.left", enabled: start > 0) { startIndex = max(0, start - 1) }
            }
            ForEach(window) { attachment in chip(attachment) }
            if total > pageSize {
                pageArrow("chevron.right", enabled: start + pageSize < total) { startIndex = min(maxStart, start + 1) }
                Text("\(start + 1)-\(min(start + pageSize, total))/\(total)")
                    .font(.system(size: 9.5, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingFg.opacity(0.45))
            }
            Spacer(minLength: 0)
        }
    }

    /// 左右翻页箭头(到头/到尾禁用置灰)。
    private func pageArrow(_ icon: String, enabled: Bool, _ action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: icon)
                .font(.system(size: 11, weight: .bold))
                .foregroundStyle(enabled ? Color.lingHolo : Color.lingFg.opacity(0.2))
                .frame(width: 22, height: 38)
                .background(Color.lingFg.opacity(0.05), in: RoundedRectangle(cornerRadius: 6, style: .continuous))
        }
        .buttonStyle(.plain)
        .disabled(!enabled)
    }

    /// 单个附件芯片:缩略图 + 文件名 + 解析状态 + 移除。
    private func chip(_ attachment: LingShuAttachment) -> some View {
        HStack(spacing: 8) {
            attachmentThumbnail(attachment)

            VStack(alignment: .leading, spacing: 1) {
                Text(attachment.filename)
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(Color.lingFg.opacity(0.9))
                    .lineLimit(1)
                Text(attachment.status ?? (attachment.extractedContext.isEmpty
                                           ? state.loc("已登记", "Registered")
                                           : state.loc("已解析 · 可改写", "Parsed · Editable")))
                    .font(.system(size: 9, weight: .bold, design: .monospaced))
                    .foregroundStyle(attachment.status == nil ? Color.lingHolo.opacity(0.85) : .orange.opacity(0.85))
                    .lineLimit(1)
            }

            Button {
                state.removeAttachment(attachment.id)
            } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(Color.lingFg.opacity(0.6))
            }
            .buttonStyle(.plain)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .frame(maxWidth: 220)
        .lingShuHUDPanel(cornerLength: 6, fillOpacity: 0.05)
    }

    /// 缩略图预览(对齐 codex/claude):图片显真实缩略图,其它文件显类型图标小图块。
    @ViewBuilder
    private func attachmentThumbnail(_ attachment: LingShuAttachment) -> some View {
        if attachment.kind == .image, let url = attachment.localURL, let image = NSImage(contentsOf: url) {
            Image(nsImage: image)
                .resizable()
                .aspectRatio(contentMode: .fill)
                .frame(width: 34, height: 34)
                .clipShape(RoundedRectangle(cornerRadius: 6))
                .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.lingFg.opacity(0.12), lineWidth: 1))
        } else {
            Image(systemName: attachment.kind.icon)
                .font(.system(size: 15, weight: .bold))
                .foregroundStyle(Color.lingHolo)
                .frame(width: 34, height: 34)
                .background(RoundedRectangle(cornerRadius: 6).fill(Color.lingFg.opacity(0.06)))
        }
    }
}

/// **派发队列区**(用户定调):并发满 3 时,多出来的 task 进这里**可见等待**(未进主窗口/未派发),
/// 有空位自动晋级开始;晋级前可在此**删除**。横排芯片 + 删除 X,样式对齐附件托盘。
struct LingShuDispatchQueueTray: View {
    @ObservedObject var state: LingShuState

    var body: some View {
        let items = state.queuedDispatchTasks
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image(systemName: "tray.full")
                    .font(.system(size: 10, weight: .bold))
                    .foregroundStyle(Color.lingHolo)
                Text(state.loc(
                    "队列区 · \(items.count) 条等待中（任务串行，前一条完成后开始；晋级前可删）",
                    "Queue · \(items.count) waiting (tasks run serially; removable before start)"
                ))
                    .font(.system(size: 10, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingFg.opacity(0.5))
                Spacer(minLength: 0)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(items) { chip($0) }
                }
            }
        }
    }

    private func chip(_ item: LingShuQueuedDispatchTask) -> some View {
        HStack(spacing: 8) {
            Image(systemName: "clock")
                .font(.system(size: 13, weight: .bold))
                .foregroundStyle(Color.lingHolo.opacity(0.85))
            VStack(alignment: .leading, spacing: 1) {
                Text((item.goal?.isEmpty == false ? item.goal! : item.prompt))
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(Color.lingFg.opacity(0.9))
                    .lineLimit(1)
                Text(state.loc("排队中", "Queued"))
                    .font(.system(size: 9, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingHolo.opacity(0.7))
            }
            Button { state.removeQueuedDispatchTask(id: item.id) } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(Color.lingFg.opacity(0.6))
            }
            .buttonStyle(.plain)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .frame(maxWidth: 240)
        .lingShuHUDPanel(cornerLength: 6, fillOpacity: 0.05)
    }
}

/// **串行输入队列区**(用户定调 2026-06-25「砍掉双线并行」):任一回合(问答/任务)在真跑时,新输入进这里**排队等待**,
/// 当前回合完全返回后逐条自动开始;开始前可在此**删除**。横排芯片 + 删除 X,样式对齐派发队列区。
struct LingShuSerialInputTray: View {
    @ObservedObject var state: LingShuState

    var body: some View {
        let items = state.pendingSerialInputs
        VStack(alignment: .leading, spacing: 6) {
            HStack(spacing: 6) {
                Image(systemName: "tray.full")
                    .font(.system(size: 10, weight: .bold))
                    .foregroundStyle(Color.lingHolo)
                Text(state.loc(
                    "队列区 · \(items.count) 条等待中（单线串行，前一件完成后自动开始；开始前可删）",
                    "Queue · \(items.count) waiting (one at a time; removable before start)"
                ))
                    .font(.system(size: 10, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingFg.opacity(0.5))
                Spacer(minLength: 0)
            }
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(items) { chip($0) }
                }
            }
        }
    }

    private func chip(_ item: LingShuPendingSerialInput) -> some View {
        HStack(spacing: 8) {
            Image(systemName: "clock")
                .font(.system(size: 13, weight: .bold))
                .foregroundStyle(Color.lingHolo.opacity(0.85))
            VStack(alignment: .leading, spacing: 1) {
                Text(item.prompt)
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(Color.lingFg.opacity(0.9))
                    .lineLimit(1)
                Text(state.loc("排队中", "Queued"))
                    .font(.system(size: 9, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingHolo.opacity(0.7))
            }
            Button { state.removeSerialInput(id: item.id) } label: {
                Image(systemName: "xmark")
                    .font(.system(size: 9, weight: .bold))
                    .foregroundStyle(Color.lingFg.opacity(0.6))
            }
            .buttonStyle(.plain)
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 7)
        .frame(maxWidth: 240)
        .lingShuHUDPanel(cornerLength: 6, fillOpacity: 0.05)
    }
}

/// **进行中长条**(用户定调 2026-06-23):任务线串行,同时只一条在跑;长条**自动定位**当前正在执行的派发任务,
/// 让你随时看到"是谁占着槽、堵着队列"。点「定位」打开它的执行窗口看进度;点「停止」终止它(释放槽位让队列晋级,
/// 不影响问答线)。无在跑任务时不显示。
struct LingShuRunningTaskBar: View {
    @ObservedObject var state: LingShuState

    var body: some View {
        if let rec = state.runningDispatchedTask {
            HStack(spacing: 9) {
                LingShuPulseDot()
                Text(state.activeTaskThreadCount > 1
                     ? state.loc("进行中 \(state.activeTaskThreadCount)", "Running \(state.activeTaskThreadCount)")
                     : state.loc("进行中", "Running"))
                    .font(.system(size: 9.5, weight: .bold, design: .monospaced))
                    .foregroundStyle(Color.lingHolo)
                Text(rec.title.isEmpty ? rec.prompt : rec.title)
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(Color.lingFg.opacity(0.92))
                    .lineLimit(1)
                Spacer(minLength: 6)
                if state.canOpenTaskRecord(rec.id) {
                    Button { state.openTaskRecord(rec.id) } label: {
                        Label(state.loc("定位", "Locate"), systemImage: "scope").font(.system(size: 10.5, weight: .semibold))
                    }
                    .buttonStyle(.bordered).controlSize(.small)
                }
                Button { state.stopDispatchedTask(recordID: rec.id) } label: {
                    Label(state.loc("停止", "Stop"), systemImage: "stop.fill")
                        .font(.system(size: 10.5, weight: .semibold))
                        .foregroundStyle(.red.opacity(0.85))
                }
                .buttonStyle(.bordered).controlSize(.small)
            }
            .padding(.horizontal, 11)
            .padding(.vertical, 7)
            .lingShuHUDPanel(cornerLength: 6, fillOpacity: 0.08)
        }
    }
}

/// 子线程完成提示只读本地任务状态，不写入主聊天消息，也不进入模型上下文。
struct LingShuTaskThreadCompletionNoticeBar: View {
    @ObservedObject var state: LingShuState

    var body: some View {
        if let latest = state.latestUnreadTaskThreadRecord {
            let allCompleted = state.unreadTaskThreadRecordIDs.allSatisfy { recordID in
                state.taskExecutionRecordLookup.first(where: { $0.id == recordID })?.status.isSuccessfulCompletion == true
            }
            HStack(spacing: 9) {
                Image(systemName: allCompleted ? "checkmark.circle.fill" : "bell.badge.fill")
                    .font(.system(size: 13, weight: .bold))
                    .foregroundStyle(allCompleted ? Color.green : Color.orange)
                Text(state.unreadTaskThreadCount == 1
                     ? (allCompleted
                        ? state.loc("子线程已完成", "Subtask Completed")
                        : state.loc("子线程有新结果", "New Subtask Result"))
                     : state.loc(
                        "\(state.unreadTaskThreadCount) 个子线程有新结果",
                        "\(state.unreadTaskThreadCount) new subtask results"
                     ))
                    .font(.system(size: 10.5, weight: .bold))
                    .foregroundStyle(Color.lingFg.opacity(0.82))
                Text(latest.title)
                    .font(.system(size: 11.5, weight: .semibold))
                    .foregroundStyle(Color.lingFg.opacity(0.92))
                    .lineLimit(1)
                Spacer(minLength: 6)
                Button { state.openLatestUnreadTaskThread() } label: {
                    Label(state.loc("查看", "View"), systemImage: "arrow.up.right.square")
                        .font(.system(size: 10.5, weight: .semibold))
                }
                .buttonStyle(.bordered)
                .controlSize(.small)
                Button { state.markAllTaskThreadsRead() } label: {
                    Image(systemName: "checkmark")
                        .font(.system(size: 10.5, weight: .bold))
                        .frame(width: 24, height: 24)
                }
                .buttonStyle(.plain)
                .foregroundStyle(Color.lingFg.opacity(0.48))
                .help(state.loc("全部标为已读", "Mark All as Read"))
            }
            .padding(.horizontal, 11)
            .padding(.vertical, 7)
            .lingShuHUDPanel(accent: allCompleted ? .green : .orange, cornerLength: 6, fillOpacity: 0.08)
        }
    }
}

/// 在跑指示的小脉动点。
private struct LingShuPulseDot: View {
    @State private var on = false
    var body: some View {
        Circle()
            .fill(Color.lingHolo)
            .frame(width: 7, height: 7)
            .opacity(on ? 1 : 0.35)
            .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: on)
            .onAppear { on = true }
    }
}

/// **声明式 @ 编排提示条**(用户定调 2026-06-25):输入框里打 `@Codex 开发 @Claude 验收` 这类 agent 调用时,
/// 在输入框上方把被 @ 到的 agent/插件**醒目标记成芯片**——让"这是 agent 编排、要派给谁、谁 maker 谁 checker"在聊天框里一眼可见,
/// 不再混在纯文本里看不出。(macOS 14 的 TextField 不支持原生 inline 富文本 token,故用上方芯片条做醒目标记。)
struct LingShuInvocationHintBar: View {
    @ObservedObject var inputStore: LingShuInputStore

    var body: some View {
        let chips = inputStore.detectedInvocationChips
        HStack(spacing: 8) {
            Image(systemName: "bolt.horizontal.circle.fill")
                .font(.system(size: 12, weight: .bold))
                .foregroundStyle(Color.lingHolo)
            Text(chips.count > 1
                 ? LingShuLanguagePreferenceStore.localized("将编排（\(chips.count) 步）：", "Workflow (\(chips.count) steps):")
                 : LingShuLanguagePreferenceStore.localized("将调用：", "Will invoke:"))
                .font(.system(size: 10.5, weight: .bold, design: .monospaced))
                .foregroundStyle(Color.lingFg.opacity(0.55))
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 7) {
                    ForEach(Array(chips.enumerated()), id: \.offset) { idx, chip in
                        if idx > 0 {
                            Image(systemName: "arrow.right")
                                .font(.system(size: 8, weight: .bold))
                                .foregroundStyle(Color.lingFg.opacity(0.35))
                        }
                        chipView(chip)
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 4)
    }

    private func roleColor(_ chip: LingShuInvocationChip) -> Color {
        guard chip.isAgent else { return Color.lingFg.opacity(0.5) }
        switch chip.role {
        case "maker": return .orange
        case "checker": return .green
        default: return Color.lingHolo
        }
    }

    private func chipView(_ chip: LingShuInvocationChip) -> some View {
        HStack(spacing: 5) {
            Image(systemName: chip.isAgent ? "cpu" : "puzzlepiece.extension.fill")
                .font(.system(size: 9, weight: .bold))
            Text("@\(chip.name)")
                .font(.system(size: 11.5, weight: .bold))
            Text(chip.role)
                .font(.system(size: 8.5, weight: .heavy, design: .monospaced))
                .foregroundStyle(.black.opacity(0.8))
                .padding(.horizontal, 4).padding(.vertical, 1)
                .background(roleColor(chip).opacity(0.9), in: Capsule())
        }
        .foregroundStyle(roleColor(chip))
        .padding(.horizontal, 9).padding(.vertical, 5)
        .background(roleColor(chip).opacity(0.12), in: Capsule())
        .overlay(Capsule().stroke(roleColor(chip).opacity(0.45), lineWidth: 1))
    }
}

/// **@ 自动补全弹层**(对齐 codex):打 `@` 即弹插件/agent 列表,边打边过滤(`@c`→Codex),↑↓移、回车/Tab 选、Esc 关、点击选。
struct LingShuMentionPopup: View {
    let matches: [LingShuInvocablePlugin]
    let selected: Int
    let onPick: (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(Array(matches.prefix(6).enumerated()), id: \.offset) { idx, p in
                HStack(spacing: 8) {
                    Image(systemName: p.kind == .agent ? "cpu" : (p.icon.isEmpty ? "puzzlepiece.extension.fill" : p.icon))
                        .font(.system(size: 12, weight: .bold))
                        .foregroundStyle(idx == selected ? Color.lingVoid : Color.lingHolo)
                        .frame(width: 16)
                    Text("@\(p.displayName)")
                        .font(.system(size: 12.5, weight: .semibold))
                        .foregroundStyle(idx == selected ? Color.lingVoid : .white)
                    if !p.subtitle.isEmpty {
                        Text(p.subtitle)
                            .font(.system(size: 10.5))
                            .foregroundStyle(idx == selected ? Color.lingVoid.opacity(0.7) : Color.lingFg.opacity(0.45))
                            .lineLimit(1)
                    }
                    Spacer(minLength: 4)
                    if p.kind == .agent {
                        Text("agent").font(.system(size: 8.5, weight: .heavy, design: .monospaced))
                            .foregroundStyle(idx == selected ? Color.lingVoid.opacity(0.8) : Color.lingHolo.opacity(0.7))
                    }
                }
                .padding(.horizontal, 10).padding(.vertical, 7)
                .background(idx == selected ? Color.lingHolo.opacity(0.9) : Color.clear,
                            in: RoundedRectangle(cornerRadius: 7, style: .continuous))
                .contentShape(Rectangle())
                .onTapGesture { onPick(idx) }
            }
        }
        .padding(5)
        .background(Color(white: 0.10), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        .overlay(RoundedRectangle(cornerRadius: 10, style: .continuous).stroke(Color.lingHolo.opacity(0.3), lineWidth: 1))
        .shadow(color: .black.opacity(0.5), radius: 12, y: 4)
    }
}

/// Stable wrapper around the AppKit-backed rich input field.
///
/// The surrounding dock can re-render because of task/runtime UI, but the NSTextView must not be updated
/// unless input-specific values actually change. Wrapping it in an Equatable host keeps streaming chat
/// and trace changes from cascading into `updateNSView`.
struct LingShuStableRichInputHost: View, Equatable {
    @Binding var text: String
    let textValue: String
    let placeholder: String
    let aliases: [String]
    let onSubmit: () -> Void
    let onPasteImage: ((Data) -> Void)?
    let onMentionChange: (LingShuMentionQuery?) -> Void
    let onMentionMove: (Bool) -> Void
    let onMentionCommit: () -> Void
    let onMentionCancel: () -> Void

    nonisolated static func == (lhs: LingShuStableRichInputHost, rhs: LingShuStableRichInputHost) -> Bool {
        lhs.textValue == rhs.textValue
            && lhs.placeholder == rhs.placeholder
            && lhs.aliases == rhs.aliases
    }

    var body: some View {
        let _ = LingShuInputRenderDiagnostics.log(
            "stable-input-host-body",
            "textLen=\(textValue.count) aliases=\(aliases.count)",
            minInterval: 0.25
        )
        LingShuRichInputField(
            text: $text,
            placeholder: placeholder,
            aliases: aliases,
            accent: .lingHolo,
            onSubmit: onSubmit,
            onPasteImage: onPasteImage,
            onMentionChange: onMentionChange,
            onMentionMove: onMentionMove,
            onMentionCommit: onMentionCommit,
            onMentionCancel: onMentionCancel
        )
    }
}

struct LingShuInputDock: View {
    @ObservedObject var state: LingShuState
    @ObservedObject var inputStore: LingShuInputStore
    @ObservedObject var runtimeStore: LingShuRuntimeStore
    @ObservedObject var voice: VoiceIOManager
    @ObservedObject var vision: VisionIOManager
    @ObservedObject var perceptionGateway: LingShuRealtimePerceptionGateway
    @State private var showClearConfirm = false
    @State private var draftPrompt = ""
    @State private var inputAliases: [String] = []   // 已知可 @ 的别名快照(内嵌 token 高亮判定;onAppear 读一次)
    @State private var invocablePluginsCache: [LingShuInvocablePlugin] = []   // 可调插件/agent 快照(@ 补全弹层用)
    @State private var mentionQuery: LingShuMentionQuery? = nil               // 光标处正在打的 @查询(nil=不在 mention)
    @State private var mentionSelected: Int = 0                               // 补全弹层当前高亮项
    @State private var showHistorySearch = false

    var body: some View {
        let _ = LingShuInputRenderDiagnostics.log(
            "dock-body",
            "draftLen=\(draftPrompt.count) promptLen=\(inputStore.prompt.count) active=\(state.hasActiveModelCall) trace=\(state.executionTrace.count) runtime=\(runtimeStore.coreState.rawValue) queued=\(state.pendingSerialInputs.count)/\(state.queuedDispatchTasks.count)",
            minInterval: 0.25
        )
        VStack(spacing: 10) {
            LingShuTaskThreadCompletionNoticeBar(state: state)
            LingShuRunningTaskBar(state: state)
            if !state.pendingSerialInputs.isEmpty {
                LingShuSerialInputTray(state: state)
            }
            if !state.queuedDispatchTasks.isEmpty {
                LingShuDispatchQueueTray(state: state)
            }
            if !inputStore.pendingAttachments.isEmpty {
                LingShuAttachmentTray(state: state, inputStore: inputStore)
            }
            if !inputStore.detectedInvocationChips.isEmpty {
                LingShuInvocationHintBar(inputStore: inputStore)
            }

            // **富文本输入框(对齐 codex 内嵌标签)**:`@别名` 实时高亮成 token。
            // 输入编辑态留在本地 draft,只在输入动作/提交时同步到 state.prompt;回复气泡刷新不再反向刷新 NSTextView。
            LingShuStableRichInputHost(
                text: $draftPrompt,
                textValue: draftPrompt,
                placeholder: state.loc("有什么需要我做的？", "What can I do for you?"),
                aliases: inputAliases,
                onSubmit: { submit() },
                onPasteImage: { png in state.ingestPastedImage(png) },
                onMentionChange: { mq in handleMentionChange(mq) },
                onMentionMove: { up in moveMentionSelection(up: up) },
                onMentionCommit: { commitMention() },
                onMentionCancel: { mentionQuery = nil }
            )
            .equatable()
            .frame(height: 96, alignment: .topLeading)   // 固定高度(NSScrollView 内部滚,别再 minHeight 撑满整列)
            .lingShuHUDPanel(
                accent: voice.isRecording ? .red : .lingHolo,
                cornerLength: 10,
                fillOpacity: 0.06
            )
            .overlay(alignment: .bottomTrailing) {
                if voice.isRecording {
                    HStack(spacing: 6) {
                        LingShuVoiceWaveView(color: .red, isActive: true, barCount: 7)
                        Text(state.loc("正在聆听", "Listening"))
                            .font(.system(size: 10, weight: .bold, design: .monospaced))
                            .foregroundStyle(.red.opacity(0.85))
                    }
                    .padding(10)
                }
            }
            // **@ 自动补全弹层**:打 @ 即弹插件/agent 列表,边打边过滤(@c→Codex),浮在输入框上方。
            .overlay(alignment: .topLeading) {
                if mentionQuery != nil, !mentionMatches.isEmpty {
                    LingShuMentionPopup(matches: mentionMatches, selected: mentionSelected) { idx in
                        commitMention(at: idx)
                    }
                    .frame(width: 360)
                    .offset(y: -CGFloat(min(mentionMatches.count, 6) * 38 + 10))
                }
            }
            // 拖拽/粘贴文件落成路径文本→转附件芯片;@agent→上方"将编排"提示条 + 触发别名快照刷新(供内嵌高亮)。
            .onChange(of: draftPrompt) { _, newValue in
                syncDraftPromptToState(newValue)
            }
            .onChange(of: inputStore.prompt) { _, newValue in
                // 外部清空 / 队列晋级 / 「+」菜单等真正改 prompt 时才回灌输入框。
                // 回复气泡流式刷新只改 chatMessages，不应碰这里。
                if draftPrompt != newValue {
                    LingShuInputRenderDiagnostics.log(
                        "prompt-backfill",
                        "inputStore.prompt -> draftPrompt draftLen=\(draftPrompt.count) newLen=\(newValue.count)"
                    )
                    draftPrompt = newValue
                }
            }
            .onAppear {
                draftPrompt = inputStore.prompt
                inputAliases = state.invocableAliases()
                invocablePluginsCache = state.invocablePlugins()
            }
            // **修(2026-06-29)**:agent 子能力是启动后**异步发现**的,onAppear 那一刻还没出来 → 刷新缓存,
            // 否则 @ 补全/内嵌高亮永远看不到技能(如 @Codex·Image Gen)。发现完成(count 变)即重算一次。
            .onChange(of: state.discoveredAgentCapabilities.count) { _, _ in
                inputAliases = state.invocableAliases()
                invocablePluginsCache = state.invocablePlugins()
            }
            .onChange(of: state.invocablePluginCatalogRevision) { _, _ in
                inputAliases = state.invocableAliases()
                invocablePluginsCache = state.invocablePlugins()
            }
            // 选中 agent 编排时(chips 变)顺带刷新别名快照——新注册的 agent 也能即时高亮。
            .onChange(of: inputStore.detectedInvocationChips) { _, _ in
                if inputAliases.isEmpty { inputAliases = state.invocableAliases() }
            }

            HStack(spacing: 10) {
                // **声明式调插件/agent(对标 Codex「+」,最左)**:选(可多选)插件/agent,下一条消息**确定性直达**;
                // 多个 agent 组合 = maker→checker(@Codex 开发 → @Claude 验收)。
                invocationMenu

                Button {
                    state.presentAttachmentPicker()
                } label: {
                    Image(systemName: "paperclip")
                        .font(.system(size: 16, weight: .bold))
                        .foregroundStyle(inputStore.pendingAttachments.isEmpty ? Color.lingFg.opacity(0.86) : Color.lingVoid)
                        .frame(width: 46, height: 42)
                        .background(inputStore.pendingAttachments.isEmpty ? Color.lingFg.opacity(0.08) : Color.lingHolo, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                }
                .buttonStyle(.plain)
                .help(state.loc("上传图片 / PPT / 文档给灵枢理解或修改", "Upload an image, presentation, or document"))

                Button {
                    toggleVoiceInput()
                } label: {
                    Image(systemName: voice.isRecording ? "mic.fill" : "mic")
                        .font(.system(size: 17, weight: .bold))
                        .foregroundStyle(voice.isRecording ? .white : Color.lingVoid)
                        .frame(width: 46, height: 42)
                        .background(voice.isRecording ? Color.red.opacity(0.92) : Color.lingHolo, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                }
                .buttonStyle(.plain)
                .help(voice.isRecording
                      ? state.loc("停止语音输入", "Stop Voice Input")
                      : state.loc("语音输入", "Voice Input"))

                Button {
                    state.voiceOutputEnabled.toggle()
                } label: {
                    Image(systemName: state.voiceOutputEnabled ? "speaker.wave.2.fill" : "speaker.slash.fill")
                        .font(.system(size: 16, weight: .bold))
                        .foregroundStyle(Color.lingFg.opacity(0.86))
                        .frame(width: 46, height: 42)
                        .background(Color.lingFg.opacity(0.08), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                }
                .buttonStyle(.plain)
                .help(state.voiceOutputEnabled
                      ? state.loc("关闭语音输出", "Disable Voice Output")
                      : state.loc("开启语音输出", "Enable Voice Output"))

                // 正在播报时出现：一键打断当前 TTS（含分句早读队列）。
                if voice.isSpeaking {
                    Button {
                        voice.stopSpeaking()
                    } label: {
                        Image(systemName: "stop.circle.fill")
                            .font(.system(size: 17, weight: .bold))
                            .foregroundStyle(Color.lingFg)
                            .frame(width: 46, height: 42)
                            .background(Color.red.opacity(0.9), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .help(state.loc("中断当前播放", "Stop Current Playback"))
                    .transition(.opacity)
                }

                if state.hasActiveModelCall {
                    Button {
                        state.cancelCurrentCall()
                    } label: {
                        Image(systemName: "stop.fill")
                            .font(.system(size: 15, weight: .bold))
                            .foregroundStyle(Color.lingFg.opacity(0.92))
                            .frame(width: 46, height: 42)
                            .background(Color.orange.opacity(0.88), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .help(state.loc("停止本轮调用", "Stop Current Run"))
                }

                Spacer(minLength: 12)

                HStack(spacing: 8) {
                    Button {
                        showHistorySearch = true
                    } label: {
                        Image(systemName: "magnifyingglass")
                            .font(.system(size: 16, weight: .bold))
                            .foregroundStyle(Color.lingFg.opacity(0.78))
                            .frame(width: 42, height: 42)
                            .background(Color.lingFg.opacity(0.07), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .help(state.loc("检索历史对话和任务冷备", "Search Chat and Task History"))

                    Button {
                        showClearConfirm = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                            .font(.system(size: 15, weight: .bold))
                            .foregroundStyle(Color.lingFg.opacity(0.78))
                            .frame(width: 42, height: 42)
                            .background(Color.lingFg.opacity(0.07), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .help(state.loc("清空上下文 / 新会话", "Clear Context / New Chat"))
                    .confirmationDialog(state.loc("清空当前对话上下文？", "Clear the current chat context?"), isPresented: $showClearConfirm, titleVisibility: .visible) {
                        Button(state.loc("清空（新会话）", "Clear and Start New Chat"), role: .destructive) { state.clearMainContext() }
                        Button(state.loc("取消", "Cancel"), role: .cancel) {}
                    } message: {
                        Text(state.loc(
                            "清掉当前聊天与执行轨迹、重置会话。任务线程与长期记忆保留。",
                            "Clears this chat and its execution trace. Task threads and long-term memory are retained."
                        ))
                    }

                    Button {
                        toggleVision()
                    } label: {
                        Image(systemName: vision.isCameraRunning ? "eye.fill" : "eye")
                            .font(.system(size: 16, weight: .bold))
                            .foregroundStyle(vision.isCameraRunning ? Color.lingVoid : Color.lingFg.opacity(0.78))
                            .frame(width: 42, height: 42)
                            .background(vision.isCameraRunning ? Color.cyan.opacity(0.92) : Color.lingFg.opacity(0.07), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                    }
                    .buttonStyle(.plain)
                    .help(vision.isCameraRunning
                          ? state.loc("关闭视觉解析", "Disable Vision")
                          : state.loc("打开视觉解析", "Enable Vision"))
                }
                .padding(.leading, 2)

                Button {
                    submit()
                } label: {
                    Image(systemName: "paperplane.fill")
                        .font(.system(size: 16, weight: .bold))
                        .foregroundStyle(Color.lingVoid)
                        .frame(width: 46, height: 42)
                        .background(Color.lingHolo, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
                }
                .buttonStyle(.plain)
                .help(state.loc("发送", "Send"))
            }
            .animation(.easeInOut(duration: 0.2), value: voice.isSpeaking)

            HStack(spacing: 12) {
                permissionModeMenu
                Text(state.loc("Return 发送", "Return to send"))
                Spacer(minLength: 8)
                if !activeAlerts.isEmpty {
                    LingShuAlertTicker(alerts: activeAlerts)
                    Spacer(minLength: 8)
                }
                LingShuModelConnectionBadge(
                    text: state.modelConnectionState,
                    isConnected: state.isModelConnected
                )
            }
            .font(.system(size: 11.5, weight: .medium))
            .foregroundStyle(Color.lingFg.opacity(0.46))
        }
        // 输入坞=上浮的白色 compose 卡(浅色:白底+柔阴影浮于灰画布,与顶栏 chrome 呼应撑出层次;深色:透明=零回归)。
        .padding(14)
        .background(
            Color.lingDockSurface.shadow(.drop(color: .black.opacity(0.07), radius: 14, y: 3)),
            in: RoundedRectangle(cornerRadius: 18, style: .continuous)
        )
        .sheet(isPresented: $showHistorySearch) {
            LingShuHistorySearchSheet(state: state)
        }
    }

    private var permissionModeMenu: some View {
        Menu {
            ForEach(LingShuExecutionPermissionMode.allCases) { mode in
                Button {
                    state.setExecutionPermissionMode(mode)
                } label: {
                    Label {
                        Text(state.loc(mode.rawValue, mode.englishName))
                    } icon: {
                        Image(systemName: state.executionPermissionMode == mode ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
        } label: {
            HStack(spacing: 5) {
                Image(systemName: state.executionPermissionMode == .fullAccess ? "bolt.shield.fill" : "shield.lefthalf.filled")
                Text(state.loc(state.executionPermissionMode.rawValue, state.executionPermissionMode.englishName))
                    .lineLimit(1)
            }
            .font(.system(size: 11.5, weight: .bold))
            .foregroundStyle(state.executionPermissionMode == .fullAccess ? Color.orange : Color.lingFg.opacity(0.64))
        }
        .menuStyle(.borderlessButton)
        .fixedSize()
        .help(state.loc(
            "选择本会话执行权限；系统红线与未审来源首次执行仍需确认",
            "Choose the execution permission for this session; system red lines and first use of unreviewed sources still require approval"
        ))
    }

    /// 底部告警栏的数据源：把分散在各处、用户容易忽略的"降级/不可用"状态收集起来集中提示。
    private var activeAlerts: [String] {
        var alerts: [String] = []
        if state.voiceOutputEnabled {
            // 优先用持久降级标记（云端男声失败后常驻，不随单句播完而消失）；
            // 没有标记时再看实时输出状态里的降级关键词。
            if let degraded = voice.cloudVoiceDegradedReason {
                alerts.append(state.loc("情绪 TTS：\(degraded)", "Expressive TTS: \(degraded)"))
            } else {
                let tts = voice.outputStatusMessage
                if ["不可用", "失败", "缺凭据", "降级", "未配置", "未就绪", "兜底"].contains(where: tts.contains) {
                    alerts.append(state.loc("情绪 TTS：\(tts)", "Expressive TTS: \(tts)"))
                }
            }
        }
        let perception = perceptionGateway.statusText
        if ["中断", "降级", "异常", "不可用", "失败"].contains(where: perception.contains) {
            alerts.append(state.loc("云感知：\(perception)", "Cloud Perception: \(perception)"))
        }
        return alerts
    }

    /// 「+」菜单:列可调插件/agent,**选中即往输入框插入 `@名字 ` token**——这样能在输入里 inline 编排
    /// (「@Codex 开发 @Claude 验收」),@名字 即声明式插件格式,提交时按出现顺序解析成执行链(多 agent=maker→checker)。
    @ViewBuilder private var invocationMenu: some View {
        Menu {
            Text(state.loc(
                "选择后插入输入框（@名称）；可多选组成编排：@Codex 开发 @Claude 验收",
                "Insert a mention into the prompt; select multiple agents to compose a workflow."
            ))
            let all = state.invocablePlugins()
            // **三块分区(2026-06-29 用户定调):① 外部 agent ② 外部 agent 技能 ③ 灵枢插件**——别堆成一锅。
            Section(state.loc("外部 Agent", "External Agents")) {
                ForEach(all.filter { $0.kind == .agent }) { p in
                    Button { insertMention(p.displayName) } label: { Label(p.displayName, systemImage: p.icon) }
                }
            }
            let caps = all.filter { $0.kind == .agentCapability }
            if !caps.isEmpty {
                // **按 agent 收成二级子菜单(2026-06-29 用户定调)**:技能多(Claude 官方市场就 50 个),全平铺太长;
                // 每个 agent 一个子菜单,展开才看它的技能。agent 名取技能 displayName 的「·」前缀,顺序保原序。
                Section(state.loc("外部 Agent 技能", "External Agent Skills")) {
                    let agentOrder = caps.map { Self.capAgentPrefix($0.displayName) }
                        .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                    ForEach(agentOrder, id: \.self) { agentName in
                        let group = caps.filter { Self.capAgentPrefix($0.displayName) == agentName }
                        let agentIcon = all.first { $0.kind == .agent && $0.displayName == agentName }?.icon ?? "puzzlepiece.extension"
                        Menu {
                            ForEach(group) { c in
                                Button { insertMention(c.displayName) } label: { Label(Self.capShortName(c.displayName), systemImage: c.icon) }
                            }
                        } label: {
                            Label("\(agentName)（\(group.count)）", systemImage: agentIcon)
                        }
                    }
                }
            }
            Section(state.loc("灵枢插件", "Nous Plugins")) {
                ForEach(all.filter { $0.kind == .plugin }) { p in
                    Button { insertMention(p.displayName) } label: { Label(p.displayName, systemImage: p.icon) }
                }
            }
        } label: {
            Image(systemName: "plus")
                .font(.system(size: 17, weight: .bold))
                .foregroundStyle(Color.lingFg.opacity(0.86))
                .frame(width: 46, height: 42)
                .background(Color.lingFg.opacity(0.08), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
        .menuStyle(.borderlessButton)
        .menuIndicator(.hidden)
        .fixedSize()
        .help(state.loc(
            "声明式调用插件或 Agent：选中后在输入框插入 @名称，可直接编排执行链",
            "Invoke plugins or agents by mention and compose an execution chain inline"
        ))
    }

    /// agent 子能力 displayName 形如「<agent>·<能力>」:取「·」前缀=agent 名(用于二级菜单分组)。
    static func capAgentPrefix(_ s: String) -> String {
        String(s.split(separator: "·", maxSplits: 1).first ?? Substring(s))
    }
    /// 取「·」后缀=能力短名(在 agent 子菜单里只显示能力名,不重复 agent 名)。
    static func capShortName(_ s: String) -> String {
        let parts = s.split(separator: "·", maxSplits: 1)
        return parts.count > 1 ? String(parts[1]) : s
    }

    /// 把 `@名字 ` 插进输入框光标处(「+」菜单选中即插)。空/已带空格则不补前导空格。
    private func insertMention(_ name: String) {
        let sep = (draftPrompt.isEmpty || draftPrompt.hasSuffix(" ")) ? "" : " "
        draftPrompt += "\(sep)@\(name) "
        syncDraftPromptToState(draftPrompt)
    }

    private func submit() {
        if voice.isRecording {
            voice.stopRecognition()
            state.isListening = false
        }

        syncDraftPromptToState(draftPrompt)
        _ = state.sendPrompt()
        mentionQuery = nil
        mentionSelected = 0
        if draftPrompt != state.prompt {
            draftPrompt = state.prompt
        }
    }

    // MARK: - @ 自动补全

    /// 当前 @查询命中的插件/agent(前缀优先、含次之)。空查询=全列表。
    private var mentionMatches: [LingShuInvocablePlugin] {
        guard let q = mentionQuery?.query.lowercased() else { return [] }
        // 空 `@`:只列 agent + 插件(清爽);agent 的原生技能等输入到 `@Codex·` 收窄时再展开(下面前缀匹配自然命中)。
        if q.isEmpty { return invocablePluginsCache.filter { $0.kind != .agentCapability } }
        let scored = invocablePluginsCache.compactMap { p -> (LingShuInvocablePlugin, Int)? in
            let names = ([p.displayName] + p.aliases).map { $0.lowercased() }
            if names.contains(where: { $0.hasPrefix(q) }) { return (p, 0) }
            if names.contains(where: { $0.contains(q) }) { return (p, 1) }
            return nil
        }
        return scored.sorted { $0.1 < $1.1 }.map { $0.0 }
    }

    private func handleMentionChange(_ mq: LingShuMentionQuery?) {
        mentionQuery = mq
        mentionSelected = 0
    }

    private func moveMentionSelection(up: Bool) {
        let n = mentionMatches.count
        guard n > 0 else { return }
        mentionSelected = ((mentionSelected + (up ? -1 : 1)) % n + n) % n
    }

    /// 选中补全:把光标处的 `@查询` 替换成 `@全名 `,关弹层。
    private func commitMention(at index: Int? = nil) {
        let matches = mentionMatches
        guard let mq = mentionQuery, !matches.isEmpty else { mentionQuery = nil; return }
        let pick = matches[min(index ?? mentionSelected, matches.count - 1)]
        let ns = draftPrompt as NSString
        guard mq.range.location + mq.range.length <= ns.length else { mentionQuery = nil; return }
        draftPrompt = ns.replacingCharacters(in: mq.range, with: "@\(pick.displayName) ")
        syncDraftPromptToState(draftPrompt)
        mentionQuery = nil
    }

    private func syncDraftPromptToState(_ text: String) {
        guard state.prompt != text else { return }
        LingShuInputRenderDiagnostics.log(
            "draft-sync",
            "draftPrompt -> state.prompt oldLen=\(state.prompt.count) newLen=\(text.count)"
        )
        state.prompt = text
        state.convertDroppedFilePathsIfNeeded()
        state.refreshInvocationChips()
        if draftPrompt != state.prompt {
            LingShuInputRenderDiagnostics.log(
                "draft-normalized",
                "state normalized prompt draftLen=\(draftPrompt.count) stateLen=\(state.prompt.count)"
            )
            draftPrompt = state.prompt
        }
    }

    private func toggleVoiceInput() {
        LingShuPerceptionActions.toggleVoiceInput(
            state: state,
            voice: voice,
            perceptionGateway: perceptionGateway
        )
    }

    private func toggleVision() {
        LingShuPerceptionActions.toggleVision(state: state, vision: vision)
    }
}

private struct LingShuModelConnectionBadge: View {
    let text: String
    let isConnected: Bool

    var body: some View {
        HStack(spacing: 6) {
            Circle()
                .fill(isConnected ? Color.lingHolo.opacity(0.7) : Color.orange.opacity(0.76))
                .frame(width: 5.5, height: 5.5)

            Text(text)
                .font(.system(size: 11, weight: .medium))
                .foregroundStyle(Color.lingFg.opacity(isConnected ? 0.50 : 0.68))
                .lineLimit(1)
        }
        .padding(.horizontal, 7)
        .padding(.vertical, 3)
        .background(Color.lingFg.opacity(0.035), in: Capsule())
        .overlay {
            Capsule()
                .stroke(Color.lingFg.opacity(0.055), lineWidth: 0.6)
        }
        .accessibilityLabel(text)
    }
}

/// 底部告警条：单条直接显示；多条每 3 秒滚动一条，右侧带数量徽标；
/// 点击展开弹窗一次性看全部告警。
struct LingShuAlertTicker: View {
    let alerts: [String]
    @State private var showAll = false

    var body: some View {
        Button { showAll = true } label: {
            TimelineView(.periodic(from: .now, by: 3)) { context in
                let index = alerts.isEmpty
                    ? 0
                    : Int(context.date.timeIntervalSinceReferenceDate / 3) % alerts.count
                HStack(spacing: 6) {
                    Image(systemName: "exclamationmark.triangle.fill")
                        .foregroundStyle(.orange)
                    Text(alerts.isEmpty ? "" : alerts[index])
                        .lineLimit(1)
                        .truncationMode(.tail)
                        .foregroundStyle(.orange.opacity(0.92))
                    if alerts.count > 1 {
                        Text("\(alerts.count)")
                            .font(.system(size: 9.5, weight: .bold, design: .monospaced))
                            .foregroundStyle(Color.lingVoid)
                            .padding(.horizontal, 5)
                            .padding(.vertical, 1)
                            .background(Color.orange, in: Capsule())
                    }
                }
                .frame(maxWidth: 320, alignment: .trailing)
            }
        }
        .buttonStyle(.plain)
        .help(LingShuLanguagePreferenceStore.localized("点击查看全部告警", "View All Alerts"))
        .popover(isPresented: $showAll, arrowEdge: .top) {
            VStack(alignment: .leading, spacing: 10) {
                Text(LingShuLanguagePreferenceStore.localized(
                    "当前告警（\(alerts.count)）",
                    "Current Alerts (\(alerts.count))"
                ))
                    .font(.system(size: 12.5, weight: .bold))
                    .foregroundStyle(.orange)
                ForEach(Array(alerts.enumerated()), id: \.offset) { _, alert in
                    HStack(alignment: .top, spacing: 7) {
                        Image(systemName: "exclamationmark.triangle.fill")
                            .font(.system(size: 11))
                            .foregroundStyle(.orange)
                        Text(alert)
                            .font(.system(size: 12))
                            .foregroundStyle(Color.lingFg.opacity(0.88))
                            .fixedSize(horizontal: false, vertical: true)
                    }
                }
            }
            .padding(16)
            .frame(width: 360, alignment: .leading)
            .background(Color.lingVoid)
        }
    }
}
