import CommandLineSupport
import Foundation
import ToDoCommands

let environment = ProcessInfo.processInfo.environment
Interrupt.install()
let tool = ToDoTool(
  environment: environment,
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  console: .standard(environment: environment),
  timeZone: .current,
  makeSession: { GuardedHTTPSession(environment: environment) },
  readPassword: { PasswordReader.read() },
  confirm: { TerminalQuestion.ask($0) })
exit(await tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
