/// The test library a kata's tests are written with.
public enum TestFramework: String, Codable, Sendable {
  /// XCTest, as the book uses.
  case xctest = "XCTest"
  /// Swift Testing.
  case swiftTesting = "SwiftTesting"

  /// The `swift test` flags that run only this framework, which saves the other's start-up.
  var swiftTestFlags: [String] {
    switch self {
    case .xctest: ["--disable-swift-testing"]
    case .swiftTesting: ["--disable-xctest"]
    }
  }
}
