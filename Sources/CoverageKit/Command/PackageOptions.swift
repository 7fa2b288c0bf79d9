import CommandLineSupport

/// The options that choose the package and its files, declared once for `coverage-gate` and
/// `coverage-gate mutate`, so the two read them alike: the same names, values and config.
package enum PackageOptions {
  /// `--root DIR`: the package, whose relative paths every report shows.
  package static let root = Option<FilePath?>(
    "--root", "DIR",
    help: """
      the package; paths are shown relative to it (for the gate, it may name the folder an \
      export was made in on another machine: see --sources)
      """, defaultText: "the current folder")
  /// `--include GLOB`: the files to count or to mutate.
  package static let include = Option<String?>(
    "--include", "GLOB",
    help: "only files matching one of these: counted, or mutated (repeatable; ** allowed)",
    defaultText: "every source file; Sources/** for mutate")
  /// `--exclude GLOB`: the files left out.
  package static let exclude = Option<String?>(
    "--exclude", "GLOB",
    help: """
      leave out files matching these (repeatable); .build, Tests, checkouts and derived \
      files are always left out
      """)
  /// `--config PATH`: the configuration file both read.
  package static let config = Option<FilePath?>(
    "--config", "PATH",
    help: """
      the configuration file: thresholds and baseline for the gate, equivalent mutants for \
      mutate; its root and baseline are relative to its folder, its globs to the package root
      """, defaultText: "ROOT/.coverage-gate.json if present")
}
