import Foundation

/// Why the property-list reader could not read the menu.
///
/// It bridges to `NSError` with the domain "MenuItemsPlistReaderErrorDomain", the code of
/// ``Code`` and the description as the localized description.
public enum MenuItemsPlistReaderError: Error, Equatable, CustomStringConvertible, CustomNSError {
  /// The codes of the error domain.
  public enum Code: Int, Sendable {
    /// The property list is not in the bundle.
    case fileNotFound = 0
    /// The property list is not a list of string dictionaries.
    case invalidFormat = 1
  }

  /// `<name>.plist` is not in the bundle.
  case fileNotFound(plistName: String)
  /// `<name>.plist` is not a list of string dictionaries.
  case invalidFormat(plistName: String)

  /// The `NSError` domain.
  public static var errorDomain: String { "MenuItemsPlistReaderErrorDomain" }

  /// The code of this error in the domain.
  public var code: Code {
    switch self {
    case .fileNotFound: .fileNotFound
    case .invalidFormat: .invalidFormat
    }
  }

  /// The `NSError` code.
  public var errorCode: Int { code.rawValue }

  /// The `NSError` user info: the description as the localized description.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

  /// One line naming the file.
  public var description: String {
    switch self {
    case .fileNotFound(let name): "\(name).plist file doesn't exist in app bundle"
    case .invalidFormat(let name): "\(name).plist is not a list of menu item dictionaries"
    }
  }
}
