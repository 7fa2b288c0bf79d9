import Shapes
import XCTest

final class ShapeTests: XCTestCase {
  func testCircleArea() {
    XCTAssertEqual(Shape.circle(radius: 1).area, Double.pi, accuracy: 1e-9)
  }

  func testRectangleAreaAndPerimeter() {
    let shape = Shape.rectangle(width: 2, height: 3)
    XCTAssertEqual(shape.area, 6)
    XCTAssertEqual(shape.perimeter, 10)
  }

  func testTriangleValidity() {
    XCTAssertTrue(Shape.triangle(a: 3, b: 4, c: 5).isValid)
    XCTAssertFalse(Shape.triangle(a: 1, b: 1, c: 5).isValid)
  }
}
