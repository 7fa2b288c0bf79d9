import Foundation
import TestSupport
import Testing
import ToDo

/// Many `todo` processes on one store at once, and processes killed part-way: the store's
/// lock and atomic writes must lose no item whose `add` reported success.
@Suite struct StoreLockTests {
  /// A started `todo add` whose output is read once it ends.
  struct RunningAdd {
    let process: Process
    let output: Pipe
    let title: String

    init(_ title: String, store: URL) throws {
      process = Process()
      process.executableURL = ToDoProcessTests.executable
      process.arguments = ["--store", store.path, "add", title]
      process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
      output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      self.title = title
      try process.run()
    }

    /// Waits for the process and tells whether it reported the item added.
    func reportedSuccess() -> Bool {
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return process.terminationReason == .exit && process.terminationStatus == 0
        && String(decoding: data, as: UTF8.self).hasPrefix("Added ")
    }
  }

  /// SplitMix64: the kill delays are random-looking but the same on every run.
  struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  func titles(in store: URL) throws -> Set<String> {
    let manager = try ItemManager(storeURL: store)
    return Set((0..<manager.toDoCount).map { manager.item(at: $0).title })
  }

  @Test func thirtyConcurrentAddsKeepThirtyItems() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      let expected = Set((1...30).map { "Item \($0)" })

      let adds = try expected.sorted().map { try RunningAdd($0, store: store) }
      let succeeded = adds.filter { $0.reportedSuccess() }.count

      #expect(succeeded == 30)
      #expect(try titles(in: store) == expected)
    }
  }

  @Test func addsKilledAtRandomMomentsLeaveALoadableStoreWithEveryReportedItem() throws {
    try withTemporaryDirectory { folder in
      let store = folder.appendingPathComponent("todo.plist")
      var random = SeededGenerator(state: 20_161_122)
      var reported: Set<String> = []
      var killed = 0

      for round in 1...40 {
        let survivor = try RunningAdd("Kept \(round)", store: store)
        let victim = try RunningAdd("Killed \(round)", store: store)
        usleep(UInt32.random(in: 0...40_000, using: &random))
        kill(victim.process.processIdentifier, SIGKILL)
        for add in [survivor, victim] where add.reportedSuccess() {
          reported.insert(add.title)
        }
        if victim.process.terminationReason == .uncaughtSignal { killed += 1 }

        let stored = try titles(in: store)
        #expect(
          reported.isSubset(of: stored), "round \(round) lost \(reported.subtracting(stored))")
      }
      #expect(killed > 0, "no process was killed before it ended")
      #expect((1...40).allSatisfy { reported.contains("Kept \($0)") })
    }
  }
}
