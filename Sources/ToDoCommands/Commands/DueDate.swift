import CommandLineSupport
import ToDo

/// `--date MM/dd/yyyy`: a real day of the calendar, as typed. It becomes a time in the
/// tool's time zone only when the item is made.
struct DueDate: OptionValue {
  /// The day as typed.
  var text: String

  /// `text` when it is a real date written as MM/dd/yyyy (no 30th of February).
  init?(optionText text: String) {
    // Which days are real does not depend on the time zone.
    guard ItemDateFormat(timeZone: .gmt).timestamp(from: text) != nil else { return nil }
    self.text = text
  }

  /// What the error says.
  static var expected: String { "a real date written as MM/dd/yyyy" }
}
