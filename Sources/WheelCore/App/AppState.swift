/// The whole app as one value. Only `update(_:)` changes it; it answers with effects as data.
public struct AppState: Equatable, Sendable {
  public private(set) var layout: Layout
  public internal(set) var settings: Settings
  public internal(set) var environment: Environment
  /// The menu stack; the main menu is always at the bottom.
  public internal(set) var stack: [Frame] = [Frame(.main)]
  public internal(set) var showingHelp = false
  /// ▶❚❚ was held 2 s: the display is dark and the music paused until the next input.
  public internal(set) var asleep = false
  /// The first line of the help overlay shown, when it is taller than the display.
  public internal(set) var helpScroll = 0
  public internal(set) var library = LibraryState()
  public internal(set) var player = PlayerState()
  public internal(set) var search = SearchState()
  public internal(set) var clock: LocalTime?
  public internal(set) var stopwatch = StopwatchState()
  public internal(set) var timer = TimerState()
  public internal(set) var coverFlow = CoverFlowState()
  public internal(set) var covers = CoverArtCache()
  public internal(set) var photos = PhotosState()
  /// The Videos menu's library and the video playing.
  public internal(set) var videos = VideoState()
  /// Audiobooks and podcasts: where each was left, chapters read, the speed the engine has.
  public internal(set) var spoken = SpokenState()
  /// The playing song's lyrics, for Now Playing's lyrics page.
  public internal(set) var lyrics = LyricsState()
  /// Alarms, Clocks' cities, games, notes, Screen Lock, the hold switch, backlight, battery.
  public internal(set) var extras = ExtrasState()
  /// Remote commands handled so far (MPRIS, `ipodtui remote`), for the adapters' replies.
  public internal(set) var remote = RemoteLedger()
  /// How much of the current song has been heard, to count a play once.
  var listening = ListenMeter()
  /// Where the wheel is on the Search screen's letter strip.
  public internal(set) var searchStripIndex = SearchState.firstLetter
  /// The latest time any event carried: the core's only notion of "now".
  public internal(set) var now = 0.0
  var shuffler: Shuffler
  var pendingResume: ResumeState?
  /// When the resume point was last handed out to be saved.
  var lastResumeSave = 0.0
  public internal(set) var notice: Notice?
  /// Every notice of this run (the last `NoticeLog.limit`), for Settings > About > Notices.
  public internal(set) var notices = NoticeLog()
  public internal(set) var letterFlash: LetterFlash?
  /// The row blinking after it was added to On-The-Go.
  public internal(set) var rowFlash: RowFlash?
  /// Ratings, play counts, On-The-Go and saved playlists (`$XDG_DATA_HOME/ipodtui/`).
  public internal(set) var userData = UserDataState()
  /// When the lines that may scroll (the selected row, the song's) were shown afresh.
  var marquee = MarqueeClock()
  /// The finger on the wheel, when there is one.
  var touch: WheelTouchState?
  /// When the case was last pressed, to tell a double-click (zoom) from a single one.
  var lastCasePress: Double?
  var acceleration = WheelAcceleration()

  public init(
    size: Size, settings: Settings = Settings(), environment: Environment = Environment(), shuffleSeed: UInt64 = 1
  ) {
    layout = Layout(size: size, zoomed: settings.zoomed)
    self.settings = settings
    self.environment = environment
    shuffler = Shuffler(seed: shuffleSeed)
    extras = ExtrasState(seed: shuffleSeed)
    acceleration = WheelAcceleration(degreesPerStep: settings.sensitivity.degreesPerStep)
    if settings.coverFlowHome, layout.form == .landscape { stack.append(Frame(.coverFlow)) }
  }

  public var size: Size { layout.size }
  public var screen: Screen { stack[stack.count - 1].screen }
  public var cursor: ListCursor { stack[stack.count - 1].cursor }

  /// The iPod's colour: `--theme` for this run, else the setting, or the terminal's
  /// background when it is Auto.
  public var themeName: Theme.Name {
    if let forced = environment.themeForThisRun { return forced }
    return switch settings.theme {
    case .auto: environment.detectedTheme
    case .white: .white
    case .black: .black
    }
  }

