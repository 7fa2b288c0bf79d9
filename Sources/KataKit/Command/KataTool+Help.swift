extension KataTool {
  static func help(for command: String) -> String {
    switch command {
    case "start":
      "Usage: kata start KATA [--dir DIR] [--katas DIR] [--test-first]\n\nCreates a workspace (default: kata-workspace/KATA) with the kata's module, its test\ntarget and the first step's tests, and shows the first step.\n\nWith --test-first you write the tests too: no step's tests are given, and every\n'kata test' first runs your tests against the code before the step (they must fail),\nthe step's reference (they must pass) and its chaffs, plausible wrong versions (each\nshould be caught), then shows the light of your own code.\n"
    case "test":
      "Usage: kata test [--dir DIR] [--predict red|amber|green] [--coverage]\n\nBuilds and runs the workspace's tests once and shows the light: amber (does not\ncompile), red (a test failed, or none ran) or green. Every run goes into\n.kata/journal.jsonl. With --predict, says whether your guess was right. With\n--coverage (always in test-first mode), a green run also shows the line coverage of\nyour module and the lines no test executed. Exit status: 0 for green, 1 otherwise.\n"
    case "watch":
      "Usage: kata watch [--dir DIR] [--interval SECONDS]\n\nRuns the tests, then again after every save (polling every 0.5 s by default, which\nworks on network and WSL folders too). Press q to stop.\n"
    case "next":
      "Usage: kata next [--dir DIR]\n\nAfter a green run, adds the next step's tests. Your sources are never touched; a\nreplaced test file is kept under .kata/backups/.\n"
    case "solution":
      "Usage: kata solution [--apply] [--force] [--dir DIR]\n\nShows the reference code of the current step once it went green (or with --force).\n--apply puts the reference in Sources/, keeping copies of your files.\n"
    case "reset":
      "Usage: kata reset [--step] [--dir DIR]\n\nStarts the kata again from its first step, or with --step the current step from its\nstart. Your files are kept under .kata/backups/.\n"
    case "verify":
      "Usage: kata verify [KATA ...] [--katas DIR] [--work DIR] [--jobs N]\n\nFor authors and CI: for every step, the tests must give the manifest's light against\nthe previous step's reference and green against the step's own; refactor steps stay\ngreen; the final tests must pass against the library in Sources/. N workers (default:\none per core) verify katas side by side, each in one reused package under --work\n(default .build/kata-verify). Exit status 1 on any violation.\n"
    case "export":
      "Usage: kata export [--output DIR] [--dir DIR]\n\nWrites the journal for an instructor: kata-KATA-journal.json and .md.\n"
    default:
      """
      Usage: kata [COMMAND] [options]

      Practise test-driven development step by step: red, green, refactor.

      Commands:
        (none)      the katas and your progress, with what to type next
        start KATA  create a workspace for a kata (default: kata-workspace/KATA)
        test        build and run the tests once and show the light
        watch       run the tests after every save
        next        go on to the next step after green
        hint        show the next hint of the step
        diff        compare your sources with the reference of the step
        solution    show (or --apply) the reference of the step, after green
        reset       start the kata (or --step) again
        status      the lights of every step so far
        export      the journal as JSON and Markdown for an instructor
        verify      check that katas go red before green (for authors and CI)

      Workspace commands work on --dir DIR, else the workspace around the current folder,
      else the only one under kata-workspace/. Katas are in --katas DIR, $KATA_PATH, the
      nearest Katas/ folder, or share/tddkit/Katas beside an installed kata's bin/.
      See 'kata help COMMAND'.

      """
    }
  }
}
