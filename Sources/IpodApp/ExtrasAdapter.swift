import AudioEngine
import Foundation
import Organizer
import Platform
import Storage
import WheelCore

/// Carries out what the Extras ask for, off the UI thread, and answers through the inbox:
/// time zones from the tz database, notes from the Notes folder, calendars and contacts from
/// theirs, quiz clips through the engine's preview voice, high scores to the data folder; and
/// polls the battery.
final class ExtrasAdapter: @unchecked Sendable {
  private let post: @Sendable (Event) -> Void
  private let playback: any ClipOutput
  private let notes: NotesFolder?
  /// Read and expanded only on `work` (the folder keeps the parsed calendars between months).
  private let calendars: CalendarFolder?
  private let contacts: ContactsFolder?
  /// The folders as the empty lists name them ("~/.local/share/ipodtui/Calendars").
  private let calendarsShown: String
  private let contactsShown: String
  private let scores: HighScoreStore
  private let zones = TimeZoneBook()
  private let work: DispatchQueue
  private let lock = NSLock()
  /// Bumped by every clip request and stop, so a clip decoded after a stop stays silent.
  private var clipGeneration = 0
  private var batteryTimer: DispatchSourceTimer?

  /// `work` must be serial (the tests pass theirs, to hold a clip's decode back and wait for it).
  init(
    xdg: XDGDirectories, playback: any ClipOutput, post: @escaping @Sendable (Event) -> Void,
    work: DispatchQueue = DispatchQueue(label: "ipodtui.extras", qos: .userInitiated)
  ) {
    self.post = post
    self.playback = playback
    self.work = work
    notes = NotesFolder(xdg: xdg)
    calendars = CalendarFolder(xdg: xdg)
    contacts = ContactsFolder(xdg: xdg)
    let home = xdg.home
    calendarsShown = Self.shown(calendars?.path, home: home)
    contactsShown = Self.shown(contacts?.path, home: home)
    scores = HighScoreStore(xdg: xdg)
  }

  /// Loads the high scores and starts the battery poll (once a minute: a battery's charge
  /// moves slowly, and each reading wakes the UI loop).
  func start(batteryRoot: String) {
    let post = self.post
    let scores = self.scores
    work.async {
      let (high, problem) = scores.read()
      post(.extras(.highScoresLoaded(high)))
      // A file from a newer ipodtui is read but never written over: said at start, not at the
      // first game's end.
      if let problem { post(.notice(problem)) }
    }
    let reader = BatteryReader(root: batteryRoot)
    let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global(qos: .utility))
    timer.setEventHandler { @Sendable in
      let reading = reader.read()
      post(.extras(.batteryRead(reading.map { Battery(percent: $0.percent, charging: $0.charging) })))
    }
    timer.schedule(deadline: .now(), repeating: .seconds(60), leeway: .seconds(5))
    timer.resume()
    batteryTimer = timer
  }

  func stop() { batteryTimer?.cancel() }

  func run(_ effect: ExtrasEffect) {
    let post = self.post
    switch effect {
    case .listZoneNames:
      let zones = self.zones
      work.async { post(.extras(.zoneNamesListed(zones.zoneNames()))) }
    case .readZones(let names):
      let zones = self.zones
      work.async { post(.extras(.zonesRead(local: zones.localOffset(), zones: zones.offsets(of: names)))) }
    case .listNotes:
      let notes = self.notes
      work.async { post(.extras(.notesListed(notes?.list() ?? []))) }
    case .readNote(let path):
      let notes = self.notes
      work.async { post(.extras(.noteRead(path: path, text: notes?.read(path)))) }
    case .listCalendars(let zone):
      let (calendars, shown) = (self.calendars, calendarsShown)
      work.async {
        let (names, problems) = calendars?.read(inZone: zone) ?? ([], [])
        for problem in problems { post(.notice(problem)) }
        post(.extras(.calendarsListed(names, folder: shown)))
      }
    case .readCalendarMonth(let month):
      let calendars = self.calendars
      work.async { post(.extras(.calendarMonthRead(month, calendars?.events(in: month) ?? []))) }
    case .listContacts:
      let (contacts, shown) = (self.contacts, contactsShown)
      work.async {
        let (people, problems) = contacts?.read() ?? ([], [])
        for problem in problems { post(.notice(problem)) }
        post(.extras(.contactsListed(people, folder: shown)))
      }
    case .playClip(let track, let from, let seconds, let gain):
      playClip(track, from: from, seconds: seconds, gain: gain)
    case .stopClip:
      lock.withLock { clipGeneration += 1 }
      playback.stopPreview()
    case .readDisk(let path):
      work.async {
        let space = DiskSpaceReader.read(path).map { DiskSpace(capacity: $0.capacity, available: $0.available) }
        post(.extras(.diskRead(path: path, space)))
      }
    case .saveHighScores(let high):
      let scores = self.scores
      work.async {
        do { try scores.save(high) } catch { post(.notice("Can't save high scores: \(error)")) }
      }
    }
  }

  private func playClip(_ track: Track, from: Double, seconds: Double, gain: Double) {
    guard let voice = playback.previewVoice else { return }
    let generation = lock.withLock { () -> Int in
      clipGeneration += 1
      return clipGeneration
    }
    let path = playback.enginePath(track)
    work.async { [weak self] in
      guard let sound = try? Sound.clip(path: path, from: from, length: seconds, gain: gain) else {
        self?.post(.notice("Can't play this song"))
        return
      }
      guard let self, self.lock.withLock({ self.clipGeneration == generation }) else { return }
      voice(sound)
    }
  }

  /// `path` with the home folder written `~`, as the user would type it.
  static func shown(_ path: String?, home: String?) -> String {
    guard let path else { return "$XDG_DATA_HOME/ipodtui" }
    guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }
}
