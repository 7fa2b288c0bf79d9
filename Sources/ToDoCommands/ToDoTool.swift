import CommandLineSupport
import Foundation
import ToDo

/// The `todo` command: the to-do app in a terminal, over a store file.
///
/// The executable hands it the arguments, the environment and a console; everything else,
/// from parsing to saving, happens here so it can be tested without a process.
public struct ToDoTool {
  private let environment: [String: String]
  private let currentDirectory: URL
  private let console: Console
  private let dateFormat: ItemDateFormat
  private let session: any HTTPSession
  private let readPassword: () -> String?

  /// Creates the tool.
  ///
  /// - Parameters:
  ///   - environment: the process environment, for `TODO_STORE`, `HOME` and `XDG_DATA_HOME`.
  ///   - currentDirectory: the folder relative store paths start from.
  ///   - console: where output and errors go.
  ///   - timeZone: the time zone dates are read and shown in.
  ///   - session: how `login` and `sync` reach the to-do service.
  ///   - readPassword: reads the password for `login` from standard input.
  public init(
    environment: [String: String], currentDirectory: URL, console: Console, timeZone: TimeZone,
    session: any HTTPSession, readPassword: @escaping () -> String?
  ) {
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.console = console
    self.dateFormat = ItemDateFormat(timeZone: timeZone)
    self.session = session
    self.readPassword = readPassword
  }

  /// Runs the command in `arguments` (without the program name) and returns its exit status.
  ///
  /// Errors are written as one line to standard error. The store is written only after a
  /// command succeeded, so a failing command leaves it as it was, and a command that changes
  /// it holds the store's lock from reading to writing, so concurrent commands lose nothing.
  public func run(_ arguments: [String]) async -> ExitCode {
    do {
      switch try ToDoInvocation(parsing: arguments, dateFormat: dateFormat) {
      case .help(let subcommand):
        console.write(subcommand?.help ?? Self.overview)
      case .version:
        console.line("todo \(ToolVersion.current) (TDDKit)")
      case .run(let command, let storePath):
        let storeURL = try StoreLocation.url(
          storeOption: storePath, environment: environment, currentDirectory: currentDirectory)
        if FileManager.default.isFolder(atPath: storeURL.path) {
          throw ToDoError.storeIsAFolder(storeURL.path)
        }
        let lock = command.changesStore ? try StoreLock(storeURL: storeURL) : nil
        defer { withExtendedLifetime(lock) {} }
        try await perform(command, on: try ItemManager(storeURL: storeURL), storeURL: storeURL)
      }
      return .success
    } catch let error as UsageError {
      console.error("\(error) (see 'todo --help')", tool: "todo")
      return .usage
    } catch {
      console.error("\(error)", tool: "todo")
      return .failure
    }
  }

  private func perform(_ command: ToDoCommand, on manager: ItemManager, storeURL: URL) async throws
  {
    switch command {
    case .add(let item):
      let countBefore = manager.toDoCount
      manager.add(item)
      guard manager.toDoCount > countBefore else {
        console.line("\"\(item.title)\" is already listed; nothing added")
        return
      }
      try manager.save()
      console.line("Added \(manager.toDoCount): \(item.title)")
    case .list:
      let renderer = ItemListRenderer(
        cellConfigurator: ItemCellConfigurator(dateFormat: dateFormat), style: console.style)
      console.line(renderer.lines(for: manager).joined(separator: "\n"))
    case .check(let number):
      let index = try toDoIndex(of: number, in: manager)
      let title = manager.item(at: index).title
      manager.checkItem(at: index)
      try manager.save()
      console.line("Finished: \(title)")
    case .uncheck(let number):
      let index = try doneIndex(of: number, in: manager)
      let title = manager.doneItem(at: index).title
      manager.uncheckItem(at: index)
      try manager.save()
      console.line("To do again: \(title)")
    case .show(let number):
      try checkExists(number, in: manager)
      let isFinished = number > manager.toDoCount
      let item =
        isFinished
        ? manager.doneItem(at: number - manager.toDoCount - 1) : manager.item(at: number - 1)
      let renderer = ItemDetailRenderer(dateFormat: dateFormat)
      console.line(renderer.lines(for: item, isFinished: isFinished).joined(separator: "\n"))
    case .clear:
      let count = manager.toDoCount + manager.doneCount
      manager.removeAll()
      try manager.save()
      console.line("Removed \(count) \(count == 1 ? "item" : "items")")
    case .login(let server, let user):
      let client = try client(for: server, storeURL: storeURL)
      guard let password = readPassword(), !password.isEmpty else { throw ToDoError.noPassword }
      try await client.login(username: user, password: password)
      console.line("Logged in to \(server.host ?? "") as \(user)")
    case .sync(let server):
      let client = try client(for: server, storeURL: storeURL)
      let remote = try await client.fetchItems()
      let countBefore = manager.toDoCount
      remote.forEach(manager.add)
      try manager.save()
      let local = (0..<manager.toDoCount).map(manager.item(at:)).filter { !remote.contains($0) }
      for item in local {
        try await client.post(item)
      }
      console.line("Pulled \(manager.toDoCount - countBefore), pushed \(local.count)")
    }
  }

  private func client(for server: URL, storeURL: URL) throws -> APIClient {
    let tokens = FileTokenStore(
      url: storeURL.deletingPathExtension().appendingPathExtension("tokens"))
    return try APIClient(baseURL: server, session: session, tokenStore: tokens)
  }

  private func checkExists(_ number: Int, in manager: ItemManager) throws(ToDoError) {
    let count = manager.toDoCount + manager.doneCount
    guard number <= count else { throw .noSuchItem(number: number, count: count) }
  }

  private func toDoIndex(of number: Int, in manager: ItemManager) throws(ToDoError) -> Int {
    try checkExists(number, in: manager)
    guard number <= manager.toDoCount else { throw .alreadyFinished(number: number) }
    return number - 1
  }

  private func doneIndex(of number: Int, in manager: ItemManager) throws(ToDoError) -> Int {
    try checkExists(number, in: manager)
    guard number > manager.toDoCount else { throw .notFinished(number: number) }
    return number - manager.toDoCount - 1
  }

  static let overview = """
    Usage: todo [--store PATH] <command> [options]

    The to-do app of TDDKit in a terminal. Without a command, lists the items.

    Commands:
    \(Subcommand.allCases.map { "  \($0.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.abstract)" }.joined(separator: "\n"))
      help      Show the help of a command: todo help add

    The store is --store PATH, else $TODO_STORE, else tddkit/todo.plist in the user data
    folder ($XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on
    macOS). todo --version prints the version.

    """
}
