import Foundation
import Testing

@testable import CommandLineSupport

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
    let key = QuitKey(input: typed.fileHandleForReading.fileDescriptor)
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

  /// On a terminal (a pseudo-terminal here, never the one the tests run in) keys come one at
  /// a time without echo while it listens, and the terminal is given back as it was.
  @Test func onATerminalKeysComeWithoutEchoAndTheTerminalIsGivenBack() throws {
    // Swift's Glibc module leaves the pseudo-terminal calls out; the C library has them.
    let library = dlopen(nil, RTLD_NOW)
    func call<T>(_ name: String, as type: T.Type) throws -> T {
      unsafeBitCast(try #require(dlsym(library, name)), to: type)
    }
    typealias Open = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    let controller = try call("posix_openpt", as: Open.self)(O_RDWR | O_NOCTTY)
    try #require(controller >= 0)
    defer { close(controller) }
    let grant = try call("grantpt", as: Open.self)
    let unlock = try call("unlockpt", as: Open.self)
    try #require(grant(controller) == 0 && unlock(controller) == 0)
    let ptsname = try call("ptsname", as: Name.self)
    let name = String(cString: try #require(ptsname(controller)))
    let terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    defer { close(terminal) }
    var before = termios()
    tcgetattr(terminal, &before)

    let key = QuitKey(input: terminal)
    key.listen()
    var listening = termios()
    tcgetattr(terminal, &listening)
    _ = write(controller, "q", 1)
    let quit = pressed(key)
    key.restoreTerminal()
    var after = termios()
    tcgetattr(terminal, &after)

    #expect(quit)
    #expect(listening.c_lflag & tcflag_t(ICANON | ECHO) == 0)
    #expect(before.c_lflag & tcflag_t(ECHO) != 0)
    #expect(after.c_lflag == before.c_lflag)
  }
}
