import SwiftLexer

extension SwiftSource {
  /// A declaration other code can use: a type, or a member or function at the top level or
  /// in a type's body, never a local of a function body or a `private` one.
  struct Declaration: Equatable, Sendable {
    /// The keyword that declares it: `struct`, `func`, `init`, `var`, `case`, ….
    var keyword: String
    /// Its name; for `init` and `subscript`, the keyword.
    var name: String
    /// The type whose body (or extension) declares it; `nil` at the top level.
    var container: String?
    /// The argument labels of a function, initializer, subscript or enum case.
    var labels: [String]
    /// Its signature as written, comments left out and white space made single spaces:
    /// `init(title: String, itemDescription: String? = nil)`.
    var signature: String
    /// For a stored `var` or `let`, its initial value as written (`0`, `[]`); `nil` without.
    var value: String? = nil
    /// Whether it is a `var` with accessors, `{ … }`, rather than a stored property.
    var isComputed = false
  }

  /// Every declaration of the file's API, in source order.
  var declarations: [Declaration] {
    DeclarationScan(source: self).declarations()
  }

  /// The names the file declares for other code to use: types, members, enum cases and the
  /// argument labels of functions and initializers, at the top level or inside type
  /// bodies, never the locals of function bodies.
  var declaredNames: Set<String> {
    Set(
      declarations.flatMap { declaration in
        (["init", "subscript"].contains(declaration.keyword) ? [] : [declaration.name])
          + declaration.labels
      })
  }
}
