import Foundation
import SwiftLexer

/// The declarations of earlier steps that a step's tests use, for a learner who writes the
/// tests without having written those steps: a start mid-kata (`kata start --from`) in
/// test-first mode gives the code of the steps before, but its names are in no page the
/// learner has read.
struct APISoFar: Sendable {
  /// The kata.
  let kata: Kata
  /// The step, counted from 0.
  let stepIndex: Int

  /// The section as Markdown lines: a heading, then one bullet per type with its members
  /// and one per function; no lines when the step's tests use nothing declared before it.
  var lines: [String] {
    guard stepIndex > 0 else { return [] }
    let support = kata.supportFiles(atStep: stepIndex)
    let used = namesTheTestsUse(besides: support)
    // What the step itself changes is the step's to tell: an entry whose signature the step's
    // reference no longer has would be stale.
    let current = Self.api(of: kata.files(under: "Sources", atStep: stepIndex))
    let kept = Set(current.map(\.key))
    let declarations = Self.api(of: kata.files(under: "Sources", atStep: stepIndex - 1))
      .filter { Self.typeKeywords.contains($0.keyword) || kept.contains($0.key) }
    let types = Set(declarations.filter { Self.typeKeywords.contains($0.keyword) }.map(\.name))
    // The doubles the step gives are reached as the step's own code is: a spy's
    // `shown: [MenuScreen]` leads to `MenuScreen`.
    let given = Self.api(of: support.filter { $0.key.hasSuffix(".swift") })
    let stepTypes = (current + given).filter { Self.typeKeywords.contains($0.keyword) }
      .map(\.name)
    let reached = Self.reached(
      types.union(stepTypes), by: used,
      through: (current + given).filter { Self.isUsed($0, by: used) } + declarations)
    // A protocol's members are called through the types that adopt it
    // (`MockItemCell.register(in:)`), so the tests need not name the protocol.
    let protocols = declarations.filter { $0.keyword == "protocol" }.reduce(
      into: [String: String]()
    ) { $0[$1.name] = $1.signature }
    var typeOrder: [String] = []
    var signatures: [String: String] = [:]
    var members: [String: [String]] = [:]
    var functions: [String] = []
    for declaration in declarations {
      if Self.typeKeywords.contains(declaration.keyword) {
        guard reached.contains(declaration.name) else { continue }
        signatures[declaration.name] = signatures[declaration.name] ?? declaration.signature
        if !typeOrder.contains(declaration.name) { typeOrder.append(declaration.name) }
      } else if let container = declaration.container {
        // Members of the module's types the tests name, and of other types it extends.
        guard
          reached.contains(container) || !types.contains(container)
            || protocols[container] != nil,
          Self.isUsed(declaration, by: used),
          !(members[container]?.contains(declaration.signature) ?? false)
        else { continue }
        if !typeOrder.contains(container) { typeOrder.append(container) }
        signatures[container] = signatures[container] ?? protocols[container]
        members[container, default: []].append(declaration.signature)
      } else if Self.isUsed(declaration, by: used) {
        functions.append(declaration.signature)
      }
    }
    guard !typeOrder.isEmpty || !functions.isEmpty else { return [] }
    var lines = [
      "## API so far", "",
      "Declared at the steps before this one, and used by its tests:", "",
    ]
    for type in typeOrder {
      lines.append("- `\(signatures[type] ?? "extension \(type)")`")
      lines += (members[type] ?? []).map { "  - `\($0)`" }
    }
    lines += functions.map { "- `\($0)`" }
    return lines
  }

  /// The keywords that declare a type, whose entries the block always keeps.
  static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor"]

