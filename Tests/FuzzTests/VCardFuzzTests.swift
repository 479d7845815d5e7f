import Testing
import WheelCore

/// The vCard reader on mutated and random files: it never traps, keeps no more cards than its
/// bound, and nothing it hands the screens holds a control character (a file's escape sequence
/// must never reach the terminal).
@Suite struct VCardFuzzTests {
  static let samples: [[UInt8]] = [
    "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;Zo=EB\r\n"
      + "TEL;CELL:+49 30 1234\r\nADR;HOME:;;Stra=DFe 1=\r\n 2;Berlin;;10115;DE\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ana Lu\r\n  cía\r\nN:Lucía;Ana;;;\r\nitem1.EMAIL;TYPE=INTERNET:a@b.c\r\n"
      + "NOTE:line\\none\\, two\\; three\r\nEND:VCARD\r\n",
    "BEGIN:VCARD\nVERSION:4.0\nFN:山田 太郎\nTEL;VALUE=uri;TYPE=\"voice,cell\":tel:+81-3-1234\nORG:会社\nEND:VCARD\n",
  ].map { Array($0.utf8) }

  @Test func theReaderNeverTrapsAndShowsNoControlCharacter() {
    var mutator = Mutator(salt: 41)
    var kept = 0
    fuzz("vcard reader", count: 40_000) { i in
      let input = mutator.input(from: Self.samples)
      let result = VCardReader.read(input)
      #expect(result.contacts.count <= VCardReader.cardLimit, "input \(i)")
      for contact in result.contacts {
        kept += 1
        let shown =
          [contact.displayName, contact.organization, contact.note, contact.birthday]
          + (contact.phones + contact.emails + contact.addresses).flatMap { [$0.kind, $0.value] }
        for text in shown {
          let control = text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
          #expect(!control, "input \(i): \(text)")
        }
      }
    }
    #expect(kept > 0, "some mutations stay readable cards")
  }
}
