/// Why the property-list reader could not read the menu. It bridges to `NSError` with the
/// domain "MenuItemsPlistReaderErrorDomain" and the description as its localized description.
enum MenuItemsPlistReaderError: MenuError, Equatable {
  /// The codes of the error domain.
  enum Code: Int {
    case fileNotFound = 0
    case invalidFormat = 1
  }

  /// `<name>.plist` is not in the bundle.
  case fileNotFound(plistName: String)
  /// `<name>.plist` is not a list of string dictionaries.
  case invalidFormat(plistName: String)

  static var errorDomain: String { "MenuItemsPlistReaderErrorDomain" }

  var code: Code {
    switch self {
    case .fileNotFound: .fileNotFound
    case .invalidFormat: .invalidFormat
    }
  }

  var description: String {
    switch self {
    case .fileNotFound(let name): "\(name).plist file doesn't exist in app bundle"
    case .invalidFormat(let name): "\(name).plist is not a list of menu item dictionaries"
    }
  }
}
