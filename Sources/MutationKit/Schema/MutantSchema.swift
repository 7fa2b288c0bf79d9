/// Every mutant of a package compiled in at once, each switched on by the environment
/// variable `TDDKIT_MUTANT` (a mutant's number; none when unset), so one build serves them
/// all: a mutant schema.
///
/// An operator becomes one of its own, declared with the original's precedence, whose
/// function does what the original or the mutant does; a literal or a returned value becomes
/// a choice between them; a removed call is wrapped in an `if`. Nothing moves to another
/// line, so line numbers (and the coverage of them) stay as they were. A site the compiler
/// refuses this way (an operator used on types the generic function does not cover, a
/// literal where only a literal may stand) is taken out of the schema and its mutants built
/// one by one instead.
struct MutantSchema: Sendable {
  /// The environment variable that switches a mutant on.
  static let variable = "TDDKIT_MUTANT"
  /// The environment variable naming the file a run writes the mutants it reaches to, one
  /// number a line, each once: which tests reach which mutants, measured in the one build.
  static let traceVariable = "TDDKIT_MUTANT_TRACE"
  /// The function the rewritten code asks which mutant is on.
  static let function = "tddkitMutantIsOn"

  /// The mutants in the schema, by number from 1.
  let mutants: [Int: Mutant]

  /// A schema of `mutants`, numbered from 1 in the order given.
  init(_ mutants: [Mutant]) {
    self.mutants = Dictionary(
      uniqueKeysWithValues: mutants.enumerated().map { ($0.offset + 1, $0.element) })
  }

  /// The numbers of the mutants at each mutant's place, its own among them, by number: the
  /// schema asks for the first of an operator's mutants alone, so a test that reaches one of
  /// them reaches them all.
  var siteMates: [Int: [Int]] {
    var byPlace: [String: [Int]] = [:]
    for (number, mutant) in mutants {
      let place = "\(mutant.file):\(mutant.edit.range.lowerBound)-\(mutant.edit.range.upperBound)"
      byPlace[place, default: []].append(number)
    }
    var mates: [Int: [Int]] = [:]
    for numbers in byPlace.values {
      for number in numbers { mates[number] = numbers.sorted() }
    }
    return mates
  }

  /// A place of a file several mutants change in the same way: an operator, a literal, a
  /// statement.
  struct Site: Equatable, Sendable {
    /// The mutants' numbers.
    var numbers: [Int]
    var kind: MutationOperator
    var edit: TextEdit
    /// The code the site replaces.
    var original: String
    /// What each mutant puts in its place, by number.
    var replacements: [Int: String]
    var line: Int
  }

  /// The sites of `file`, in the order of the file.
  func sites(in file: String, text: String) -> [Site] {
    let scalars = Array(text.unicodeScalars)
    var sites: [Site] = []
    for (number, mutant) in mutants.sorted(by: { $0.key < $1.key }) where mutant.file == file {
      if let index = sites.firstIndex(where: { $0.edit.range == mutant.edit.range }) {
        sites[index].numbers.append(number)
        sites[index].replacements[number] = mutant.edit.text
        continue
      }
      var original = String.UnicodeScalarView()
      original.append(contentsOf: scalars[mutant.edit.range])
      sites.append(
        Site(
          numbers: [number], kind: mutant.mutationOperator, edit: mutant.edit,
          original: String(original), replacements: [number: mutant.edit.text], line: mutant.line))
    }
    return sites.sorted { $0.edit.range.lowerBound < $1.edit.range.lowerBound }
  }

  /// `text` with `sites` rewritten to switch on their mutants. A site inside another (a
  /// literal in a returned expression, an operator in a removed call) is rewritten first,
  /// and the outer one wraps the result.
  static func rewrite(_ text: String, sites: [Site]) -> String {
    let scalars = Array(text.unicodeScalars)
    func build(_ range: Range<Int>, _ sites: [Site]) -> String {
      let sorted = sites.sorted {
        ($0.edit.range.lowerBound, $1.edit.range.count) < (
          $1.edit.range.lowerBound, $0.edit.range.count
        )
      }
      var result = String.UnicodeScalarView()
      var cursor = range.lowerBound
      var index = 0
      while index < sorted.count {
        let site = sorted[index]
        var end = index + 1
        while end < sorted.count, sorted[end].edit.range.lowerBound < site.edit.range.upperBound {
          end += 1
        }
        let inner = sorted[index + 1..<end].filter {
          $0.edit.range.upperBound <= site.edit.range.upperBound
        }
        result.append(contentsOf: scalars[cursor..<site.edit.range.lowerBound])
        result.append(
          contentsOf: switched(site, code: build(site.edit.range, inner)).unicodeScalars)
        cursor = site.edit.range.upperBound
        index = end
      }
      result.append(contentsOf: scalars[cursor..<range.upperBound])
      return String(result)
    }
    return build(0..<scalars.count, sites)
  }

  /// The code that stands at `site` in the schema, around `code`, the site's own code with
  /// the sites inside it rewritten.
  static func switched(_ site: Site, code: String) -> String {
    let on = { (number: Int) in "\(function)(\(number))" }
    switch site.kind {
    case .relationalBoundary, .negatedEquality, .logicalConnective, .arithmetic, .removedNot:
      return operatorName(site.numbers[0])
    case .removedCall:
      return "if !\(on(site.numbers[0])) { \(code) }"
    case .flippedBoolean, .integerConstant, .defaultReturn:
      let choices = site.numbers.map { "\(on($0)) ? \(site.replacements[$0] ?? "") : " }
      return "(" + choices.joined() + "(\(code)))"
    }
  }

