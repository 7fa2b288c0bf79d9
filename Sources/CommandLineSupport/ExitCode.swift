/// The exit statuses every TDDKit tool uses.
public enum ExitCode: Int32, Sendable {
  /// The command did what was asked, or every check passed.
  case success = 0
  /// The input was fine but the command failed, or a check failed.
  case failure = 1
  /// The command line or an input file is not what the tool accepts.
  case usage = 2
  /// The tests a command ran failed (`coverage-gate run`), whatever the checks found.
  case testsFailed = 3
}
