import CommandLineSupport

/// The subcommands of `todo`, each with its declaration: its operands, options and help.
enum Subcommand: String, CaseIterable {
  case add, list, check, uncheck, show, clear, login, sync

  /// The options of `add`.
  static let description = Option<String?>(
    "--description", "TEXT", help: "what there is to know about the item")
  static let date = Option<DueDate?>(
    "--date", "MM/dd/yyyy", help: "the day the item is due, such as 02/22/2016")
  static let location = Option<String?>(
    "--location", "NAME", help: "where it happens, such as Office")
  static let coordinate = Option<PlaceCoordinate?>(
    "--coordinate", "LAT,LON", help: "the place's coordinate in degrees, such as 37.33,-122.03")
  /// The flag of `clear`.
  static let yes = OptionDeclaration.flag("--yes", help: "remove without asking")
  /// The options of `login` and `sync`.
  static let server = Option<ServiceAddress?>(
    "--server", "URL", help: "the to-do service, such as https://todo.example.com",
    required: true)
  static let user = Option<String?>(
    "--user", "NAME", help: "your name on the service", required: true)

  /// What the subcommand accepts and its help, and the words it is suggested for.
  var declaration: CommandDeclaration {
    var declared = accepted
    declared.synonyms = synonyms
    return declared
  }

  /// Words a user may type for the subcommand, which an error suggests it for: `todo done 1`
  /// answers "did you mean 'check'?".
  var synonyms: [String] {
    switch self {
    case .add: ["new", "create", "append"]
    case .list: ["ls", "all", "items"]
    case .check: ["done", "finish", "complete", "tick"]
    case .uncheck: ["undone", "undo", "reopen", "untick"]
    case .show: ["view", "info", "details", "get"]
    case .clear: ["reset", "wipe", "remove", "delete", "rm"]
    case .login: ["signin", "sign-in", "auth"]
    case .sync: ["pull", "fetch", "download"]
    }
  }

  /// What the subcommand accepts and its help.
  private var accepted: CommandDeclaration {
    let item = OperandDeclaration("N", missingName: "item number N")
    let service = """
      The service must use https; http is allowed only on 127.0.0.1, ::1 and localhost.
      The token is kept, readable by you only, beside the store (todo.plist ->
      todo.tokens).
      """
    return switch self {
    case .add:
      CommandDeclaration(
        name: rawValue, abstract: abstract,
        options: [Self.description, Self.date, Self.location, Self.coordinate],
        operands: [OperandDeclaration("TITLE")])
    case .list: CommandDeclaration(name: rawValue, abstract: abstract)
    case .check, .uncheck, .show:
      CommandDeclaration(name: rawValue, abstract: abstract, operands: [item])
    case .clear: CommandDeclaration(name: rawValue, abstract: abstract, options: [Self.yes])
    case .login:
      CommandDeclaration(
        name: rawValue, abstract: abstract, discussion: service,
        usageNote: "(password on standard input)", options: [Self.server, Self.user])
    case .sync:
      CommandDeclaration(
        name: rawValue, abstract: abstract, discussion: service, options: [Self.server])
    }
  }

  /// One line saying what the subcommand does.
  var abstract: String {
    switch self {
    case .add: "Add an item to the to-do list."
    case .list: "List the items to do and the finished ones, numbered for other commands."
    case .check: "Mark to-do item N as finished."
    case .uncheck: "Move finished item N back to the to-do list."
    case .show: "Show everything about item N."
    case .clear: "Remove every item, to do and finished, after asking (--yes: without)."
    case .login: "Log in to a to-do service; the password is read from standard input."
    case .sync: "Pull the service's items into the list and push the list's new items to it."
    }
  }
}
