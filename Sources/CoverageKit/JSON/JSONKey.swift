/// An object key as ``JSONScanner/readKey()`` reads it: the bytes between its quotes, not
/// copied (escapes are not expected in keys).
struct JSONKey {
  /// The key's first byte, in the document.
  let start: UnsafePointer<UInt8>
  /// How many bytes it has.
  let count: Int

  /// Whether the key is `name`.
  @inline(__always)
  func `is`(_ name: StaticString) -> Bool {
    guard count == name.utf8CodeUnitCount else { return false }
    let other = name.utf8Start
    for index in 0..<count where start[index] != other[index] { return false }
    return true
  }

  /// The key as text, for messages.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }
}
