/// The version of the TDDKit tools, printed by `--version` and checked by the release script.
public enum ToolVersion {
  /// The current version, following semantic versioning.
  public static let current = "0.1.0"
}
