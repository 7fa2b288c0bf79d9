/// Options shown together under a heading of a command's help, such as "Thresholds".
///
/// A command with many options reads better in groups.
public struct OptionSection: Sendable {
  /// The heading, without its colon.
  public var title: String
  /// The options, in the order the help lists them.
  public var options: [OptionDeclaration]
  /// What to know of the group as a whole, shown after its options.
  public var note: String?

  /// Declares a group of options.
  public init(_ title: String, _ options: [any OptionDeclaring], note: String? = nil) {
    self.title = title
    self.options = options.map(\.declaration)
    self.note = note
  }
}
