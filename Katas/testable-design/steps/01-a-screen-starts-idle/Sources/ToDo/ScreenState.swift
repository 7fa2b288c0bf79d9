/// The states of a screen that loads something: not started, preparing, loaded or failed.
enum ScreenState<Value> {
  /// Nothing was asked yet.
  case idle
  /// The action is running.
  case preparing
  /// The action produced `Value`.
  case success(Value)
  /// The action failed for the reason given, in words for the user.
  case failure(reason: String)
}

extension ScreenState: Equatable where Value: Equatable {}
