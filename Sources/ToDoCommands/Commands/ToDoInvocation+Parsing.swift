import CommandLineSupport
import Foundation
import ToDo

extension ToDoInvocation {
  /// `--store PATH`, which every subcommand takes.
  static let store = Option<FilePath?>(
    "--store", "PATH", help: "the store file",
    defaultText: "$TODO_STORE, else the user data folder")

  /// Everything `todo` accepts, from which it parses its command line and writes its help
  /// pages and completion scripts.
  static let declaration = CommandDeclaration(
    name: "todo",
    abstract: "The to-do app of TDDKit in a terminal. Without a command, lists the items.",
    discussion: """
      The store is --store PATH, else $TODO_STORE, else tddkit/todo.plist in the user data
      folder ($XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on
      macOS). todo --version prints the version; todo --generate-completion-script bash
      (or zsh, fish) prints a script that completes commands and options.
      """,
    subcommands: Subcommand.allCases.map(\.declaration), sharedOptions: [store])

  /// The command `parsed` asks to run; `todo` alone lists the items.
  static func command(
    in parsed: ParsedCommand, dateFormat: ItemDateFormat
  ) throws(UsageError) -> ToDoCommand {
    guard let subcommand = Subcommand(rawValue: parsed.command.name) else { return .list }
    return try command(subcommand, parsed: parsed, dateFormat: dateFormat)
  }

  private static func command(
    _ subcommand: Subcommand, parsed: ParsedCommand, dateFormat: ItemDateFormat
  ) throws(UsageError) -> ToDoCommand {
    switch subcommand {
    case .add: .add(try item(titled: parsed.operands[0], options: parsed, dateFormat: dateFormat))
    case .list: .list
    case .clear: .clear(confirmed: parsed.flag(Subcommand.yes))
    case .check: .check(number: try number(parsed.operands[0]))
    case .uncheck: .uncheck(number: try number(parsed.operands[0]))
    case .show: .show(number: try number(parsed.operands[0]))
    case .login:
      .login(server: try server(in: parsed), user: try parsed.value(Subcommand.user) ?? "")
    case .sync: .sync(server: try server(in: parsed))
    }
  }

  /// `--server`, which the declaration requires of `login` and `sync`.
  private static func server(in parsed: ParsedCommand) throws(UsageError) -> URL {
    guard let server = try parsed.value(Subcommand.server) else {
      throw .missingOperand(Subcommand.server.declaration.synopsis)
    }
    return server.url
  }

  private static func number(_ text: String) throws(UsageError) -> Int {
    guard let number = Int(text), number > 0 else {
      throw .invalidValue(text, for: "item number", expected: "a whole number from 1 up")
    }
    return number
  }

  /// The longest title or description taken: far more than a to-do needs, far less than
  /// would flood a terminal or the store.
  static let maximumText = 1_000

  private static func item(
    titled title: String, options: ParsedCommand, dateFormat: ItemDateFormat
  ) throws(UsageError) -> ToDoItem {
    guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalidValue(title, for: "TITLE", expected: "a non-empty title")
    }
    let description = try options.value(Subcommand.description)
    for (text, name) in [(title, "TITLE"), (description ?? "", Subcommand.description.name)]
    where text.unicodeScalars.count > maximumText {
      throw .invalidValue(text, for: name, expected: "at most \(maximumText) characters")
    }
    let date = try options.value(Subcommand.date)
    let timestamp = try date.map { date throws(UsageError) in
      guard let timestamp = dateFormat.timestamp(from: date.text) else {
        throw .invalidValue(
          date.text, for: Subcommand.date.name, expected: "a day that has a midnight here")
      }
      return timestamp
    }
    let coordinate = try options.value(Subcommand.coordinate)?.coordinate
    let locationName = try options.value(Subcommand.location) ?? ""
    if locationName.isEmpty, coordinate != nil {
      throw .missingOperand("--location NAME for the coordinate")
    }
    return ToDoItem(
      title: title,
      itemDescription: description,
      timestamp: timestamp,
      location: locationName.isEmpty ? nil : Location(name: locationName, coordinate: coordinate))
  }
}
