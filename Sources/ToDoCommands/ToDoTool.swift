import CommandLineSupport
import Foundation
import ToDo

/// The `todo` command: the to-do app in a terminal, over a store file.
///
/// The executable hands it the arguments, the environment and a console; everything else,
/// from parsing to saving, happens here so it can be tested without a process. It runs on
/// the main actor, as the app's screens do, because `list` shows the list through the
/// app's own data provider.
@MainActor
public struct ToDoTool {
  private let environment: [String: String]
  private let currentDirectory: URL
  let console: Console
  private let dateFormat: ItemDateFormat
  let makeSession: () -> any HTTPSession
  let readPassword: () -> String?
  private let confirm: (String) -> Bool?
  let syncSeconds: Double

  /// Creates the tool.
  ///
  /// - Parameters:
  ///   - environment: the process environment, for `TODO_STORE`, `HOME` and `XDG_DATA_HOME`.
  ///   - currentDirectory: the folder relative store paths start from.
  ///   - console: where output and errors go.
  ///   - timeZone: the time zone dates are read and shown in.
  ///   - makeSession: makes the session `login` and `sync` reach the to-do service
  ///     through. Only those two commands call it, so the others make no network session
  ///     and leave nothing behind (on Linux, a session's cookie store creates a folder in
  ///     the user's data folder).
  ///   - readPassword: reads the password for `login` from standard input.
  ///   - confirm: asks the user the question and returns the answer, or `nil` when there
  ///     is no one to ask (standard input is not a terminal); `clear` asks it.
  ///   - syncSeconds: the longest a `sync` holds the store: past it, no more items are
  ///     pushed.
  public init(
    environment: [String: String], currentDirectory: URL, console: Console, timeZone: TimeZone,
    makeSession: @escaping () -> any HTTPSession, readPassword: @escaping () -> String?,
    confirm: @escaping (String) -> Bool? = { _ in nil }, syncSeconds: Double = 60
  ) {
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.console = console
    self.dateFormat = ItemDateFormat(timeZone: timeZone)
    self.makeSession = makeSession
    self.readPassword = readPassword
    self.confirm = confirm
    self.syncSeconds = syncSeconds
  }

  /// Runs the command in `arguments` (without the program name) and returns its exit status.
  ///
  /// Errors are written as one line to standard error. The store is written only after a
  /// command succeeded, so a failing command leaves it as it was, and a command that changes
  /// it holds the store's lock from reading to writing, so concurrent commands lose nothing.
  public func run(_ arguments: [String]) async -> ExitCode {
    let root = ToDoInvocation.declaration
    return await root.run(arguments, console: console, status: Self.status) { parsed in
      let command = try ToDoInvocation.command(in: parsed, dateFormat: dateFormat)
      try await run(command, storePath: try parsed.value(ToDoInvocation.store)?.text)
      return .success
    }
  }

  /// The exit status of an error that is not about the command line: a command that failed.
  static func status(of error: any Error) -> ExitCode {
    .failure
  }

  /// Runs `command` on the store at `storePath` (the default store when `nil`), holding the
  /// store's lock when the command changes it.
  private func run(_ command: ToDoCommand, storePath: String?) async throws {
    let storeURL = try StoreLocation.url(
      storeOption: storePath, environment: environment, currentDirectory: currentDirectory)
    if FileManager.default.isFolder(atPath: storeURL.path) {
      throw ToDoError.storeIsAFolder(storeURL.path)
    }
    // Read or saved, a store and the files beside it (its numbers, its lock) are regular
    // files: a FIFO would hang the read, a device would be read without end, and a save
    // would replace a link or a device node. All are checked before anything changes.
    for file in [
      storeURL, ItemNumbers.url(forStore: storeURL), storeURL.appendingPathExtension("lock"),
    ] {
      if let kind = AtomicFile.nonFile(at: file.path) {
        throw ToDoError.storeIsNotAFile(file.path, kind: kind)
      }
    }
    let hasNothingToChange =
      command.changesOnlyKeptItems && !FileManager.default.fileExists(atPath: storeURL.path)
    var command = command
    // The question comes before the lock, so that no other command waits for the answer.
    if case .clear(confirmed: false) = command, !hasNothingToChange {
      guard try confirmedClearing(ItemManager(storeURL: storeURL)) else { return }
      command = .clear(confirmed: true)
    }
    let lock =
      command.changesStore && !hasNothingToChange
      ? try StoreLock(storeURL: storeURL) {
        console.error(
          "waiting for another todo command to finish with the store (Ctrl-C stops waiting)",
          tool: "todo")
      } : nil
    defer { withExtendedLifetime(lock) {} }
    let manager = try ItemManager(storeURL: storeURL)
    let numbersURL = ItemNumbers.url(forStore: storeURL)
    let stored = ItemNumbers(contentsOf: numbersURL)
    var numbers = stored
    numbers.assign(to: manager)
    try await perform(command, on: manager, numbers: &numbers, storeURL: storeURL)
    if command.changesStore {
      numbers.assign(to: manager)
      if numbers != stored { try numbers.write(to: numbersURL) }
    }
  }

