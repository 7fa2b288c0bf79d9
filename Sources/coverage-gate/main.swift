import CommandLineSupport
import CoverageKit
import Foundation

let environment = ProcessInfo.processInfo.environment
let tool = CoverageGateTool(
  currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  console: .standard(environment: environment))
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
