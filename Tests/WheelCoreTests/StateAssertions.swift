import Testing

@testable import WheelCore

/// Applies `event` and checks the whole change: the new state must be the old one changed only
/// by `change`, and the effects exactly `effects`, so a test that names one field also says that
/// nothing else moved. The state is updated in place, for the next step of the flow.
func assertUpdate(
  _ state: inout AppState, _ event: Event, effects: [Effect] = [],
  sourceLocation: SourceLocation = #_sourceLocation, _ change: (inout AppState) -> Void = { _ in }
) {
  var expected = state
  change(&expected)
  let actualEffects = state.update(event)
  // The marquee's clock restarts whenever the screen, the selected row or the song changes,
  // which follows from the fields named here; its rules are MarqueeTests', so it is taken as is.
  expected.marquee = state.marquee
  #expect(actualEffects == effects, "effects of \(event)", sourceLocation: sourceLocation)
  if state != expected {
    Issue.record("\(event) changed \(differences(state, expected))", sourceLocation: sourceLocation)
  }
}

/// The names of the stored properties that differ, with both values (short ones in full).
private func differences(_ actual: AppState, _ expected: AppState) -> String {
  let a = Mirror(reflecting: actual).children
  let e = Mirror(reflecting: expected).children
  let lines = zip(a, e).compactMap { pair -> String? in
    let (got, want) = (String(reflecting: pair.0.value), String(reflecting: pair.1.value))
    guard got != want else { return nil }
    let short = { (s: String) in s.count > 300 ? String(s.prefix(300)) + "…" : s }
    return "\(pair.0.label ?? "?"): got \(short(got)), expected \(short(want))"
  }
  return lines.isEmpty ? "(no difference that prints)" : lines.joined(separator: "\n  ")
}
