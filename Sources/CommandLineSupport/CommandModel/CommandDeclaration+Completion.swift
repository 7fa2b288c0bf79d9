extension CommandDeclaration {
  /// The shells a completion script is written for.
  public static let completionShells = ["bash", "zsh", "fish"]

  /// A script that completes this tool's subcommands and options in `shell` (`bash`, `zsh`
  /// or `fish`), as `--generate-completion-script SHELL` prints it: source it, or put it
  /// where the shell looks for completions. `nil` for another shell.
  public func completionScript(for shell: String) -> String? {
    switch shell {
    case "bash": bashScript()
    case "zsh": "#compdef \(name)\nautoload -U +X bashcompinit && bashcompinit\n" + bashScript()
    case "fish": fishScript()
    default: nil
    }
  }

  private var function: String {
    "_" + name.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
  }

  private func visible(_ options: [OptionDeclaration]) -> [OptionDeclaration] {
    options.filter { !$0.isHidden }
  }

  /// Every command below this root with the path that reaches it, `mutate/merge` for
  /// `mutate merge`, parents before their subcommands.
  private var paths: [(path: String, command: CommandDeclaration)] {
    func below(_ command: CommandDeclaration, _ path: String) -> [(String, CommandDeclaration)] {
      command.subcommands.flatMap { subcommand in
        let reached = path.isEmpty ? subcommand.name : "\(path)/\(subcommand.name)"
        return [(reached, subcommand)] + below(subcommand, reached)
      }
    }
    return below(self, "")
  }

  private func bashScript() -> String {
    let shared = visible(sharedOptions + [.help])
    // What each command's options with a value offer, keyed by "COMMAND OPTION", as two
    // commands may give one name (--format) different values.
    var valued: [String: String] = [:]
    for (path, command) in [("", self)] + paths {
      for option in sharedOptions + command.options where option.valueName != nil {
        let offered =
          !option.choices.isEmpty
          ? "compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$current\""
          : option.completion == .files ? "compgen -f -- \"$current\"" : "true"
        for name in [option.name] + option.aliases where valued["\(path) \(name)"] == nil {
          valued["\(path) \(name)"] = offered
        }
      }
    }
    let values = Dictionary(grouping: valued.keys.sorted()) { valued[$0] ?? "" }
      .sorted { $0.key < $1.key }
      .map {
        "    \($0.value.map { "\"\($0)\"" }.joined(separator: " | ")))\n      mapfile -t COMPREPLY < <(\($0.key))\n      return ;;\n"
      }
      .joined()
    let help = subcommands.isEmpty ? [] : ["help"]
    let steps =
      paths.map { "\"\($0.path.contains("/") ? "" : "/")\($0.path)\"" } + help.map { "\"/\($0)\"" }
    var cases =
      "    \"\") words=\"\((subcommands.map(\.name) + help + visible(options + shared).map(\.name)).joined(separator: " "))\" ;;\n"
    for (path, command) in paths {
      let words = command.subcommands.map(\.name) + visible(command.options + shared).map(\.name)
      cases += "    \(path)) words=\"\(words.joined(separator: " "))\" ;;\n"
    }
    if !help.isEmpty {
      cases += "    help) words=\"\(subcommands.map(\.name).joined(separator: " "))\" ;;\n"
    }
    return """
      # Completion of \(name)'s commands and options for bash.
      \(function)() {
        local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
        local command="" word words
        for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
          case "$command/$word" in
            \(steps.isEmpty ? "\"\"" : steps.joined(separator: " | "))) command=${command:+$command/}$word ;;
          esac
        done
        case "$command $previous" in
      \(values)  esac
        case "$command" in
      \(cases)  esac
        mapfile -t COMPREPLY < <(compgen -W "$words" -- "$current")
      }
      complete -F \(function) \(name)

      """
  }

  private func fishScript() -> String {
    func quoted(_ text: String) -> String {
      "'"
        + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
          of: "'", with: "\\'") + "'"
    }
    func line(_ option: OptionDeclaration, when condition: String?) -> String {
      let long =
        option.name.hasPrefix("--")
        ? "-l \(option.name.dropFirst(2))" : "-o \(option.name.dropFirst())"
      let value =
        option.valueName == nil
        ? ""
        : !option.choices.isEmpty
          ? " -x -a \(quoted(option.choices.joined(separator: " ")))"
          : option.completion == .files ? " -r -F" : " -x"
      return
        "complete -c \(name)\(condition.map { " -n \(quoted($0))" } ?? "") \(long)\(value) -d \(quoted(option.help))\n"
    }
    var script =
      "# Completion of \(name)'s commands and options for fish.\ncomplete -c \(name) -f\n"
    for command in subcommands {
      script +=
        "complete -c \(name) -n '__fish_use_subcommand' -a \(command.name) -d \(quoted(command.abstract))\n"
    }
    for option in visible(sharedOptions + options + [.help]) {
      script += line(option, when: nil)
    }
    for command in descendants.dropFirst() {
      let below = command.subcommands.map(\.name)
      let unless =
        below.isEmpty ? "" : "; and not __fish_seen_subcommand_from \(below.joined(separator: " "))"
      for subcommand in command.subcommands {
        script +=
          "complete -c \(name) -n \(quoted("__fish_seen_subcommand_from \(command.name)\(unless)")) -a \(subcommand.name) -d \(quoted(subcommand.abstract))\n"
      }
      for option in visible(command.options) {
        script += line(option, when: "__fish_seen_subcommand_from \(command.name)\(unless)")
      }
    }
    return script
  }
}
