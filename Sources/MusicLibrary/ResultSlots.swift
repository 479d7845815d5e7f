/// Result slots shared by the workers of one scan batch, then collected in order.
///
/// Unchecked Sendable is sound here: each index is written by one worker only, and the
/// slots are read after all have joined. `collect()` moves every result out and frees the
/// memory, so nothing the workers made (tag strings) outlives the batch.
struct ResultSlots<Element>: @unchecked Sendable {
  private let buffer: UnsafeMutableBufferPointer<Element?>

  init(count: Int) {
    buffer = .allocate(capacity: count)
    buffer.initialize(repeating: nil)
  }

  func set(_ value: Element, at index: Int) { buffer[index] = value }

  /// The results in slot order; the slots are gone afterwards.
  consuming func collect() -> [Element?] {
    let results = Array(buffer)
    buffer.deinitialize()
    buffer.deallocate()
    return results
  }
}
