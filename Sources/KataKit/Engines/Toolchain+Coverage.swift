import CommandLineSupport
import Foundation

extension Toolchain {
  /// Merges the raw `profiles` a test binary wrote (one for each run of it, the first named
  /// for them all) and exports the coverage of `sources` (their paths) with this toolchain's
  /// `llvm-profdata` and `llvm-cov`, working in `folder`; whether `export` was written. Both
  /// engines measure a learner's coverage here.
  func exportCoverage(
    profiles: [URL], binary: URL, sources: [String], in folder: URL, to export: URL,
    timeout: Double
  ) -> Bool {
    guard let profile = profiles.first else { return false }
    let data = profile.deletingPathExtension().appendingPathExtension("profdata")
    guard !sources.isEmpty,
      let merged = try? Subprocess.run(
        [tool("llvm-profdata"), "merge", "-sparse", "-o", data.path] + profiles.map(\.path),
        in: folder,
        mergingErrors: true, timeout: timeout),
      merged.status == 0,
      let exported = try? Subprocess.run(
        [tool("llvm-cov"), "export", "-instr-profile", data.path, binary.path] + sources,
        in: folder, timeout: timeout),
      exported.status == 0
    else { return false }
    return (try? PackageFolder.write(Data(exported.output.utf8), to: export)) != nil
  }
}
