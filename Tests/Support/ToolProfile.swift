import CommandLineSupport
import Foundation

/// The coverage profile of a built tool that a test runs, so that code which runs only in a
/// tool process (its signal handling, the reaper it becomes) counts in the tests' coverage.
/// The tool writes into the test's own folder; a profile is added to the run's profiles only
/// once it reads whole, so a tool stopped in the middle of writing never fails the coverage
/// run.
public enum ToolProfile {
  /// The folder the run's profiles go to, when the tests run with coverage.
  static var runProfiles: URL? {
    guard let pattern = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"],
      pattern.hasPrefix("/"), !pattern.hasPrefix("/dev/")
    else { return nil }
    return URL(fileURLWithPath: pattern).deletingLastPathComponent()
  }

  /// The `LLVM_PROFILE_FILE` for a tool run in `folder`: a profile per process there while
  /// the tests run with coverage, and none otherwise.
  public static func variable(in folder: URL) -> String {
    guard runProfiles != nil else { return "/dev/null" }
    let profiles = folder.appendingPathComponent("tool-profiles")
    try? FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
    return profiles.appendingPathComponent("%p.profraw").path
  }

  /// Adds each whole profile the tools wrote in `folder` to the run's profiles.
  public static func keep(from folder: URL) {
    guard let runProfiles, let profdata = llvmProfdata else { return }
    let written = folder.appendingPathComponent("tool-profiles")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: written.path)) ?? []
    for name in names where name.hasSuffix(".profraw") {
      let profile = written.appendingPathComponent(name)
      guard
        let check = try? Subprocess.run(
          [profdata, "merge", "-sparse", "-o", "/dev/null", profile.path], in: folder),
        check.status == 0
      else { continue }
      try? FileManager.default.moveItem(
        at: profile, to: runProfiles.appendingPathComponent("tool-\(UUID().uuidString).profraw"))
    }
  }

  /// The `llvm-profdata` beside the `swift` on `PATH`, which reads what its compiler wrote.
  static var llvmProfdata: String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let swift = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
      if FileManager.default.isExecutableFile(atPath: swift.path) {
        return swift.resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("llvm-profdata").path
      }
    }
    return nil
  }
}
