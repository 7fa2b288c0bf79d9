/// The logic of the input screen that adds a new item.
@MainActor
final class InputPresenter {
  let itemManager: ItemManager
  weak var view: (any InputView)?
  weak var navigator: (any Navigator)?

  init(itemManager: ItemManager) {
    self.itemManager = itemManager
  }

  /// Prepares the empty form: Save disabled.
  func viewDidLoad() {
    view?.setSaveEnabled(false)
  }

  /// Updates the Save button after the user edited `form`.
  func formDidChange(_ form: InputForm) {
    view?.setSaveEnabled(form.canSave)
  }

  /// Saves `form` as a new item and dismisses the screen; without a title, does nothing.
  @discardableResult
  func save(_ form: InputForm) async throws -> Bool {
    guard form.canSave else { return false }
    itemManager.add(
      ToDoItem(title: form.title, itemDescription: form.itemDescription))
    navigator?.dismiss()
    return true
  }
}
