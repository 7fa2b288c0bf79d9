/// The completions of a tool's subcommands and options for bash, zsh and fish, written from
/// its root's declaration, as `--generate-completion-script SHELL` prints them.
struct CompletionScript: Sendable {
  /// The shells a completion script is written for.
  static let shells = ["bash", "zsh", "fish"]

  /// The tool's root command.
  let root: CommandDeclaration

  /// A script that completes this tool's subcommands and options in `shell` (`bash`, `zsh`
  /// or `fish`), as `--generate-completion-script SHELL` prints it: source it, or put it
  /// where the shell looks for completions. `nil` for another shell.
  func text(for shell: String) -> String? {
    switch shell {
    case "bash": bashScript()
    case "zsh":
      "#compdef \(root.name)\nautoload -U +X bashcompinit && bashcompinit\n" + bashScript()
    case "fish": fishScript()
    default: nil
    }
  }

  /// The name of the bash function that completes, made of the tool's name.
  private var function: String {
    "_" + root.name.map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined()
  }

  /// The options a user is shown, hidden ones left out.
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
    return below(root, "")
  }

  /// The bash script (zsh runs it too): the command typed so far, then what each option with
  /// a value offers, then the words of that command.
  private func bashScript() -> String {
    let shared = visible(root.sharedOptions + [.help])
    // What each command's options with a value offer, keyed by "COMMAND OPTION", as two
    // commands may give one name (--format) different values.
    var valued: [String: String] = [:]
    for (path, command) in [("", root)] + paths {
      for option in root.sharedOptions + command.options where option.valueName != nil {
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
    let help = root.subcommands.isEmpty ? [] : ["help"]
    let steps =
      paths.map { "\"\($0.path.contains("/") ? "" : "/")\($0.path)\"" } + help.map { "\"/\($0)\"" }
    var cases =
      "    \"\") words=\"\((root.subcommands.map(\.name) + help + visible(root.options + shared).map(\.name) + Self.operandWords(of: root)).joined(separator: " "))\"\(Self.operandFiles(of: root)) ;;\n"
    for (path, command) in paths {
      let words =
        command.subcommands.map(\.name) + visible(command.options + shared).map(\.name)
        + Self.operandWords(of: command)
      cases +=
        "    \(path)) words=\"\(words.joined(separator: " "))\"\(Self.operandFiles(of: command)) ;;\n"
    }
    if !help.isEmpty {
      cases += "    help) words=\"\(root.subcommands.map(\.name).joined(separator: " "))\" ;;\n"
    }
    return """
      # Completion of \(root.name)'s commands and options for bash.
      \(function)() {
        local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
        local command="" word words files=""
        for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
          case "$command/$word" in
            \(steps.isEmpty ? "\"\"" : steps.joined(separator: " | "))) command=${command:+$command/}$word ;;
          esac
        done
        case "$command $previous" in
      \(values)  esac
        case "$command" in
      \(cases)  esac
        mapfile -t COMPREPLY < <(
          compgen -W "$words" -- "$current"
          if [[ -n $files && $current != -* ]]; then compgen -f -- "$current"; fi
        )
      }
      complete -F \(function) \(root.name)

      """
  }

  /// The words `command`'s operands offer, such as the katas there are.
  ///
  /// The words come from outside (the names of the katas' folders) and go into a script a
  /// shell runs: only words of letters, digits, `.`, `_` and `-` are offered, so no quote,
  /// `$` or line break of a folder's name can become a command.
  private static func operandWords(of command: CommandDeclaration) -> [String] {
    command.operands.flatMap { operand -> [String] in
      guard case .words(let words) = operand.completion else { return [] }
      return words.filter { word in
        !word.isEmpty && !word.hasPrefix("-")
          && word.unicodeScalars.allSatisfy {
            $0.isASCII
              && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                || "._-".unicodeScalars.contains($0))
          }
      }
    }
  }

  /// ` files=1` when one of `command`'s operands is a file, for the bash script's `case`.
  private static func operandFiles(of command: CommandDeclaration) -> String {
    command.operands.contains { $0.completion == .files } ? "; files=1" : ""
  }

  /// The fish script: one `complete` line per subcommand and option.
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
        "complete -c \(root.name)\(condition.map { " -n \(quoted($0))" } ?? "") \(long)\(value) -d \(quoted(option.help))\n"
    }
    var script =
      "# Completion of \(root.name)'s commands and options for fish.\ncomplete -c \(root.name) -f\n"
    for command in root.subcommands {
      script +=
        "complete -c \(root.name) -n '__fish_use_subcommand' -a \(command.name) -d \(quoted(command.abstract))\n"
    }
    for option in visible(root.sharedOptions + root.options + [.help]) {
      script += line(option, when: nil)
    }
    for command in root.descendants.dropFirst() {
      let below = command.subcommands.map(\.name)
      let unless =
        below.isEmpty ? "" : "; and not __fish_seen_subcommand_from \(below.joined(separator: " "))"
      for subcommand in command.subcommands {
        script +=
          "complete -c \(root.name) -n \(quoted("__fish_seen_subcommand_from \(command.name)\(unless)")) -a \(subcommand.name) -d \(quoted(subcommand.abstract))\n"
      }
      for option in visible(command.options) {
        script += line(option, when: "__fish_seen_subcommand_from \(command.name)\(unless)")
      }
      let condition = quoted("__fish_seen_subcommand_from \(command.name)\(unless)")
      let words = Self.operandWords(of: command)
      if !words.isEmpty {
        script +=
          "complete -c \(root.name) -n \(condition) -a \(quoted(words.joined(separator: " ")))\n"
      }
      if command.operands.contains(where: { $0.completion == .files }) {
        script += "complete -c \(root.name) -n \(condition) -F\n"
      }
    }
    return script
  }
}
