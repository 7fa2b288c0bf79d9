/// Where the schema's declarations go in the copy: one support file per target folder.
extension MutantSchema {
  /// What a target's support file declares: its sites, and the lines of each's declarations.
  struct Layout: Sendable {
    /// The sites in the target's files.
    var sites: [Site]
    /// The lines of each operator site's declarations, by the site's first mutant.
    var lines: [ClosedRange<Int>: Int]
  }

  /// The name of the file of the schema's declarations in each target folder.
  static let supportFile = "TDDKitMutantSchema.swift"

  /// The target folder of a source file: `Sources/ToDo` for `Sources/ToDo/Model/Item.swift`.
  static func targetFolder(of file: String) -> String {
    file.split(separator: "/").prefix(2).joined(separator: "/")
  }
}
