extension CoverageGateTool {
  static let help = """
    Usage: coverage-gate [EXPORT.json ...] [options]
           coverage-gate run [options] [-- SWIFT_TEST_ARGUMENTS ...]
           coverage-gate merge A.json B.json ... [--map FROM=TO] -o OUT.json
           coverage-gate comment REPORT.md [--pull-request N]
           coverage-gate mutate [options]   (mutation testing: see its --help)

    Reads llvm-cov JSON exports, counts coverage exactly as 'llvm-cov report' does for the
    package's own sources, checks thresholds and writes reports. Without an export, reads
    the one 'swift test --enable-code-coverage' left for the package (see 'swift test
    --show-codecov-path'). Several exports are merged first. The JSON of 'xcrun xccov
    view --report' and '--archive' (Xcode's coverage) is read too, told by its content.

    Selection:
      --root DIR              package root; paths are shown relative to it (default: .).
                              It may name the folder an export was made in on another
                              machine; the files are then looked for in --sources DIR
                              (default: .)
      --map FROM=TO           the export's folder FROM is TO here (repeatable), as for a
                              macOS runner's /Users/runner/work/pkg/pkg; exports from two
                              package folders merge only once mapped onto one
      --include GLOB          count only files matching one of these (repeatable;
                              ** allowed)
      --exclude GLOB          leave out files matching these (repeatable); .build, Tests,
                              checkouts and derived files are always left out
                              Given here, each list replaces the configuration's. A glob
                              of include (or of the configuration's files) that matches
                              no file is an error.
      --config PATH           configuration file (default: ./.coverage-gate.json if present)
      --xcresult PATH         an Xcode result bundle, read with 'xcrun xccov' (macOS)

    Thresholds (percent; a negative number is the most items allowed to stay uncovered):
      --min-lines P  --min-functions P  --min-regions P  --min-branches P
      --baseline FILE         fail when total or file line coverage drops below the
                              baseline; a baseline that does not exist is an error
      --tolerance POINTS      how far it may drop (default: 0.01)
      --write-baseline FILE   record the current coverage as a baseline (not checked against
                              the old one)
      --diff-base REF         also measure the lines changed since the merge base with REF
      --min-diff-lines P      minimum coverage of those changed lines

    Reports:
      --format FORMAT         write to standard output (repeatable; default: table)
      --output FORMAT=PATH    write to a file, or a folder for html (repeatable)
                              formats: table, json, markdown, comment (markdown that fits
                              a pull-request comment), github, lcov, cobertura, html,
                              outputs (lines=…, functions=…, regions=…, passed=… lines)
      --show-missing          list the line ranges that never ran
      --skip-covered          leave fully covered files out of table and markdown
      --sort ORDER            file rows by name (default), lines (lowest first) or missing
                              (most lines never run first)
      --top N                 at most N file rows in table and markdown

      --help, --version

    Exit status: 0 every check passed, 1 a check failed, 2 usage or input error
    (3 from 'run' when the tests failed).

    """

  static let runHelp = """
    Usage: coverage-gate run [options] [-- SWIFT_TEST_ARGUMENTS ...]

    Runs 'swift test --enable-code-coverage' with the arguments after '--', then gates the
    export it wrote with the options given (see 'coverage-gate --help'). Failing tests exit
    with status 3, after the reports that can still be written from the export.

    """

  static let commentHelp = """
    Usage: coverage-gate comment REPORT.md [--pull-request N] [--repository OWNER/NAME]
                                           [--api-url URL]

    Posts the Markdown report as one comment on a pull request, or edits the comment it
    posted before: the one that starts with a hidden marker and was written by the token's
    own user (github-actions[bot] for a workflow's GITHUB_TOKEN), never anyone else's.
    The token comes from GITHUB_TOKEN only; the pull request from the event
    (GITHUB_EVENT_PATH or GITHUB_REF), the repository from GITHUB_REPOSITORY, the API from
    GITHUB_API_URL. A report too long for a comment is cut at a line; write it with
    --output comment=PATH to fit it. When the token cannot write, as on pull requests
    from forks, it prints a notice and exits 0: only the gate fails a job.

    """

  static let mergeHelp = """
    Usage: coverage-gate merge A.json B.json ... [--map FROM=TO ...] -o OUT.json

    Merges llvm-cov JSON exports of the same sources, from several runs or machines, into
    one export: execution counts are added and every summary is derived again as llvm-cov
    derives it. Files are matched by their path inside the package. Exports made in two
    package folders (a Linux and a macOS runner) are refused until --map FROM=TO puts one
    folder onto the other, so two packages never mix. Branch coverage is not merged.

    """
}
