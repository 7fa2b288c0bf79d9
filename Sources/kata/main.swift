import CommandLineSupport
import Foundation
import KataKit

/// Set when the learner types `q` during `kata watch`.
final class QuitFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  var value: Bool { lock.withLock { isSet } }

  func listen() {
    Thread.detachNewThread {
      while let line = readLine() {
        if line.trimmingCharacters(in: .whitespaces).lowercased() == "q" {
          self.lock.withLock { self.isSet = true }
          return
        }
      }
    }
  }
}

let environment = ProcessInfo.processInfo.environment
let quit = QuitFlag()
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "watch" { quit.listen() }
let tool = KataTool(
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  environment: environment, console: .standard(environment: environment),
  watchControl: WatchControl(
    interval: 0.5, pause: { Thread.sleep(forTimeInterval: $0) }, shouldStop: { quit.value }))
exit(tool.run(arguments).rawValue)
