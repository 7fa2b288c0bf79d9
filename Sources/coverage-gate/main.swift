import CommandLineSupport
import CoverageKit
import Foundation
import MutationKit

let environment = ProcessInfo.processInfo.environment
let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let console = Console.standard(environment: environment)
let arguments = Array(CommandLine.arguments.dropFirst())
// Ctrl-C stops the tests and builds the gate started too: each runs in a group of its own.
Subprocess.endAllOnInterrupt()
let status =
  arguments.first == "mutate"
  ? MutationTool(currentDirectory: currentDirectory, console: console)
    .run(Array(arguments.dropFirst()))
  : CoverageGateTool(currentDirectory: currentDirectory, console: console).run(arguments)
exit(status.rawValue)
