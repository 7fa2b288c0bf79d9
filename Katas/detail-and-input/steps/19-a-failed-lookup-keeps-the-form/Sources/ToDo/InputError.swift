/// Why the input screen could not save its form.
enum InputError: Error, Equatable, CustomStringConvertible {
  /// The date field is neither empty nor a real date written as "MM/dd/yyyy".
  case invalidDate(String)
  /// Looking up the address failed; the form stays open so the user can retry.
  case geocodingFailed(address: String, reason: String)

  /// A one-line message naming the field and the problem.
  var description: String {
    switch self {
    case .invalidDate(let date):
      "date \"\(date)\" is not a date written as MM/dd/yyyy"
    case .geocodingFailed(let address, let reason):
      "cannot find address \"\(address)\": \(reason)"
    }
  }
}
