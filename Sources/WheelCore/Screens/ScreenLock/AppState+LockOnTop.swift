/// Screen Lock stays on top: while locked, whatever opened last, the combination screen is
/// pushed over it (its home then takes every input but quitting).
extension AppState {
  mutating func keepLockOnTop() {
    if extras.lock.isLocked, screen != .extra(.combination(.unlock)) { push(.extra(.combination(.unlock))) }
  }
}
