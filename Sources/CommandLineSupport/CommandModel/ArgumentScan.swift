/// A command line split into options and operands, against the options one command
/// accepts: the reading ``CommandDeclaration/parse(_:)`` does twice.
struct ArgumentScan {
  /// Whether the arguments after `--` are handed on rather than operands.
  var handsOn = false
  /// The operands, in order: the subcommands' names first.
  var operands: [String] = []
  /// The arguments after `--`, when they are handed on.
  var handedOn: [String] = []
  /// The values given, by the option's name, in order.
  var values: [String: [String]] = [:]
  /// The flags given, by name.
  var flags: Set<String> = []
  /// The former names typed, each with the option's name now, in order.
  var formerNamesTyped: [(former: String, now: String)] = []

  /// Reads `arguments` against `options`, by every name and alias; an option not among
  /// them, or a flag given a value, throws.
  mutating func read(
    _ arguments: [String], options: [String: OptionDeclaration]
  ) throws(UsageError) {
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if argument == "--" {
        while let operand = iterator.next() {
          if handsOn { handedOn.append(operand) } else { operands.append(operand) }
        }
        return
      }
      guard argument.count > 1, argument.hasPrefix("-"), Double(argument) == nil else {
        operands.append(argument)
        continue
      }
      var (typed, inline) = (argument, String?.none)
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        typed = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = options[typed] else {
        let near = OptionDeclaration.nearest(to: typed, among: Array(options.values))
        throw near.map { .misspeltOption(typed, suggestion: $0) } ?? .unknownOption(typed)
      }
      if option.formerNames.contains(typed),
        !formerNamesTyped.contains(where: { $0.former == typed })
      {
        formerNamesTyped.append((typed, option.name))
      }
      if option.valueName != nil {
        guard let value = inline ?? iterator.next() else {
          throw .missingValue(option: typed)
        }
        values[option.name, default: []].append(value)
      } else {
        guard inline == nil else {
          throw .invalidValue(argument, for: "option", expected: "\(typed) without a value")
        }
        flags.insert(option.name)
      }
    }
  }
}
