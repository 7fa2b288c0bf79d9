/// Turns the events of a screen into calls on its ``ScreenModel``.
///
/// The screen loads when it first appears and again when the user taps retry; a tap while
/// loading is ignored by the model.
@MainActor
public final class ScreenController<Value> {
  private let model: ScreenModel<Value>
  private var hasAppeared = false

  /// Creates the controller of `model`.
  public init(model: ScreenModel<Value>) {
    self.model = model
  }

  /// Loads the first time the screen appears; later appearances keep what is shown.
  public func viewDidAppear() async {
    guard !hasAppeared else { return }
    hasAppeared = true
    await model.perform()
  }

  /// Loads again at the user's request.
  public func retryTapped() async {
    await model.perform()
  }
}
