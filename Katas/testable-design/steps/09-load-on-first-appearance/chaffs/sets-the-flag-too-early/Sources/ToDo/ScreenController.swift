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
    hasAppeared = true
    guard !hasAppeared else { return }
    await model.perform()
  }
}
