/// Why the input screen could not save its form.
enum InputError: Error, Equatable {
  /// The date field is neither empty nor a real date written as "MM/dd/yyyy".
  case invalidDate(String)
}
