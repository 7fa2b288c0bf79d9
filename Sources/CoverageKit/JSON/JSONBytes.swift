/// What a byte of a JSON document is, for the scanner's quick steps over what it skips.
enum JSONBytes {
  /// The offset of the first byte from `start` that opens or closes a container or a string.
  static func nextStructural(in base: UnsafePointer<UInt8>, from start: Int, to end: Int)
    -> Int
  {
    var offset = start
    while offset < end {
      let byte = base[offset]
      // `[`, `]`, `{` and `}` are 0x5B, 0x5D, 0x7B and 0x7D; `"` is 0x22.
      if byte | 0x20 == 0x7B || byte | 0x20 == 0x7D || byte == 0x22 { return offset }
      offset += 1
    }
    return end
  }

  /// Whether `byte` may be part of a number.
  static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte &- 0x30) < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
  }
}
