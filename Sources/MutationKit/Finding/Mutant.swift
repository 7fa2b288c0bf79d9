/// One small change to one place of a source file, which the tests should notice: the
/// change as text (for a build of its own) and as the operator that made it.
public struct Mutant: Hashable, Codable, Sendable {
  /// The file's path relative to the package root, such as `Sources/ToDo/ToDoItem.swift`.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in Unicode scalars.
  public var column: Int
  /// What kind of change it is.
  public var mutationOperator: MutationOperator
  /// The code it changes, as written: `<`, `5`, `items.append(item)`.
  public var original: String
  /// What it becomes: `<=`, `6`, `(removed)`.
  public var replacement: String
  /// The change to the file's text: the scalars it replaces and the text that replaces them.
  public var edit: TextEdit

  /// Creates a mutant.
  public init(
    file: String, line: Int, column: Int, mutationOperator: MutationOperator, original: String,
    replacement: String, edit: TextEdit
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.mutationOperator = mutationOperator
    self.original = original
    self.replacement = replacement
    self.edit = edit
  }

  /// `Sources/ToDo/ToDoItem.swift:14:21: < → <=`, as the reports list a mutant: its id,
  /// unique in its package and the same on every run (a line may hold two mutants alike,
  /// told apart by their columns), which merges, equivalent entries and the incremental
  /// file name it by.
  public var label: String {
    "\(file):\(line):\(column): \(original) → \(replacement)"
  }

  /// The label without the column, as reports gave it before: an equivalent entry written
  /// so still names the mutant, where it is the only one of its line alike.
  public var lineLabel: String {
    "\(file):\(line): \(original) → \(replacement)"
  }

  /// The file's text with this mutant applied.
  public func applied(to text: String) -> String {
    edit.applied(to: text)
  }
}

/// A replacement of a range of a text's Unicode scalars.
public struct TextEdit: Hashable, Codable, Sendable {
  /// The scalars replaced, by offset from the start of the text.
  public var range: Range<Int>
  /// What replaces them.
  public var text: String

  /// Creates an edit.
  public init(range: Range<Int>, text: String) {
    self.range = range
    self.text = text
  }

  /// `original` with the edit made.
  public func applied(to original: String) -> String {
    var scalars = Array(original.unicodeScalars)
    scalars.replaceSubrange(range, with: Array(text.unicodeScalars))
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }
}
