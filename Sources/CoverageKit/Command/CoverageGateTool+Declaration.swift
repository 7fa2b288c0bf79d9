import CommandLineSupport

extension CoverageGateTool {
  /// `coverage-gate` and its commands `run`, `merge` and `comment`, declared once: the
  /// command line is parsed, and the help and completions written, from this. The
  /// `coverage-gate` executable adds `mutate`, which MutationKit declares.
  public static let declaration = CommandDeclaration(
    name: "coverage-gate",
    abstract: """
      Reads llvm-cov JSON exports, counts coverage exactly as 'llvm-cov report' does for the
      package's own sources, checks thresholds and writes reports.
      """,
    discussion: """
      Without an export, reads the one 'swift test --enable-code-coverage' left for the
      package (see 'swift test --show-codecov-path'). Several exports are merged first. The
      JSON of 'xcrun xccov view --report' and '--archive' (Xcode's coverage) is read too, told
      by its content. 'coverage-gate help COMMAND' shows the help of a command;
      coverage-gate --version prints the version.
      """,
    epilogue: """
      Exit status: 0 every check passed, 1 a check failed, 2 usage or input error (3 from
      'run' when the tests failed).
      """,
    sections: GateOptions.sections,
    operands: [OperandDeclaration("EXPORT.json", optional: true, repeating: true)],
    subcommands: [runDeclaration, mergeDeclaration, commentDeclaration])

  static let runDeclaration = CommandDeclaration(
    name: "run",
    abstract: """
      Runs 'swift test --enable-code-coverage' with the arguments after '--', then gates the
      export it wrote with the options given, as 'coverage-gate' does. Failing tests exit
      with status 3, after the reports that can still be written from the export.
      """,
    sections: GateOptions.sections, passthrough: "SWIFT_TEST_ARGUMENTS")

  /// The options of `coverage-gate merge` and `coverage-gate comment`.
  enum Declared {
    static let mergeOutput = Option<FilePath?>(
      "-o", "OUT.json", help: "where to write the merged export", aliases: ["--output"],
      required: true)
    static let pullRequest = Option<PositiveCount?>(
      "--pull-request", "N", help: "the pull request",
      defaultText: "the event's, from GITHUB_EVENT_PATH or GITHUB_REF")
    static let repository = Option<String?>(
      "--repository", "OWNER/NAME", help: "the repository", defaultText: "GITHUB_REPOSITORY")
    static let apiURL = Option<String?>(
      "--api-url", "URL", help: "GitHub's API", defaultText: "GITHUB_API_URL, else api.github.com")
  }

  static let mergeDeclaration = CommandDeclaration(
    name: "merge",
    abstract: """
      Merges llvm-cov JSON exports of the same sources, from several runs or machines, into
      one export: execution counts are added and every summary is derived again as llvm-cov
      derives it.
      """,
    discussion: """
      Files are matched by their path inside the package. Exports made in two package folders
      (a Linux and a macOS runner) are refused until --map FROM=TO puts one folder onto the
      other, so two packages never mix. Branch coverage is not merged.
      """,
    options: [Declared.mergeOutput, GateOptions.Declared.map],
    operands: [
      OperandDeclaration("A.json", missingName: "two or more exports to merge"),
      OperandDeclaration("B.json", missingName: "two or more exports to merge", repeating: true),
    ])

  static let commentDeclaration = CommandDeclaration(
    name: "comment",
    abstract: """
      Posts the Markdown report as one comment on a pull request, or edits the comment it
      posted before: the one that starts with a hidden marker and was written by the token's
      own user (github-actions[bot] for a workflow's GITHUB_TOKEN), never anyone else's.
      """,
    discussion: """
      The token comes from GITHUB_TOKEN only. A report too long for a comment is cut at a
      line; write it with --output comment=PATH to fit it. When the token cannot write, as on
      pull requests from forks, it prints a notice and exits 0: only the gate fails a job.
      """,
    options: [Declared.pullRequest, Declared.repository, Declared.apiURL],
    operands: [
      OperandDeclaration("REPORT.md", missingName: "the Markdown report to post (REPORT.md)")
    ])
}
