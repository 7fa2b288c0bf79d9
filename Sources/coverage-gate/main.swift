import CommandLineSupport
import CoverageKit
import Foundation
import MutationKit

let environment = ProcessInfo.processInfo.environment
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let console = Console.standard(environment: environment)
let gate = CoverageGateTool(currentDirectory: currentDirectory, console: console)
let mutate = MutationTool(currentDirectory: currentDirectory, console: console)
// Ctrl-C stops the tests and builds the gate started too: each runs in a group of its own.
Interrupt.install()
Reaper.become()
let status = MutationTool.coverageGate.run(
  Array(CommandLine.arguments.dropFirst()), console: console, status: MutationTool.status
) { parsed in
  parsed.path.first == MutationTool.declaration.name
    ? try mutate.run(parsed) : try gate.run(parsed)
}
Interrupt.exit(status.rawValue)
