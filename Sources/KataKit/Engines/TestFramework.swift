import Foundation

/// The test library a kata's tests are written with.
enum TestFramework: String, Codable, Sendable {
  /// XCTest, as the book uses.
  case xctest = "XCTest"
  /// Swift Testing.
  case swiftTesting = "SwiftTesting"
  /// Both: XCTest cases and Swift Testing `@Test` functions side by side.
  case both = "XCTest+SwiftTesting"

  /// The `swift test` flags that run only this framework, which saves the other's start-up.
  var swiftTestFlags: [String] {
    switch self {
    case .xctest: ["--disable-swift-testing"]
    case .swiftTesting: ["--disable-xctest"]
    case .both: []
    }
  }

  /// The framework that runs `tests`, a workspace's files under `Tests/`: this one, or both
  /// when a learner writes Swift Testing tests in an XCTest kata (or XCTest cases in a Swift
  /// Testing kata), so that every test they wrote runs and counts.
  func running(_ tests: [String: Data]) -> TestFramework {
    let other = self == .xctest ? "import Testing" : "import XCTest"
    guard self != .both,
      tests.contains(where: { path, data in
        path.hasSuffix(".swift") && String(decoding: data, as: UTF8.self).contains(other)
      })
    else { return self }
    return .both
  }
}
