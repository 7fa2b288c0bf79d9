import CommandLineSupport
import Foundation

/// `kata start KATA`: a workspace of the learner's own, at the first step or `--from` one.
struct StartCommand: KataCommand {
  /// `--dir DIR`: where the workspace is created.
  static let dir = Option<FilePath?>(
    "--dir", "DIR", help: "where to create the workspace", defaultText: "kata-workspace/KATA")
  /// `--test-first`: the learner writes the tests too.
  static let testFirst = OptionDeclaration.flag(
    "--test-first", help: "write the tests yourself; each run judges them first")
  /// `--from STEP`: the step the workspace starts at.
  static let from = Option<String?>(
    "--from", "STEP", help: "start at this step (a number or a step id), with the code before it")
  /// `--name NAME`: the learner, or the pair, the journal names.
  static let name = Option<String?>(
    "--name", "NAME", help: "you, or a pair such as ada+bob (needed to join a room)",
    defaultText: "your login name")
  /// `--timebox MINUTES`: the time box of each step.
  static let timebox = Option<WholeMinutes?>(
    "--timebox", "MINUTES", help: "the time box of each step")
  /// `--force`: joins a room that already has the name with this kata.
  static let force = OptionDeclaration.flag(
    "--force", help: "join the room although it has your name with this kata (it is you)")
  /// `--timeout SECONDS`: how long one run may take.
  static let timeout = Option<WholeSeconds?>(
    "--timeout", "SECONDS", help: "how long one run may take before it is stopped",
    defaultText: "300")

  /// `start KATA`, which creates a workspace.
  static let declaration = CommandDeclaration(
    name: "start", abstract: "create a workspace for a kata",
    discussion: """
      Creates a workspace (in kata-workspace/KATA, or --dir) with the kata's module, its test
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

      --name names the learner, or a pair such as ada+bob (your login name if not given), in
      every journal entry. --classroom (or KATA_CLASSROOM) sends every entry, and the code
      of every run, to the instructor's 'kata dashboard': a shared folder DIR, or the
      address the instructor's 'kata dashboard serve' prints, with its room token
      (--room-token, or KATA_ROOM_TOKEN). Joining a room needs --name. Start checks that
      the classroom is there and refuses if not, and refuses a name the room already has with
      this kata, as another pair may have chosen it; if it is you (a second workspace, or
      --from), --force joins all the same, and each workspace is a row of its own. An
      entry that cannot be sent later waits in the workspace and goes with the next run.
      --timebox gives each step a time box; --timeout limits how long one run may take.
      'kata set' changes them later.
      """,
    options: [
      dir, testFirst, from, name, timebox, timeout, force, KataOption.classroom,
      KataOption.roomToken,
    ],
    operands: [KataOption.kata])

