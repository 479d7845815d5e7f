import Testing
import WheelCore

@testable import TerminalUI

@Suite struct ThemeDetectionTests {
  @Test func parsesOSC11Replies() {
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)) == RGB(0xFFFFFF))
    #expect(
      BackgroundReply.background(in: Array("\u{1B}]11;rgb:1c1c/2020/8080\u{1B}\\\u{1B}[?62c".utf8)) == RGB(0x1C2080))
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:f/0/80\u{07}".utf8)) == RGB(0xFF0080))
    #expect(BackgroundReply.background(in: Array("\u{1B}[?62;22c".utf8)) == nil)
    #expect(BackgroundReply.background(in: Array("\u{1B}]11;rgb:zz/00/00\u{07}".utf8)) == nil)
  }

  @Test func recognisesTheDA1Sentinel() {
    #expect(BackgroundReply.containsDeviceAttributes(Array("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?64;1;2c".utf8)))
    #expect(!BackgroundReply.containsDeviceAttributes(Array("\u{1B}[?64;1;2".utf8)))
  }

  @Test func lightBackgroundGetsTheWhiteIPod() {
    #expect(ThemeChooser.choose(.auto, background: RGB(0xFAFAFA), colorFGBG: "15;0") == .white)
    #expect(ThemeChooser.choose(.auto, background: RGB(0x101010), colorFGBG: "0;15") == .black)
  }

  @Test func colorFGBGThenBlack() {
    #expect(ThemeChooser.choose(.auto, background: nil, colorFGBG: "0;15") == .white)
    #expect(ThemeChooser.choose(.auto, background: nil, colorFGBG: "15;default;0") == .black)
    #expect(ThemeChooser.choose(.auto, background: nil, colorFGBG: "15;8") == .black)
    #expect(ThemeChooser.choose(.auto, background: nil, colorFGBG: "default") == .black)
    #expect(ThemeChooser.choose(.auto, background: nil, colorFGBG: nil) == .black)
  }

  @Test func explicitOptionWins() {
    #expect(ThemeChooser.choose(.white, background: RGB(0), colorFGBG: "15;0") == .white)
    #expect(ThemeChooser.choose(.black, background: RGB(0xFFFFFF), colorFGBG: nil) == .black)
  }

  @Test func colorDepth() {
    #expect(
      ColorDepthDetector.detect(
        environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], colors: 256, hasRGBFlag: true) == .monochrome)
    #expect(ColorDepthDetector.detect(environment: ["NO_COLOR": ""], colors: 256, hasRGBFlag: false) == .palette256)
    #expect(
      ColorDepthDetector.detect(environment: ["COLORTERM": "truecolor"], colors: 8, hasRGBFlag: false) == .trueColor)
    #expect(ColorDepthDetector.detect(environment: [:], colors: 256, hasRGBFlag: true) == .trueColor)
    #expect(ColorDepthDetector.detect(environment: [:], colors: 8, hasRGBFlag: false) == .palette16)
    #expect(ColorDepthDetector.detect(environment: [:], colors: -1, hasRGBFlag: false) == .monochrome)
  }
}
