/// The model of a screen as a state machine over `ScreenState`.
@MainActor
final class ScreenModel<Value> {
  private(set) var state: ScreenState<Value> = .idle {
    didSet {
      observer?(state)
    }
  }
  private let action: @MainActor () async throws -> Value
  private var observer: ((ScreenState<Value>) -> Void)?

  init(action: @escaping @MainActor () async throws -> Value) {
    self.action = action
  }

  /// Calls `observer` with every later state, in place of the observer before.
  func observe(_ observer: @escaping (ScreenState<Value>) -> Void) {
    self.observer = observer
  }

  /// Runs the action and records its outcome.

  func perform() async {
    state = .preparing
    if let value = try? await action() {
      state = .success(value)
    }
  }
}
