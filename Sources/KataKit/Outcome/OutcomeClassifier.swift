import Foundation

/// Turns the output of `swift test` into a traffic light.
///
/// Amber: nothing ran because the build failed; the first compiler error is kept, with the
/// path made relative. Red: at least one test failed or crashed, no test ran at all, or the
/// run was stopped for taking too long.
/// Green: more than zero tests ran and all passed; skipped tests do not count as passes.
/// XCTest results come from its console lines, Swift Testing results from its event stream.
struct OutcomeClassifier: Sendable {
  /// The package folder, whose prefix is cut from paths in messages.
  let folder: URL

  /// The outcome of `run`.
  func classify(_ run: RawTestRun) -> TestOutcome {
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let xctest = XCTestResults(lines: lines, trim: trim)
    let swiftTesting = SwiftTestingResults(events: run.events ?? "", trim: trim)
    let started = xctest.didStart || swiftTesting.didStart
    if run.timedOut {
      return TestOutcome(
        light: .red, ran: xctest.ran + swiftTesting.ran,
        failed: xctest.failed + swiftTesting.failed,
        failures: xctest.failures + swiftTesting.failures,
        note:
          "stopped after \(Int(run.seconds.rounded())) s: a test never finished (an endless loop, or a wait that nothing ends?)"
      )
    }
    if !started {
      guard run.status != 0 else {
        return TestOutcome(light: .red, note: "no test ran")
      }
      let first = firstError(in: lines)
      let others = compilerErrors(in: lines).subtracting(first.map { [$0] } ?? []).count
      var outcome = TestOutcome(
        light: .amber, compilerError: first, otherErrors: others > 0 ? others : nil)
      outcome.documentation = first.flatMap { Self.documentation(of: $0, in: lines) }
      return outcome
    }
    var outcome = TestOutcome(
      light: .green, ran: xctest.ran + swiftTesting.ran,
      failed: xctest.failed + swiftTesting.failed,
      skipped: xctest.skipped + swiftTesting.skipped,
      failures: xctest.failures + swiftTesting.failures)
    if let crashed = xctest.crashedTest {
      outcome.light = .red
      outcome.note = "\(crashed) crashed" + (xctest.fatalError.map { ": \($0)" } ?? "")
    } else if outcome.failed > 0 {
      outcome.light = .red
    } else if outcome.ran == 0 {
      outcome.light = .red
      outcome.note = outcome.skipped > 0 ? "no test ran: \(outcome.skipped) skipped" : "no test ran"
    } else if run.status != 0 {
      outcome.light = .red
      outcome.note = "swift test failed with status \(run.status)"
    }
    return outcome
  }

  private func trim(_ text: String) -> String {
    let prefix = folder.standardizedFileURL.path + "/"
    return text.replacingOccurrences(of: prefix, with: "")
  }

  /// Every compiler error in `run`'s output, as `path:line:column: error: message` with
  /// the path made relative.
  func compilerErrors(in run: RawTestRun) -> Set<String> {
    compilerErrors(in: run.output.split(separator: "\n").map(String.init))
  }

  private func compilerErrors(in lines: [String]) -> Set<String> {
    Set(lines.filter(Self.isCompilerError).map(trim))
  }

