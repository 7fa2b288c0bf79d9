import CommandLineSupport
import Foundation

/// `kata next`: the next step, once this one is done (`--anyway` in test-first mode).
struct NextCommand: KataCommand {
  /// `--anyway`: moves on from a step that is not done, noting it in the journal.
  static let anyway = OptionDeclaration.flag(
    "--anyway", help: "in test-first mode, move on although the step is not done")

  /// `next`, which works on a workspace.
  static let declaration = CommandDeclaration(
    name: "next", abstract: "go on to the next step after green",
    discussion: """
      After a green run, adds the next step's tests. Your sources are never touched; a
      replaced test file is kept under .kata/backups/. Until the step is done it refuses and
      says what is missing. In test-first mode a step is done when your code passes tests
      that are valid (see 'kata help start'); --anyway moves on all the same, and the
      journal, kata status and kata export show what the step still lacked.
      """,
    options: [anyway, KataOption.dir])

  /// `--anyway`: whether to move on without valid tests.
  let anyway: Bool
  /// `--dir DIR`: the workspace.
  let dir: FilePath?
  /// `--katas DIR`: where the katas are, for the next one of the curriculum.
  let katas: FilePath?

  init(_ parsed: ParsedCommand) throws(UsageError) {
    anyway = parsed.flag(Self.anyway)
    dir = try parsed.value(KataOption.dir)
    katas = try parsed.value(KataOption.katas)
  }

  /// Moves on to the next step, saying what the step left behind.
  func run(in context: CommandContext) throws -> ExitCode {
    var workspace = try context.openWorkspace(dir)
    let console = context.console
    let left = workspace.currentHistory
    let mutants = OwnCodeMutants(workspace: workspace)
    if left.isGreen {
      let survivors = try mutants.beforeNext(runners: context.runners(for: workspace))
      if !survivors.isEmpty {
        Self.show(survivors, in: context)
        return .failure
      }
    }
    let backups: [String]
    do {
      (backups, _) = try workspace.advance(
        now: context.now(), anyway: anyway,
        letThrough: left.isGreen ? mutants.letThrough() : nil)
    } catch .kataComplete {
      return finished(workspace, in: context)
    }
    if !left.isGreen {
      console.line(
        "Moved on from step \(left.stepNumber), which is not done: \(left.missing). The journal notes it, and \(context.invocation.typed("status")) shows it."
      )
    }
    switch left.discipline {
    case .greenWithoutRed:
      console.line(
        "Note: step \(left.stepNumber) went green without going red or amber first. In TDD the test fails before the code makes it pass."
      )
    case .codeRanAhead:
      console.line(
        "Note: step \(left.stepNumber) went green at its first run, though your tests failed on the code before it: either you wrote this step's code before running its test, or your code of step \(left.stepNumber - 1) already did this step. Run each new test red first, then write only the code it asks for."
      )
    case .redFirst, .notGreen, .refactored:
      break
    }
    context.reportBackups(backups, in: workspace)
    context.showStep(workspace)
    console.line("")
    console.line(context.whatToDo(workspace))
    return .success
  }

  /// The kata done, a success: what it was, the next kata of the curriculum to start, and
  /// where the whole run is shown.
  private func finished(_ workspace: Workspace, in context: CommandContext) -> ExitCode {
    let kata = workspace.kata
    let invocation = context.invocation
    context.console.line(
      context.console.style.green(
        "\(kata.manifest.title) is done: all \(kata.stepCount) steps are green. Well done."))
    let ids = (try? context.catalog(katas).kataIDs) ?? []
    if let index = ids.firstIndex(of: kata.id), index + 1 < ids.count {
      let start = invocation.typed("start \(ids[index + 1])\(Self.joining(workspace, in: context))")
      context.console.line(
        "Next in the curriculum: \(start). \(invocation.typed("status")) shows your whole run\(workspace.classroom == nil ? "" : ", and the room keeps it for the debrief")."
      )
    } else {
      context.console.line(
        "\(invocation.typed("status")) shows your whole run, and \(invocation.prefix) alone every kata there is."
      )
    }
    return .success
  }

  /// What `kata start` needs to join the same room as `workspace`: its name, its classroom
  /// and, when the workspace keeps the room token and the environment has none, the token
  /// read from the workspace's file by the shell, so the terminal never shows it.
  private static func joining(_ workspace: Workspace, in context: CommandContext) -> String {
    guard let classroom = workspace.state.classroom, let learner = workspace.state.learner else {
      return ""
    }
    var words = " --name \(learner) --classroom \(Self.quoted(classroom))"
    let kept = workspace.root.appendingPathComponent(
      "\(Workspace.metadataFolder)/\(RoomToken.fileName)")
    if context.environment["KATA_ROOM_TOKEN"] == nil, RoomToken.read(in: workspace.root) != nil {
      words += " --room-token \"$(cat \(Self.quoted(context.shown(kept))))\""
    }
    return words
  }

  /// `text` as a shell reads it back whole: as it is when it is plain, else in single quotes.
  private static func quoted(_ text: String) -> String {
    let plain = text.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "/._-:+".contains($0))
    }
    return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The changes to the learner's code that their tests let through, and what to do.
  private static func show(_ survivors: [OwnCodeMutants.Survivor], in context: CommandContext) {
    let console = context.console
    let count = survivors.count == 1 ? "1 change" : "\(survivors.count) changes"
    console.line(
      console.style.yellow(
        "Before you move on: your tests still pass with \(count) to the code you wrote in this step."
      ))
    console.line(
      "kata changed one thing at a time in your code and ran your tests (mutation testing):")
    for survivor in survivors {
      console.line("  \(survivor.place): `\(survivor.line)` → `\(survivor.changed)`")
      console.line("    \(survivor.advice)")
    }
    console.line(
      "If a change is a mistake your tests should catch, add a test that fails with it; if the code is not needed, delete it. A change that behaves exactly like your code (such as `>` → `>=` where both sides then do the same) is one no test can catch: leave it. To move on as you are, run \(context.invocation.typed("next")) again."
    )
  }
}
