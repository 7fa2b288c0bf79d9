import Foundation

/// The model of a screen as a state machine over `ScreenState`.
@MainActor
final class ScreenModel<Value> {
  private(set) var state: ScreenState<Value> = .idle {
    didSet {
      for observer in observers { observer(state) }
    }
  }
  private let action: @MainActor () async throws -> Value
  private var observers: [(ScreenState<Value>) -> Void] = []

  init(action: @escaping @MainActor () async throws -> Value) {
    self.action = action
  }

  /// Calls `observer` with every later state.
  func observe(_ observer: @escaping (ScreenState<Value>) -> Void) {
    observers.append(observer)
  }

  /// Runs the action and records its outcome.
  func perform() async {
    state = .preparing
    do {
      state = .success(try await action())
    } catch {
      state = .failure(reason: error.localizedDescription)
    }
  }
}