  /// The compiler's footnote for the diagnostic group `error` ends with (`… [#Name]`), the
  /// line `[#Name]: <https://…>` after the errors, as its address; `nil` without one.
  static func documentation(of error: String, in lines: [String]) -> String? {
    guard let group = error.firstMatch(of: #/\[#(\w+)\]$/#)?.1 else { return nil }
    for line in lines {
      guard let match = line.firstMatch(of: #/^\[#(\w+)\]: <(https://[^>\s]+)>$/#),
        match.1 == group
      else { continue }
      return String(match.2)
    }
    return nil
  }

  /// Whether `line` is a compiler error at an absolute path, line and column.
  private static func isCompilerError(_ line: String) -> Bool {
    line.range(of: #"^/.+:\d+:\d+: error: "#, options: .regularExpression) != nil
  }

  /// The first compiler error of `lines`: at an absolute path, else at any place a tool
  /// names (a relative path, `<unknown>:0`), else the first bare `error:` line.
  private func firstError(in lines: [String]) -> String? {
    let compilerError = lines.first(where: Self.isCompilerError)
    let placedError = lines.first { line in
      line.range(of: #"^\S+:\d+(:\d+)?: error: "#, options: .regularExpression) != nil
    }
    let anyError = lines.first { $0.hasPrefix("error: ") && !$0.hasPrefix("error: fatalError") }
    return (compilerError ?? placedError ?? anyError).map(trim)
  }
}

/// The XCTest results in the console output of `swift test`.
struct XCTestResults {
  var didStart = false
  var ran = 0
  var failed = 0
  var skipped = 0
  var failures: [TestOutcome.Failure] = []
  var crashedTest: String?
  var fatalError: String?

  init(lines: [String], trim: (String) -> String) {
    var running: String?
    var messages: [String: [String]] = [:]
    for line in lines {
      if line.hasPrefix("Test Suite '") { didStart = true }
      if let match = Self.testCaseEvent(line) {
        let name = Self.normalized(match.name)
        switch match.event {
        case "started": running = name
        case "passed":
          ran += 1
          running = nil
        case "failed":
          ran += 1
          failed += 1
          running = nil
          let said = messages[name] ?? []
          failures.append(
            .init(
              test: name, message: said.first ?? "failed",
              others: said.count > 1 ? Array(said.dropFirst()) : nil))
        default:
          skipped += 1
          running = nil
        }
      } else if line.contains(": error: "),  // a regular expression is slow on every line
        let match = line.firstMatch(of: #/^(.+:\d+): error: (.+?) : (.*)$/#)
      {
        let name = Self.normalized(match.2)
        var message = String(match.3)
        if message.hasSuffix(" - ") { message.removeLast(3) }
        messages[name, default: []].append(trim("\(match.1): \(message)"))
      } else if running != nil, fatalError == nil, line.contains("Fatal error") {
        fatalError = trim(line.trimmingCharacters(in: .whitespaces))
      }
    }
    crashedTest = running
  }

  /// The test and the event of a line `Test Case 'NAME' EVENT…`, where the event is one of
  /// started, passed, failed and skipped; read by hand, as it is on every line of a run.
  private static func testCaseEvent(_ line: String) -> (name: Substring, event: Substring)? {
    guard line.hasPrefix("Test Case '") else { return nil }
    let rest = line.dropFirst("Test Case '".count)
    guard let quote = rest.firstIndex(of: "'"), quote > rest.startIndex else { return nil }
    let after = rest[quote...].dropFirst()
    guard after.hasPrefix(" ") else { return nil }
    let event = after.dropFirst().prefix { $0.isLetter }
    guard ["started", "passed", "failed", "skipped"].contains(event) else { return nil }
    return (rest[..<quote], event)
  }

  /// `-[Module.Class method]` (macOS) and `Class.method` (Linux) as `Class.method` forms.
  private static func normalized(_ name: Substring) -> String {
    var name = name
    if name.hasPrefix("-["), name.hasSuffix("]") { name = name.dropFirst(2).dropLast() }
    return name.replacingOccurrences(of: " ", with: ".")
  }
}

/// The Swift Testing results in a version 0 event stream.
struct SwiftTestingResults {
  var didStart = false
  var ran = 0
  var failed = 0
  var skipped = 0
  var failures: [TestOutcome.Failure] = []

  init(events: String, trim: (String) -> String) {
    var functions = Set<String>()
    var failedTests: [String] = []
    var messages: [String: [String]] = [:]
    for line in events.split(separator: "\n") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { continue }
      if object["kind"] as? String == "test" {
        if payload["kind"] as? String == "function", let id = payload["id"] as? String {
          functions.insert(id)
        }
        continue
      }
      let testID = payload["testID"] as? String ?? ""
      switch payload["kind"] as? String {
      case "runStarted": didStart = true
      case "testStarted" where functions.contains(testID): ran += 1
      case "testSkipped" where functions.contains(testID): skipped += 1
      case "issueRecorded":
        let issue = payload["issue"] as? [String: Any]
        guard issue?["isKnown"] as? Bool != true, !testID.isEmpty else { continue }
        if !failedTests.contains(testID) { failedTests.append(testID) }
        let text =
          (payload["messages"] as? [[String: Any]])?.first?["text"] as? String ?? "failed"
        let location = issue?["sourceLocation"] as? [String: Any]
        let place = (location?["_filePath"] as? String).map { path in
          "\(trim(path)):\(location?["line"] as? Int ?? 0): "
        }
        messages[testID, default: []].append((place ?? "") + text)
      default: continue
      }
    }
    failed = failedTests.count
    failures = failedTests.map { id -> TestOutcome.Failure in
      let said = messages[id] ?? []
      return .init(
        test: Self.name(ofTest: id), message: said.first ?? "failed",
        others: said.count > 1 ? Array(said.dropFirst()) : nil)
    }
  }

  /// The name of the test whose id is `id`, such as `ToDoTests.ItemTests.keepsTitle()` for
  /// `ToDoTests.ItemTests/keepsTitle()/ItemTests.swift:5:4`: the suites and the function,
  /// without the place, which the message gives.
  static func name(ofTest id: String) -> String {
    var parts = id.split(separator: "/").map(String.init)
    if parts.count > 1, parts.last?.contains(".swift:") == true { parts.removeLast() }
    return parts.joined(separator: ".")
  }
}
