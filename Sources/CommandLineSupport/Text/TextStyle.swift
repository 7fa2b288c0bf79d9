/// ANSI text attributes, applied only when the output is a terminal that wants colour.
public struct TextStyle: Sendable {
  /// Whether escape sequences are written at all.
  public let isEnabled: Bool
  /// Whether the output goes to a terminal, where a person reads it as it comes.
  let isTerminal: Bool

  /// A style that writes escape sequences only when `isEnabled` is true, for output that
  /// goes to a terminal when it is styled.
  public init(isEnabled: Bool) {
    self.init(isEnabled: isEnabled, isTerminal: isEnabled)
  }

  /// A style that writes escape sequences only when `isEnabled` is true, for output that
  /// goes to a terminal when `isTerminal` is.
  public init(isEnabled: Bool, isTerminal: Bool) {
    self.isEnabled = isEnabled
    self.isTerminal = isTerminal
  }

  /// Whether to style output: only on a terminal, and never when `NO_COLOR` is set to
  /// anything but the empty string (see no-color.org).
  public init(isTerminal: Bool, environment: [String: String]) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    self.init(isEnabled: isTerminal && !noColor, isTerminal: isTerminal)
  }

  /// `text` struck through.
  public func strikethrough(_ text: String) -> String { apply("9", to: text) }
  /// `text` in bold.
  public func bold(_ text: String) -> String { apply("1", to: text) }
  /// `text` in red.
  public func red(_ text: String) -> String { apply("31", to: text) }
  /// `text` in green.
  public func green(_ text: String) -> String { apply("32", to: text) }
  /// `text` in yellow, the amber of a traffic light.
  public func yellow(_ text: String) -> String { apply("33", to: text) }

  private func apply(_ code: String, to text: String) -> String {
    isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
