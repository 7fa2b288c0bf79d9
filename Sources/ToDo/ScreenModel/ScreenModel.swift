/// The model of a screen as a state machine over ``ScreenState``.
///
/// ``perform()`` runs the screen's action: the state becomes `preparing`, then `success` or
/// `failure`, and observers hear of every transition. An action while `preparing` is
/// ignored, so a double tap cannot start a second request.
@MainActor
public final class ScreenModel<Value> {
  /// The current state.
  public private(set) var state: ScreenState<Value> = .idle {
    didSet {
      for observer in observers { observer(state) }
    }
  }
  private let action: @MainActor () async throws -> Value
  private var observers: [(ScreenState<Value>) -> Void] = []

  /// Creates a model whose ``perform()`` runs `action`.
  public init(action: @escaping @MainActor () async throws -> Value) {
    self.action = action
  }

  /// Calls `observer` with every later state.
  public func observe(_ observer: @escaping (ScreenState<Value>) -> Void) {
    observers.append(observer)
  }

  /// Runs the action unless it is already running, and records its outcome.
  public func perform() async {
    if case .preparing = state { return }
    state = .preparing
    do {
      state = .success(try await action())
    } catch {
      state = .failure(reason: "\(error)")
    }
  }
}
