/// Options shown together under a heading of a command's help, such as "Thresholds".
///
/// A command with many options reads better in groups. A group may stand for one use of its
/// command, chosen by its `modes` (`--serve` of `kata dashboard`): two modes of a command are
/// refused together, and the group's other options are refused without one of its modes.
public struct OptionSection: Sendable {
  /// The heading, without its colon.
  public var title: String
  /// The options, in the order the help lists them.
  public var options: [OptionDeclaration]
  /// What to know of the group as a whole, shown after its options.
  public var note: String?
  /// The options among `options` that each choose the use the group stands for; empty for a
  /// group whose options go with any use.
  public var modes: [OptionDeclaration]

  /// Declares a group of options; `modes`, among them, each choose the group's use.
  public init(
    _ title: String, _ options: [any OptionDeclaring], modes: [any OptionDeclaring] = [],
    note: String? = nil
  ) {
    self.title = title
    self.options = options.map(\.declaration)
    self.modes = modes.map(\.declaration)
    self.note = note
  }
}
