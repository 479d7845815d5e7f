/// A key as the terminal adapter decoded it, before any meaning is given to it.
/// The core's `KeyMap` decides what a key does, because that depends on the screen
/// (letters type on the Search screen and are shortcuts elsewhere).
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case enter, escape, backspace, tab
  case pageUp, pageDown, home, end
  case space
  case controlC
  case character(Character)
}
