import Foundation
import TestSupport
import Testing

@testable import CommandLineSupport
@testable import KataKit

/// A room's address as learners mistype it, over loopback: without `http://`, or the wall's
/// page pasted from the browser. Each is recognised and answered with what to type.
extension ClassroomCommandsTests {
  @Test func anAddressWithoutHTTPOrAPastedPageSaysWhatToType() throws {
    try withTemporaryDirectory { folder in
      let room = try makeTinyKataAndRoom(in: folder)
      let token = ["KATA_ROOM_TOKEN": "ROOM-1357"]

      try withClassroom(in: room) { address in
        let bare = String(address.dropFirst("http://".count))
        let noScheme = run(
          ["start", "tiny", "--name", "ada", "--classroom", bare], in: folder, environment: token)
        let wall = run(
          ["start", "tiny", "--name", "ada", "--classroom", address + "/projector/room"],
          in: folder, environment: token)
        let doctor = run(
          ["doctor", "--classroom", address + "/?anonymous=1"], in: folder,
          environment: token.merging(["PATH": folder.path]) { a, _ in a })
        let right = run(
          ["start", "tiny", "--name", "ada", "--classroom", address + "/"], in: folder,
          environment: token)

        #expect(noScheme.status == .failure && wall.status == .failure)
        #expect(
          noScheme.errors
            == "kata: cannot use the classroom \(bare): a server's address starts with http://; type \(address)\n"
        )
        #expect(
          wall.errors
            == "kata: cannot use the classroom \(address)/projector/room: that is a page of the room, not its address; type \(address)\n"
        )
        #expect(
          doctor.output.contains(
            "✗ cannot use the classroom \(address)/?anonymous=1: that is a page of the room, not its address; type \(address)\n"
          ))
        #expect(right.status == .success, "\(right.errors)")
        let set = run(["set", "classroom", bare], in: folder)
        #expect(set.errors.hasSuffix("a server's address starts with http://; type \(address)\n"))
        let withPassword = run(
          ["set", "classroom", "http://bob:hunter2@" + bare], in: folder)
        let ftp = run(["set", "classroom", "ftp://" + bare], in: folder)
        #expect(
          withPassword.errors
            == "kata: cannot use the classroom http://***@\(bare): a classroom's address holds no name or password (the room token goes in --room-token); type \(address)\n"
        )
        #expect(!(withPassword.output + withPassword.errors).contains("hunter2"))
        #expect(
          ftp.errors.contains("a classroom is a folder or an http:// address; ftp:// is neither"))
      }
    }
  }
}
