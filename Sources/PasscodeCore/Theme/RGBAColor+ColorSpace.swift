import Foundation

/// The sRGB transfer function, extended to negative values and values above 1 by symmetry
/// (as Core Graphics' extended sRGB space does).
enum ColorTransfer {
  /// The linear light of a gamma-encoded component.
  static func linear(_ encoded: Double) -> Double {
    let magnitude = abs(encoded)
    let value =
      magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
    return encoded < 0 ? -value : value
  }

  /// The gamma-encoded component of a linear light.
  static func encoded(_ linear: Double) -> Double {
    let magnitude = abs(linear)
    let value =
      magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return linear < 0 ? -value : value
  }
}

/// A 3×3 matrix between linear RGB spaces with the D65 white point.
struct ColorSpaceMatrix {
  let rows: [[Double]]

  /// Linear Display P3 to linear sRGB.
  static let displayP3ToSRGB = ColorSpaceMatrix(rows: [
    [1.224_940_2, -0.224_940_2, 0],
    [-0.042_056_9, 1.042_056_9, 0],
    [-0.019_637_6, -0.078_636_1, 1.098_273_7],
  ])

  /// Linear sRGB to linear Display P3.
  static let sRGBToDisplayP3 = ColorSpaceMatrix(rows: [
    [0.822_462_1, 0.177_537_9, 0],
    [0.033_194_2, 0.966_805_8, 0],
    [0.017_082_7, 0.072_397_4, 0.910_519_9],
  ])

  func apply(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
    func row(_ index: Int) -> Double {
      rows[index][0] * rgb.0 + rows[index][1] * rgb.1 + rows[index][2] * rgb.2
    }
    return (row(0), row(1), row(2))
  }
}
