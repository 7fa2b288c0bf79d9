import Foundation
import TestSupport
import Testing
import ToDo

@testable import CommandLineSupport
@testable import ToDoCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Runs the tool in process on a store in a temporary folder.
@Suite struct ToDoToolTests {
  struct Run {
    let status: ExitCode
    let output: String
    let errors: String
    /// How many network sessions the command made.
    let sessionsMade: Int
  }

  /// A session that reaches no service: every request fails as if offline.
  struct OfflineSession: HTTPSession {
    func data(for request: URLRequest) async throws -> (Data, URLResponse) {
      throw URLError(.notConnectedToInternet)
    }
  }

  /// Counts the sessions a tool makes.
  final class SessionCounter {
    var count = 0
  }

  @MainActor func run(
    _ arguments: [String], in folder: URL, style: TextStyle = TextStyle(isEnabled: false),
    password: String? = nil, answer: Bool? = nil, asked: @escaping () -> Void = {}
  ) async -> Run {
    let recording = ConsoleRecording()
    let sessions = SessionCounter()
    let tool = ToDoTool(
      environment: ["TODO_STORE": folder.appendingPathComponent("todo.plist").path],
      currentDirectory: folder, console: recording.console(style: style),
      timeZone: TimeZone(identifier: "America/Los_Angeles")!,
      makeSession: {
        sessions.count += 1
        return OfflineSession()
      },
      readPassword: { password },
      confirm: { _ in
        asked()
        return answer
      })
    let status = await tool.run(arguments)
    return Run(
      status: status, output: recording.output, errors: recording.errors,
      sessionsMade: sessions.count)
  }

