/// A plane figure with an area and a perimeter.
public enum Shape: Equatable, Sendable {
  case circle(radius: Double)
  case rectangle(width: Double, height: Double)
  case triangle(a: Double, b: Double, c: Double)

  /// The area.
  public var area: Double {
    switch self {
    case .circle(let radius):
      return Double.pi * radius * radius
    case .rectangle(let width, let height):
      return width * height
    case .triangle(let a, let b, let c):
      let s = (a + b + c) / 2
      return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
  }

  /// The perimeter.
  public var perimeter: Double {
    switch self {
    case .circle(let radius): 2 * Double.pi * radius
    case .rectangle(let width, let height): 2 * (width + height)
    case .triangle(let a, let b, let c): a + b + c
    }
  }

  /// Whether the sides can form the shape at all.
  public var isValid: Bool {
    switch self {
    case .circle(let radius):
      return radius > 0
    case .rectangle(let width, let height):
      return width > 0 && height > 0
    case .triangle(let a, let b, let c):
      guard a > 0, b > 0, c > 0 else { return false }
      return a + b > c && a + c > b && b + c > a
    }
  }
}
