import CommandLineSupport
import Foundation

/// `kata start KATA`: a workspace of the learner's own, at the first step or `--from` one.
struct StartCommand: KataCommand {
  static let name = "start"
  static let synopsis = "start KATA"
  static let summary = "create a workspace for a kata (default: kata-workspace/KATA)"
  static let options: [OptionSpec] = [
    .value("--dir"), .flag("--test-first"), .value("--from"), .value("--name"), .value("--timebox"),
    .value("--timeout"), .value("--classroom"), .value("--room-token"),
  ]
  static let maximumOperands = 1
  static let help = """
    Usage: kata start KATA [--dir DIR] [--katas DIR] [--test-first] [--from STEP]
                     [--name NAME] [--timebox MINUTES] [--timeout SECONDS]
                     [--classroom DIR|http://HOST:PORT [--room-token TOKEN]]

    Creates a workspace (default: kata-workspace/KATA) with the kata's module, its test
    target and the first step's tests, and shows the first step.

    With --test-first you write the tests too: no step's tests are given (only the test
    doubles and helpers a step gives), and every 'kata test' first runs your tests against
    the code before the step (they must fail), the step's reference (they must pass) and
    its chaffs, plausible wrong versions (each must be caught), then shows the light of
    your own code. Only tests that do all three are valid, and only valid tests let the
    step go green: 'kata next' waits for that (or moves on with --anyway, noted in the
    journal). Refactor steps ask for no test: your tests only run on your code.

    With --from STEP (a number such as 12, or a step id) the workspace starts at that
    step: the reference of the steps before it is your code, and the tests so far are there
    (in test-first mode, those of the steps before it, doubles included, and the page ends
    with the API so far). The journal and status count from that step.

    --name (default: your login name) names the learner, or a pair such as ada+bob, in
    every journal entry. --classroom (or KATA_CLASSROOM) sends every entry, and the code
    of every run, to the instructor's 'kata dashboard': a shared folder DIR, or the
    address the instructor's 'kata dashboard --serve' prints, with its room token
    (--room-token, or KATA_ROOM_TOKEN). Start checks that the classroom is there and
    refuses if not; an entry that cannot be sent later waits in the workspace and goes
    with the next run. --timebox gives each step a time box; --timeout limits one run
    (default 300 s). 'kata set' changes them later.

    """

  static func run(_ operands: [String], options: ParsedArguments, in context: CommandContext)
    throws -> ExitCode
  {
    guard let id = operands.first else {
      throw UsageError.missingOperand("the name of a KATA, as 'kata' lists them")
    }
    let learner = try LearnerName.validated(
      options.value("--name") ?? context.environment["USER"])
    let timebox = try options.value("--timebox").map { try SetCommand.setting("timebox", $0) }
    let timeout = try options.value("--timeout").map { try SetCommand.setting("timeout", $0) }
    let kata = try context.catalog(options).kata(id)
    let testFirst = options.flag("--test-first")
    var stepIndex = 0
    if let step = options.value("--from") {
      guard let index = kata.stepIndex(named: step) else {
        throw UsageError.invalidValue(
          step, for: "--from",
          expected: "a step number from 1 to \(kata.stepCount) or a step id of \(id)")
      }
      stepIndex = index
    }
    let folder =
      options.value("--dir").map(context.url)
      ?? context.currentDirectory.appendingPathComponent(
        "\(WorkspaceLocator.defaultParent)/\(id)")
    // The classroom must be there before the workspace is: a missing one would cost runs.
    let classroom = (options.value("--classroom") ?? context.environment["KATA_CLASSROOM"])
      .flatMap { $0.isEmpty ? nil : $0 }
      .map { place -> String in
        URL(string: place)?.scheme.map { ["http", "https"].contains($0.lowercased()) } == true
          ? place : context.url(place).path
      }
    let token = (options.value("--room-token") ?? context.environment["KATA_ROOM_TOKEN"])
      .flatMap { $0.isEmpty ? nil : $0 }
    if let classroom {
      try ClassroomFeed(
        destination: ClassroomFeed.destination(classroom, relativeTo: context.currentDirectory),
        token: token, learner: learner ?? "anonymous", kata: id, outbox: folder, snapshots: folder
      ).check()
    }
    var workspace = try Workspace.create(
      kata: kata, at: folder, testFirst: testFirst, stepIndex: stepIndex, learner: learner,
      classroom: classroom, roomToken: token, now: context.now())
    if timebox != nil || timeout != nil {
      workspace.state.timeboxMinutes = timebox
      workspace.state.timeoutSeconds = timeout
      try workspace.save()
    }
    let console = context.console
    if let intro = kata.intro {
      console.line(intro.trimmingCharacters(in: .whitespacesAndNewlines))
      console.line("")
    }
    console.line(
      "Started \(kata.manifest.title) in \(context.shown(folder))\(testFirst ? ", test first: you write the tests" : "")\(stepIndex > 0 ? ", from step \(stepIndex + 1) with the code of the steps before" : "")."
    )
    context.showStep(workspace, apiSoFar: stepIndex > 0)
    console.line("")
    console.line(context.whatToDo(workspace, dir: " --dir \(context.shown(folder))"))
    return .success
  }
}
