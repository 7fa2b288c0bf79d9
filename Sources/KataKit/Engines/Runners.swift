import Foundation

/// The test runners of a command: its ``RunnerOptions``, and how a runner is made for a set
/// of options. The engines are chosen here and nowhere else; tests hand in a double.
struct Runners: Sendable {
  /// The options the command decided on.
  var options: RunnerOptions
  private let make: @Sendable (RunnerOptions) -> any TestRunning

  /// Runners made by `make`, for `options`.
  init(
    options: RunnerOptions = RunnerOptions(),
    make: @escaping @Sendable (RunnerOptions) -> any TestRunning = Runners.engines()
  ) {
    self.options = options
    self.make = make
  }

  /// Runners that are always `runner`, whatever the options: a test double.
  init(_ runner: any TestRunning) {
    self.init(make: { _ in runner })
  }

  /// The runner for the options.
  var runner: any TestRunning { make(options) }

  /// These runners with the options changed by `change`.
  func with(_ change: (inout RunnerOptions) -> Void) -> Runners {
    var runners = self
    change(&runners.options)
    return runners
  }

  /// These runners with `engine`.
  func using(_ engine: BuildEngine) -> Runners {
    with { $0.engine = engine }
  }

  /// The engines: the direct one with SwiftPM behind it for what it cannot build, or SwiftPM
  /// alone. `swiftPM` makes the SwiftPM runner for the options: `swift test`, or a double.
  static func engines(
    swiftPM: @escaping @Sendable (RunnerOptions) -> any TestRunning = {
      var runner = SwiftTestRunner(timeout: $0.timeout)
      runner.timings = $0.timings
      return runner
    }
  ) -> @Sendable (RunnerOptions) -> any TestRunning {
    { options in
      let swiftpm = swiftPM(options)
      guard options.engine == .direct else { return swiftpm }
      var direct = DirectTestRunner(fallback: swiftpm, timeout: options.timeout)
      direct.sharedTests = options.sharedTests
      direct.lightOnly = options.lightOnly
      direct.timings = options.timings
      return direct
    }
  }
}

extension Runners {
  /// The runner that judges a learner's `tests` against many implementations, and how it
  /// builds them; the engine is decided here and nowhere else. The direct engine builds each
  /// in a package of its own, sharing one compile of the tests in `folder`, which costs it
  /// little; when it would leave these tests to SwiftPM anyway, SwiftPM judges them, with
  /// the implementations together in one package when the tests are XCTest's.
  func judging(_ tests: [String: Data], framework: TestFramework, sharingIn folder: URL)
    -> JudgingRunner
  {
    let texts = tests.filter { $0.key.hasSuffix(".swift") }.mapValues {
      String(decoding: $0, as: UTF8.self)
    }
    let unbuildable: DirectFallback?
    do {
      _ = try DirectPackage.discovery(of: texts, framework: framework)
      unbuildable = nil
    } catch {
      unbuildable = error
    }
    guard options.engine == .direct, unbuildable == nil else {
      let swiftpm = using(.swiftpm).runner
      return JudgingRunner(
        runner: swiftpm, lightRunner: swiftpm, buildsTogether: framework == .xctest,
        fallback: options.engine == .direct ? unbuildable : nil)
    }
    let sharing = with { $0.sharedTests = folder }
    return JudgingRunner(
      runner: sharing.runner, lightRunner: sharing.with { $0.lightOnly = true }.runner,
      buildsTogether: false)
  }
}
