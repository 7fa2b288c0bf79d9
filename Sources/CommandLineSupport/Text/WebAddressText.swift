/// A web address typed by a user, as an error may show it: never with the user name and
/// password it may carry (`https://ada:secret@host` is shown as `https://***@host`), as
/// credentials never go in a log or a message.
public enum WebAddressText {
  /// `text` with whatever stands between `://` and the last `@` after it hidden.
  public static func hidingCredentials(_ text: String) -> String {
    guard let scheme = text.range(of: "://"), let at = text[scheme.upperBound...].lastIndex(of: "@")
    else { return text }
    return text[..<scheme.upperBound] + "***" + text[at...]
  }
}
