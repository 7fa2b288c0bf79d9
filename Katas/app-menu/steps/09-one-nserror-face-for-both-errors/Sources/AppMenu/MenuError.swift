import Foundation

/// An error of the menu with an `NSError` face of its own: its domain, its `code` as the
/// error code, and its description as the localized description.
protocol MenuError: CustomNSError, CustomStringConvertible {
  /// The codes of the error's domain.
  associatedtype Code: RawRepresentable where Code.RawValue == Int

  /// This error's code.
  var code: Code { get }
}

extension MenuError {
  var errorCode: Int { code.rawValue }

  var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }
}
