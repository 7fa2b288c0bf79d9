/// Where and why a JSON document could not be read: the byte offset, and what was expected
/// there.
struct JSONFailure: Error {
  /// The offset of the byte where the document stopped making sense.
  var offset: Int
  /// What was wrong there.
  var message: String

  /// The line and column, from 1, of the byte where the document stopped making sense, in
  /// `bytes`, the document read.
  func position(in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes.prefix(offset) {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
