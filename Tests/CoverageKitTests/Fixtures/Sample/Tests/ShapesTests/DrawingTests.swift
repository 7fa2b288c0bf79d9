import Shapes
import XCTest

final class DrawingTests: XCTestCase {
  func testAddRejectsInvalidShapes() {
    var drawing = Drawing(name: "d")
    XCTAssertTrue(drawing.add(.circle(radius: 2)))
    XCTAssertFalse(drawing.add(.circle(radius: -1)))
    XCTAssertEqual(drawing.shapes.count, 1)
  }

  func testLargestShapes() {
    var drawing = Drawing(name: "d")
    drawing.add(.rectangle(width: 1, height: 1))
    drawing.add(.rectangle(width: 3, height: 3))
    XCTAssertEqual(drawing.shapes(withAreaAtLeast: 2), [.rectangle(width: 3, height: 3)])
    XCTAssertEqual(largest(drawing.shapes, by: \.area), .rectangle(width: 3, height: 3))
    XCTAssertEqual(drawing.totalArea, 10)
  }
}