  /// The name of the operator of the site whose first mutant is `number`: `^^` and the
  /// number in three operator characters, which no other operator uses.
  static func operatorName(_ number: Int) -> String {
    let digits: [Character] = ["~", "%", "&"]
    var name = ""
    var rest = number
    repeat {
      name.insert(digits[rest % 3], at: name.startIndex)
      rest /= 3
    } while rest > 0
    return "^^" + name
  }

  /// The declarations a module's schema needs, its operators' among them, as a file: each
  /// site's declaration on lines of its own, which `lines` gives by site.
  static func support(for sites: [Site]) -> (text: String, lines: [ClosedRange<Int>: Int]) {
    let highest = sites.flatMap(\.numbers).max() ?? 0
    var text = """
      import Foundation

      /// The mutant this run switches on, from \(variable); 0 for none.
      private let tddkitActiveMutant =
        Int(ProcessInfo.processInfo.environment["\(variable)"] ?? "") ?? 0

      /// Where the mutants a run reaches are written, one number a line, from
      /// \(traceVariable): which tests reach which mutants.
      private nonisolated(unsafe) let tddkitTrace: UnsafeMutablePointer<FILE>? =
        ProcessInfo.processInfo.environment["\(traceVariable)"].flatMap { fopen($0, "a") }

      /// The mutants of this module already written to the trace, by number.
      private nonisolated(unsafe) let tddkitTraced: UnsafeMutablePointer<Bool> = {
        let flags = UnsafeMutablePointer<Bool>.allocate(capacity: \(highest + 1))
        flags.initialize(repeating: false, count: \(highest + 1))
        return flags
      }()

      /// Whether the mutant numbered `number` is on; usable from `@inlinable` code, as
      /// libraries mark most generic code.
      @usableFromInline func \(function)(_ number: Int) -> Bool {
        if let trace = tddkitTrace, !tddkitTraced[number] {
          tddkitTraced[number] = true
          fputs("\\(number)\\n", trace)
          fflush(trace)
        }
        return tddkitActiveMutant == number
      }

      """
    var lines: [ClosedRange<Int>: Int] = [:]
    for site in sites {
      let declaration = declarations(for: site)
      guard !declaration.isEmpty else { continue }
      let first = text.filter { $0 == "\n" }.count + 1
      text += declaration
      lines[first...first + declaration.filter { $0 == "\n" }.count - 1] = site.numbers[0]
    }
    return (text, lines)
  }

  /// The operator declaration and functions of an operator site.
  private static func declarations(for site: Site) -> String {
    let name = operatorName(site.numbers[0])
    let on = "\(function)(\(site.numbers[0]))"
    let mutant = site.replacements[site.numbers[0]] ?? ""
    let original = site.original
    switch site.kind {
    case .removedNot:
      return """
        prefix operator \(name)
        @usableFromInline prefix func \(name)(operand: Bool) -> Bool { \(on) ? operand : !operand }

        """
    case .logicalConnective:
      let precedence =
        original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
      return """
        infix operator \(name): \(precedence)
        @usableFromInline func \(name)(lhs: Bool, rhs: @autoclosure () throws -> Bool) rethrows -> Bool {
          \(on) ? (try lhs \(mutant) rhs()) : (try lhs \(original) rhs())
        }

        """
    default:
      guard let (precedence, signatures) = binaryShape(of: site.kind, original: original) else {
        return ""
      }
      let functions = signatures.map { signature in
        """
        @usableFromInline func \(name) \(signature) {
          \(on) ? lhs \(mutant) rhs : lhs \(original) rhs
        }

        """
      }
      return "infix operator \(name): \(precedence)\n" + functions.joined() + "\n"
    }
  }

  /// The precedence and the generic signatures of the functions of a binary operator site:
  /// as wide as the original operator's uses in libraries allow.
  private static func binaryShape(of kind: MutationOperator, original: String)
    -> (precedence: String, signatures: [String])?
  {
    switch kind {
    case .relationalBoundary:
      ("ComparisonPrecedence", ["<T: Comparable>(lhs: T, rhs: T) -> Bool"])
    case .negatedEquality:
      // `x != nil` compares any optional, Equatable or not, with the nil literal.
      (
        "ComparisonPrecedence",
        [
          "<T: Equatable>(lhs: T, rhs: T) -> Bool",
          "<T>(lhs: T?, rhs: _OptionalNilComparisonType) -> Bool",
          "<T>(lhs: _OptionalNilComparisonType, rhs: T?) -> Bool",
        ]
      )
    case .arithmetic where ["+", "-"].contains(original):
      ("AdditionPrecedence", ["<T: AdditiveArithmetic>(lhs: T, rhs: T) -> T"])
    case .arithmetic:
      (
        "MultiplicationPrecedence",
        ["<T: BinaryInteger>(lhs: T, rhs: T) -> T", "<T: FloatingPoint>(lhs: T, rhs: T) -> T"]
      )
    default:
      nil
    }
  }
}
