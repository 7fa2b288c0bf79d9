/// The screens the app menu leads to.
enum MenuScreen: Equatable {
  case contributions
  case repositories
  case publicActivity
}
