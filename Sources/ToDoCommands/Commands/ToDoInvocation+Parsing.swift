import CommandLineSupport
import Foundation
import ToDo

extension ToDoInvocation {
  /// The options every subcommand accepts.
  static let commonOptions: [OptionSpec] = [
    .value("--store"), .flag("--help"), .flag("-h"), .flag("--version"),
  ]

  /// The invocation described by `arguments` (without the program name). Without a
  /// subcommand, `todo` lists the items.
  ///
  /// Dates are read with `dateFormat`. Any argument that does not fit throws a
  /// ``UsageError`` naming it.
  init(parsing arguments: [String], dateFormat: ItemDateFormat) throws(UsageError) {
    let everyOption = Self.commonOptions + Subcommand.allCases.flatMap(\.options)
    let parsed = try ParsedArguments(arguments, options: everyOption)
    let storePath = parsed.value("--store")
    let wantsHelp = parsed.flag("--help") || parsed.flag("-h")
    if parsed.flag("--version"), !wantsHelp {
      self = .version
      return
    }
    guard let name = parsed.operands.first else {
      self = wantsHelp ? .help(nil) : .run(.list, storePath: storePath)
      return
    }
    let operands = Array(parsed.operands.dropFirst())
    if name == "help" {
      try Self.expect(operands, atMost: 1)
      self = .help(try operands.first.map(Self.subcommand(named:)))
      return
    }
    let subcommand = try Self.subcommand(named: name)
    let accepted = Set((Self.commonOptions + subcommand.options).map(\.name))
    if let stray = parsed.givenOptions.first(where: { !accepted.contains($0) }) {
      throw .unknownOption(stray)
    }
    if wantsHelp {
      self = .help(subcommand)
      return
    }
    let command = try Self.command(
      subcommand, operands: operands, options: parsed, dateFormat: dateFormat)
    self = .run(command, storePath: storePath)
  }

  private static func subcommand(named name: String) throws(UsageError) -> Subcommand {
    guard let subcommand = Subcommand(rawValue: name) else {
      throw .unknownCommand(name, expected: Subcommand.allCases.map(\.rawValue) + ["help"])
    }
    return subcommand
  }

  private static func command(
    _ subcommand: Subcommand, operands: [String], options: ParsedArguments,
    dateFormat: ItemDateFormat
  ) throws(UsageError) -> ToDoCommand {
    switch subcommand {
    case .add:
      try expect(operands, atMost: 1)
      guard let title = operands.first else { throw .missingOperand("TITLE") }
      return .add(try item(titled: title, options: options, dateFormat: dateFormat))
    case .list:
      try expect(operands, atMost: 0)
      return .list
    case .clear:
      try expect(operands, atMost: 0)
      return .clear(confirmed: options.flag("--yes"))
    case .check:
      return .check(number: try number(in: operands))
    case .uncheck:
      return .uncheck(number: try number(in: operands))
    case .show:
      return .show(number: try number(in: operands))
    case .login:
      try expect(operands, atMost: 0)
      guard let user = options.value("--user"), !user.isEmpty else {
        throw .missingOperand("--user NAME")
      }
      return .login(server: try server(in: options), user: user)
    case .sync:
      try expect(operands, atMost: 0)
      return .sync(server: try server(in: options))
    }
  }

  private static func server(in options: ParsedArguments) throws(UsageError) -> URL {
    guard let text = options.value("--server") else { throw .missingOperand("--server URL") }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host?.isEmpty == false
    else {
      throw .invalidValue(
        redactingCredentials(in: text), for: "--server",
        expected: "a URL such as https://todo.example.com")
    }
    return url
  }

  /// `text` with anything between `://` and `@` hidden, so no password reaches a message.
  static func redactingCredentials(in text: String) -> String {
    guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@")
    else { return text }
    return text[..<scheme.upperBound] + "***" + text[at...]
  }

  private static func expect(_ operands: [String], atMost count: Int) throws(UsageError) {
    if operands.count > count { throw .unexpectedOperand(operands[count]) }
  }

  private static func number(in operands: [String]) throws(UsageError) -> Int {
    try expect(operands, atMost: 1)
    guard let text = operands.first else { throw .missingOperand("item number N") }
    guard let number = Int(text), number > 0 else {
      throw .invalidValue(text, for: "item number", expected: "a whole number from 1 up")
    }
    return number
  }

  private static func item(
    titled title: String, options: ParsedArguments, dateFormat: ItemDateFormat
  ) throws(UsageError) -> ToDoItem {
    guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
      throw .invalidValue(title, for: "TITLE", expected: "a non-empty title")
    }
    var timestamp: Double?
    if let date = options.value("--date") {
      guard let parsedDate = dateFormat.timestamp(from: date) else {
        throw .invalidValue(date, for: "--date", expected: "a real date written as MM/dd/yyyy")
      }
      timestamp = parsedDate
    }
    let coordinate = try options.value("--coordinate").map(coordinate(from:))
    let locationName = options.value("--location") ?? ""
    if locationName.isEmpty, coordinate != nil {
      throw .missingOperand("--location NAME for the coordinate")
    }
    return ToDoItem(
      title: title,
      itemDescription: options.value("--description"),
      timestamp: timestamp,
      location: locationName.isEmpty ? nil : Location(name: locationName, coordinate: coordinate))
  }

  private static func coordinate(from text: String) throws(UsageError) -> Coordinate {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      .map { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 2, let latitude = parts[0], let longitude = parts[1],
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else {
      throw .invalidValue(
        text, for: "--coordinate", expected: "LAT,LON in degrees, such as 37.33,-122.03")
    }
    return Coordinate(latitude: latitude, longitude: longitude)
  }
}
