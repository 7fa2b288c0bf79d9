import XCTest

@testable import ToDo

final class TokenStoreTests: XCTestCase {
  func test_inMemoryStore_keepsOneSecretPerAccount() {
    let store = InMemoryTokenStore()

    store.setSecret("1234567890", forAccount: "token")

    XCTAssertEqual(store.secret(forAccount: "token"), "1234567890")
    XCTAssertNil(store.secret(forAccount: "other"))
  }

  func test_inMemoryStore_deletesASecret() {
    let store = InMemoryTokenStore(secrets: ["token": "1234567890"])

    store.deleteSecret(forAccount: "token")
    store.deleteSecret(forAccount: "never-set")

    XCTAssertNil(store.secret(forAccount: "token"))
  }
}
