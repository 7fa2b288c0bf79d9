import CommandLineSupport

/// The subcommands of `todo`, with their usage and help texts.
enum Subcommand: String, CaseIterable {
  case add, list, check, uncheck, show, clear, login, sync

  /// The options the subcommand accepts besides `--store` and `--help`.
  var options: [OptionSpec] {
    switch self {
    case .add:
      [.value("--description"), .value("--date"), .value("--location"), .value("--coordinate")]
    case .login: [.value("--server"), .value("--user")]
    case .sync: [.value("--server")]
    case .clear: [.flag("--yes")]
    case .list, .check, .uncheck, .show: []
    }
  }

  /// The usage line.
  var usage: String {
    switch self {
    case .add:
      """
      todo add TITLE [--description TEXT] [--date MM/dd/yyyy] [--location NAME]
                      [--coordinate LAT,LON]
      """
    case .list: "todo list"
    case .check: "todo check N"
    case .uncheck: "todo uncheck N"
    case .show: "todo show N"
    case .clear: "todo clear [--yes]"
    case .login: "todo login --server URL --user NAME   (password on standard input)"
    case .sync: "todo sync --server URL"
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

  /// The full help text.
  var help: String {
    var text = "Usage: \(usage) [--store PATH]\n\n\(abstract)\n"
    if self == .login || self == .sync {
      text += """

        The service must use https; http is allowed only on 127.0.0.1, ::1 and localhost.
        The token is kept, readable by you only, beside the store (todo.plist ->
        todo.tokens).

        """
    }
    if self == .add {
      text += """

        Options:
          --description TEXT      what there is to know about the item
          --date MM/dd/yyyy       the day the item is due, such as 02/22/2016
          --location NAME         where it happens, such as Office
          --coordinate LAT,LON    the place's coordinate in degrees, such as 37.33,-122.03

        """
    }
    return text + """

      Options for every command:
        --store PATH            the store file (default: $TODO_STORE, else the user data
                                folder)
        --help                  show this help

      """
  }
}
