/// A command line split into options and operands against the options a command accepts.
///
/// Options may come before, between or after operands; `--name=value` and `--name value` are
/// the same; everything after `--` is an operand. An argument that starts with a dash but is a
/// number, such as `-122.03`, is an operand.
public struct ParsedArguments: Equatable, Sendable {
  /// The arguments that are not options, in order.
  public private(set) var operands: [String] = []
  /// The options given, in order, each as often as it was given.
  public private(set) var givenOptions: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Scans `arguments` against `options`; an option not in the list is a usage error.
  public init(_ arguments: some Sequence<String>, options: [OptionSpec]) throws(UsageError) {
    let known = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if argument == "--" {
        while let operand = iterator.next() { operands.append(operand) }
        break
      }
      guard Self.isOption(argument) else {
        operands.append(argument)
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      guard let spec = known[name] else { throw .unknownOption(name) }
      givenOptions.append(name)
      if spec.takesValue {
        guard let value = inlineValue ?? iterator.next() else { throw .missingValue(option: name) }
        values[name, default: []].append(value)
      } else {
        guard inlineValue == nil else {
          throw .invalidValue(argument, for: "option", expected: "\(name) without a value")
        }
        flags.insert(name)
      }
    }
  }

  /// The last value given for `option`, if any.
  public func value(_ option: String) -> String? {
    values[option]?.last
  }

  /// Every value given for a repeatable `option`, in order.
  public func values(_ option: String) -> [String] {
    values[option] ?? []
  }

  /// Whether the flag `option` was given.
  public func flag(_ option: String) -> Bool {
    flags.contains(option)
  }

  private static func isOption(_ argument: String) -> Bool {
    argument.count > 1 && argument.hasPrefix("-") && Double(argument) == nil
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
