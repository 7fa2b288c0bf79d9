import CommandLineSupport

/// Text of an HTML page, escaped by construction: every string interpolated into an `HTML`
/// literal is escaped for text and attribute values alike, and only `HTML` goes in as it is.
///
/// The classroom's pages show what learners' workspaces send (names, times, verdicts, code);
/// built this way, no field can be forgotten: `"<td>\(name)</td>" as HTML` is safe whatever
/// `name` holds.
struct HTML: ExpressibleByStringInterpolation, Sendable, Equatable {
  /// The markup.
  private(set) var text: String

  /// Markup the program wrote itself, such as a style sheet: taken as it is.
  init(verbatim text: String) {
    self.text = text
  }

  init(stringLiteral value: String) {
    text = value
  }

  init(stringInterpolation: Interpolation) {
    text = stringInterpolation.text
  }

  /// Builds the markup of a literal, escaping what is not markup.
  struct Interpolation: StringInterpolationProtocol {
    var text = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    mutating func appendLiteral(_ literal: String) {
      text += literal
    }

    /// A value from anywhere: escaped.
    mutating func appendInterpolation(_ value: some StringProtocol) {
      text += HTMLText.escaped(String(value))
    }

    /// Markup: as it is.
    mutating func appendInterpolation(_ markup: HTML) {
      text += markup.text
    }

    /// A number: its digits.
    mutating func appendInterpolation(_ number: some BinaryInteger) {
      text += String(number)
    }
  }

  /// `text`, Markdown's inline code kept as code: each stretch between two backticks is set
  /// in `<code>`, everything escaped; a backtick without its pair stays as it is.
  static func withInlineCode(_ text: String) -> HTML {
    let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
    guard pieces.count >= 3 else { return "\(text)" }
    return joined(
      pieces.enumerated().map { index, piece -> HTML in
        guard index % 2 == 1 else { return "\(piece)" }
        // The last piece after an odd backtick has no closing one.
        return index < pieces.count - 1 ? "<code>\(piece)</code>" : "`\(piece)"
      })
  }

  /// `parts` one after another.
  static func joined(_ parts: some Sequence<HTML>, separator: HTML = "") -> HTML {
    HTML(verbatim: parts.map(\.text).joined(separator: separator.text))
  }
}
