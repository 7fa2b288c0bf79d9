import Foundation

/// Why the menu items could not be built.
///
/// It bridges to `NSError` with the domain "MenuItemBuilderErrorDomain".
public enum MenuItemBuilderError: Error, Equatable, CustomStringConvertible, CustomNSError {
  /// The codes of the error domain.
  public enum Code: Int, Sendable {
    /// A dictionary has no title.
    case missingTitle = 0
  }

  /// A dictionary has no title, so no item is built at all.
  case missingTitle

  /// The `NSError` domain.
  public static var errorDomain: String { "MenuItemBuilderErrorDomain" }

  /// The code of this error in the domain.
  public var code: Code { .missingTitle }

  /// The `NSError` code.
  public var errorCode: Int { code.rawValue }

  /// The `NSError` user info: the description as the localized description.
  public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

  /// The message of the tutorial's builder.
  public var description: String { "All menu items must have a title" }
}
