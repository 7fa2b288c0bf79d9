/// The logic of the detail screen of one unchecked item.
///
/// It receives the shared item manager and the item's index through its initializer (there
/// is no optional "item info" to forget), shows the item when the screen appears, and checks
/// it when the user taps "Check". An index outside the to-do list is a programmer error.
@MainActor
public final class DetailPresenter {
  /// The manager shared with the list.
  public let itemManager: ItemManager
  /// The index of the shown item in the to-do list.
  public let index: Int
  /// The screen this presenter fills.
  public weak var view: (any DetailView)?
  private let dateFormat: ItemDateFormat

  /// Creates the presenter of the item at `index` of `itemManager`'s to-do list.
  public init(itemManager: ItemManager, index: Int, dateFormat: ItemDateFormat) {
    self.itemManager = itemManager
    self.index = index
    self.dateFormat = dateFormat
  }

  /// What the screen shows for the item.
  public var content: DetailContent {
    DetailContent(item: itemManager.item(at: index), dateFormat: dateFormat)
  }

  /// Fills the view with the item, each time the screen is about to appear.
  public func viewWillAppear() {
    view?.display(content)
  }

  /// Checks the shown item in the manager.
  public func checkItem() {
    itemManager.checkItem(at: index)
  }
}
