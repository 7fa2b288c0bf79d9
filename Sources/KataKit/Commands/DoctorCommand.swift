import CommandLineSupport
import Foundation

/// `kata doctor`: a ✓ or ✗ line per check of this machine, with the fix under each ✗.
struct DoctorCommand: KataCommand {
  static let name = "doctor"
  static let summary = "check this machine before a workshop"
  static let help = """
    Usage: kata doctor [--katas DIR]

    Checks this machine before a workshop: Swift 6.0 or later, the katas, and a throwaway
    package that runs one XCTest and one Swift Testing test with SwiftPM and the XCTest one
    with the direct build engine (which also warms the toolchain). Prints ✓ or ✗ per
    check with the fix. Exit status 1 when one fails.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let console = context.console
    console.line(console.style.bold("Checking this machine for the katas"))
    let check = SetupCheck(
      environment: context.environment, runners: context.runners,
      katas: { try context.catalog(options) })
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
