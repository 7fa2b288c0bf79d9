import CommandLineSupport
import Foundation

/// `kata doctor`: a ✓ or ✗ line per check of this machine, with the fix under each ✗.
struct DoctorCommand: KataCommand {
  static let name = "doctor"
  static let summary = "check this machine before a workshop"
  static let options: [OptionSpec] = [.value("--classroom"), .value("--room-token")]
  static let help = """
    Usage: kata doctor [--katas DIR] [--classroom DIR|http://HOST:PORT [--room-token TOKEN]]

    Checks this machine before a workshop: Swift 6.0 or later, the katas, and a throwaway
    package that runs one XCTest and one Swift Testing test with SwiftPM and the XCTest one
    with the direct build engine (which also warms the toolchain). With --classroom (or
    KATA_CLASSROOM), also that the room's folder is there or its server answers and takes
    the room token. Prints ✓ or ✗ per check with the fix. Exit status 1 when one fails.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    let console = context.console
    console.line(console.style.bold("Checking this machine for the katas"))
    let classroom = (options.value("--classroom") ?? context.environment["KATA_CLASSROOM"])
      .flatMap { $0.isEmpty ? nil : $0 }.map { place in
        ClassroomFeed(
          destination: ClassroomFeed.destination(place, relativeTo: context.currentDirectory),
          token: options.value("--room-token") ?? context.environment["KATA_ROOM_TOKEN"],
          learner: "doctor", kata: "doctor", outbox: context.currentDirectory,
          snapshots: context.currentDirectory)
      }
    let check = SetupCheck(
      environment: context.environment, runners: context.runners,
      katas: { try context.catalog(options) }, classroom: classroom)
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