  /// `--katas DIR`: where the katas are.
  let katas: FilePath?
  /// `KATA`: the id of the kata to start.
  let id: String
  /// `--dir DIR`: where the workspace goes, when given.
  let dir: FilePath?
  /// `--test-first`: whether the learner writes the tests.
  let testFirst: Bool
  /// `--from STEP`: the step to start at, by number or id, when given.
  let from: String?
  /// `--name NAME`: the learner or pair, checked, when given.
  let name: String?
  /// `--timebox MINUTES`: the time box of each step, when given.
  let timebox: WholeMinutes?
  /// `--timeout SECONDS`: how long one run may take, when given.
  let timeout: WholeSeconds?
  /// `--force`: whether a name the room has with this kata is taken all the same.
  let force: Bool
  /// `--classroom`: the room, else `$KATA_CLASSROOM`.
  let classroom: String?
  /// `--room-token TOKEN`: its token, else `$KATA_ROOM_TOKEN`.
  let roomToken: RoomToken?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    katas = try parsed.value(KataOption.katas)
    id = parsed.operands[0]
    dir = try parsed.value(Self.dir)
    testFirst = parsed.flag(Self.testFirst)
    from = try parsed.value(Self.from)
    name = try LearnerName.validated(parsed.value(Self.name))
    timebox = try parsed.value(Self.timebox)
    timeout = try parsed.value(Self.timeout)
    force = parsed.flag(Self.force)
    classroom = try parsed.value(KataOption.classroom)
    roomToken = try parsed.value(KataOption.roomToken)
  }

  /// Creates the workspace, once the options and the classroom are checked, and shows its
  /// first step.
  func run(in context: CommandContext) throws -> ExitCode {
    let user = context.environment["USER"].flatMap { $0.isEmpty ? nil : $0 }
    let learner = try name ?? LearnerName.validated(user)
    let kata = try context.catalog(katas).kata(id)
    let stepIndex = try Self.firstStep(from, of: kata)
    let folder =
      dir.map { context.url($0.text) }
      ?? context.currentDirectory.appendingPathComponent(
        "\(WorkspaceLocator.defaultParent)/\(id)")
    let (place, token) = try checkedClassroom(folder: folder, in: context)
    var workspace = try WorkspaceStart.create(
      kata: kata, at: folder, testFirst: testFirst, stepIndex: stepIndex,
      learner: learner, classroom: place, roomToken: token, timeboxMinutes: timebox?.value,
      now: context.now())
    if let timeout {
      workspace.state.timeoutSeconds = timeout.value
      try workspace.save()
    }
    Self.show(workspace, in: folder, context: context)
    return .success
  }

  /// The index of the step `--from` names, or of the first step without it.
  private static func firstStep(_ step: String?, of kata: Kata) throws(UsageError) -> Int {
    guard let step else { return 0 }
    guard let index = kata.stepIndex(named: step) else {
      throw .invalidValue(
        step, for: "--from",
        expected: "a step number from 1 to \(kata.stepCount) or a step id of \(kata.id)")
    }
    return index
  }

  /// The classroom (`--classroom`, else `$KATA_CLASSROOM`) and its room token, once it
  /// answers: it must be there before the workspace is, as a missing one would cost runs.
  /// Joining it needs a name given with `--name` (a login name is one person's, not the
  /// pair's), and a name the room already has with this kata is refused without `--force`.
  private func checkedClassroom(
    folder: URL, in context: CommandContext
  ) throws -> (classroom: String?, token: String?) {
    let typed = (classroom ?? context.environment["KATA_CLASSROOM"])
      .flatMap { $0.isEmpty ? nil : $0 }
    let place =
      typed
      .map { place -> String in
        URL(string: place)?.scheme.map { ["http", "https"].contains($0.lowercased()) } == true
          ? place : context.url(place).path
      }
    let token =
      (roomToken?.text ?? context.environment["KATA_ROOM_TOKEN"])
      .flatMap { $0.isEmpty ? nil : $0 }
    guard let place, let typed else { return (nil, token) }
    let feed = ClassroomFeed(
      destination: ClassroomDestination(typed, relativeTo: context.currentDirectory),
      token: token, learner: name ?? "", kata: id, outbox: folder, snapshots: folder)
    guard let learner = name else {
      throw KataError.classroomNeedsName(
        classroom: feed.destination.shown, fix: "add --name with your names, such as --name ada+bob"
      )
    }
    try feed.check()
    if try feed.katas(of: learner).contains(id), !force {
      throw KataError.nameTaken(learner, kata: id)
    }
    return (place, token)
  }

  /// The kata's introduction, where the workspace is, and the page of its first step.
  private static func show(_ workspace: Workspace, in folder: URL, context: CommandContext) {
    let console = context.console
    let (kata, stepIndex) = (workspace.kata, workspace.stepIndex)
    if let intro = kata.intro {
      console.line(intro.trimmingCharacters(in: .whitespacesAndNewlines))
      console.line("")
    }
    // The title in quotes, as it may say "test first" itself; then how this start differs.
    var notes: [String] = []
    if workspace.state.isTestFirst { notes.append("you write the tests") }
    if stepIndex > 0 {
      notes.append("from step \(stepIndex + 1), with the code of the steps before")
    }
    console.line(
      "Started \"\(kata.manifest.title)\" in \(context.shown(folder))"
        + (notes.isEmpty ? "." : ": " + notes.joined(separator: ", ") + "."))
    context.showStep(workspace)
    console.line("")
    console.line(context.whatToDo(workspace, dir: " --dir \(context.shown(folder))"))
  }
}
