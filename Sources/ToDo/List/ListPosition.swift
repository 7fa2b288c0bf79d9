/// The place of a row in a sectioned list: the section, then the row within it.
///
/// Stands in for UIKit's index path, whose `section` and `row` do not exist on Linux.
public struct ListPosition: Hashable, Sendable {
  /// The section, counted from 0.
  public var section: Int
  /// The row within the section, counted from 0.
  public var row: Int

  /// Creates the position of `row` in `section`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
}
