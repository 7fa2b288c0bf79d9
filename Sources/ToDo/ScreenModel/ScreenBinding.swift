/// Connects a ``ScreenModel`` to a ``ScreenView``: every state the model enters is rendered.
///
/// The view is held weakly; the binding renders the current state as soon as it is made.
@MainActor
public final class ScreenBinding<View: ScreenView> {
  /// The view being rendered into.
  public private(set) weak var view: View?

  /// Binds `model` to `view`.
  public init(model: ScreenModel<View.Value>, view: View) {
    self.view = view
    view.apply(ScreenAppearance(model.state))
    model.observe { [weak self] state in
      self?.view?.apply(ScreenAppearance(state))
    }
  }
}