  @Test func addCheckAndListShowBothSections() async throws {
    try await withAsyncTemporaryDirectory { folder in
      #expect(
        await run(["add", "Meeting", "--date", "02/22/2016", "--location", "Office"], in: folder)
          .output
          == "Added 1: Meeting\n")
      _ = await run(["add", "Buy milk"], in: folder)
      _ = await run(["add", "Call Bob", "--location", "Home"], in: folder)
      #expect(await run(["check", "2"], in: folder).output == "Finished 2: Buy milk\n")

      let list = await run(["list"], in: folder)

      #expect(list.status == .success)
      #expect(
        list.output == """
          To do
            1. Meeting   Office  02/22/2016
            3. Call Bob  Home
          Finished
            2. [x] Buy milk

          """)
    }
  }

  @Test func listOnATerminalStrikesFinishedTitlesThrough() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "Done"], in: folder)
      _ = await run(["check", "1"], in: folder)

      let list = await run(["list"], in: folder, style: TextStyle(isEnabled: true))

      #expect(list.output.contains("1. \u{1B}[9mDone\u{1B}[0m"))
      #expect(!list.output.contains("[x]"))
    }
  }

  @Test func listOfEmptyStoreSaysSo() async throws {
    try await withAsyncTemporaryDirectory { folder in
      #expect(await run([], in: folder).output == "To do\n  (none)\nFinished\n  (none)\n")
    }
  }

  @Test func uncheckMovesAFinishedItemBack() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      _ = await run(["add", "B"], in: folder)
      _ = await run(["check", "1"], in: folder)

      #expect(await run(["uncheck", "1"], in: folder).output == "To do again 1: A\n")
      #expect(await run(["list"], in: folder).output.contains("2. B\n  1. A\n"))
    }
  }

  @Test func showPrintsEveryField() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(
        [
          "add", "Meeting", "--date", "02/22/2016", "--location", "Office", "--coordinate",
          "37.3316851,-122.0300674", "--description", "Bring iPad",
        ], in: folder)

      #expect(
        await run(["show", "1"], in: folder).output == """
          Meeting
            Status:      to do
            Date:        02/22/2016
            Location:    Office (37.3316851, -122.0300674)
            Description: Bring iPad

          """)
    }
  }

  @Test func showOfAFinishedItem() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      _ = await run(["check", "1"], in: folder)

      #expect(await run(["show", "1"], in: folder).output == "A\n  Status:      finished\n")
    }
  }

  @Test func addingAnItemThatIsListedAddsNothingAndSaysItsNumber() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      _ = await run(["add", "B"], in: folder)

      let again = await run(["add", "B"], in: folder)

      #expect(again.status == .success)
      #expect(again.output == "\"B\" is already listed: 2; nothing added\n")
      #expect(
        await run(["list"], in: folder).output == "To do\n  1. A\n  2. B\nFinished\n  (none)\n")
    }
  }

  @Test func addingAnItemThatIsFinishedAddsNothingAndSaysItIsFinished() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      _ = await run(["add", "B"], in: folder)
      _ = await run(["check", "2"], in: folder)

      let again = await run(["add", "B"], in: folder)

      #expect(again.status == .success)
      #expect(again.output == "\"B\" is already finished: 2; nothing added\n")
      #expect(
        await run(["list"], in: folder).output == "To do\n  1. A\nFinished\n  2. [x] B\n")
    }
  }

  /// Making a network session leaves a folder behind on Linux, so only the commands that
  /// reach the service make one.
  @Test func onlyLoginAndSyncMakeANetworkSession() async throws {
    try await withAsyncTemporaryDirectory { folder in
      for arguments in [
        ["add", "A"], ["list"], ["show", "1"], ["check", "1"], ["uncheck", "1"],
        ["clear", "--yes"], ["help"],
      ] {
        let result = await run(arguments, in: folder)
        #expect(result.status == .success, "\(arguments): \(result.errors)")
        #expect(result.sessionsMade == 0, "\(arguments)")
      }
      for arguments in [
        ["login", "--server", "https://todo.example.com", "--user", "d"],
        ["sync", "--server", "https://todo.example.com"],
      ] {
        let result = await run(arguments, in: folder, password: "pw")
        #expect(result.status == .failure, "\(arguments): offline")
        #expect(result.sessionsMade == 1, "\(arguments)")
      }
    }
  }

  @Test func clearRemovesEverything() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      _ = await run(["add", "B"], in: folder)
      _ = await run(["check", "1"], in: folder)

      #expect(await run(["clear", "--yes"], in: folder).output == "Removed 2 items\n")
      #expect(await run(["clear"], in: folder).output == "Nothing to remove: the list is empty\n")
      #expect(await run(["list"], in: folder).output.hasPrefix("To do\n  (none)"))
      _ = await run(["add", "C"], in: folder)
      #expect(await run(["list"], in: folder).output.contains("  1. C\n"), "numbers start again")
    }
  }

  /// Clearing (or checking) in an empty home writes nothing: no store, no lock, no folder
  /// appears where there was none.
  @Test func clearingNothingWritesNothing() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let result = await run(["clear", "--yes"], in: folder)
      let check = await run(["check", "1"], in: folder)

      #expect(result.output == "Nothing to remove: the list is empty\n")
      #expect(check.status == .failure)
      #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [])
    }
  }

  @Test func clearAsksFirstAndRefusesWhereItCannotAsk() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      let store = folder.appendingPathComponent("todo.plist")
      let before = try Data(contentsOf: store)

      let refused = await run(["clear"], in: folder)
      let declined = await run(["clear"], in: folder, answer: false)

      #expect(refused.status == .failure)
      #expect(
        refused.errors
          == "todo: clear would remove all 1 item and cannot ask here: run 'todo clear --yes'\n")
      #expect(declined.status == .success && declined.output == "Nothing removed\n")
      #expect(try Data(contentsOf: store) == before)
      #expect(await run(["clear"], in: folder, answer: true).output == "Removed 1 item\n")
    }
  }

  /// A user may take their time to answer; other commands do not wait for them meanwhile.
  @MainActor @Test func clearAsksBeforeItLocksTheStore() async throws {
    try await withAsyncTemporaryDirectory { folder in
      _ = await run(["add", "A"], in: folder)
      let lockFile = folder.appendingPathComponent("todo.plist.lock").path
      var lockWasFree: Bool?

      let cleared = await run(["clear"], in: folder, answer: true) {
        lockWasFree = Self.canLock(lockFile)
      }

      #expect(lockWasFree == true)
      #expect(cleared.output == "Removed 1 item\n")
    }
  }

  /// Whether this process can take the lock in `path` within 5 s. Other tests start
  /// programs meanwhile, and each holds a copy of this process's descriptors until it has
  /// begun, so a lock just released can seem held for a moment; a lock the tool holds while
  /// it asks stays held for the whole wait.
  static func canLock(_ path: String) -> Bool {
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    for _ in 0..<250 {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
      usleep(20_000)
    }
    return false
  }

  @Test func numbersStayWithTheirItems() async throws {
    try await withAsyncTemporaryDirectory { folder in
      for title in ["A", "B", "C"] { _ = await run(["add", title], in: folder) }

      #expect(await run(["check", "1"], in: folder).output == "Finished 1: A\n")
      let twice = await run(["check", "1"], in: folder)
      #expect(twice.errors == "todo: item 1 is already finished\n")
      #expect(await run(["check", "2"], in: folder).output == "Finished 2: B\n")
      #expect(await run(["uncheck", "1"], in: folder).output == "To do again 1: A\n")
      #expect(await run(["show", "3"], in: folder).output.hasPrefix("C\n"))
      #expect(
        await run(["list"], in: folder).output
          == "To do\n  3. C\n  1. A\nFinished\n  2. [x] B\n")
    }
  }

  @Test(arguments: [
    (["check", "1"], "todo: no item 1: the list is empty\n"),
    (["show", "4"], "todo: no item 4 among the 2 items: 'todo list' shows their numbers\n"),
    (["check", "2"], "todo: item 2 is already finished\n"),
    (["uncheck", "1"], "todo: item 1 is not finished\n"),
  ])
  func wrongItemNumbersFailWithOneLine(arguments: [String], message: String) async throws {
    try await withAsyncTemporaryDirectory { folder in
      if arguments != ["check", "1"] {
        _ = await run(["add", "A"], in: folder)
        _ = await run(["add", "B"], in: folder)
        _ = await run(["check", "2"], in: folder)
      }
      let store = folder.appendingPathComponent("todo.plist")
      let before = try? Data(contentsOf: store)

      let result = await run(arguments, in: folder)

      #expect(result.status == .failure)
      #expect(result.errors == message)
      #expect((try? Data(contentsOf: store)) == before)
    }
  }

  @Test func usageErrorsExitWithTwoAndPointToHelp() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let result = await run(["add", "x", "--date", "31/12/2020"], in: folder)

      #expect(result.status == .usage)
      #expect(
        result.errors
          == "todo: invalid --date '31/12/2020': expected a real date written as MM/dd/yyyy (see 'todo help add')\n"
      )
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("todo.plist").path))
    }
  }

  @Test func damagedStoreIsReportedAndLeftAlone() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let damaged = Data("<plist><dict><key>oops".utf8)
      try damaged.write(to: store)

      let result = await run(["add", "A"], in: folder)

      #expect(result.status == .failure)
      #expect(result.errors.hasPrefix("todo: to-do store \(store.path) is damaged"))
      #expect(try Data(contentsOf: store) == damaged)
    }
  }

  @Test func aStoreThatIsAFolderIsNamedAsSuch() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      try FileManager.default.createDirectory(at: store, withIntermediateDirectories: false)

      let result = await run(["add", "A"], in: folder)

      #expect(result.status == .failure)
      #expect(
        result.errors
          == "todo: the to-do store \(store.path) is a folder; expected a file, such as \(store.path)/todo.plist\n"
      )
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.plist"])
    }
  }

  /// A store that is a FIFO, or a link (to a file or to a device), is neither read nor
  /// replaced: the read would hang or run without end, and a save would replace the node.
  @Test(arguments: ["fifo", "link to a file", "link to a device", "numbers fifo"])
  func aStoreThatIsNotARegularFileIsRefusedAndLeftAsItIs(kind: String) async throws {
    try await withAsyncTemporaryDirectory { folder in
      var store = folder.appendingPathComponent("todo.plist")
      switch kind {
      case "fifo": #expect(mkfifo(store.path, 0o600) == 0)
      case "numbers fifo":
        store = folder.appendingPathComponent("todo.numbers.json")
        #expect(mkfifo(store.path, 0o600) == 0)
      case "link to a file":
        try Data("kept".utf8).write(to: folder.appendingPathComponent("real.plist"))
        try FileManager.default.createSymbolicLink(
          atPath: store.path, withDestinationPath: "real.plist")
      default:
        try FileManager.default.createSymbolicLink(
          atPath: store.path, withDestinationPath: "/dev/null")
      }

      let result = await run(["add", "A"], in: folder)

      let described =
        ["fifo": "a FIFO", "numbers fifo": "a FIFO", "link to a file": "a link to a file"][kind]
        ?? "a link to a character device"
      #expect(result.status == .failure)
      #expect(
        result.errors
          == "todo: the to-do store \(store.path) is \(described); expected a regular file, or a path where none is yet\n"
      )
      let attributes = try FileManager.default.attributesOfItem(atPath: store.path)
      #expect(attributes[.type] as? FileAttributeType != .typeRegular)
      let saved = folder.appendingPathComponent("todo.plist").path
      #expect(kind != "numbers fifo" || !FileManager.default.fileExists(atPath: saved))
    }
  }

  @Test func helpIsPrintedForTheToolAndEachCommand() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let overview = await run(["--help"], in: folder)
      #expect(overview.status == .success)
      #expect(overview.output.hasPrefix("Usage: todo [--store PATH] <command>"))
      #expect(HelpText.wideLines(in: overview.output).isEmpty)
      #expect(HelpText.handTypedDefaults(in: ToDoInvocation.declaration) == [])
      for subcommand in Subcommand.allCases {
        let help = await run([subcommand.rawValue, "--help"], in: folder)
        #expect(help.output.hasPrefix("Usage: todo \(subcommand.rawValue)"))
        for option in subcommand.declaration.options {
          #expect(help.output.contains(option.synopsis), "todo help \(subcommand)")
        }
        #expect(HelpText.wideLines(in: help.output).isEmpty, "todo help \(subcommand)")
        let helpCommand = await run(["help", subcommand.rawValue], in: folder)
        #expect(help.output == helpCommand.output)
      }
      #expect(await run(["add", "--help"], in: folder).output.contains("--coordinate LAT,LON"))
    }
  }

  /// The completion script, sourced in bash, completes a command and an option of it.
  @Test func theBashCompletionScriptCompletesCommandsAndOptions() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let script = await run(["--generate-completion-script", "bash"], in: folder)
      let wrong = await run(["--generate-completion-script", "tcsh"], in: folder)
      let complete = { (words: String, index: Int) throws -> String in
        try Subprocess.run(
          [
            "bash", "-c",
            script.output
              + "\nCOMP_WORDS=(\(words)); COMP_CWORD=\(index); _todo; echo \"${COMPREPLY[*]}\"",
          ]
        ).output
      }

      let completed = try [
        complete("todo un", 1), complete("todo --store x add --da", 4),
        complete("todo help s", 2),
      ]

      #expect(script.status == .success)
      #expect(completed == ["uncheck\n", "--date\n", "show sync\n"])
      #expect(wrong.status == .usage)
      #expect(
        wrong.errors.contains(
          "invalid --generate-completion-script 'tcsh': expected bash, zsh or fish"))
    }
  }

  @Test func versionIsTheToolsVersion() async throws {
    try await withAsyncTemporaryDirectory { folder in
      let version = await run(["--version"], in: folder)

      #expect(version.status == .success)
      #expect(version.output == "todo \(ToolVersion.current) (TDDKit)\n")
      #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true)
    }
  }
}
