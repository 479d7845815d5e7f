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
  if actualEffects != effects {
    Issue.record("effects of \(event): \(differences(actualEffects, effects))", sourceLocation: sourceLocation)
  }
  if state != expected {
    Issue.record("\(event) changed \(differences(state, expected))", sourceLocation: sourceLocation)
  }
}

/// The stored properties that differ, followed down to the innermost fields that do (as
/// `extras.notes.scroll`), with both values (short ones in full): a nested state prints too
/// long to find the difference in.
private func differences(_ actual: AppState, _ expected: AppState) -> String {
  let lines = differingFields(actual, expected, path: "", depth: 0)
  return lines.isEmpty ? "(no difference that prints)" : lines.joined(separator: "\n  ")
}

/// The effects that differ, by their place in the list.
private func differences(_ actual: [Effect], _ expected: [Effect]) -> String {
  let short = { (e: Effect?) in e.map { String(String(reflecting: $0).prefix(240)) } ?? "nothing" }
  return (0..<max(actual.count, expected.count)).compactMap { i in
    let (got, want) = (actual[safe: i], expected[safe: i])
    return got == want ? nil : "[\(i)]: got \(short(got)), expected \(short(want))"
  }.joined(separator: "\n  ")
}

private func differingFields(_ got: Any, _ want: Any, path: String, depth: Int) -> [String] {
  let (gotText, wantText) = (String(reflecting: got), String(reflecting: want))
  guard gotText != wantText else { return [] }
  let mirror = Mirror(reflecting: got)
  let a = Array(mirror.children)
  let e = Array(Mirror(reflecting: want).children)
  // A dictionary's or a set's children come in no fixed order, so they are compared whole.
  let ordered = mirror.displayStyle != .dictionary && mirror.displayStyle != .set
  if depth < 8, ordered, !a.isEmpty, a.count == e.count, zip(a, e).allSatisfy({ $0.0.label == $0.1.label }) {
    let inner = zip(a.indices, zip(a, e)).flatMap { i, pair in
      let name = pair.0.label.map { path.isEmpty ? $0 : path + "." + $0 } ?? path + "[\(i)]"
      return differingFields(pair.0.value, pair.1.value, path: name, depth: depth + 1)
    }
    if !inner.isEmpty { return inner }
  }
  let short = { (s: String) in s.count > 300 ? String(s.prefix(300)) + "…" : s }
  return ["\(path): got \(short(gotText)), expected \(short(wantText))"]
}
