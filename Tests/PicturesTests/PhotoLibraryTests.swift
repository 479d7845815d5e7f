import Platform
import Testing

@testable import Pictures

/// Listing the photos of a temporary HOME, with and without user-dirs.dirs.
@Suite struct PhotoLibraryTests {
  private let image: [UInt8] = [0x89, 0x50, 0x4E, 0x47]  // content is never read while listing

  private func photos(_ environment: [String: String]) -> [String] {
    PhotoLibrary.list(xdg: XDGDirectories(environment: environment, accountHome: { nil }))
  }

  @Test func listsImagesByNameThenSubfolders() {
    let home = TempFolder()
    for name in [
      "Pictures/b.PNG", "Pictures/IMG_10.jpg", "Pictures/IMG_9.jpeg", "Pictures/notes.txt",
      "Pictures/.hidden.jpg", "Pictures/2023/trip.jpg", "Pictures/.thumbnails/t.png", "Pictures/a/z.png",
    ] {
      home.write(name, image)
    }
    let photos = photos(["HOME": home.path])
    let pictures = home.path + "/Pictures"
    #expect(
      photos == [
        pictures + "/b.PNG", pictures + "/IMG_9.jpeg", pictures + "/IMG_10.jpg",
        pictures + "/2023/trip.jpg", pictures + "/a/z.png",
      ])
  }

  @Test func missingFolderIsEmpty() {
    let home = TempFolder()
    #expect(photos(["HOME": home.path]).isEmpty)
    #expect(
      PhotoLibrary.folder(xdg: XDGDirectories(environment: [:], accountHome: { nil })) == "", "no home, no folder")
  }

  @Test func userDirsFileNamesTheFolder() {
    let home = TempFolder()
    home.write(
      ".config/user-dirs.dirs",
      text: """
        # written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        """)
    home.write("Bilder/x.jpg", image)
    home.write("Pictures/y.jpg", image)
    #expect(photos(["HOME": home.path]) == [home.path + "/Bilder/x.jpg"])
  }

  @Test func xdgConfigHomeAndAbsolutePathsAreHonoured() {
    let home = TempFolder()
    let elsewhere = TempFolder()
    home.write("conf/user-dirs.dirs", text: "XDG_PICTURES_DIR=\"\(elsewhere.path)/shots\"\n")
    elsewhere.write("shots/s.png", image)
    let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path + "/conf"]
    #expect(photos(environment) == [elsewhere.path + "/shots/s.png"])
  }

  @Test(arguments: ["XDG_PICTURES_DIR=\"$HOME/\"", "XDG_PICTURES_DIR=\"relative/path\"", "garbage without equals"])
  func unusableEntriesFallBackToPictures(line: String) {
    let home = TempFolder()
    home.write(".config/user-dirs.dirs", text: line + "\n")
    home.write("Pictures/p.jpg", image)
    home.write("top.jpg", image)
    #expect(photos(["HOME": home.path]) == [home.path + "/Pictures/p.jpg"])
  }

  @Test func listingStopsAtTheLimit() {
    let home = TempFolder()
    for i in 0..<30 { home.write("Pictures/sub\(i % 3)/p\(i).jpg", image) }
    #expect(PhotoLibrary.list(folder: home.path + "/Pictures", limit: 7).count == 7)
  }

  @Test func naturalOrder() {
    #expect(NaturalOrder.compare("IMG_9", "img_10") < 0)
    #expect(NaturalOrder.compare("a2b", "a02b") == 0)
    #expect(NaturalOrder.compare("Zebra", "apple") > 0)
    #expect(NaturalOrder.compare("photo", "photo 1") < 0)
  }
}
