import ToDo

/// An input view that records the Save button's state and the offered location name.
@MainActor
final class MockInputView: InputView {
  private(set) var saveEnabledStates: [Bool] = []
  private(set) var shownLocationNames: [String] = []

  func setSaveEnabled(_ isEnabled: Bool) {
    saveEnabledStates.append(isEnabled)
  }

  func showLocationName(_ name: String) {
    shownLocationNames.append(name)
  }
}

/// A setting that always reads the same value.
struct SettingStub<Value>: SettingReading {
  let value: Value

  func read() -> Value { value }
}

/// A setting that records every value written to it.
final class SettingSpy<Value>: SettingWriting {
  private(set) var writes: [Value] = []

  func write(_ value: Value) {
    writes.append(value)
  }
}
