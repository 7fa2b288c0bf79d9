import CommandLineSupport
import Foundation

/// `--server URL`: the to-do service's address, http or https with a host. A refused one
/// is shown with anything between `://` and `@` hidden, so no password reaches a message.
struct ServiceAddress: OptionValue {
  /// The address.
  var url: URL

  /// `text` when it is an http or https URL with a host.
  init?(optionText text: String) {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host?.isEmpty == false
    else { return nil }
    self.url = url
  }

  /// What the error says.
  static var expected: String { "a URL such as https://todo.example.com" }

  /// `text` with anything between `://` and `@` hidden.
  static func shownInError(_ text: String) -> String {
    WebAddressText.hidingCredentials(text)
  }
}
