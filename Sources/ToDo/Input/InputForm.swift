/// The fields of the input screen, as the user typed them.
public struct InputForm: Equatable, Sendable {
  /// The title; the only required field.
  public var title: String
  /// The due date as "MM/dd/yyyy", or empty.
  public var date: String
  /// The name of the place, or empty for no location.
  public var locationName: String
  /// The address of the place, geocoded to a coordinate; or empty.
  public var address: String
  /// The description, or empty.
  public var itemDescription: String

  /// Creates a form; every field defaults to empty.
  public init(
    title: String = "", date: String = "", locationName: String = "", address: String = "",
    itemDescription: String = ""
  ) {
    self.title = title
    self.date = date
    self.locationName = locationName
    self.address = address
    self.itemDescription = itemDescription
  }

  /// Whether the form can be saved: it has a title.
  public var canSave: Bool { !title.isEmpty }
}
