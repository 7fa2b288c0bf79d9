import CommandLineSupport

extension CoverageGateTool {
  /// `coverage-gate` and its commands `run`, `merge` and `comment`, declared once: the
  /// command line is parsed, and the help and completions written, from this. The
  /// `coverage-gate` executable adds `mutate`, which MutationKit declares.
  package static let declaration = CommandDeclaration(
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
    operands: [
      OperandDeclaration("EXPORT.json", optional: true, repeating: true, completion: .files)
    ],
    subcommands: [runDeclaration, MergeCommand.declaration, CommentCommand.declaration])

  static let runDeclaration = CommandDeclaration(
    name: "run",
    abstract: """
      Runs 'swift test --enable-code-coverage' with the arguments after '--', then gates the
      export it wrote with the options given, as 'coverage-gate' does. Failing tests exit
      with status 3, after the reports that can still be written from the export.
      """,
    sections: GateOptions.sections, passthrough: "SWIFT_TEST_ARGUMENTS")

}
