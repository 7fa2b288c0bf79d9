@testable import Quotes

/// The quotes the tests share. Three authors, two quotes by Lena Park, and an order that is
/// neither by author nor by text, so that a wrong answer looks wrong.
extension Quote {
  static let park = Quote(text: "Small steps still count.", author: "Lena Park")
  static let okafor = Quote(text: "A red test is a question.", author: "Mira Okafor")
  static let berg = Quote(text: "Read the error first.", author: "Jon Berg")
  static let parkAgain = Quote(text: "Green is a place to rest.", author: "Lena Park")
}
