/// What a screen shows for one ``ScreenState``: a spinner, a message, the value and whether
/// the user may try again.
public struct ScreenAppearance<Value> {
  /// Whether a progress indicator is shown.
  public var isBusy: Bool
  /// A message for the user, such as the reason of a failure.
  public var message: String?
  /// The loaded value, once there is one.
  public var value: Value?
  /// Whether the retry control is enabled.
  public var canRetry: Bool

  /// The appearance of `state`.
  public init(_ state: ScreenState<Value>) {
    switch state {
    case .idle:
      self.init(isBusy: false, message: nil, value: nil, canRetry: true)
    case .preparing:
      self.init(isBusy: true, message: nil, value: nil, canRetry: false)
    case .success(let value):
      self.init(isBusy: false, message: nil, value: value, canRetry: true)
    case .failure(let reason):
      self.init(isBusy: false, message: reason, value: nil, canRetry: true)
    }
  }

  private init(isBusy: Bool, message: String?, value: Value?, canRetry: Bool) {
    self.isBusy = isBusy
    self.message = message
    self.value = value
    self.canRetry = canRetry
  }
}

extension ScreenAppearance: Equatable where Value: Equatable {}
