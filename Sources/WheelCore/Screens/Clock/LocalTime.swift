/// The wall clock as the adapter read it: the core never reads a clock itself.
public struct LocalTime: Equatable, Sendable {
  public var year, month, day: Int
  /// 1 = Sunday ... 7 = Saturday.
  public var weekday: Int
  public var hour, minute, second: Int
  /// The same moment as Unix seconds (0 when not given): what the user data's dates are in.
  public var unixTime: Double

  public init(year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int, second: Int, unixTime: Double = 0)
  {
    (self.year, self.month, self.day, self.weekday) = (year, month, day, weekday)
    (self.hour, self.minute, self.second) = (hour, minute, second)
    self.unixTime = unixTime
  }

  static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// "Monday, 30 November 2026".
  public var dateLine: String {
    let w = Self.weekdays[min(6, max(0, weekday - 1))]
    let m = Self.months[min(11, max(0, month - 1))]
    return "\(w), \(day) \(m) \(year)"
  }

  /// "Mon 30 Nov", where the display is narrow.
  public var shortDateLine: String {
    let w = Self.weekdays[min(6, max(0, weekday - 1))].prefix(3)
    let m = Self.months[min(11, max(0, month - 1))].prefix(3)
    return "\(w) \(day) \(m)"
  }

  public var secondsText: String { two(second) }
}

func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
