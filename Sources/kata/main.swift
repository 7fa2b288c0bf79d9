import CommandLineSupport
import Foundation
import KataKit

#if DEBUG && os(Linux)
  // A debug build made with code coverage writes `default.profraw` into the folder it runs
  // in, which is often a learner's workspace. Started again with a profile path set, it
  // leaves nothing behind; release builds are never instrumented.
  if ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] == nil {
    setenv("LLVM_PROFILE_FILE", "/dev/null", 1)
    let argv = CommandLine.unsafeArgv
    execv("/proc/self/exe", argv)
  }
#endif

let environment = ProcessInfo.processInfo.environment
let quit = QuitKey()
// The compiles and test runs kata starts lead process groups of their own, which Ctrl-C
// does not reach and SIGTERM to kata alone would leave running: both stop them first.
Interrupt.install()
Reaper.become()
let console = Console.standard(environment: environment)
Interrupt.onInterrupt {
  quit.restoreTerminal()
  console.error(KataTool.stoppedLine, tool: "kata")
}
let tool = KataTool(
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  environment: environment, console: console,
  watchControl: WatchControl(
    interval: 0.5, pause: { Thread.sleep(forTimeInterval: $0) }, shouldStop: { quit.wasPressed },
    listen: { quit.listen() }),
  executableURL: Bundle.main.executableURL, program: CommandLine.arguments.first)
let status = tool.run(Array(CommandLine.arguments.dropFirst()))
quit.restoreTerminal()
Interrupt.exit(status.rawValue)
