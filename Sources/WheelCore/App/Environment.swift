/// Facts about the world the core cannot find out itself, given once at start.
public struct Environment: Equatable, Sendable {
  /// Names of the click and alarm sounds found on disk, in display order.
  public var clickSounds: [String]
  public var alarmSounds: [String]
  /// Nil when sound works; otherwise why not, shown in About and help.
  public var soundProblem: SoundProblem?
  /// The sound device went away mid-session (a sound server stopped); the engine retries.
  public var soundServerLost = false
  /// Nil when settings and the resume point are saved; otherwise why not ("another ipodtui
  /// is running"), shown in About.
  public var savingProblem: String?
  /// The theme the terminal's background suggests, used when the setting is Auto.
  public var detectedTheme: Theme.Name
  /// `--theme white|black`: this run's colours, over the setting, which stays as it was and is
  /// what is saved. Nil once the user chooses a theme in the program.
  public var themeForThisRun: Theme.Name?
  public var useASCII: Bool
  public var version: String
  /// How the terminal advances over the characters terminals disagree on; measured after the
  /// first frame and delivered by `.terminalMeasured`, the core's table until then.
  public var widths: WidthProfile = .standard
  /// Half blocks or real pixels; found out after the first frame (`.graphicsDetected`).
  public var graphics: GraphicsSupport = .blocks
  /// The iPod this run reads (its folder) when one is the source: Settings shows Eject iPod.
  public var ipodSource: String?

  public init(
    clickSounds: [String] = ["Classic"], alarmSounds: [String] = ["Chimes"], soundProblem: SoundProblem? = nil,
    savingProblem: String? = nil, detectedTheme: Theme.Name = .black, useASCII: Bool = false, version: String = "0.1.0"
  ) {
    self.clickSounds = clickSounds
    self.alarmSounds = alarmSounds
    self.soundProblem = soundProblem
    self.savingProblem = savingProblem
    self.detectedTheme = detectedTheme
    self.useASCII = useASCII
    self.version = version
  }
}
