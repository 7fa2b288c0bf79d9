import Foundation
import Testing

@testable import ToDoCommands

@Suite struct StoreLocationTests {
  let cwd = URL(fileURLWithPath: "/work", isDirectory: true)

  @Test func prefersTheStoreOption() throws {
    let url = try StoreLocation.url(
      storeOption: "lists/mine.plist", environment: ["TODO_STORE": "/env.plist"],
      currentDirectory: cwd)

    #expect(url.path == "/work/lists/mine.plist")
  }

  @Test func thenTheEnvironmentVariable() throws {
    let url = try StoreLocation.url(
      storeOption: nil, environment: ["TODO_STORE": "/env.plist", "HOME": "/home/u"],
      currentDirectory: cwd)

    #expect(url.path == "/env.plist")
  }

  @Test func thenXDGDataHomeOnLinux() throws {
    let url = try StoreLocation.url(
      storeOption: nil,
      environment: ["TODO_STORE": "", "XDG_DATA_HOME": "/data", "HOME": "/home/u"],
      currentDirectory: cwd, platform: .linux)

    #expect(url.path == "/data/tddkit/todo.plist")
  }

  @Test func thenLocalShareOnLinux() throws {
    let url = try StoreLocation.url(
      storeOption: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"],
      currentDirectory: cwd, platform: .linux)

    #expect(url.path == "/home/u/.local/share/tddkit/todo.plist")
  }

  @Test func thenApplicationSupportOnMacOS() throws {
    let url = try StoreLocation.url(
      storeOption: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/Users/u"],
      currentDirectory: cwd, platform: .macOS)

    #expect(url.path == "/Users/u/Library/Application Support/tddkit/todo.plist")
  }

  @Test func withoutHome_fails() {
    #expect(throws: ToDoError.noDataDirectory) {
      try StoreLocation.url(storeOption: nil, environment: [:], currentDirectory: cwd)
    }
  }
}
