import NavLanguage
/// The storyboard page's style sheet and script, inlined into every page (a page needs no
/// other file and no network). The script draws a frame's device from its JSON picture when
/// the frame is first shown (every frame before printing), steps with the arrow keys and the
/// buttons, and follows the URL fragment (`#12`), which is the frame shown.
enum StoryboardAssets {
    static let style = """
    :root { --ink: #1d1d1f; --dim: #6e6e73; --line: #d2d2d7; --paper: #f5f5f7; --accent: #0a66d8;
            --pushed: #1a8f3c; --popped: #c9302c; --modal: #7048c4; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: var(--paper); }
    header { position: sticky; top: 0; z-index: 5; display: flex; align-items: center; justify-content: space-between;
             gap: 1em; padding: .5em 1em; background: #fff; border-bottom: 1px solid var(--line); }
    h1 { font-size: 1em; margin: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    nav { display: flex; align-items: center; gap: .4em; }
    nav button { font: inherit; min-width: 2.4em; padding: .2em .5em; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
    nav button:disabled { opacity: .4; cursor: default; }
    #position { min-width: 6em; text-align: center; font-variant-numeric: tabular-nums; }
    main { padding: 1em; }
    .note { color: var(--dim); text-align: center; }
    .frame { display: none; max-width: 980px; margin: 0 auto; gap: 1.5em; align-items: flex-start; scroll-margin-top: 4em; }
    .frame.current { display: flex; }
    .caption { flex: 1; min-width: 0; }
    .narration { margin: 0 0 .6em; font-size: 1.1em; }
    .command { margin: 0 0 .5em; display: flex; gap: .6em; align-items: baseline; flex-wrap: wrap; }
    .command .tap { font-size: .8em; padding: 0 .4em; border-radius: .6em; background: #e6f0ff; color: #1d4ed8; }
    .command .number { color: var(--dim); font-variant-numeric: tabular-nums; }
    .command code { font: 600 1em ui-monospace, Menlo, Consolas, monospace; background: #fff; border: 1px solid var(--line);
                    border-radius: 5px; padding: .1em .4em; white-space: pre-wrap; }
    .where { color: var(--dim); font-size: .85em; }
    .error { color: var(--popped); font-weight: 600; margin: 0 0 .5em; }
    .state { font: .9em/1.4 ui-monospace, Menlo, Consolas, monospace; background: #fff; border: 1px solid var(--line);
             border-radius: 6px; padding: .5em .7em; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0 0 .5em; }
    .trace { font: .9em ui-monospace, Menlo, Consolas, monospace; margin: 0; padding-left: 1.4em; color: var(--dim); }
    .trace .pushed { color: var(--pushed); } .trace .popped { color: var(--popped); }
    .refused .device { border-color: var(--popped); box-shadow: 0 0 0 4px #f4c7c5; }
    .device { position: relative; flex: none; width: 280px; height: 540px; border: 10px solid #1d1d1f; border-radius: 38px;
              background: #fff; overflow: hidden; display: flex; flex-direction: column; }
    .device.pad { width: 620px; height: 460px; border-radius: 24px; }
    .device .bezel { height: 22px; flex: none; display: flex; justify-content: center; }
    .device .bezel::after { content: ""; width: 90px; height: 14px; margin-top: 4px; border-radius: 8px; background: #1d1d1f; }
    .device.pad .bezel::after { width: 8px; height: 8px; }
    .stage { position: relative; flex: 1; display: flex; min-height: 0; }
    .column { flex: 1; display: flex; flex-direction: column; min-width: 0; border-right: 1px solid var(--line); }
    .column:last-child { border-right: 0; }
    .column .name { font-size: 10px; text-transform: uppercase; letter-spacing: .05em; color: var(--dim); padding: 4px 8px 0; }
    .deck { flex: 1; display: flex; flex-direction: column; padding: 6px; gap: 3px; min-height: 0; }
    .screen { border: 1px solid var(--line); border-radius: 10px; background: #fff; padding: 6px 8px; overflow: hidden; flex: none; }
    .screen.under { background: var(--paper); color: var(--dim); }
    .screen.under .route { display: none; }
    .screen.top { flex: 1; box-shadow: 0 2px 8px rgba(0,0,0,.12); }
    .screen .bar { display: flex; flex-direction: column; gap: 2px; }
    .screen .back { color: var(--accent); font-size: 12px; }
    .screen .title { font-weight: 700; font-size: 15px; overflow-wrap: anywhere; }
    .screen.top .title { font-size: 22px; }
    .screen .route { font: 11px ui-monospace, Menlo, Consolas, monospace; color: var(--dim); margin-top: 6px; overflow-wrap: anywhere; }
    .screen.pushed { border: 2px solid var(--pushed); }
    .screen.pushed::before { content: "pushed"; float: right; font-size: 10px; color: #fff; background: var(--pushed); border-radius: 4px; padding: 0 4px; }
    .screen.gone { border: 2px dashed var(--popped); opacity: .75; }
    .screen.gone .title { text-decoration: line-through; }
    .screen.gone::before { content: "popped"; float: right; font-size: 10px; color: #fff; background: var(--popped); border-radius: 4px; padding: 0 4px; }
    .more, .placeholder { text-align: center; color: var(--dim); font-size: 12px; padding: 2px; }
    .placeholder { flex: 1; display: flex; align-items: center; justify-content: center; font-style: italic; }
    .modal { position: absolute; left: 0; right: 0; bottom: 0; display: flex; flex-direction: column; background: #fff;
             border-top: 2px solid var(--modal); border-radius: 14px 14px 0 0; box-shadow: 0 -4px 16px rgba(0,0,0,.25); }
    .modal.cover { top: 0; border-radius: 0; border-top-width: 4px; }
    .modal .kind { font-size: 10px; text-transform: uppercase; letter-spacing: .05em; color: var(--modal); padding: 4px 8px 0; }
    .modal.new { border-color: var(--pushed); }
    .modal.new .kind::after { content: " \\2014  presented"; color: var(--pushed); }
    .dimmer { position: absolute; inset: 0; background: rgba(0,0,0,.25); }
    .hidden-modals { position: absolute; left: 12px; top: 6px; z-index: 5; font-size: 11px; color: var(--muted, #666); }
    .dismissed { position: absolute; left: 12px; right: 12px; bottom: 4px; border: 2px dashed var(--popped); border-radius: 10px;
                 background: rgba(255,255,255,.9); color: var(--popped); font-size: 11px; padding: 4px 8px; z-index: 3; }
    .tabbar { flex: none; display: flex; border-top: 1px solid var(--line); background: var(--paper); }
    .tabbar .tab { flex: 1; text-align: center; font-size: 11px; padding: 5px 2px 7px; color: var(--dim); min-width: 0;
                   overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .tabbar .tab.selected { color: var(--accent); font-weight: 700; }
    .tabbar .tab.switched { background: #e3f0ff; }
    .tabbar .depth { display: inline-block; min-width: 1.4em; margin-left: 3px; border-radius: 8px; background: var(--line);
                     color: var(--ink); font-weight: 400; }
    .flags { flex: none; display: flex; flex-wrap: wrap; gap: 3px; padding: 4px 6px; border-top: 1px solid var(--line);
             background: var(--paper); font-size: 11px; }
    .flag { border-radius: 8px; padding: 0 6px; border: 1px solid var(--line); background: #fff; color: var(--dim);
            overflow-wrap: anywhere; }
    .flag.on { color: var(--pushed); border-color: var(--pushed); }
    .flag.set { font-weight: 700; box-shadow: 0 0 0 2px var(--accent); }
    .stamp { position: absolute; top: 40%; left: 10%; right: 10%; z-index: 4; text-align: center; color: var(--popped);
             border: 3px solid var(--popped); border-radius: 8px; font-weight: 800; letter-spacing: .1em; background: rgba(255,255,255,.85);
             transform: rotate(-8deg); padding: 4px; }
    .stamp.replaced { color: var(--accent); border-color: var(--accent); font-size: 12px; }
    @media (max-width: 700px) { .frame.current { flex-direction: column; align-items: center; } }
    @media print {
      header, .note { display: none; }
      body { background: #fff; }
      main { padding: 0; }
      .frame, .frame.current { display: flex; break-after: page; page-break-after: always; break-inside: avoid; }
      .device { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
    }

    """

