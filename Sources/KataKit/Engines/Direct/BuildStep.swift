/// What one step of a ``DirectBuild`` (a compile, a link) printed and how it ended.
struct BuildStep: Sendable {
  /// The compiler's or linker's exit status.
  var status: Int32
  /// What it printed, diagnostics included.
  var output: String
  /// Whether it ran out of time.
  var timedOut = false
  /// Whether this is the generated runner's compile, whose errors are the engine's.
  var isRunner = false
  /// Whether the step's products were kept from an earlier build, so nothing ran.
  var wasKept = false
  /// The claim on the step's folder, which keeps it from the cache's pruning while the build
  /// that made or found it still links and runs from it.
  var hold: BuildHold?
}
