/// The model of a screen as a state machine over `ScreenState`.
@MainActor
final class ScreenModel<Value> {
  private(set) var state: ScreenState<Value> = .preparing
  private let action: @MainActor () async throws -> Value

  init(action: @escaping @MainActor () async throws -> Value) {
    self.action = action
  }
}
