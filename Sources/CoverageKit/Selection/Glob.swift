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
    var path = path
    return path.withUTF8 { path in
      bytes.withUnsafeBufferPointer { pattern in
        Self.match(pattern, 0, path, 0)
      }
    }
  }

  private static let star = UInt8(ascii: "*")
  private static let slash = UInt8(ascii: "/")
  private static let question = UInt8(ascii: "?")

  private static func match(
    _ pattern: UnsafeBufferPointer<UInt8>, _ patternIndex: Int,
    _ path: UnsafeBufferPointer<UInt8>, _ pathIndex: Int
  ) -> Bool {
    var patternIndex = patternIndex
    var pathIndex = pathIndex
    while patternIndex < pattern.count {
      let character = pattern[patternIndex]
      if character == star {
        let isDouble = patternIndex + 1 < pattern.count && pattern[patternIndex + 1] == star
        if isDouble {
          let rest = patternIndex + 2
          if rest < pattern.count, pattern[rest] == slash {
            // `**/`: no folder at all, or any text that ends with a slash.
            if match(pattern, rest + 1, path, pathIndex) { return true }
            for index in pathIndex..<path.count where path[index] == slash {
              if match(pattern, rest + 1, path, index + 1) { return true }
            }
            return false
          }
          for index in pathIndex...path.count where match(pattern, rest, path, index) {
            return true
          }
          return false
        }
        var index = pathIndex
        while true {
          if match(pattern, patternIndex + 1, path, index) { return true }
          guard index < path.count, path[index] != slash else { return false }
          index += 1
        }
      }
      guard pathIndex < path.count else { return false }
      let next = path[pathIndex]
      if character == question ? next == slash : character != next { return false }
      patternIndex += 1
      pathIndex += 1
    }
    return pathIndex == path.count
  }
}
