extension CommandDeclaration {
  /// This command and every command below it, parents before their subcommands.
  var descendants: [CommandDeclaration] {
    [self] + subcommands.flatMap(\.descendants)
  }

  /// The commands from this root down to the one `path` names, this root first; `nil` when
  /// a name is not a subcommand of the one before it.
  func chain(_ path: [String]) -> [CommandDeclaration]? {
    var chain = [self]
    for name in path {
      guard let next = chain.last?.subcommand(named: name) else { return nil }
      chain.append(next)
    }
    return chain
  }

  /// The names of the subcommands from this root down to `command`; `nil` when it is not
  /// among them.
  func path(to command: CommandDeclaration) -> [String]? {
    if command.name == name && command.abstract == abstract { return [] }
    for subcommand in subcommands {
      if let below = subcommand.path(to: command) { return [subcommand.name] + below }
    }
    return nil
  }
}
