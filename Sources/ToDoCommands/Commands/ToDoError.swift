/// Why a well-formed `todo` command could not be carried out. The tool exits with status 1.
enum ToDoError: Error, Equatable, CustomStringConvertible {
  /// No item has this number; `count` is how many items there are.
  case noSuchItem(number: Int, count: Int)
  /// `clear` without `--yes` where no one can be asked (standard input is not a terminal).
  case clearNotConfirmed(count: Int)
  /// `check` was given the number of a finished item.
  case alreadyFinished(number: Int)
  /// `uncheck` was given the number of an item still to do.
  case notFinished(number: Int)
  /// Neither `--store`, `$TODO_STORE` nor a home folder says where the store is.
  case noDataDirectory
  /// `login` read no password from standard input.
  case noPassword
  /// The store's path names a folder, not a file.
  case storeIsAFolder(String)
  /// The store's path, or a file beside it (its numbers, its lock), names what a store must
  /// never replace or read: a device, a FIFO, a socket or a link (`kind` says which).
  case storeIsNotAFile(String, kind: String)
  /// The lock beside the store could not be taken.
  case cannotLock(String, reason: String)
  /// `sync` ran out of its time while pushing: the service answers too slowly.
  case syncTooSlow(seconds: Int, pulled: Int, pushed: Int, of: Int)
  /// The service sent an item with a text longer than `todo add` takes: nothing is pulled.
  case serviceTextTooLong(field: String, length: Int)

  var description: String {
    switch self {
    case .noSuchItem(let number, 0):
      "no item \(number): the list is empty"
    case .noSuchItem(let number, let count):
      "no item \(number) among the \(count == 1 ? "1 item" : "\(count) items"): 'todo list' shows their numbers"
    case .clearNotConfirmed(let count):
      "clear would remove all \(count == 1 ? "1 item" : "\(count) items") and cannot ask here: run 'todo clear --yes'"
    case .alreadyFinished(let number):
      "item \(number) is already finished"
    case .notFinished(let number):
      "item \(number) is not finished"
    case .noDataDirectory:
      "cannot find a place for the store: set HOME or TODO_STORE, or pass --store PATH"
    case .noPassword:
      "no password on standard input"
    case .storeIsAFolder(let path):
      "the to-do store \(path) is a folder; expected a file, such as \(path)/todo.plist"
    case .storeIsNotAFile(let path, let kind):
      "the to-do store \(path) is \(kind); expected a regular file, or a path where none is yet"
    case .cannotLock(let path, let reason):
      "cannot lock the to-do store with \(path): \(reason)"
    case .syncTooSlow(let seconds, let pulled, let pushed, let count):
      "sync stopped after \(seconds) s, the service answering too slowly: pulled \(pulled), pushed \(pushed) of \(count); run it again later"
    case .serviceTextTooLong(let field, let length):
      "the service sent an item whose \(field) is \(length) characters long, where at most \(ToDoInvocation.maximumText) are taken; nothing was pulled"
    }
  }
}
