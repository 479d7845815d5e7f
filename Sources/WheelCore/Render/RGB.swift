/// A 24-bit colour (a theme's, a picture's pixel).
public struct RGB: Hashable, Sendable {
  public var r: UInt8, g: UInt8, b: UInt8
  public init(r: UInt8, g: UInt8, b: UInt8) {
    self.r = r
    self.g = g
    self.b = b
  }

  public init(_ hex: UInt32) {
    r = UInt8((hex >> 16) & 0xFF)
    g = UInt8((hex >> 8) & 0xFF)
    b = UInt8(hex & 0xFF)
  }
}
