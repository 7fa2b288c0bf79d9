extension KataTool {
  static func help(for command: String) -> String {
    switch command {
    case "start":
      "Usage: kata start KATA [--dir DIR] [--katas DIR] [--test-first] [--from STEP]\n                 [--name NAME] [--timebox MINUTES] [--timeout SECONDS]\n\nCreates a workspace (default: kata-workspace/KATA) with the kata's module, its test\ntarget and the first step's tests, and shows the first step.\n\nWith --test-first you write the tests too: no step's tests are given (only the test\ndoubles and helpers a step gives), and every 'kata test' first runs your tests against\nthe code before the step (they must fail), the step's reference (they must pass) and\nits chaffs, plausible wrong versions (each must be caught), then shows the light of\nyour own code. Only tests that do all three are valid, and only valid tests let the\nstep go green: 'kata next' waits for that (or moves on with --anyway, noted in the\njournal). Refactor steps ask for no test: your tests only run on your code.\n\nWith --from STEP (a number such as 12, or a step id) the workspace starts at that\nstep: the reference of the steps before it is your code, and the tests so far are there\n(in test-first mode, those of the steps before it, doubles included, and the page ends\nwith the API so far). The journal and status count from that step.\n\n--name (default: your login name) names the learner, or a pair such as ada+bob, in\nevery journal entry; --classroom DIR (or KATA_CLASSROOM) also appends every entry\nto DIR/NAME/KATA.jsonl for the instructor's 'kata dashboard'. --timebox gives each\nstep a time box; --timeout limits one run (default 300 s). 'kata set' changes them\nlater.\n"
    case "test":
      "Usage: kata test [--dir DIR] [--predict red|amber|green] [--coverage]\n                 [--timebox MINUTES] [--engine direct|swiftpm]\n\nBuilds and runs the workspace's tests once and shows the light: amber (does not\ncompile), red (a test failed, or none ran) or green. Every run goes into\n.kata/journal.jsonl. With --predict, says whether your guess was right. With\n--coverage (always in test-first mode), a green run also shows the line coverage of\nyour module and the lines no test executed. Exit status: 0 for green, 1 otherwise.\n\nThe direct engine (the default, on Linux) compiles your module and tests with swiftc\nand runs them without SwiftPM's fixed cost: a light in under a second. What it\ncannot be sure of (a Package.swift you changed, Swift Testing, tests it cannot\nenumerate) it leaves to SwiftPM, and the journal says which engine ran and why.\n--engine swiftpm always runs swift test.\n"
    case "watch":
      "Usage: kata watch [--dir DIR] [--interval SECONDS] [--engine direct|swiftpm]\n\nRuns the tests, then again after every save (polling every 0.5 s by default, which\nworks on network and WSL folders too). Press q to stop. --engine as for kata test.\n"
    case "next":
      "Usage: kata next [--anyway] [--dir DIR]\n\nAfter a green run, adds the next step's tests. Your sources are never touched; a\nreplaced test file is kept under .kata/backups/. Until the step is done it refuses and\nsays what is missing. In test-first mode a step is done when your code passes tests\nthat are valid (see 'kata help start'); --anyway moves on all the same, and the\njournal, kata status and kata export show what the step still lacked.\n"
    case "step":
      "Usage: kata step [N] [--dir DIR]\n\nShows the page of the current step again, or of step N, one you reached: what to\nbuild and its API. In test-first mode a red step's page ends with the API so far:\nthe declarations of the steps before that its tests use.\n"
    case "solution":
      "Usage: kata solution [--apply] [--force] [--dir DIR]\n\nShows the reference code of the current step once it went green (or with --force).\n--apply puts the reference in Sources/, keeping copies of your files.\n"
    case "reset":
      "Usage: kata reset [--step] [--dir DIR]\n\nStarts the kata again from its first step, or with --step the current step from its\nstart. Your files are kept under .kata/backups/.\n"
    case "verify":
      "Usage: kata verify [KATA ...] [--katas DIR] [--work DIR] [--jobs N] [--static]\n                   [--engine direct|swiftpm] [--parity]\n       kata verify KATA --steps 3,5-7 [--work DIR]\n\nFor authors and CI: for every step, the tests must give the manifest's light against\nthe previous step's reference and green against the step's own; refactor steps stay\ngreen; chaffs are caught; the final tests must pass against the library in Sources/.\nN workers (default: one per core) verify katas side by side, each in one reused\npackage under --work (default .build/kata-verify). --steps checks only those steps of\none kata, without the final check. Checks build with the direct engine where it can\n(see 'kata help test'); --engine swiftpm builds every one with SwiftPM. --parity runs\nevery check with both engines and fails where their lights, counts, failures or first\ncompiler errors differ: SwiftPM's outcome is the one checked.\n\nFirst, and alone with --static (no build), it checks that every red step can be done\nfrom its pages: the README names every name the tests use that is new at the step and\nevery text they compare, there are two hints or more, and no chaff is the previous or\nthe step's reference again. Exit status 1 on any violation.\n"
    case "dashboard":
      "Usage: kata dashboard DIR [--output FILE] [--format html|json|markdown]\n                      [--sort progress|name] [--watch [--interval SECONDS]]\n\nThe instructor's view of a classroom folder (see 'kata start --classroom'): one row\nper learner and kata, every run's light in minute columns aligned across the room\n(quiet stretches of more than five minutes collapsed), the step, steps done, the\nred, amber and green counts, predictions, hints, steps green before red, the last\ncoverage and, in test-first mode, chaffs caught. Writes one self-contained HTML page\n(default DIR/dashboard.html); --format json or markdown prints the same data. With\n--watch it writes the page again whenever the folder changes (checking every 10 s or\n--interval), and the page reloads itself. Damaged journal lines are skipped with a\nwarning; nothing in DIR is written but the output.\n"
    case "about":
      "Usage: kata about KATA [--katas DIR]\n\nShows the kata's introduction: the idea it practises, where it comes from, what\nyou will build and where the APIs it uses are documented.\n"
    case "doctor":
      "Usage: kata doctor [--katas DIR]\n\nChecks this machine before a workshop: Swift 6.0 or later, the katas, and a throwaway\npackage that runs one XCTest and one Swift Testing test with SwiftPM and the XCTest one\nwith the direct build engine (which also warms the toolchain). Prints ✓ or ✗ per\ncheck with the fix. Exit status 1 when one fails.\n"
    case "rotate":
      "Usage: kata rotate NAME [--dir DIR]\n\nRecords in the journal that NAME drives now, for pairs and mobs that change hands.\n"
    case "set":
      "Usage: kata set name NAME | timebox MINUTES | timeout SECONDS [--dir DIR]\n\nChanges a workspace setting: the learner's or pair's name (such as ada+bob) that\nthe journal carries, the time box of each step, or how long one run may take before\nit is stopped (default 300 s).\n"
    case "hint":
      "Usage: kata hint [--dir DIR]\n\nShows the next hint of the current step, one at a time, and how many are left: the\nfirst helps with the test, the last is close to the code. The journal counts how many\nyou needed; a hint counts as read only when it was shown on a terminal, so piping\nkata hint into another program shows the next hint without using it up.\n"
    case "diff":
      "Usage: kata diff [--dir DIR]\n\nShows a unified diff from the reference of the current step to your sources.\n"
    case "status":
      "Usage: kata status [--dir DIR]\n\nShows the lights of every step so far, which steps went green without red first,\nin test-first mode the chaffs your tests caught and missed at each step, your\npredictions and the last line coverage measured.\n"
    case "export":
      "Usage: kata export [--output DIR] [--dir DIR]\n\nWrites the journal for an instructor: kata-KATA-journal.json and .md.\n"
    default:
      """
      Usage: kata [COMMAND] [options]

      Practise test-driven development step by step: red, green, refactor.

      Commands:
        (none)      the katas and your progress, with what to type next
        about KATA  what a kata is about, before you start it
        start KATA  create a workspace for a kata (default: kata-workspace/KATA)
        test        build and run the tests once and show the light
        watch       run the tests after every save
        next        go on to the next step after green
        step [N]    show the page of the step again (or of step N)
        hint        show the next hint of the step
        diff        compare your sources with the reference of the step
        solution    show (or --apply) the reference of the step, after green
        reset       start the kata (or --step) again
        status      the lights of every step so far
        export      the journal as JSON and Markdown for an instructor
        rotate NAME record a change of driver
        set         change the name, time box or run timeout of the workspace
        doctor      check this machine before a workshop
        dashboard DIR  the instructor's live view of a classroom folder
        verify      check that katas go red before green (for authors and CI)

      Workspace commands work on --dir DIR, else the workspace around the current folder,
      else the one under kata-workspace/ started last. Katas are in --katas DIR,
      $KATA_PATH, the nearest Katas/ folder, or share/tddkit/Katas beside an installed
      kata's bin/.
      See 'kata help COMMAND'; kata --version prints the version.

      """
    }
  }
}
