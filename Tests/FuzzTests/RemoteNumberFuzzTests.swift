import Foundation
import Testing
import WheelCore

@testable import RemoteControl

/// The remote's two surfaces, words (`ipodtui remote volume +4e19`) and the socket's JSON line
/// (`{"words":["volume","+1e308"]}`): whatever number arrives is refused with a message naming
/// the range, or accepted inside it; the core it reaches never traps.
@Suite struct RemoteNumberFuzzTests {
  @Test func remoteWords() {
    var mutator = Mutator(salt: 41)
    var refused = 0
    var accepted = 0
    for text in HostileNumbers.texts(count: 20_000, using: &mutator) {
      for verb in ["volume", "seek"] {
        let request: RemoteRequest
        do {
          request = try RemoteRequest.parse([verb, text])
        } catch {
          refused += 1
          #expect(error.message.contains(verb == "volume" ? "100" : "604800"), "\(verb) \(text): \(error.message)")
          continue
        }
        accepted += 1
        guard case .command(let command) = request else {
          Issue.record("\(verb) \(text) is not a command")
          continue
        }
        switch command {
        case .setVolume(let v): #expect((0...1).contains(v), "\(verb) \(text)")
        case .changeVolume(let v): #expect((-1...1).contains(v), "\(verb) \(text)")
        case .seekTo(let s): #expect((0...ResumeCodec.maxElapsed).contains(s), "\(verb) \(text)")
        case .seek(let s): #expect((-ResumeCodec.maxElapsed...ResumeCodec.maxElapsed).contains(s), "\(verb) \(text)")
        default: Issue.record("\(verb) \(text) became \(command)")
        }
        var app = HostileNumbers.playingState()
        HostileNumbers.expectInRange(after: command, on: &app, "\(verb) \(text)")
      }
    }
    #expect(refused > 0 && accepted > 0)
    print("fuzz remote words: seed \(Mutator.seed), \(accepted) accepted, \(refused) refused")
  }

  /// The JSON line as the server reads it: numbers as strings, as JSON numbers (not words:
  /// refused whole) and 400-digit literals.
  @Test func socketJSON() {
    var mutator = Mutator(salt: 42)
    let texts = HostileNumbers.texts(count: 5_000, using: &mutator)
    var lines: [[UInt8]] = []
    for text in texts {
      for verb in ["volume", "seek"] {
        lines.append(RemoteMessage.encode(RemoteMessage.Request(words: [verb, text])).dropLast())
        lines.append(Array(#"{"words":["\#(verb)",\#(text)]}"#.utf8))
      }
    }
    var decoded = 0
    for line in lines {
      guard let request = RemoteMessage.decode(RemoteMessage.Request.self, from: line) else { continue }
      decoded += 1
      guard let parsed = try? RemoteRequest.parse(request.words), case .command(let command) = parsed else { continue }
      var app = HostileNumbers.playingState()
      HostileNumbers.expectInRange(after: command, on: &app, String(decoding: line, as: UTF8.self))
    }
    #expect(decoded >= texts.count)
  }
}
