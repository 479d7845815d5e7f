import Dispatch
import Pictures
import WheelCore

/// Decodes photos on a queue of their own (not the covers'), one at a time, and answers
/// through the inbox: the core bounds how many are asked for at once, so this queue stays
/// short however fast the grid is scrolled.
final class PhotoDecoding: Sendable {
  private let queue = DispatchQueue(label: "ipodtui.photos", qos: .userInitiated)
  private let post: @Sendable (Event) -> Void

  init(post: @escaping @Sendable (Event) -> Void) { self.post = post }

  func decode(_ request: PhotoRequest) {
    let post = self.post
    queue.async { post(.photoDecoded(PhotoLoader.decode(request))) }
  }
}
