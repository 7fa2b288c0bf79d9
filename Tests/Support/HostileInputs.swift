import Foundation

/// Hostile inputs for every door of the tools, generated from a seed so a failure can be
/// replayed (`HostileInputs(seed:)` with the seed a test prints): texts with control
/// characters, direction marks, markup, paths that climb out, numbers at and past the
/// bounds, times of the year 0 and 9999, and JSON documents whose values, keys and nesting
/// are replaced by them. Bounded: no text is longer than `longest` characters.
public struct HostileInputs: RandomNumberGenerator {
  private var state: UInt64
  /// The longest text made.
  public var longest = 5_000

  /// The inputs of `seed`, the same on every run and every machine.
  public init(seed: UInt64) {
    state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
  }

  /// How many cases a generator test tries: a few hundred in the default `swift test`, a
  /// thousand with the slow tests (four doors with a thousand and more each: thousands).
  public static var cases: Int { slowTestsRun ? 1_000 : 200 }

  /// The next number of a SplitMix64 sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A number below `bound`.
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }

  /// One of `choices`.
  public mutating func pick<Value>(_ choices: [Value]) -> Value {
    choices[below(choices.count)]
  }

  /// Characters that break what shows or stores a text: C0 and C1 controls, the escape of a
  /// terminal's sequences, direction marks, line separators, a byte-order mark, markup, a
  /// quote, a NUL.
  public static let dangerous: [String] = [
    "\u{1B}]0;PWNED\u{07}", "\u{1B}[2J", "\u{1B}[31m", "\u{9B}2J", "\u{7F}", "\u{0}", "\r",
    "\n", "\t", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}", "\u{2028}",
    "\u{2029}", "\u{FEFF}", "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>",
    "'", "\"", "\\", "../", "/proc/self/environ", "%2e%2e%2f", "\u{430}", "\u{FF0E}\u{FF0E}/",
  ]

  /// Words that would run a command in a shell script that quotes or expands them: a
  /// quote, a command substitution, a variable, a line break, a `;`, a glob, a flag, and
  /// the dangerous characters above, each in a word.
  public static let shellWords: [String] =
    [
      "a\"b", "a'b", "$(touch pwned)", "`touch pwned`", "${HOME}", "kata\ntouch pwned",
      "a;touch pwned", "a*", "--pwned", "pwned word", "a|b", "a&b", "a>b",
    ] + dangerous.map { "kata\($0)x" }

  /// A hostile text: plain words with dangerous characters among them, now and then very
  /// long.
  public mutating func text() -> String {
    var parts: [String] = []
    for _ in 0..<(1 + below(6)) {
      parts.append(below(3) == 0 ? "ada" : pick(Self.dangerous))
    }
    if below(20) == 0 {
      // A combining mark repeated makes one letter of thousands of code points.
      parts.append(String(repeating: pick(["x", "é", "\u{202E}", "\u{301}"]), count: longest))
    }
    return parts.joined()
  }

  /// A hostile number, as JSON writes it: the bounds of integers, negatives, fractions,
  /// exponents beyond a double, and text where a number belongs.
  public mutating func number() -> String {
    pick([
      "0", "-1", "1", "9223372036854775807", "-9223372036854775808", "18446744073709551616",
      "1e308", "1e999", "-0", "0.5", "NaN", "\"12\"", "null", "true", "[]", "{}", "2147483648",
    ])
  }

  /// A hostile time: far in the future or the past, the wrong shape, out of range.
  public mutating func time() -> String {
    pick([
      "9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z", "2026-13-01T00:00:00Z",
      "2026-11-23T25:61:61Z", "2026-11-23", "yesterday", "", "2026-11-23T09:00:00+02:00",
      "-001-01-01T00:00:00Z", "2026-11-23T09:00:00Z", "1999-12-31T23:59:59Z",
      "2100-01-01T00:00:00Z",
    ])
  }

  /// A hostile `Authorization` header's value around the bearer `token`: the scheme in any
  /// case, spaces, another scheme, nothing, a second header smuggled in after it.
  public mutating func authorization(token: String) -> String {
    pick([
      "Bearer \(token)", "bearer \(token)", "BEARER  \(token) ", "Basic \(token)", "Bearer",
      "", "Bearer \(token)x", "Bearer \(token.lowercased())", "Bearer \(text())",
      "Bearer \(token)\r\nAuthorization: Bearer other",
    ])
  }

  /// A hostile JSON value of any kind, nested at most `depth` deep.
  public mutating func json(depth: Int = 3) -> String {
    switch below(depth > 0 ? 6 : 4) {
    case 0: return number()
    case 1: return Self.quoted(text())
    case 2: return Self.quoted(time())
    case 3: return pick(["null", "true", "false"])
    case 4:
      return "[" + (0..<below(4)).map { _ in json(depth: depth - 1) }.joined(separator: ",") + "]"
    default:
      return "{"
        + (0..<below(4)).map { _ in "\(Self.quoted(text())):\(json(depth: depth - 1))" }
        .joined(separator: ",") + "}"
    }
  }

  /// `fields` (JSON values by key, as a valid document holds them) with about one in
  /// `changing` replaced by a hostile value of any kind or dropped, and now and then one
  /// added.
  public mutating func object(from fields: [String: String], changing: Int = 6) -> String {
    var object = fields
    for key in fields.keys.sorted() where below(changing) == 0 {
      object[key] = below(5) == 0 ? nil : json(depth: 2)
    }
    if below(4) == 0 { object[text()] = json(depth: 2) }
    return "{"
      + object.sorted { $0.key < $1.key }.map { "\(Self.quoted($0.key)):\($0.value)" }
      .joined(separator: ",") + "}"
  }

  /// `document` with hostile bytes: cut short, a byte changed, a stretch repeated, or
  /// nested past what a reader should follow.
  public mutating func damaged(_ document: Data) -> Data {
    var bytes = [UInt8](document)
    switch below(5) {
    case 0 where !bytes.isEmpty:
      bytes = Array(bytes.prefix(below(bytes.count)))
    case 1 where !bytes.isEmpty:
      bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
    case 2 where !bytes.isEmpty:
      let start = below(bytes.count)
      bytes.insert(contentsOf: bytes[start..<min(bytes.count, start + 64)], at: start)
    case 3:
      bytes = Array((String(repeating: "[", count: 10_000) + "1").utf8)
    default:
      bytes += Array(text().utf8)
    }
    return Data(bytes)
  }

  /// `text` as a JSON string, every character it needs escaped.
  public static func quoted(_ text: String) -> String {
    guard let data = try? JSONEncoder().encode(text) else { return "\"\"" }
    return String(decoding: data, as: UTF8.self)
  }
}
