/// A path pattern: `*` matches within one folder, `**` across folders, `?` one character.
///
/// Patterns are matched against whole paths relative to the package root, such as
/// `Sources/**/*.swift`. `**/` also matches no folder at all, so `**/Generated/*` matches
/// `Generated/A.swift`, and a trailing `/**` matches everything below a folder.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let bytes: [UInt8]

  /// Creates a glob from `pattern`.
  public init(_ pattern: String) {
    self.pattern = pattern
    bytes = Array(pattern.utf8)
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// Whether `path` matches the whole pattern.
  public func matches(_ path: String) -> Bool {
    let path = Array(path.utf8)
    return Self.match(bytes[...], path[...])
  }

  private static let star = UInt8(ascii: "*")
  private static let slash = UInt8(ascii: "/")

  private static func match(_ pattern: ArraySlice<UInt8>, _ path: ArraySlice<UInt8>) -> Bool {
    var pattern = pattern
    var path = path
    while let first = pattern.first {
      if first == star {
        let isDouble = pattern.dropFirst().first == star
        if isDouble {
          var rest = pattern.dropFirst(2)
          let swallowsFolder = rest.first == slash
          if swallowsFolder { rest = rest.dropFirst() }
          // `**/` may match nothing; otherwise `**` matches any run of characters.
          if swallowsFolder, match(rest, path) { return true }
          let tail = swallowsFolder ? ArraySlice([slash] + rest) : rest
          var candidate = path
          while true {
            if match(tail, candidate) { return true }
            guard !candidate.isEmpty else { return false }
            candidate = candidate.dropFirst()
          }
        }
        let rest = pattern.dropFirst()
        var candidate = path
        while true {
          if match(rest, candidate) { return true }
          guard let next = candidate.first, next != slash else { return false }
          candidate = candidate.dropFirst()
        }
      }
      guard let character = path.first else { return false }
      if first == UInt8(ascii: "?") {
        guard character != slash else { return false }
      } else if first != character {
        return false
      }
      pattern = pattern.dropFirst()
      path = path.dropFirst()
    }
    return path.isEmpty
  }
}
