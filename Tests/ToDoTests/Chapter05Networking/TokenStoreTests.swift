// Differs from the book: the book mocks a keychain protocol; here the token store is a protocol
// with an in-memory store and a 0600 file store, both tested for real.

import Foundation
import TestSupport
import ToDo
import XCTest

final class TokenStoreTests: XCTestCase {
  /// A fresh folder for the test, removed after it.
  private func makeFolder() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    addTeardownBlock { directory.remove() }
    return directory
  }

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

  func test_fileStore_keepsSecretsAcrossInstances() throws {
    let directory = try makeFolder()
    let url = directory.file("tokens.json")

    try FileTokenStore(url: url).setSecret("1234567890", forAccount: "token")

    XCTAssertEqual(try FileTokenStore(url: url).secret(forAccount: "token"), "1234567890")
  }

  func test_fileStore_withoutFile_hasNoSecretAndCreatesNothing() throws {
    let directory = try makeFolder()
    let url = directory.file("tokens.json")

    XCTAssertNil(try FileTokenStore(url: url).secret(forAccount: "token"))
    XCTAssertNoThrow(try FileTokenStore(url: url).deleteSecret(forAccount: "token"))
    XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
  }

  func test_fileStore_isReadableByItsOwnerOnly() throws {
    let directory = try makeFolder()
    let url = directory.file("nested/tokens.json")

    try FileTokenStore(url: url).setSecret("1", forAccount: "token")

    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
  }

  func test_fileStore_writesByRenamingANewFile() throws {
    let directory = try makeFolder()
    let url = directory.file("tokens.json")
    let store = FileTokenStore(url: url)
    try store.setSecret("1", forAccount: "token")
    let before =
      try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int

    try store.setSecret("2", forAccount: "token")

    let after =
      try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int
    XCTAssertNotEqual(before, after)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path), ["tokens.json"])
  }

  func test_fileStore_deletesOneAccount() throws {
    let directory = try makeFolder()
    let store = FileTokenStore(url: directory.file("tokens.json"))
    try store.setSecret("1", forAccount: "token")
    try store.setSecret("2", forAccount: "other")

    try store.deleteSecret(forAccount: "token")

    XCTAssertNil(try store.secret(forAccount: "token"))
    XCTAssertEqual(try store.secret(forAccount: "other"), "2")
  }

  func test_fileStore_refusesAFileOthersCanRead() throws {
    let directory = try makeFolder()
    let url = directory.file("tokens.json")
    try FileTokenStore(url: url).setSecret("1", forAccount: "token")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)

    XCTAssertThrowsError(try FileTokenStore(url: url).secret(forAccount: "token")) { error in
      XCTAssertEqual(error as? TokenStoreError, .tooOpen(path: url.path, permissions: "644"))
      XCTAssertFalse("\(error)".contains("\"1\""))
    }
  }

  func test_fileStore_reportsADamagedFileWithoutChangingIt() throws {
    let directory = try makeFolder()
    let url = directory.file("tokens.json")
    try Data("not json".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)

    XCTAssertThrowsError(try FileTokenStore(url: url).setSecret("1", forAccount: "token")) {
      error in
      XCTAssertEqual(error as? TokenStoreError, .damaged(path: url.path))
    }
    XCTAssertEqual(try Data(contentsOf: url), Data("not json".utf8))
  }

  func test_fileStore_reportsAPathItCannotUse() throws {
    let directory = try makeFolder()
    let blocker = directory.file("blocker")
    try Data("x".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("tokens.json")

    XCTAssertThrowsError(try FileTokenStore(url: url).setSecret("1", forAccount: "t")) { error in
      XCTAssertEqual(
        error as? TokenStoreError, .unreadable(path: url.path, reason: "Not a directory"))
    }
  }
}

final class TokenStoreErrorTests: XCTestCase {
  func test_descriptionsNameTheFileInOneLine() {
    let errors: [TokenStoreError] = [
      .unreadable(path: "/t", reason: "Permission denied"), .damaged(path: "/t"),
      .tooOpen(path: "/t", permissions: "644"), .unwritable(path: "/t", reason: "No space left"),
    ]

    for error in errors {
      XCTAssertTrue("\(error)".contains("/t"), "\(error)")
      XCTAssertFalse("\(error)".contains("\n"))
    }
    XCTAssertEqual("\(errors[3])", "cannot write token store /t: No space left")
  }
}
