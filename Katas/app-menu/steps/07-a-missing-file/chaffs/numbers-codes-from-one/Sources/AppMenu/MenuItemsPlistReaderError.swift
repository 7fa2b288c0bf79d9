import Foundation

/// Why the property-list reader could not read the menu. It bridges to `NSError` with the
/// domain "MenuItemsPlistReaderErrorDomain" and the description as its localized description.
enum MenuItemsPlistReaderError: Error, Equatable, CustomStringConvertible, CustomNSError {
  /// The codes of the error domain.
  enum Code: Int {
    case fileNotFound = 1
  }

  /// `<name>.plist` is not in the bundle.
  case fileNotFound(plistName: String)

  static var errorDomain: String { "MenuItemsPlistReaderErrorDomain" }

  var code: Code {
    .fileNotFound
  }

  var errorCode: Int { code.rawValue }

  var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

  var description: String {
    switch self {
    case .fileNotFound(let name): "\(name).plist file doesn't exist in app bundle"
    }
  }
}