  public var glyphs: GlyphSet { environment.useASCII || environment.widths.needsASCIIGlyphs ? .ascii : .unicode }

  /// True while something is loaded to play (the main menu then offers Now Playing).
  public var hasQueue: Bool { player.queue?.current != nil }

  /// The earliest time at which the core wants a `.ticked` event (nil: no timer needed).
  public var nextDeadline: Double? { deadlines.min() }

  /// The rows of the current screen, when it is a list.
  public var content: ListContent? { screen.home.content(in: self) }

  public mutating func update(_ event: Event) -> [Effect] {
    let shown = screen
    var effects = handle(event)
    for case .play(let track, _) in effects { player.awaited = track.path }
    marquee.observe(.init(screen: screen, row: cursor.selected, track: player.queue?.current), at: now)
    effects += countListen(after: event, effects: effects)
    effects = followPlayingTrack(after: event, effects: effects)
    startPicturePass()
    effects += screen.home.requests(in: &self)
    effects += askShownZone()
    keepLockOnTop()
    if screen != shown { shown.home.leave(for: screen, in: &self) }
    return effects + resumeSave(after: effects)
  }

  private mutating func handle(_ event: Event) -> [Effect] {
    if let time = event.time { now = max(now, time) }
    if let taken = bodyFirst(event) { return taken }
    if timer.status == .ringing, event.isUserInput { return dismissAlarm(event) }
    if asleep, event.isUserInput { return wake() }
    switch event {
    case .resized(let size):
      relayout(size)
      return []
    case .keyPressed(let key, _):
      let command = KeyMap.command(
        for: key, typingText: screen.home.takesText && !showingHelp, pageRows: layout.listRows)
      if showingHelp, key != .controlC, key != .character("q") {
        if case .turn(let steps) = command, HelpPainter.scrolls(self) { return scrollHelp(by: steps) }
        showingHelp = false
        return []
      }
      guard let command else { return [] }
      return pressClick(for: command) + perform(command)
    case .pasted(let text):
      return showingHelp ? [] : perform(.paste(text))
    case .scrolled(let steps, _, _):
      return perform(.turn(steps))
    case .pointerDown(let p, let time, let exact):
      return pointerDown(at: exact ?? CellPosition(center: p), time: time)
    case .pointerDragged(let p, let time, let exact):
      return pointerDragged(to: exact ?? CellPosition(center: p), time: time)
    case .pointerUp(_, let time, _):
      return pointerUp(time: time)
    case .ticked(let time):
      return tickBody(at: time) + screen.home.tick(at: time, in: &self) + tick(at: time)
    case .wallClock(let time):
      clock = time
      return wallClockRead(time) + checkAlarms(at: shownClock ?? time)
    case .extras(let event):
      return receive(event)
    case .terminalMeasured(let widths):
      environment.widths = widths
      return []
    case .graphicsDetected(let graphics):
      environment.graphics = graphics
      return []
    case .backgroundDetected(let name):
      environment.detectedTheme = name
      return []
    case .soundReady(let problem):
      environment.soundProblem = problem
      return []
    case .soundServerLost(let lost):
      environment.soundServerLost = lost
      return []
    case .notice(let text):
      showNotice(text)
      return []
    case .userDataLoaded(let data):
      return userDataLoaded(data)
    case .ratingsReadOnly(let reason):
      userData.ratingsReadOnly = reason
      return []
    case .resumePointLoaded(let resume):
      pendingResume = resume
      return []
    case .coverLoaded(let key, let picture):
      covers.store(picture, for: key)
      return []
    case .photosListed, .photoDecoded:
      return receivePhotos(event)
    case .libraryLoaded(let index, let playlists, let path):
      return libraryLoaded(index, playlists: playlists, path: path) + relinkUserData()
    case .scanProgressed(let status):
      library.scan = status
      if case .finished(_, let skipped) = status, skipped > 0 {
        showNotice("\(skipped) file\(skipped == 1 ? "" : "s") skipped (see scan.log)")
      }
      if case .failed(let why) = status { showNotice("Library: " + why) }
      return []
    case .trackStarted(let path, let duration):
      if path == currentTrack?.path {
        player.duration = PlayerState.sane(duration)
        player.failuresInARow = 0
      }
      return []
    case .trackFinished(let path):
      return trackFinished(path: path)
    case .trackMeasured(let path, let duration):
      return trackMeasured(path: path, duration: duration)
    case .lengthsCorrected(let lengths):
      lengthsCorrected(lengths)
      return []
    case .playbackProgressed(let path, let seconds):
      if path == currentTrack?.path, (player.hold?.seeks ?? 0) == 0 { player.elapsed = PlayerState.sane(seconds) }
      return []
    case .trackFailed(let path, let reason, let time):
      if path == player.awaited { player.awaited = nil }
      return trackFailed(path: path, reason: reason, time: time)
    case .remote(let command):
      return performRemote(command)
    case .video(let event):
      return receiveVideo(event)
    case .lyricsLoaded, .chaptersLoaded, .bookmarksLoaded:
      return receiveSpokenOrLyrics(event)
    case .playerReported(let report):
      return follow(report)
    case .sourceStatus(let status):
      library.sourceStatus = status.map(TextWidth.sanitized)
      player.awaited = nil  // connected anew (or lost): the next report is the truth
      return []
    case .ipodsFound(let folders):
      library.foundIpods = folders
      return []
    case .ipodsNamed(let names):
      library.ipodNames = names.mapValues(TextWidth.sanitized)
      return []
    case .ipodFillProgressed(var status):
      status.cancelling = (library.ipodFill?.cancelling ?? false) && !status.finished
      status.list = TextWidth.sanitized(status.list)
      status.title = TextWidth.sanitized(status.title)
      library.ipodFill = status
      return []
    }
  }

