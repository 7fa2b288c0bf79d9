/// What the command line asks `todo` to do: print help, or run a command on a store.
/// What `todo` accepts is declared once, in ``ToDoInvocation/declaration``.
enum ToDoInvocation: Equatable {
  /// Print the help of a subcommand, or the overview when `nil`.
  case help(Subcommand?)
  /// Print the version.
  case version
  /// Print the completion script for a shell (`bash`, `zsh` or `fish`).
  case completionScript(String)
  /// Run `command` on the store at `storePath`, or on the default store when `nil`.
  case run(ToDoCommand, storePath: String?)
}
