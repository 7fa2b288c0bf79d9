/// Turns the events of a screen into calls on its `ScreenModel`.
@MainActor
final class ScreenController<Value> {
  private let model: ScreenModel<Value>

  init(model: ScreenModel<Value>) {
    self.model = model
  }

  /// Loads whenever the screen appears.
  func viewDidAppear() async {
    await model.perform()
  }

  /// Loads again at the user's request.
  func retryTapped() async {
    await model.perform()
  }
}
