import Foundation
import Testing

@testable import CommandLineSupport

/// A program stopped from another thread, as the direct engine stops a compile that
/// another compile's failure made useless.
@Suite struct StopSwitchTests {
  @Test func aProgramStopsWhenTheSwitchIsPulledWithWhatItStarted() throws {
    let stopSwitch = StopSwitch()
    let started = Date()
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { stopSwitch.stop() }

    let outcome = try Subprocess.run(
      ["/bin/sh", "-c", "sleep 30 & sleep 30; echo never"], timeout: 60, stopSwitch: stopSwitch)

    #expect(Date().timeIntervalSince(started) < 20)
    #expect(outcome.status == 128 + SIGKILL)
    #expect(!outcome.output.contains("never"))
    #expect(!outcome.timedOut)
    #expect(stopSwitch.wasPulled)
  }

  @Test func aSwitchPulledBeforeTheStartStopsTheProgramAtOnce() throws {
    let stopSwitch = StopSwitch()
    stopSwitch.stop()

    let outcome = try Subprocess.run(["/bin/sh", "-c", "sleep 30"], stopSwitch: stopSwitch)

    #expect(outcome.status == 128 + SIGKILL)
  }

  @Test func aProgramThatEndedIsLeftAlone() throws {
    let stopSwitch = StopSwitch()

    let outcome = try Subprocess.run(["/bin/sh", "-c", "echo done"], stopSwitch: stopSwitch)
    stopSwitch.stop()

    #expect(outcome.status == 0)
    #expect(outcome.output == "done\n")
  }
}
