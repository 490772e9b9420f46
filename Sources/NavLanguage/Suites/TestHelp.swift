extension HelpTopic {
    /// `help test`: how `navrepl test` runs and judges scripts. (`navrepl test --help` lists
    /// the options, as the argument parser writes them, and points here.)
    public static let test = HelpTopic(name: "test", text: """
    usage (from the shell): navrepl test [OPTIONS] [PATH...]

    Runs .nav scripts as a test suite, in one process, each in a fresh interpreter: its own
    state, app (hospital at first), settings and history; 'source' and 'app FILE' read paths
    relative to the script. A PATH is a script, or a folder whose *.nav files are all run
    (sorted, subfolders included, folders starting with '.' skipped); no PATH is the current
    folder.

    A script passes when no command fails and no expectation fails, and it runs to its end
    ('exit' or 'quit' before it, there or in a file it sources, fails it). A command that
    should be refused is written 'expect fail CMD': it then holds, and prints 'refused as
    expected:' and the reason, so a transcript states the message ('expect fail expect depth
    3' checks what a failed expectation says; a misspelt CMD is an error, not a refusal). A script with a transcript also states its output: '#> ' for a
    line on standard output and '#! ' for one on standard error, under the command that prints
    it (blank and comment lines may come between). Then everything it prints must match, and a
    command with no transcript lines must print nothing. A transcript records output, never a
    verdict: a failed command or expectation fails the script even when its '#! ' lines show
    that very error. 'set quiet on' at the top keeps a transcript to the commands that print
    on their own.
    Discovery says on standard error what it passes over: a name that is not UTF-8, a link to
    nothing, a .nav that is not a regular file, a link to a folder outside the one searched.
    A transcript holds only what commands print about navigation: loading an app prints its
    stack, not what 'app import' found and assumed (that is 'set verbose on'), nor timings.
    An error in the script itself is written without its line and column ('#! error: ...'),
    so that lines added above it leave the transcript true; an error in a file it sources
    keeps its place ('#! include/setup.nav:3:1: error: ...'). Lines inside a multi-line
    string or block belong to their command, whatever they start with.

    Within a script, bail is on: it stops at its first failure, and that is what is reported,
    as the commands after it would run in a state the scenario did not mean. 'set bail off' in
    the script keeps it going, and every failure is reported.

    Each script prints 'ok   FILE (N commands, T ms)', or 'FAIL FILE (...) on app APP (ORIGIN)'
    (the app it ran with, and what named it: its app line, navrepl.toml, --app, or the built-in
    default) and under it FILE:LINE:COL, the error, and what was expected against what was
    found: for a transcript, its lines marked - and the run's marked +, the first difference
    between »«, and, when output is all that differs, the command that accepts the run
    (navrepl test --update FILE). N counts the commands run: a script stopped by output that
    differs runs on to its end for failures after it, and when there are, counts them all.
    The last line is 'N passed, N failed', with ', N skipped' and ', N updated' when there are
    any. When scripts ran on the built-in default because nothing named an app, one warning
    on standard error says how many. Exit status: 0 when every script passes, 1 when any
    fails, 2 for a usage error.

      --update        rewrite the transcripts from what the scripts print now (the scripts that
                      have one, and any script named on the command line); other lines stay as
                      they are. It records output only: a script with a failed command or
                      expectation is left as it is (exit 1), each failing line named. Review
                      the difference before committing it
      --jobs N        run N scripts at a time (default: one per processor); the output keeps
                      the scripts' order
      --shard K/N     run part K of N, split by a stable hash of each path within the folder
                      searched (so dir, ./dir and /abs/dir agree): the N parts of a CI matrix
                      run every script exactly once
      --filter TEXT   run only the scripts whose path contains TEXT; one that matches none is
                      a usage error, as a folder without scripts is
      --app APP       the app each script starts with (default hospital): a built-in app, an
                      app file or Swift sources; a script that loads an app keeps its own

    A suite file, navrepl.toml in the current folder or the nearest one above it, sets what the
    command line does not: app = "clinic.navapp", paths = ["Scenarios"], jobs = 4,
    exclude = ["Scenarios/include"] (paths relative to the file) and, for navrepl explore,
    ignore = ["orphan:receipt"] (its --ignore). An unknown key is an error.
      --bail          stop at the first failing script; the scripts after it count as skipped
      --quiet         print only the failures and the summary
      --color WHEN    auto (on a terminal, unless NO_COLOR is set), always or never
      --junit FILE    also write a JUnit XML report, for CI
      --tap           print TAP version 13 instead of the lines above
      --coverage      after the summary, what the scenarios covered of each app (the app each
                      ended with) against what explore reaches of it at depth 3 with one modal:
                      routes on a stack, tabs selected, routes presented as sheets and as covers,
                      rules that fired or refused, and transitions (the kind of move and the
                      routes on top before and after: 'push from list to detail'; a tap counts
                      as the call its edge makes), and in an app with edges the declared edges
                      taken ('home: featured -> sheet promo'), each as covered/existing,
                      percent, and what is not covered. TAP prints it as comments; JUnit as the
                      suite's properties (coverage.APP.KIND)
      --min-coverage KIND=PERCENT
                      fail the run (status 1) when an app's KIND (routes, tabs, sheets, covers,
                      rules, transitions or edges) is covered below PERCENT; repeatable
      --export-tests FILE [--import MODULE]
                      also write the scenarios as one Swift Testing file: one @Test per script,
                      named after it, each starting from a new router of the app it ran (its
                      last 'app'), as 'export tests' writes a session; a failing scenario is
                      named in a comment. --import adds '@testable import MODULE'
      --coverage-html FILE
                      also write a page of each app's routes as a graph, each move between two
                      routes green when made, red and dashed when not, then every item listed

    example: navrepl test --junit report.xml Tests/Scenarios
    """)
}
