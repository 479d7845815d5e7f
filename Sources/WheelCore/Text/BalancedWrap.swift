extension TextWidth {
  /// Words laid into as few lines as `wrapped` needs, but of even length: the narrowest width
  /// that still needs no more lines, so a long lyric line does not end in a lone short word
  /// under a full row. Never narrower than the longest word, so no word is cut that `wrapped`
  /// would keep whole.
  public static func balanced(_ string: String, toWidth width: Int, in profile: WidthProfile = .standard) -> [String] {
    let greedy = wrapped(string, toWidth: width, in: profile)
    guard greedy.count > 1 else { return greedy }
    let longestWord = sanitized(string).split(separator: " ").map { of(String($0), in: profile) }.max() ?? width
    // Fewer cells never need fewer lines, so the narrowest width with as many lines is found by halving.
    var (low, high) = (min(width, longestWord), width)
    while low < high {
      let mid = (low + high) / 2
      if wrapped(string, toWidth: mid, in: profile).count <= greedy.count { high = mid } else { low = mid + 1 }
    }
    return wrapped(string, toWidth: high, in: profile)
  }
}
