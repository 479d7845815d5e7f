#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The wheel's angles need sine, cosine, atan2 and hypot, which Swift's standard library lacks:
/// this is the one place the core takes anything from the C maths library (no I/O, no state).
enum Trigonometry {
  /// The point at `degrees` clockwise from 12 o'clock, `radius` away from the origin, with y
  /// growing downwards (screen coordinates).
  static func point(atDegrees degrees: Double, radius: Double) -> (x: Double, y: Double) {
    let radians = degrees * Double.pi / 180
    return (radius * sin(radians), -radius * cos(radians))
  }

  /// Degrees clockwise from 12 o'clock of the direction (dx, dy), in (-180, 180].
  static func degrees(dx: Double, dy: Double) -> Double { atan2(dx, -dy) * 180 / Double.pi }

  static func length(dx: Double, dy: Double) -> Double { hypot(dx, dy) }

  /// Sine and cosine of radians (Cover Flow's turning covers).
  static func sine(_ radians: Double) -> Double { sin(radians) }
  static func cosine(_ radians: Double) -> Double { cos(radians) }
}
