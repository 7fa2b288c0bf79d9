import CommandLineSupport
import Foundation

/// `kata doctor`: a ✓ or ✗ line per check of this machine, with the fix under each ✗.
struct DoctorCommand: KataCommand {
  /// `doctor`, with the classroom to check.
  static let declaration = CommandDeclaration(
    name: "doctor", abstract: "check this machine before a workshop",
    discussion: """
      Checks this machine before a workshop: Swift 6.0 or later, the katas, and a throwaway
      package that runs one XCTest and one Swift Testing test with SwiftPM and both with the
      direct build engine (which also warms the toolchain). With --classroom (or
      KATA_CLASSROOM), also that the room's folder is there or its server answers and takes
      the room token, and with --name that no one in the room has your name yet. Prints ✓
      or ✗ per check with the fix. Exit status 1 when one fails.
      """,
    options: [KataOption.classroom, KataOption.roomToken, name])

  /// `--name NAME`: the name to look for in the room.
  static let name = Option<String?>(
    "--name", "NAME", help: "the name you will start with, such as ada+bob, to check it is free")

  /// `--katas DIR`: where the katas are.
  let katas: FilePath?
  /// `--classroom`: the room to check, else `$KATA_CLASSROOM`.
  let classroom: String?
  /// `--room-token TOKEN`: its token, else `$KATA_ROOM_TOKEN`.
  let roomToken: RoomToken?
  /// `--name NAME`: the name to check the room for.
  let name: String?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    katas = try parsed.value(KataOption.katas)
    classroom = try parsed.value(KataOption.classroom)
    roomToken = try parsed.value(KataOption.roomToken)
    name = try parsed.value(Self.name)
  }

  /// Runs every check, printing each as it ends, and sums them up.
  func run(in context: CommandContext) throws -> ExitCode {
    let console = context.console
    console.line(console.style.bold("Checking this machine for the katas"))
    let token =
      roomToken?.text ?? context.environment["KATA_ROOM_TOKEN"]
    let feed =
      (classroom ?? context.environment["KATA_CLASSROOM"])
      .flatMap { $0.isEmpty ? nil : $0 }.map { place in
        ClassroomFeed(
          destination: ClassroomDestination(place, relativeTo: context.currentDirectory),
          token: token,
          learner: "doctor", kata: "doctor", outbox: context.currentDirectory,
          snapshots: context.currentDirectory)
      }
    let learner = try LearnerName.validated(name)
    let check = SetupCheck(
      environment: context.environment, runners: context.runners,
      katas: { try context.catalog(katas) }, classroom: feed, learner: learner,
      ownKatas: Set(
        Workspace.states(near: context.currentDirectory).filter { $0.learner == learner }
          .map(\.kata)),
      invocation: context.invocation)
    let passed = check.run { finding in
      if finding.passed {
        console.line("\(console.style.green("✓")) \(finding.what)")
      } else {
        console.line("\(console.style.red("✗")) \(finding.what)")
        if let fix = finding.fix { console.line("  fix: \(fix)") }
      }
    }
    let typed = context.invocation.typed
    console.line(
      passed
        ? "Ready: the first '\(typed("test"))' will not wait for a cold toolchain."
        : "Not ready: fix the lines marked ✗, then run '\(typed("doctor"))' again.")
    return passed ? .success : .failure
  }
}
