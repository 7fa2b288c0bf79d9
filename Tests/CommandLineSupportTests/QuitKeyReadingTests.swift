import CommandLineSupport
import Foundation
import Testing

/// The quit key a waiting command listens to: a `q` among what is typed sets it, any other
/// key does not, and a key that was never listened to is never set.
@Suite struct QuitKeyReadingTests {
  /// Whether `key` is pressed within a few seconds of the text being typed.
  func pressed(_ key: QuitKey) -> Bool {
    for _ in 0..<300 where !key.wasPressed { usleep(10_000) }
    return key.wasPressed
  }

  @Test func aQAmongTheKeysTypedQuitsAndOtherKeysDoNot() throws {
    let typed = Pipe()
    let key = QuitKey(input: typed.fileHandleForReading.fileDescriptor, catchesInterrupt: false)
    try typed.fileHandleForWriting.write(contentsOf: Data("x\n".utf8))
    #expect(!key.wasPressed, "not listening yet")

    key.listen()
    key.listen()
    usleep(50_000)
    let afterOtherKeys = key.wasPressed
    try typed.fileHandleForWriting.write(contentsOf: Data("q".utf8))

    #expect(!afterOtherKeys)
    #expect(pressed(key))
    key.restoreTerminal()
    try typed.fileHandleForWriting.close()
  }
}
