import Foundation
import Testing

/// `public` only where a user needs it: in the modules no product offers (the tools' own
/// libraries), a public declaration must be named by another module's sources, since the
/// tests reach the rest with `@testable import`. Initializers are left out (a call names the
/// type, not `init`), as are the requirements of the standard library's protocols.
@Suite struct PublicSurfaceTests {
  /// The libraries only TDDKit's own modules use.
  static let toolModules = [
    "CommandLineSupport", "SwiftLexer", "MutationKit", "KataKit", "ToDoCommands",
  ]

  /// Public because a public declaration's signature names them, though no other module does.
  static let publicForASignature: Set<String> = [
    "LaunchError",  // thrown by `Subprocess.run`
    "TextEdit",  // `Mutant.edit`
    "defaultSkippedCalls",  // the default of `MutantFinder.init`
    "OptionDeclaring",  // what `CommandDeclaration.init` and `OptionSection.init` take
  ]

  /// Requirements of protocols every type may conform to.
  static let witnesses: Set<String> = ["description", "hash", "encode", "rawValue", "id"]

  /// The names of the public declarations of `text`, but initializers and operators.
  static func publicNames(in text: String) -> [String] {
    let declaration =
      /^\s*(?:@\w+\s+)*public\s+(?:(?:static|final|mutating|nonisolated|indirect|private\(set\))\s+)*(?:func|var|let|struct|enum|class|protocol|typealias|actor|case)\s+([A-Za-z_]\w*)/
    return text.split(separator: "\n").compactMap { line in
      line.firstMatch(of: declaration).map { String($0.1) }
    }
  }

  @Test func everyPublicNameOfAToolModuleIsNamedByAnotherModule() throws {
    let sources = try CodeSizeTests.sources()
    func module(_ path: String) -> String { String(path.split(separator: "/")[1]) }
    var wordsByModule: [String: Set<Substring>] = [:]
    for source in sources {
      let words = source.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      wordsByModule[module(source.path), default: []].formUnion(words)
    }
    var unneeded: [String] = []
    for source in sources where Self.toolModules.contains(module(source.path)) {
      for name in Self.publicNames(in: source.text)
      where !Self.witnesses.contains(name) && !Self.publicForASignature.contains(name) {
        let named = wordsByModule.contains {
          $0.key != module(source.path) && $0.value.contains(Substring(name))
        }
        if !named { unneeded.append("\(source.path): \(name)") }
      }
    }

    #expect(unneeded == [], "public, but no other module names them: make them internal")
  }

  /// The product `CoverageKit` offers its model, readers, gate and reports; its command
  /// part, which names types of `CommandLineSupport` (a module no product offers), is
  /// `package`, for the package's own executables. Only a public type's conformance to
  /// `OptionValue` must be public.
  @Test func coverageKitsCommandPartIsNotPublic() throws {
    let declared = try CodeSizeTests.sources()
      .filter { $0.path.hasPrefix("Sources/CoverageKit/Command/") }
      .filter { !$0.path.hasSuffix("+OptionValue.swift") }
      .flatMap { source in Self.publicNames(in: source.text).map { "\(source.path): \($0)" } }

    #expect(declared == [])
  }

  @Test func findsTheNamesOfPublicDeclarationsOnly() {
    let text = """
      public struct Room {
        public static let limit = 3
        public private(set) var rows: [Int]
        var hidden: Int
        public init() {}
        @discardableResult public func open() -> Bool { true }
        public static func + (lhs: Room, rhs: Room) -> Room { lhs }
      }
      """

    #expect(Self.publicNames(in: text) == ["Room", "limit", "rows", "open"])
  }
}
