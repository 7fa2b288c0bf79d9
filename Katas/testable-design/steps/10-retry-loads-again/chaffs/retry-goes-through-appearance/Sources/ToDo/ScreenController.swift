/// Turns the events of a screen into calls on its `ScreenModel`.
@MainActor
final class ScreenController<Value> {
  private let model: ScreenModel<Value>
  private var hasAppeared = false

  init(model: ScreenModel<Value>) {
    self.model = model
  }

  /// Loads the first time the screen appears; later appearances keep what is shown.
  func viewDidAppear() async {
    guard !hasAppeared else { return }
    hasAppeared = true
    await model.perform()
  }

  /// Loads again at the user's request.
  func retryTapped() async {
    await viewDidAppear()
  }
}
