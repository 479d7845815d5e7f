import Organizer
import Testing
import WheelCore

/// The Contacts reader on `.vcf` files of each version, written at test time.
@Suite struct ContactsFolderTests {
  func read(_ folder: TemporaryFolder) -> (contacts: [Contact], problems: [String]) {
    ContactsFolder(path: folder.path).read()
  }

  @Test func version21QuotedPrintableInLatin1AndWindows1252() {
    let folder = TemporaryFolder()
    let card =
      Array(
        """
        BEGIN:VCARD\r
        VERSION:2.1\r
        N;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:M=FCller;J=FCrgen\r
        TEL;CELL;VOICE:+49 170 1234567\r
        TEL;WORK;FAX:+49 89 1111\r
        ADR;HOME;ENCODING=QUOTED-PRINTABLE;CHARSET=ISO-8859-1:;;Hauptstra=DFe 1;M=FC=\r
        nchen;;80331;Deutschland\r
        NOTE;ENCODING=QUOTED-PRINTABLE:Line one=0D=0ALine two\r

        """.utf8) + Array("ORG;CHARSET=windows-1252:Caf".utf8) + [0x80, 0x20, 0x93] + Array("Bar".utf8) + [0x94]
      + Array("\r\nEND:VCARD\r\n".utf8)
    folder.write("old phone.vcf", bytes: card)
    let (contacts, problems) = read(folder)
    #expect(problems.isEmpty)
    let c = contacts.first
    #expect(c?.first == "Jürgen" && c?.last == "Müller")
    #expect(c?.phones == [Contact.Entry("mobile", "+49 170 1234567"), Contact.Entry("work fax", "+49 89 1111")])
    #expect(c?.addresses == [Contact.Entry("home", "Hauptstraße 1\nMünchen 80331\nDeutschland")])
    #expect(c?.note == "Line one\nLine two")
    #expect(c?.organization == "Caf€ “Bar”")
  }

  @Test func version30FoldedLinesEscapesAndGroups() {
    let folder = TemporaryFolder()
    folder.write(
      "jane.vcf",
      [
        "BEGIN:VCARD", "VERSION:3.0", "N:Appleseed;Jane;;;", "FN:Jane Appleseed", "ORG:Example\\, Inc.;Research",
        "EMAIL;TYPE=INTERNET,WORK:jane@exam", " ple.com", "NOTE:First\\nSecond\\; with semicolon\\\\backslash",
        "item1.TEL;TYPE=HOME:555-0100", "item1.X-ABLABEL:home", "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ",
        "\tAAAQABAAD", "BDAY:19800401", "END:VCARD",
      ].joined(separator: "\r\n") + "\r\n")
    let c = read(folder).contacts.first
    #expect(c?.displayName == "Jane Appleseed")
    #expect(c?.organization == "Example, Inc., Research")
    #expect(c?.emails == [Contact.Entry("work", "jane@example.com")])
    #expect(c?.phones == [Contact.Entry("home", "555-0100")])
    #expect(c?.note == "First\nSecond; with semicolon\\backslash")
    #expect(c?.birthday == "1980-04-01")
  }

  @Test func version40QuotedTypesAndTelURIs() {
    let folder = TemporaryFolder()
    folder.write(
      "Address Book/anna.vcf",
      [
        "BEGIN:VCARD", "VERSION:4.0", "N:Zed;Anna;;;", "FN:Anna Zed",
        "TEL;VALUE=uri;TYPE=\"voice,cell\":tel:+1-555-0199",
        "EMAIL;TYPE=home:anna@example.org", "ADR;TYPE=work:;;1 Main St;Springfield;IL;62704;USA", "END:VCARD",
      ].joined(separator: "\n"))
    let c = read(folder).contacts.first
    #expect(c?.phones == [Contact.Entry("mobile", "+1-555-0199")])
    #expect(c?.emails == [Contact.Entry("home", "anna@example.org")])
    #expect(c?.addresses == [Contact.Entry("work", "1 Main St\nSpringfield IL 62704\nUSA")])
  }

  @Test func brokenFilesAreSkippedAndTheirGoodCardsKept() {
    let folder = TemporaryFolder()
    folder.write("cut.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Cut Off\n")
    folder.write("list.vcf", "milk\neggs\n")
    folder.write("mixed.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Kept\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Lost\n")
    folder.write("escape.vcf", "BEGIN:VCARD\nVERSION:3.0\nFN:Evil\u{1B}]0;owned\u{07}Name\u{1B}[2J\nEND:VCARD\n")
    let (contacts, problems) = read(folder)
    #expect(contacts.map(\.displayName).sorted() == ["EvilName", "Kept"])
    #expect(problems.contains("Skipped contacts cut.vcf: a card has no END:VCARD"), "\(problems)")
    #expect(problems.contains("Skipped contacts list.vcf: no vCard in it"), "\(problems)")
    #expect(problems.contains("1 card skipped in mixed.vcf: a card has no END:VCARD"), "\(problems)")
  }

  /// Empty parameters (`TEL;;=:…`) trapped the reader (an index out of range: VCardFuzzTests
  /// found it); they are ignored, and the card is kept.
  @Test func emptyParametersAreIgnored() {
    let folder = TemporaryFolder()
    folder.write("odd.vcf", "BEGIN:VCARD\nVERSION:2.1\nFN;;=:Odd Params\nTEL;=;;TYPE=:+1 555\nEND:VCARD\n")
    let (contacts, _) = read(folder)
    #expect(contacts.map(\.displayName) == ["Odd Params"])
    #expect(contacts.first?.phones.map(\.value) == ["+1 555"])
  }
}