    static let script = """
    (() => {
      "use strict";
      const frames = Array.from(document.querySelectorAll("section[data-frame]"));
      const { tabBars, frames: pictures } = JSON.parse(document.getElementById("pictures").textContent);
      const position = document.getElementById("position");
      const buttons = ["first", "previous", "next", "last"].map(id => document.getElementById(id));
      let current = 0;

      const element = (tag, kind, text) => {
        const node = document.createElement(tag);
        if (kind) node.className = kind;
        if (text !== undefined) node.textContent = text;
        return node;
      };

      const screen = (data, kind) => {
        const node = element("div", "screen " + kind + (data.p ? " pushed" : ""));
        const bar = element("div", "bar");
        if (data.b !== undefined) bar.append(element("span", "back", "\\u2039 " + data.b));
        bar.append(element("span", "title", data.t));
        node.append(bar, element("div", "route", data.r));
        return node;
      };

      const column = (data) => {
        const node = element("div", "column");
        if (data.n) node.append(element("div", "name", data.n));
        const deck = element("div", "deck");
        const screens = data.sc || [];
        screens.forEach((each, index) => {
          if (data.more && index === data.mi) deck.append(element("div", "more", "\\u2026 " + data.more + " more"));
          deck.append(screen(each, index === screens.length - 1 ? "top" : "under"));
        });
        if (data.ph !== undefined) deck.append(element("div", "placeholder", data.ph));
        (data.gone || []).forEach(each => deck.append(screen(each, "under gone")));
        node.append(deck);
        return node;
      };

      const draw = (index) => {
        const frame = frames[index];
        if (frame.querySelector(".device")) return;
        const data = pictures[index];
        const device = element("div", "device " + data.dev);
        frame.prepend(device);
        frame.querySelector(".command").prepend(element("span", "number", frame.dataset.frame));
        device.append(element("div", "bezel"));
        const stage = element("div", "stage");
        data.cols.forEach(each => stage.append(column(each)));
        if (data.mh) stage.append(element("div", "hidden-modals", "+" + data.mh + " modal" + (data.mh === 1 ? "" : "s") + " below"));
        (data.modals || []).forEach((modal, index) => {
          stage.append(element("div", "dimmer"));
          const sheet = element("div", "modal " + modal.s + (modal.new ? " new" : ""));
          if (modal.s === "sheet") sheet.style.top = (24 + 5 * index) + "%";
          sheet.append(element("div", "kind", modal.s), column(modal.col));
          stage.append(sheet);
        });
        (data.dm || []).forEach(([style, root], index) => {
          const gone = element("div", "dismissed", "dismissed " + style + " " + root);
          gone.style.bottom = (4 + 30 * index) + "px";
          stage.append(gone);
        });
        if (data.x) stage.append(element("div", "stamp", "REFUSED"));
        else if (data.all) stage.append(element("div", "stamp replaced", "WHOLE STATE REPLACED"));
        device.append(stage);
        if (data.fl) {
          const strip = element("div", "flags");
          data.fl.forEach(([name, on, set]) =>
            strip.append(element("span", "flag " + (on ? "on" : "off") + (set ? " set" : ""), (on ? "\\u2713 " : "\\u2717 ") + name)));
          device.append(strip);
        }
        const tabs = tabBars[data.tb];
        if (tabs.length > 1) {
          const bar = element("div", "tabbar");
          tabs.forEach(([name, title], index) => {
            const depth = data.dp[index];
            const tab = element("div", "tab" + (index === data.sel ? " selected" : "") + (index === data.sel && data.sw ? " switched" : ""), title);
            tab.title = name;
            tab.append(element("span", "depth", String(depth)));
            bar.append(tab);
          });
          device.append(bar);
        }
      };

      const show = (index) => {
        if (frames.length === 0) return;
        current = Math.max(0, Math.min(frames.length - 1, index));
        frames.forEach(frame => frame.classList.remove("current"));
        draw(current);
        frames[current].classList.add("current");
        position.textContent = (current + 1) + " / " + frames.length;
        buttons[0].disabled = buttons[1].disabled = current === 0;
        buttons[2].disabled = buttons[3].disabled = current === frames.length - 1;
      };

      const fromFragment = () => {
        const number = parseInt(location.hash.slice(1), 10);
        return Number.isFinite(number) ? number - 1 : 0;
      };

      // Shows the frame at once (a key held down must not wait for the hashchange event),
      // and puts it in the address, where the browser's back button and links find it.
      const go = (index) => {
        if (frames.length === 0) return;
        show(index);
        if (location.hash !== "#" + (current + 1)) location.hash = "#" + (current + 1);
      };

      buttons[0].addEventListener("click", () => go(0));
      buttons[1].addEventListener("click", () => go(current - 1));
      buttons[2].addEventListener("click", () => go(current + 1));
      buttons[3].addEventListener("click", () => go(frames.length - 1));
      addEventListener("hashchange", () => { if (fromFragment() !== current) show(fromFragment()); });
      addEventListener("keydown", event => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        const moves = { ArrowRight: 1, ArrowDown: 1, PageDown: 1, " ": 1, ArrowLeft: -1, ArrowUp: -1, PageUp: -1 };
        if (event.key in moves) go(current + moves[event.key]);
        else if (event.key === "Home") go(0);
        else if (event.key === "End") go(frames.length - 1);
        else return;
        event.preventDefault();
      });
      addEventListener("beforeprint", () => frames.forEach((_, index) => draw(index)));
      show(fromFragment());
      // When the page was ready, in milliseconds from the start of its loading: tests read it.
      document.documentElement.dataset.ready = String(Math.max(1, Math.round(performance.now())));
    })();

    """
}
