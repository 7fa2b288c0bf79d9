import Foundation
import Testing

@testable import KataKit

@Suite struct ContentFingerprintTests {
  @Test func fingerprintsAreStableAndSeeEveryByte() {
    let files = ["Sources/A.swift": Data("a".utf8), "Tests/B.swift": Data("b".utf8)]

    #expect(ContentFingerprint.of(files) == ContentFingerprint.of(files))
    #expect(
      ContentFingerprint.of(files)
        != ContentFingerprint.of(files.merging(["Tests/B.swift": Data("c".utf8)]) { $1 }))
    #expect(ContentFingerprint.of([:]) == "cbf29ce484222325")
  }
}
