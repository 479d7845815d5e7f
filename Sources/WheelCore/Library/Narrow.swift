/// An `Int` stored in a narrower integer type, clamped on the way in. For values held once
/// per song (track and disc numbers, years, play counts), where a library of 100,000 songs
/// makes every byte count a hundred thousand times.
@propertyWrapper
public struct Narrow<Stored: FixedWidthInteger & Hashable & Sendable>: Hashable, Sendable {
  private var stored: Stored

  public init(wrappedValue: Int) { stored = Stored(clamping: wrappedValue) }

  public var wrappedValue: Int {
    get { Int(stored) }
    set { stored = Stored(clamping: newValue) }
  }
}
