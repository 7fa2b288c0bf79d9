import Testing

@testable import KataKit

/// The anonymous wall's names hang on each learner's name alone: a pair who joins late, or
/// a room in another order, renames no one.
@Suite struct AnimalNamesTests {
  @Test func aNameIsAPureFunctionOfTheLearnersName() {
    #expect(AnimalNames.name(for: "ada") == AnimalNames.name(for: "ada"))
    #expect(AnimalNames.name(for: "ada") != AnimalNames.name(for: "bob"))
    #expect(AnimalNames.hash("") == 0xcbf2_9ce4_8422_2325, "FNV-1a's offset basis")
    #expect(AnimalNames.hash("a") == 0xaf63_dc4c_8601_ec8c, "FNV-1a of \"a\"")
  }

  @Test func aPairWhoJoinsRenamesNoOne() {
    let room = (1...24).map { String(format: "pair%02d", $0) }
    let before = AnimalNames.names(for: room)
    let after = AnimalNames.names(for: room + ["aaron"])
    let shuffled = AnimalNames.names(for: room.reversed() + ["aaron"])

    for learner in room where before[learner] == AnimalNames.name(for: learner) {
      #expect(after[learner] == before[learner], "\(learner)")
    }
    #expect(after == shuffled, "the order of the room does not matter")
    #expect(Set(after.values).count == 25, "one name each")
    #expect(after["aaron"]?.hasPrefix(AnimalNames.name(for: "aaron")) == true)
  }

  @Test func learnersWhoMeetOnANameEachGetANumber() throws {
    let first = AnimalNames.name(for: "p1")
    let twin = try #require(
      (2...100_000).lazy.map { "p\($0)" }.first { AnimalNames.name(for: $0) == first })

    let names = AnimalNames.names(for: ["p1", twin, "ada"])

    #expect(names["p1"] != names[twin])
    #expect(names["p1"]?.hasPrefix(first + " ") == true)
    #expect(names[twin]?.hasPrefix(first + " ") == true)
    #expect(names["ada"] == AnimalNames.name(for: "ada"))
  }
}
