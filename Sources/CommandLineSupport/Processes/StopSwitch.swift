/// Stops a program that ``Subprocess`` runs from another thread, with all it started: for
/// work started beside other work whose outcome can make it useless, such as a compile
/// beside another that failed.
public final class StopSwitch: Sendable {
  private let state = Locked<(stopped: Bool, tree: ProcessTree?)>((false, nil))

  /// A switch not yet pulled.
  public init() {}

  /// Stops the program now, or as soon as it starts; a program that ended is left alone.
  public func stop() {
    let tree = state.withLock { state in
      state.stopped = true
      return state.tree
    }
    tree?.end()
  }

  /// Whether the switch was pulled.
  var wasPulled: Bool { state.current.stopped }

  /// Ties the switch to the program `tree` leads, which stops at once if it was pulled.
  func attach(_ tree: ProcessTree) {
    if state.withLock({
      $0.tree = tree
      return $0.stopped
    }) {
      tree.end()
    }
  }

  /// Unties the switch once the program has ended, so that nothing is signalled after.
  func detach() {
    state.withLock { $0.tree = nil }
  }
}
