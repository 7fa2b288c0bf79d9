import CommandLineSupport
import Foundation

/// `--api-url URL`: where GitHub's API answers: an `https` address, or `http` on this
/// machine (127.0.0.1) for a test's stand-in, so a token never crosses a network unencrypted;
/// never with credentials in it (the token comes from `GITHUB_TOKEN`), and an error shows
/// none that were typed.
struct APIAddress: OptionValue {
  /// The address.
  var url: URL

  /// The address `url`, taken as it is.
  private init(url: URL) {
    self.url = url
  }

  /// `text` when it is such an address.
  init?(optionText text: String) {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || (scheme == "http" && url.host == "127.0.0.1"), url.host != nil,
      url.user == nil, url.password == nil
    else { return nil }
    self.url = url
  }

  /// GitHub's own API, the address when none is given.
  static let github = APIAddress(url: URL(string: "https://api.github.com")!)

  /// What the error says.
  static var expected: String {
    "an https URL such as https://api.github.com, without credentials"
  }

  /// As typed, with any credentials hidden.
  static func shownInError(_ text: String) -> String {
    WebAddressText.hidingCredentials(text)
  }
}
