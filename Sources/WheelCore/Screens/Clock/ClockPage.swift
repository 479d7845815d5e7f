/// The pages of Clocks, so the clock lives in one place: the faces (local time and the cities
/// added), their options (Add City, Remove …), the tz regions and one region's cities.
public enum ClockPage: Hashable, Sendable {
  case faces, options, regions
  case cities(String)
}
