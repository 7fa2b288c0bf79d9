/// The navigation container the app starts with: the item list at the bottom, detail screens
/// pushed on top of it, and the input screen presented over everything.
///
/// It is the real ``Navigator`` of the app. Dismissing a screen makes the list appear again,
/// so the list reloads and shows what the dismissed screen changed.
@MainActor
public final class NavigationContainer<Cell: ItemCell>: Navigator {
  /// The item list, always at the bottom of the stack.
  public let root: ItemListPresenter<Cell>
  /// The pushed detail screens, topmost last.
  public private(set) var pushed: [DetailPresenter] = []
  /// The input screen, while it is presented.
  public private(set) var presented: InputPresenter?
  private let factory: ScreenFactory

  /// Creates the container with `root` as its first screen and becomes its navigator.
  public init(root: ItemListPresenter<Cell>, factory: ScreenFactory) {
    self.root = root
    self.factory = factory
    root.navigator = self
    root.viewDidLoad()
    root.viewWillAppear()
  }

  /// Presents the input screen or pushes a detail screen, built with the shared manager.
  public func navigate(to destination: Destination) {
    switch destination {
    case .input(let itemManager):
      let input = factory.makeInput(itemManager: itemManager)
      input.navigator = self
      presented = input
      input.viewDidLoad()
    case .detail(let itemManager, let index):
      let detail = factory.makeDetail(itemManager: itemManager, index: index)
      pushed.append(detail)
      detail.viewWillAppear()
    }
  }

  /// Closes the presented input screen, or pops the top detail screen; then the screen below
  /// appears again.
  public func dismiss() {
    if presented != nil {
      presented = nil
    } else if !pushed.isEmpty {
      pushed.removeLast()
    }
    if let top = pushed.last {
      top.viewWillAppear()
    } else {
      root.viewWillAppear()
    }
  }
}
