/// What a command's declaration lists among its options: an ``OptionDeclaration`` (a flag,
/// or an option read as text by the model itself) or a typed ``Option``.
public protocol OptionDeclaring: Sendable {
  /// The declaration the parser, the help and the completions read.
  var declaration: OptionDeclaration { get }
}

extension OptionDeclaration: OptionDeclaring {
  /// Itself.
  public var declaration: OptionDeclaration { self }
}
