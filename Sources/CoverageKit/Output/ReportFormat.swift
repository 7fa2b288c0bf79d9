/// The formats the gate writes its report in.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// A table per file for a terminal or a log.
  case table
  /// The stable JSON schema documented in the coverage gate guide.
  case json
  /// Markdown, for `$GITHUB_STEP_SUMMARY`.
  case markdown
  /// Markdown that fits in a pull-request comment, which GitHub limits to 65,536
  /// characters: the totals, the failed checks first, then the files with the lowest line
  /// coverage, and how much more the job summary has.
  case comment
  /// GitHub Actions workflow commands: errors for failed checks, warnings for uncovered
  /// changed lines.
  case github
  /// LCOV tracefile, as `llvm-cov export -format=lcov` writes.
  case lcov
  /// Cobertura XML, for GitLab and Jenkins.
  case cobertura
  /// A static HTML site: an index and one page per file. Needs a folder to write to.
  case html
  /// `name=value` lines for `$GITHUB_OUTPUT`: the total `lines`, `functions` and `regions`
  /// in percent and whether the gate `passed`.
  case outputs
}
