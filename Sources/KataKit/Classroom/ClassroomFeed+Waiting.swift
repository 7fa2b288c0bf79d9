/// The entries that wait in the outbox while the classroom is away, and sending them
/// between runs (`kata watch`), so the wall does not wait for the pair's next run.
extension ClassroomFeed {
  /// How many entries wait in the outbox for the classroom.
  var waiting: Int {
    Journal(url: outbox).entries().count
  }

  /// Sends the entries waiting in the outbox, if any, and returns how many the classroom
  /// took. A classroom still away keeps them and leaves no warning for the next run, whose
  /// own warning says the same.
  func sendWaiting() -> Int {
    let before = waiting
    guard before > 0 else { return 0 }
    flush()
    _ = takeWarning()
    return before - waiting
  }
}
