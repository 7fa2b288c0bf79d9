import Foundation

/// Short reasons for file errors, such as "No such file or directory".
public enum FileErrors {
  /// The reason `error` gives for the file at `path`: that it is a folder when it is one,
  /// else the operating system's words.
  public static func reason(for error: any Error, at path: String) -> String {
    if FileManager.default.isFolder(atPath: path) {
      return "it is a folder, not a file"
    }
    return reason(for: error)
  }

  /// The reason `error` gives, preferring the operating system's words.
  public static func reason(for error: any Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(nsError.code)))
    }
    switch nsError.code {
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "No such file or directory"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "Permission denied"
    default: return nsError.localizedDescription
    }
  }
}
