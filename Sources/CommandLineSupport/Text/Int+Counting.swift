extension Int {
  /// The number with `noun`, plural unless it is one: "1 test", "3 tests".
  public func counting(_ noun: String) -> String {
    "\(self) \(noun)\(self == 1 ? "" : "s")"
  }
}