  /// Shows a message on any screen for a few seconds, and keeps it in About > Notices unless
  /// it only echoes what the user just did (`logged` false: "Hold on", "Combination set"),
  /// which would push the real troubles out of the log.
  mutating func showNotice(_ text: String, seconds: Double = 5, logged: Bool = true) {
    let text = TextWidth.sanitized(text)
    notice = Notice(text: text, until: now + seconds)
    if logged { notices.record(text) }
  }

  /// Keeps the current selection valid after the list or the display size changed.
  /// Lays the iPod out anew for `size` (a resize, or zoom turned on or off).
  mutating func relayout(_ size: Size) {
    layout = Layout(size: size, zoomed: settings.zoomed)
    clampCursor()
  }

  mutating func clampCursor() {
    let count = content?.count ?? 0
    stack[stack.count - 1].cursor.clamp(count: count, visibleRows: layout.listRows)
  }

  mutating func push(_ screen: Screen) {
    stack.append(Frame(screen))
    // A picker opens on the current choice, as the iPod's do; so does an alarm's Sound (its ✓).
    if case .picker(let picker) = screen,
      let row = MenuCatalog.choices(of: picker, in: self).firstIndex(of: MenuCatalog.current(of: picker, in: self))
    {
      stack[stack.count - 1].cursor.select(row, count: content?.count ?? 0, visibleRows: layout.listRows)
    } else if case .extra(.alarmSound) = screen, let content,
      let row = (0..<content.count).first(where: { content.row($0).accessory == .check })
    {
      stack[stack.count - 1].cursor.select(row, count: content.count, visibleRows: layout.listRows)
    }
    clampCursor()
  }

  mutating func pop() {
    guard stack.count > 1 else { return }
    stack.removeLast()
    clampCursor()
  }

  /// Moves the current list's selection; says whether it moved.
  mutating func moveCursor(by steps: Int) -> Bool {
    let count = content?.count ?? 0
    return stack[stack.count - 1].cursor.move(by: steps, count: count, visibleRows: layout.listRows)
  }
}
