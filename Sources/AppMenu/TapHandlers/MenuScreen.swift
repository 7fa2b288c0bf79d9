/// The screens the app menu leads to.
public enum MenuScreen: Equatable, Sendable {
  /// The repositories the user contributed to.
  case contributions
  /// The repositories the user collaborates on.
  case repositories
  /// The user's public activity.
  case publicActivity
}
