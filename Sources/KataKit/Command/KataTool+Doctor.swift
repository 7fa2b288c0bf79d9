import CommandLineSupport
import Foundation

extension KataTool {
  /// `kata doctor`: a ✓ or ✗ line per check, with the fix under each ✗.
  func doctor(_ options: ParsedArguments) throws -> ExitCode {
    console.line(console.style.bold("Checking this machine for the katas"))
    let check = SetupCheck(
      environment: environment, runner: runner, katas: { try self.catalog(options) })
    let passed = check.run { finding in
      if finding.passed {
        console.line("\(console.style.green("✓")) \(finding.what)")
      } else {
        console.line("\(console.style.red("✗")) \(finding.what)")
        if let fix = finding.fix { console.line("  fix: \(fix)") }
      }
    }
    console.line(
      passed
        ? "Ready: the first 'kata test' will not wait for a cold toolchain."
        : "Not ready: fix the lines marked ✗, then run 'kata doctor' again.")
    return passed ? .success : .failure
  }
}
