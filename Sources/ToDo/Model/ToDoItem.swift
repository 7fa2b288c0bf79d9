/// One thing to do: a title and, optionally, a description, a due time and a place.
///
/// Two items are equal exactly when all four properties are equal, which is what keeps the
/// item manager from listing the same item twice.
public struct ToDoItem: Equatable, Sendable {
  /// What to do, such as "Meeting". Always present.
  public var title: String
  /// Free text with the details.
  public var itemDescription: String?
  /// When the item is due, in seconds since 1 January 1970 (UTC).
  ///
  /// A `Double`, as the book has it, rather than a `Date`: the property list stores it as a
  /// plain number, the to-do service sends it as one, and the data-model kata's tests
  /// compare it with `==` without a calendar in sight. `ItemDateFormat` turns it into text.
  public var timestamp: Double?
  /// Where the item happens.
  public var location: Location?

  /// Creates an item; everything but the title is optional.
  public init(
    title: String,
    itemDescription: String? = nil,
    timestamp: Double? = nil,
    location: Location? = nil
  ) {
    self.title = title
    self.itemDescription = itemDescription
    self.timestamp = timestamp
    self.location = location
  }
}
