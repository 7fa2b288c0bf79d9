/// The navigation container the app starts with: the item list at the bottom, detail screens
/// pushed on top of it, and the input screen presented over everything.
@MainActor
final class NavigationContainer<Cell: ItemCell>: Navigator {
  let root: ItemListPresenter<Cell>
  private(set) var pushed: [DetailPresenter] = []
  private(set) var presented: InputPresenter?
  private let factory: ScreenFactory

  /// Creates the container with `root` as its first screen and becomes its navigator.
  init(root: ItemListPresenter<Cell>, factory: ScreenFactory) {
    self.root = root
    self.factory = factory
    root.navigator = self
    root.viewDidLoad()
    root.viewWillAppear()
  }

  /// Presents the input screen, built with the shared manager.
  func navigate(to destination: Destination) {
    if case .input(let itemManager) = destination {
      let input = factory.makeInput(itemManager: itemManager)
      presented = input
      input.viewDidLoad()
    }
  }

  func dismiss() {}
}
