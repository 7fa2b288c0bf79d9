/// Connects a `ScreenModel` to a `ScreenView`: every state the model enters is rendered.
@MainActor
final class ScreenBinding<View: ScreenView> {
  private(set) weak var view: View?

  init(model: ScreenModel<View.Value>, view: View) {
    self.view = view
    view.apply(ScreenAppearance(model.state))
    model.observe { state in
      view.apply(ScreenAppearance(state))
    }
  }
}
