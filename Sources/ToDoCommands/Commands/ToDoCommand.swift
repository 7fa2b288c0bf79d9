import Foundation
import ToDo

/// One invocation of the `todo` command, parsed and checked.
enum ToDoCommand: Equatable {
  /// Add an item to the to-do list.
  case add(ToDoItem)
  /// Print both lists with their numbers.
  case list
  /// Move to-do item `number` to the finished list.
  case check(number: Int)
  /// Move finished item `number` back to the to-do list.
  case uncheck(number: Int)
  /// Print everything about item `number`.
  case show(number: Int)
  /// Remove every item from both lists, asking first unless `confirmed` (`--yes`).
  case clear(confirmed: Bool)
  /// Log in to the to-do service at `server` as `user`, with a password from standard input.
  case login(server: URL, user: String)
  /// Pull the service's items into the store and push the store's new items to the service.
  case sync(server: URL)

  /// Whether the command reads, changes and writes back the store, and so needs its lock.
  var changesStore: Bool {
    switch self {
    case .add, .check, .uncheck, .clear, .sync: true
    case .list, .show, .login: false
    }
  }

  /// Whether the command only changes items already kept, so that without a store it has
  /// nothing to change and writes nothing, not even the store's lock.
  var changesOnlyKeptItems: Bool {
    switch self {
    case .check, .uncheck, .clear: true
    case .add, .sync, .list, .show, .login: false
    }
  }
}
