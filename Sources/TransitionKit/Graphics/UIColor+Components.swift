import Foundation

extension UIColor {
    /// Creates a colour from Display P3 components in 0...1, converted to sRGB (P3 colours
    /// outside sRGB's gamut are clamped to it: this platform draws in sRGB).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ value: CGFloat) -> Double {
            let v = Double(UIColor.clamp(value))
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        func encoded(_ value: Double) -> CGFloat {
            let v = min(max(value, 0), 1)
            return CGFloat(v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055)
        }
        let (r, g, b) = (linear(displayP3Red), linear(green), linear(blue))
        // Display P3 (D65) to linear sRGB.
        self.init(red: encoded(1.2249401 * r - 0.2249404 * g),
                  green: encoded(-0.0420569 * r + 1.0420571 * g),
                  blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                  alpha: alpha)
    }

    /// Reads hue, saturation, brightness (HSB, each 0...1) and alpha into the given pointers;
    /// returns true (every colour here is RGB, which converts to HSB). A grey's hue is 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red { h = (green - blue) / delta } else if maximum == green { h = 2 + (blue - red) / delta } else { h = 4 + (red - green) / delta }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// Reads the grey level and alpha into the given pointers and returns true when the colour
    /// is a grey (equal red, green and blue: the colours `init(white:alpha:)` makes). For other
    /// colours it returns false and leaves the pointers alone, as UIKit does for colours outside
    /// a compatible colour space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }
}
