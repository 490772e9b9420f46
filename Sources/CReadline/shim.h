#ifndef NAVREPL_CREADLINE_SHIM_H
#define NAVREPL_CREADLINE_SHIM_H
// readline.h uses FILE without including stdio.h itself.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 refuses direct access to C global variables (shared mutable state), so the
// few readline globals navrepl touches are set and read through these functions.

/// Names the program for `$if navrepl` in ~/.inputrc, leaves signal handling to the
/// caller (SIGINT is ours; readline only tracks window size), and installs a completer.
static inline void navrepl_rl_configure(const char *name, rl_completion_func_t *completer) {
    rl_readline_name = strdup(name);
    rl_catch_signals = 0;
    rl_catch_sigwinch = 1;
    rl_attempted_completion_function = completer;
    // Words end where the language's words end; quotes are understood, so completing
    // inside "..." keeps the quoting and closes it after a unique match.
    rl_completer_word_break_characters = " \t\n;>(),={}";
    rl_completer_quote_characters = "\"'";
}

/// Tells readline not to fall back to completing file names when we offer nothing.
static inline void navrepl_rl_completion_over(void) { rl_attempted_completion_over = 1; }

/// The character readline adds after a unique completion (' ', or 0 after a folder's '/').
static inline void navrepl_rl_set_append_character(int character) { rl_completion_append_character = character; }

/// The whole line being edited, for completion in context.
static inline const char *navrepl_rl_line_buffer(void) { return rl_line_buffer; }

/// Where readline gets its keys: `navrepl_rl_set_getc` installs a function that waits on
/// standard input and on Ctrl-C at once, so readline never blocks in read(2) (the terminal
/// drops unread input on Ctrl-C, and a read begun just after would wait for the next key).
typedef int (*navrepl_getc_t)(void);

static inline navrepl_getc_t *navrepl_getc_slot(void) {
    static navrepl_getc_t function;
    return &function;
}

static inline int navrepl_getc_adapter(FILE *stream) {
    (void)stream;
    return (*navrepl_getc_slot())();
}

static inline void navrepl_rl_set_getc(navrepl_getc_t function) {
    *navrepl_getc_slot() = function;
    rl_getc_function = navrepl_getc_adapter;
}

/// The text of the line being edited after the cursor (empty when the cursor is at its end).
static inline const char *navrepl_rl_text_after_cursor(void) {
    if (!rl_line_buffer || rl_point >= rl_end) return "";
    return rl_line_buffer + rl_point;
}

/// Forgets the end of input our getc gave to end an interrupted read: readline keeps it, and
/// would otherwise start a new line each time it next resets the terminal.
static inline void navrepl_rl_forget_eof(void) {
#if defined(RL_READLINE_VERSION) && RL_READLINE_VERSION >= 0x0801
    rl_eof_found = 0;
#endif
}

/// Empties the line being edited, so that the EOF our getc gives for Ctrl-C ends it at once
/// (readline treats EOF on a non-empty line as a Ctrl-D keystroke instead).
static inline void navrepl_rl_empty_line(void) {
    rl_point = 0;
    rl_end = 0;
    if (rl_line_buffer) rl_line_buffer[0] = 0;
}

#endif
