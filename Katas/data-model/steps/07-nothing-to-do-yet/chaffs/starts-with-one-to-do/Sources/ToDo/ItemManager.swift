/// Keeps the items to do and the items done.
final class ItemManager {
  let toDoCount = 1
}