  private func perform(
    _ command: ToDoCommand, on manager: ItemManager, numbers: inout ItemNumbers, storeURL: URL
  ) async throws {
    switch command {
    case .add(let typed):
      let item = typed.cleaned
      if let listed = ItemNumbers.items(of: manager).first(where: { $0.item == item }) {
        let number = numbers.number(of: listed.item) ?? 0
        let state = listed.section == .done ? "finished" : "listed"
        console.line("\"\(item.title)\" is already \(state): \(number); nothing added")
        return
      }
      manager.add(item)
      try manager.save()
      numbers.assign(to: manager)
      console.line("Added \(numbers.number(of: item) ?? 0): \(item.title)")
    case .list:
      let renderer = ItemListRenderer(
        cellConfigurator: ItemCellConfigurator(dateFormat: dateFormat), style: console.style)
      console.line(renderer.lines(for: manager, numbers: numbers).joined(separator: "\n"))
    case .check(let number):
      let found = try item(numbered: number, in: manager, numbers: numbers)
      guard found.section == .toDo else { throw ToDoError.alreadyFinished(number: number) }
      manager.checkItem(at: found.row)
      try manager.save()
      console.line("Finished \(number): \(TerminalText.cleaned(found.item.title))")
    case .uncheck(let number):
      let found = try item(numbered: number, in: manager, numbers: numbers)
      guard found.section == .done else { throw ToDoError.notFinished(number: number) }
      manager.uncheckItem(at: found.row)
      try manager.save()
      console.line("To do again \(number): \(TerminalText.cleaned(found.item.title))")
    case .show(let number):
      let found = try item(numbered: number, in: manager, numbers: numbers)
      let renderer = ItemDetailRenderer(dateFormat: dateFormat)
      console.line(
        renderer.lines(for: found.item.cleaned, isFinished: found.section == .done)
          .joined(separator: "\n"))
    case .clear:
      try clear(manager)
    case .login(let server, let user):
      try await login(to: server, as: user, storeURL: storeURL)
    case .sync(let server):
      try await sync(with: server, manager: manager, storeURL: storeURL)
    }
  }

  /// Whether the user says yes to removing every item of `manager`, asked before the store
  /// is locked; nothing is asked of an empty list, and the answer is no.
  private func confirmedClearing(_ manager: ItemManager) throws(ToDoError) -> Bool {
    let count = manager.toDoCount + manager.doneCount
    guard count > 0 else {
      console.line("Nothing to remove: the list is empty")
      return false
    }
    let items = "\(count) \(count == 1 ? "item" : "items")"
    guard let answer = confirm("Remove all \(items), to do and finished? [y/N] ") else {
      throw ToDoError.clearNotConfirmed(count: count)
    }
    if !answer { console.line("Nothing removed") }
    return answer
  }

  /// Removes every item, once the user said yes (or gave `--yes`). Clearing an empty list
  /// writes nothing: a home that had no list still has none.
  private func clear(_ manager: ItemManager) throws {
    let count = manager.toDoCount + manager.doneCount
    guard count > 0 else {
      console.line("Nothing to remove: the list is empty")
      return
    }
    let items = "\(count) \(count == 1 ? "item" : "items")"
    manager.removeAll()
    try manager.save()
    console.line("Removed \(items)")
  }

  private func item(numbered number: Int, in manager: ItemManager, numbers: ItemNumbers)
    throws(ToDoError) -> (item: ToDoItem, section: ItemSection, row: Int)
  {
    guard let found = numbers.item(numbered: number, in: manager) else {
      throw .noSuchItem(number: number, count: manager.toDoCount + manager.doneCount)
    }
    return found
  }

}
