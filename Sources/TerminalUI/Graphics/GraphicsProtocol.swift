/// How a terminal takes pictures in real pixels.
public enum GraphicsProtocol: String, Equatable, Sendable {
  case sixel, kitty
}
