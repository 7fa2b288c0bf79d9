import CommandLineSupport
import Foundation

/// Runs a tool in a pseudo-terminal of its own, as a person runs it in a terminal window, and
/// presses Ctrl-C there: the terminal, not the test, turns the key into SIGINT for the
/// foreground process group.
public enum PseudoTerminal {
  /// What the terminal showed and how the tool ended.
  public struct Session: Sendable {
    /// The tool's exit status (128 plus the signal's number when a signal killed it), or
    /// `nil` when it still ran 20 s after Ctrl-C and was killed.
    public var status: Int32?
    /// Everything the terminal showed, standard output and standard error together.
    public var screen: String
  }

  /// Runs `arguments` (the tool's path first) in `folder`, presses Ctrl-C once the screen
  /// shows `ready` (or, for `file:PATH`, once that file exists), and waits for the tool to
  /// end.
  public static func controlC(
    _ arguments: [String], in folder: URL, environment: [String: String], when ready: String
  ) throws -> Session {
    try run(arguments, in: folder, environment: environment, when: ready, hangingUp: false)
  }

  /// Runs `arguments` as ``controlC(_:in:environment:when:)`` does, but closes the terminal
  /// once the screen shows `ready`, as a person closes the window: the kernel sends the
  /// tool SIGHUP. The screen then holds what was shown before.
  public static func closeTerminal(
    _ arguments: [String], in folder: URL, environment: [String: String], when ready: String
  ) throws -> Session {
    try run(arguments, in: folder, environment: environment, when: ready, hangingUp: true)
  }

  private static func run(
    _ arguments: [String], in folder: URL, environment: [String: String], when ready: String,
    hangingUp: Bool
  ) throws -> Session {
    let script = """
      import os, pty, select, signal, sys, time
      ready = sys.argv[1].encode()
      pid, fd = pty.fork()
      if pid == 0:
          signal.signal(signal.SIGINT, signal.SIG_DFL)
          signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
          os.execv(sys.argv[3], sys.argv[3:])
      screen = b""
      def read(seconds):
          global screen
          if fd is None:
              time.sleep(seconds)
              return
          if select.select([fd], [], [], seconds)[0]:
              try:
                  screen += os.read(fd, 65536)
              except OSError:
                  time.sleep(seconds)
      start = time.time()
      def is_ready():
          if ready.startswith(b"file:"):
              return os.path.exists(ready[5:].decode())
          return ready in screen
      while not is_ready() and time.time() - start < 120:
          read(0.1)
      if sys.argv[2] == "hang-up":
          os.close(fd)
          fd = None
      else:
          os.write(fd, b"\\x03")
      status = None
      pressed = time.time()
      while status is None and time.time() - pressed < 20:
          read(0.1)
          done, code = os.waitpid(pid, os.WNOHANG)
          if done:
              status = os.waitstatus_to_exitcode(code)
      if status is None:
          os.kill(pid, signal.SIGKILL)
          os.waitpid(pid, 0)
      read(0)
      sys.stdout.write("STATUS=%s\\n" % ("running" if status is None else (status if status >= 0 else 128 - status)))
      sys.stdout.write(screen.decode(errors="replace"))
      """
    let outcome = try Subprocess.run(
      ["python3", "-c", script, ready, hangingUp ? "hang-up" : "control-c"] + arguments,
      in: folder, environment: environment)
    let firstLine = outcome.output.prefix { $0 != "\n" }
    return Session(
      status: Int32(firstLine.dropFirst("STATUS=".count)),
      screen: String(outcome.output.dropFirst(firstLine.count + 1)))
  }
}