  /// The declarations of the Swift files of `files`, in order, with the initializer Swift
  /// makes for each struct that declares none (`init(name: String)` for a `let name:
  /// String`), which a test calls as any other.
  static func api(of files: [String: Data]) -> [SwiftSource.Declaration] {
    let declarations = files.filter { $0.key.hasSuffix(".swift") }.sorted { $0.key < $1.key }
      .flatMap { SwiftSource(String(decoding: $0.value, as: UTF8.self)).declarations }
    return declarations
      + declarations.filter { $0.keyword == "struct" }.compactMap {
        memberwiseInit(of: $0.name, in: declarations)
      }
  }

  /// The memberwise initializer of the struct `name`: a parameter per stored property, in
  /// order, a `var`'s initial value its default; `nil` when the struct declares an
  /// initializer or a stored property's type is not written.
  private static func memberwiseInit(
    of name: String, in declarations: [SwiftSource.Declaration]
  ) -> SwiftSource.Declaration? {
    let members = declarations.filter { $0.container == name }
    guard !members.contains(where: { $0.keyword == "init" }) else { return nil }
    var parameters: [String] = []
    var labels: [String] = []
    for member in members where ["var", "let"].contains(member.keyword) && !member.isComputed {
      let words = member.signature.split(separator: " ")
      guard !words.contains("static"), !(member.keyword == "let" && member.value != nil) else {
        continue
      }
      guard let keyword = words.firstIndex(of: Substring(member.keyword)),
        member.signature.contains(":")
      else { return nil }
      let parameter = words[(keyword + 1)...].joined(separator: " ")
      parameters.append(parameter + (member.value.map { " = \($0)" } ?? ""))
      labels.append(member.name)
    }
    return SwiftSource.Declaration(
      keyword: "init", name: "init", container: name, labels: labels,
      signature: "init(\(parameters.joined(separator: ", ")))")
  }

  /// The names the step's own tests use, the files of `support` (the doubles it gives) left
  /// out.
  private func namesTheTestsUse(besides support: [String: Data]) -> Set<String> {
    kata.changedFiles(under: "Tests", atStep: stepIndex)
      .filter { $0.key.hasSuffix(".swift") && support[$0.key] == nil }.values
      .reduce(into: Set<String>()) {
        $0.formUnion(SwiftSource(String(decoding: $1, as: UTF8.self)).names)
      }
  }

  /// The `types` a test that uses the names in `used` reaches: those it names, and those the
  /// declarations it uses (of `declarations`, members of a type it reaches or free ones)
  /// return or hold, as `menuPresenter()?.dataSource.menuItems` reaches `MenuPresenter`,
  /// then `MenuTableDataSource`, without naming either.
  private static func reached(
    _ types: Set<String>, by used: Set<String>, through declarations: [SwiftSource.Declaration]
  ) -> Set<String> {
    var reached = types.intersection(used)
    while true {
      let more = declarations.filter { declaration in
        !typeKeywords.contains(declaration.keyword) && declaration.keyword != "init"
          && (declaration.container.map(reached.contains) ?? true)
          && isUsed(declaration, by: used)
      }
      .reduce(into: reached) { found, declaration in
        found.formUnion(SwiftSource(declaration.signature).names.intersection(types))
      }
      guard more != reached else { return reached }
      reached = more
    }
  }

  /// Whether a test that uses the names in `used` calls or reads `declaration`: by its name,
  /// or, for an initializer, by its type's name or one of its labels (or by none, when it
  /// has none).
  private static func isUsed(_ declaration: SwiftSource.Declaration, by used: Set<String>)
    -> Bool
  {
    switch declaration.keyword {
    case "init":
      // A type the tests name is made by one of its initializers, a trailing closure's
      // label unwritten: each is shown.
      declaration.labels.isEmpty || declaration.labels.contains { used.contains($0) }
        || declaration.container.map(used.contains) == true
    case "subscript":
      true
    default:
      used.contains(declaration.name)
    }
  }
}

extension SwiftSource.Declaration {
  /// Where it is declared and as what: the same key in two versions of the code is the same
  /// API.
  fileprivate var key: String { "\(container ?? "")\u{0}\(signature)" }
}
