import WheelCore

/// Area-average (box filter) resampling: each output pixel is the mean of the source area it
/// covers, so a downscaled cover keeps its colours instead of the shimmer of point sampling.
/// Separable (rows, then columns) and done on raw pointers: it runs on every cover decode.
enum BoxScaler {
  /// The largest size with the source's aspect ratio that fits inside `box` (letterboxing),
  /// never below 1x1. Small sources are enlarged to fill the box too.
  static func fittedSize(width: Int, height: Int, into box: (width: Int, height: Int)) -> (width: Int, height: Int) {
    guard width > 0, height > 0, box.width > 0, box.height > 0 else { return (1, 1) }
    // Cross-multiplied comparison of the aspect ratios: exact, no rounding surprises.
    if width * box.height >= height * box.width {
      let fitted = (height * box.width + width / 2) / width
      return (box.width, min(box.height, max(1, fitted)))
    }
    let fitted = (width * box.height + height / 2) / height
    return (min(box.width, max(1, fitted)), box.height)
  }

  /// Resamples 8-bit RGB `source` (`width` x `height`) to exactly `target` pixels.
  static func scale(
    _ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, to target: (width: Int, height: Int)
  ) -> [RGB] {
    precondition(source.count >= width * height * 3 && target.width > 0 && target.height > 0)
    let across = AxisWeights(source: width, target: target.width)
    let down = AxisWeights(source: height, target: target.height)
    let rowFloats = target.width * 3

    // Pass 1: every source row shrunk to the target width.
    var narrow = [Float](repeating: 0, count: height * rowFloats)
    narrow.withUnsafeMutableBufferPointer { out in
      for y in 0..<height {
        let inRow = source.baseAddress! + y * width * 3
        let outRow = out.baseAddress! + y * rowFloats
        for x in 0..<target.width {
          var r: Float = 0
          var g: Float = 0
          var b: Float = 0
          across.forEach(x) { sx, weight in
            r += weight * Float(inRow[sx * 3])
            g += weight * Float(inRow[sx * 3 + 1])
            b += weight * Float(inRow[sx * 3 + 2])
          }
          outRow[x * 3] = r
          outRow[x * 3 + 1] = g
          outRow[x * 3 + 2] = b
        }
      }
    }

    // Pass 2: rows combined down to the target height.
    var pixels = [RGB](repeating: RGB(r: 0, g: 0, b: 0), count: target.width * target.height)
    var sum = [Float](repeating: 0, count: rowFloats)
    narrow.withUnsafeBufferPointer { rows in
      sum.withUnsafeMutableBufferPointer { acc in
        for y in 0..<target.height {
          for i in 0..<rowFloats { acc[i] = 0 }
          down.forEach(y) { sy, weight in
            let row = rows.baseAddress! + sy * rowFloats
            for i in 0..<rowFloats { acc[i] += weight * row[i] }
          }
          for x in 0..<target.width {
            pixels[y * target.width + x] = RGB(
              r: channel(acc[x * 3]), g: channel(acc[x * 3 + 1]), b: channel(acc[x * 3 + 2]))
          }
        }
      }
    }
    return pixels
  }

  private static func channel(_ value: Float) -> UInt8 {
    UInt8(max(0, min(255, value + 0.5)))
  }
}
