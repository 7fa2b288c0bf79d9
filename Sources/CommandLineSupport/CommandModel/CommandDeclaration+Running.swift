extension CommandDeclaration {
  /// Reads `arguments` against this root and runs what they ask, the one way every TDDKit
  /// tool does it.
  ///
  /// `--help`, `help COMMAND`, `--version` and `--generate-completion-script` are answered
  /// here. A usage error is one line on standard error pointing at the command's help, with
  /// status 2; any other error is one line too, with the status `status` gives it.
  ///
  /// - Parameters:
  ///   - arguments: the command line, without the program's name.
  ///   - console: where the help, the version and the errors go.
  ///   - status: the exit status of an error that is not a ``UsageError``.
  ///   - perform: runs the parsed command and returns its status.
  public func run(
    _ arguments: [String], console: Console, status: (any Error) -> ExitCode,
    perform: (ParsedCommand) throws -> ExitCode
  ) -> ExitCode {
    do {
      guard let parsed = try answered(arguments, console: console) else {
        return checkedOutput(.success, console: console)
      }
      return checkedOutput(try perform(parsed), console: console)
    } catch {
      return reported(error, arguments: arguments, console: console, status: status)
    }
  }

  /// ``run(_:console:status:perform:)`` for a command that runs asynchronously, on the
  /// caller's actor (a tool on the main actor stays there).
  public func run(
    _ arguments: [String], console: Console, status: (any Error) -> ExitCode,
    isolation: isolated (any Actor)? = #isolation,
    perform: (ParsedCommand) async throws -> ExitCode
  ) async -> ExitCode {
    do {
      guard let parsed = try answered(arguments, console: console) else {
        return checkedOutput(.success, console: console)
      }
      return checkedOutput(try await perform(parsed), console: console)
    } catch {
      return reported(error, arguments: arguments, console: console, status: status)
    }
  }

  /// `status`, unless standard output lost what the command wrote (a full disk): then one
  /// line saying so, and a failure, so that no report is lost in silence.
  private func checkedOutput(_ status: ExitCode, console: Console) -> ExitCode {
    guard let reason = Console.lostOutput.withLock({ $0 }) else { return status }
    console.error("cannot write to standard output: \(reason)", tool: name)
    return status == .success ? .failure : status
  }

  /// The parsed command line, or `nil` when it asked for the help, the version or a
  /// completion script, which are then written.
  private func answered(_ arguments: [String], console: Console) throws -> ParsedCommand? {
    let parsed = try parse(arguments)
    for line in parsed.renamed {
      console.error("warning: \(line); the old name goes in the next release", tool: name)
    }
    if parsed.wantsHelp {
      console.write(HelpPages(root: self).page(of: parsed.command))
    } else if parsed.wantsVersion {
      console.line("\(name) \(ToolVersion.current) (TDDKit)")
    } else if let shell = parsed.completionShell {
      guard let script = CompletionScript(root: self).text(for: shell) else {
        throw UsageError.invalidValue(
          shell, for: Self.completionScript.name,
          expected: "bash, zsh or fish")
      }
      console.write(script)
    } else {
      return parsed
    }
    return nil
  }

  /// Writes `error` as one line and returns its status.
  private func reported(
    _ error: any Error, arguments: [String], console: Console, status: (any Error) -> ExitCode
  ) -> ExitCode {
    guard let usage = error as? UsageError else {
      console.error("\(error)", tool: name)
      return status(error)
    }
    var path: [String] = []
    for argument in arguments where chain(path + [argument]) != nil { path.append(argument) }
    let help = path.isEmpty ? "\(name) --help" : "\(name) help \(path.joined(separator: " "))"
    console.error("\(usage) (see '\(help)')", tool: name)
    return .usage
  }
}
