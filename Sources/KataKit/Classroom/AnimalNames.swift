/// The names the anonymous wall shows instead of the learners': an adjective and an animal
/// picked by a hash of the learner's name alone, so that a pair keeps its animal however
/// many pairs join the room after it.
enum AnimalNames {
  /// The adjectives, kind ones, short enough for the wall.
  static let adjectives = [
    "Brave", "Calm", "Clever", "Eager", "Gentle", "Happy", "Jolly", "Keen", "Kind", "Lively",
    "Lucky", "Merry", "Nimble", "Proud", "Quick", "Quiet", "Sunny", "Swift", "Tidy", "Witty",
    "Bold", "Bright", "Cosy", "Daring", "Fair", "Glad", "Humble", "Patient", "Plucky", "Steady",
    "Sturdy", "Wise",
  ]

  /// The animals.
  static let animals = [
    "Otter", "Heron", "Badger", "Lynx", "Puffin", "Gecko", "Walrus", "Ibis", "Marten",
    "Wombat", "Kestrel", "Axolotl", "Bison", "Crane", "Dingo", "Egret", "Ferret", "Gannet",
    "Hare", "Jackal", "Koala", "Lemur", "Mole", "Newt", "Ocelot", "Panda", "Quail", "Raven",
    "Seal", "Tapir", "Urchin", "Vole", "Wren", "Yak", "Zebra", "Alpaca", "Beaver", "Coati",
    "Dormouse", "Eland",
  ]

  /// The 64-bit FNV-1a hash of `text`'s UTF-8, seeded with `seed`: the same on every machine
  /// and every run, unlike `Hasher`.
  static func hash(_ text: String, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
    text.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
  }

  /// The animal name of `learner`, such as `Brave Otter`: a pure function of the name.
  static func name(for learner: String) -> String {
    let value = hash(learner)
    let adjective = adjectives[Int(value % UInt64(adjectives.count))]
    return adjective + " " + animals[Int(value / UInt64(adjectives.count) % UInt64(animals.count))]
  }

  /// The animal names of `learners`, one each. Learners whose names meet on one animal name
  /// (one room in a few of twenty-five pairs) each get a number of their own hash after it,
  /// so only those few depend on who else is in the room.
  static func names(for learners: [String]) -> [String: String] {
    let unique = Set(learners)
    let byName = Dictionary(grouping: unique, by: name(for:))
    var names: [String: String] = [:]
    var taken = Set(byName.keys)
    for (shared, learners) in byName {
      guard learners.count > 1 else {
        names[learners[0]] = shared
        continue
      }
      for learner in learners.sorted() {
        var number = Int(hash(learner, seed: 0x1234_5678_9abc_def1) % 90) + 10
        while taken.contains("\(shared) \(number)") { number += 1 }
        taken.insert("\(shared) \(number)")
        names[learner] = "\(shared) \(number)"
      }
    }
    return names
  }
}
