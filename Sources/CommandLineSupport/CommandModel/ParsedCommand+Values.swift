extension ParsedCommand {
  /// The value of `option` as its type: the last one given, else its default. A value its
  /// type cannot read is an error naming the option and what the type expects.
  public func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value {
    assert(
      declares(option.declaration), "\(command.name) reads \(option.name), which it never declares")
    guard let text = values[option.name]?.last else { return option.defaultValue }
    return try Self.read(text, as: option)
  }

  /// Every value given for the repeatable `option`, in order, each read as its type.
  public func values<Wrapped>(_ option: Option<Wrapped?>) throws(UsageError) -> [Wrapped] {
    assert(
      declares(option.declaration), "\(command.name) reads \(option.name), which it never declares")
    var read: [Wrapped] = []
    for text in values[option.name] ?? [] {
      guard let value = try Self.read(text, as: option) else { continue }
      read.append(value)
    }
    return read
  }

  private static func read<Value>(
    _ text: String, as option: Option<Value>
  ) throws(UsageError) -> Value {
    guard let value = Value(optionText: text) else {
      throw .invalidValue(Value.shownInError(text), for: option.name, expected: Value.expected)
    }
    return value
  }
}
