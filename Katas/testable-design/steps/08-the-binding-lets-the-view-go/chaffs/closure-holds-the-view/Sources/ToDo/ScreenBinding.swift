/// Connects a `ScreenModel` to a `ScreenView`: every state the model enters is rendered.
@MainActor
final class ScreenBinding<View: ScreenView> {
  private(set) weak var view: View?
  private let model: ScreenModel<View.Value>

  init(model: ScreenModel<View.Value>, view: View) {
    self.model = model
    self.view = view
    view.apply(ScreenAppearance(model.state))
    model.observe { state in
      view.apply(ScreenAppearance(state))
    }
  }
}
