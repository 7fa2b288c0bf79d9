/// Connects a `ScreenModel` to a `ScreenView`: every state the model enters is rendered.
@MainActor
final class ScreenBinding<View: ScreenView> {
  private(set) var view: View?

  init(model: ScreenModel<View.Value>, view: View) {
    self.view = view
    view.apply(ScreenAppearance(model.state))
    model.observe { [weak self] state in
      if case .failure = state { return }
      self?.view?.apply(ScreenAppearance(state))
    }
  }
}
