import CommandLineSupport
import Foundation

/// How the package's build compiles one Swift module, read from its manifest
/// (`.build/debug.yaml`): the module's sources and the flags that decide its code, so one of
/// its files can be compiled alone as the build would, with optimisation.
struct ModuleCommand: Sendable, Equatable {
  /// The module's name.
  var name: String
  /// Its source files, as absolute paths with links resolved.
  var sources: [String]
  /// The flags the frontend takes that decide the code: the module's name, search paths,
  /// target, conditions and language settings. Debug information, coverage, incremental
  /// builds and outputs are left out.
  var flags: [String]

  /// Flags kept with their value.
  static let keptWithValue: Set<String> = [
    "-module-name", "-I", "-F", "-target", "-sdk", "-resource-dir", "-Xcc", "-module-cache-path",
    "-swift-version", "-language-mode", "-package-name", "-enable-experimental-feature",
    "-enable-upcoming-feature", "-Xllvm",
  ]
  /// Flags kept alone.
  static let keptAlone: Set<String> = [
    "-parse-as-library", "-enable-testing", "-enable-library-evolution", "-static",
  ]

  /// Every Swift module the manifest in the package at `folder` compiles; none when there is
  /// no manifest.
  static func all(inManifestOf folder: URL) -> [ModuleCommand] {
    let manifest = folder.appendingPathComponent(".build/debug.yaml")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("args: ["), trimmed.contains("\"-module-name\"") else { return nil }
      guard
        let arguments = try? JSONSerialization.jsonObject(
          with: Data(trimmed.dropFirst("args: ".count).utf8)) as? [String]
      else { return nil }
      return ModuleCommand(arguments: arguments)
    }
  }

  /// The module a `swiftc` command line compiles, or `nil` when it compiles none.
  init?(arguments: [String]) {
    guard arguments.first.map({ $0.hasSuffix("swiftc") }) == true else { return nil }
    var name: String?
    var sources: [String] = []
    var flags: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      let value = index + 1 < arguments.count ? arguments[index + 1] : nil
      if argument == "-module-name" { name = value }
      if Self.keptWithValue.contains(argument), let value {
        flags += [argument, value]
        index += 2
        continue
      }
      if argument == "-Xfrontend", let value {
        flags.append(value)
        index += 2
        continue
      }
      if Self.keptAlone.contains(argument) || argument.hasPrefix("-D")
        || argument.hasPrefix("-strict-concurrency=")
      {
        flags.append(argument)
      } else if argument.hasPrefix("@") {
        sources += Self.responseFile(String(argument.dropFirst()))
      } else if argument.hasSuffix(".swift"), !argument.hasPrefix("-") {
        sources.append(argument)
      }
      index += 1
    }
    guard let name, !sources.isEmpty else { return nil }
    self.name = name
    self.sources = sources.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    self.flags = flags
  }

  /// The paths of a response file, one a line, bare or quoted as a shell quotes them
  /// (SwiftPM writes `'…/Parsable Properties/Argument.swift'`).
  static func responseFile(_ path: String) -> [String] {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").map { line in
      let path = String(line).trimmingCharacters(in: .whitespaces)
      guard path.count >= 2, let quote = path.first, quote == "'" || quote == "\"",
        path.last == quote
      else { return path }
      let inside = String(path.dropFirst().dropLast())
      return quote == "'"
        ? inside.replacingOccurrences(of: "'\\''", with: "'")
        : inside.replacingOccurrences(of: "\\\"", with: "\"")
    }.filter { $0.hasSuffix(".swift") }
  }

  /// The machine code of `primary`, one of the module's sources, compiled alone with
  /// optimisation into `output`: as text, with what names the file itself left out.
  func assembly(of primary: String, to output: URL) -> Compiled {
    let command =
      ["swiftc", "-frontend", "-S", "-O", "-primary-file", primary]
      + sources.filter { $0 != primary } + flags + ["-o", output.path]
    let outcome: Subprocess.Outcome
    do {
      outcome = try Subprocess.run(command, mergingErrors: true, timeout: 600)
    } catch {
      return .failed(reason: error.description)
    }
    guard outcome.succeeded, let text = try? String(contentsOf: output, encoding: .utf8) else {
      let first = outcome.output.split(separator: "\n").first { $0.contains("error:") }
      return .failed(reason: first.map(String.init) ?? "the compiler stopped")
    }
    return .machineCode(
      text.split(separator: "\n").filter { line in
        !(line.hasPrefix("\t.file") || line.hasPrefix("\t.ident") || line.hasPrefix("#"))
      }.joined(separator: "\n"))
  }

  /// What compiling a file alone gave.
  enum Compiled: Equatable {
    /// Its machine code, as assembly text without the lines that name the file.
    case machineCode(String)
    /// No code: the compiler's first error, or why it did not start.
    case failed(reason: String)
  }
}
