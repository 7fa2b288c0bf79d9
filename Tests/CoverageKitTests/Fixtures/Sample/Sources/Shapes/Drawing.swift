/// A named collection of shapes.
public struct Drawing: Sendable {
  public var name: String
  public private(set) var shapes: [Shape] = []

  public init(name: String) {
    self.name = name
  }

  /// Adds `shape` when it is valid; returns whether it was added.
  @discardableResult
  public mutating func add(_ shape: Shape) -> Bool {
    guard shape.isValid else { return false }
    shapes.append(shape)
    return true
  }

  /// The sum of the areas.
  public var totalArea: Double {
    shapes.map(\.area).reduce(0, +)
  }

  /// The shapes whose area is at least `minimum`, largest first.
  public func shapes(withAreaAtLeast minimum: Double) -> [Shape] {
    shapes
      .filter { shape in
        shape.area >= minimum
      }
      .sorted { lhs, rhs in
        lhs.area > rhs.area
      }
  }

  /// A description of every shape, one per line.
  public func describe() -> String {
    shapes.map { shape in
      switch shape {
      case .circle: "circle"
      case .rectangle: "rectangle"
      case .triangle: "triangle"
      }
    }
    .joined(separator: "\n")
  }

  /// Removes every shape. Never called by the tests.
  public mutating func clear() {
    shapes.removeAll()
  }
}

/// The largest of `values` by `key`, or `nil` when there are none.
@inlinable
public func largest<T>(_ values: [T], by key: (T) -> Double) -> T? {
  var best: T?
  var bestKey = -Double.infinity
  for value in values {
    let current = key(value)
    if current > bestKey {
      best = value
      bestKey = current
    }
  }
  return best
}
