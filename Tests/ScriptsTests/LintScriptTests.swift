import Foundation
import Testing

@testable import CommandLineSupport

/// `Scripts/lint.sh` in a copy of the repository, when ShellCheck is at hand (`.ci/run`
/// runs the linter first, which installs it).
@Suite struct LintScriptTests {
  static var shellCheckIsAvailable: Bool {
    let local = RepositoryCopy.source.appendingPathComponent(".build/lint-tools/bin/shellcheck")
    return FileManager.default.isExecutableFile(atPath: local.path)
      || (try? Subprocess.run(["shellcheck", "--version"]).succeeded) == true
  }

  @Test(.enabled(if: shellCheckIsAvailable, "ShellCheck is not installed"))
  func findsAShellScriptMistake() throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }
    let tools = RepositoryCopy.source.appendingPathComponent(".build/lint-tools")
    if FileManager.default.fileExists(atPath: tools.path) {
      try FileManager.default.createDirectory(
        at: copy.root.appendingPathComponent(".build"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(
        at: copy.root.appendingPathComponent(".build/lint-tools"), withDestinationURL: tools)
    }
    let clean = try copy.run(["Scripts/lint.sh"])
    try copy.write(
      "#!/usr/bin/env bash\necho $undefined_variable\ncd /tmp\n", to: "Scripts/broken.sh")

    let broken = try copy.run(["Scripts/lint.sh"])

    #expect(clean.succeeded, "\(clean.output)\(clean.errors)")
    #expect(!broken.succeeded)
    #expect(broken.output.contains("Scripts/broken.sh"))
  }
}
