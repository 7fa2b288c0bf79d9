import CommandLineSupport

/// A form `coverage-gate mutate` shows or writes its report in (`--format`, `--output`).
enum MutationFormat: String, CaseIterable, OptionValue {
  /// A table for a terminal.
  case table
  /// The tool's own JSON, which `mutate merge` and `--incremental` read.
  case json
  /// Markdown, for a pull request or a job summary.
  case markdown
  /// GitHub Actions annotations.
  case github
  /// `score=…` lines for a step's outputs.
  case outputs
  /// The mutation-testing-report-schema that Stryker's viewers read.
  case mutationJSON = "mutation-json"
  /// One web page in a folder.
  case html
}
