/// What a screen shows for one `ScreenState`: a spinner, a message, the value and whether
/// the user may try again.
struct ScreenAppearance<Value> {
  var isBusy: Bool
  var message: String?
  var value: Value?
  var canRetry: Bool

  /// The appearance of `state`.
  init(_ state: ScreenState<Value>) {
    switch state {
    case .idle:
      self.init(isBusy: false, message: nil, value: nil, canRetry: true)
    case .preparing:
      self.init(isBusy: true, message: nil, value: nil, canRetry: false)
    case .success(let value):
      self.init(isBusy: false, message: nil, value: value, canRetry: false)
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
