import ToDo

/// Text from outside (a title typed, an item a service sent) as a terminal may show it and a
/// store may keep it: without control characters, which could move the cursor, clear the
/// screen or write the clipboard (`ESC ] 52`), and which a property list cannot hold, nor
/// the marks that reverse the direction of the text after them.
enum TerminalText {
  /// `text` with every line break and tab made a space and every other control or
  /// direction mark left out.
  static func cleaned(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if ["\n", "\r", "\t"].contains(scalar) {
        scalars.append(" ")
      } else if !isUnsafe(scalar) {
        scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
      || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }
}

extension ToDoItem {
  /// The item with its texts as ``TerminalText`` cleans them.
  var cleaned: ToDoItem {
    var item = self
    item.title = TerminalText.cleaned(title)
    item.itemDescription = itemDescription.map(TerminalText.cleaned)
    item.location?.name = TerminalText.cleaned(location?.name ?? "")
    return item
  }
}
