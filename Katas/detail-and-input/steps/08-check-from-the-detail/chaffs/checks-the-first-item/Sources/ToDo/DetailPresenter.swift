/// The logic of the detail screen of one unchecked item.
@MainActor
final class DetailPresenter {
  let itemManager: ItemManager
  let index: Int
  var view: (any DetailView)?
  private let dateFormat: ItemDateFormat

  /// The presenter of the item at `index` of `itemManager`'s to-do list.
  init(itemManager: ItemManager, index: Int, dateFormat: ItemDateFormat) {
    self.itemManager = itemManager
    self.index = index
    self.dateFormat = dateFormat
  }

  /// Fills the view with the item, each time the screen is about to appear.
  func viewWillAppear() {
    view?.display(DetailContent(item: itemManager.item(at: index), dateFormat: dateFormat))
  }

  /// Checks the shown item in the manager.
  func checkItem() {
    itemManager.checkItem(at: 0)
  }
}
