import CommandLineSupport
import Foundation

/// Runs a tool in the background of a job-controlled shell and stops it as a terminal's
/// Ctrl-C does: SIGINT to its whole process group, once the tool has got far enough.
public enum ControlC {
  /// Runs `command` with `tool` as `$0` in `folder`, then sends SIGINT to its group once
  /// `ready`, a shell condition, holds (or after `seconds`, when something else is wrong),
  /// and waits for it to end. The outcome's status is the tool's.
  public static func stop(
    _ command: String, tool: URL, when ready: String, seconds: Int = 120, in folder: URL,
    environment: [String: String]? = nil, mergingErrors: Bool = false
  ) throws -> Subprocess.Outcome {
    let script = """
      set -m
      \(command) &
      for _ in $(seq \(seconds * 10)); do
        \(ready) && break
        sleep 0.1
      done
      kill -INT -- -$!
      wait $!
      """
    // A test runner may start its children with SIGINT ignored or blocked, which bash
    // cannot undo.
    let defaultInterrupt = """
      import os, signal, sys
      signal.signal(signal.SIGINT, signal.SIG_DFL)
      signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
      os.execvp("bash", ["bash", "-c", sys.argv[1], sys.argv[2]])
      """
    return try Subprocess.run(
      ["python3", "-c", defaultInterrupt, script, tool.path], in: folder,
      environment: environment, mergingErrors: mergingErrors)
  }
}
