import Foundation
import TransitionKit

// Core Graphics' geometry, UIKit's insets, offsets, edges and corners, and Core Animation's 3D
// transform, each member used with its SDK signature.

@MainActor
private func geometryPoints() {
    // census: CGPoint.init(), CGPoint.init(x:y:), CGPoint.zero
    var point: CGPoint = CGPoint() == .zero ? CGPoint(x: 1, y: 2) : .zero
    // census: CGPoint.x, CGPoint.y
    point.x = point.y
    // census: CGPoint.applying(_:)
    let _: (CGAffineTransform) -> CGPoint = point.applying
    // census: CGPoint.equalTo(_:)
    let _: (CGPoint) -> Bool = point.equalTo

    // census: CGSize.init(), CGSize.init(width:height:), CGSize.zero
    var size: CGSize = CGSize() == .zero ? CGSize(width: 3, height: 4) : .zero
    // census: CGSize.width, CGSize.height
    size.width = size.height
    // census: CGSize.applying(_:)
    let _: (CGAffineTransform) -> CGSize = size.applying
    // census: CGSize.equalTo(_:)
    let _: (CGSize) -> Bool = size.equalTo

    // census: CGVector.init(), CGVector.init(dx:dy:), CGVector.zero
    var vector: CGVector = CGVector() == .zero ? CGVector(dx: 1, dy: 2) : .zero
    // census: CGVector.dx, CGVector.dy
    vector.dx = vector.dy
}

@MainActor
private func geometryRects() {
    // census: CGRect.init(), CGRect.init(origin:size:), CGRect.zero
    var rect: CGRect = CGRect() == .zero ? CGRect(origin: .zero, size: CGSize(width: 10, height: 10)) : .zero
    // census: CGRect.init(x:y:width:height:)
    _ = [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 0.5, y: 0.5, width: 1.5, height: 1.5), CGRect(x: CGFloat(1), y: 1, width: 1, height: 1)]
    // census: CGRect.origin, CGRect.size
    rect.origin = CGPoint(x: rect.size.width, y: 0)
    // census: CGRect.size
    rect.size = CGSize(width: 4, height: 4)
    // census: CGRect.width, CGRect.height, CGRect.minX, CGRect.midX, CGRect.maxX, CGRect.minY, CGRect.midY, CGRect.maxY
    let _: [CGFloat] = [rect.width, rect.height, rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY]
    // census: CGRect.isEmpty, CGRect.isInfinite, CGRect.isNull
    let _: [Bool] = [rect.isEmpty, rect.isInfinite, rect.isNull]
    // census: CGRect.integral, CGRect.standardized, CGRect.infinite, CGRect.null
    let _: [CGRect] = [rect.integral, rect.standardized, .infinite, .null]
    // census: CGRect.applying(_:)
    let _: (CGAffineTransform) -> CGRect = rect.applying
    // census: CGRect.contains(_:)
    let _: [Bool] = [rect.contains(CGPoint(x: 1, y: 1)), rect.contains(CGRect(x: 1, y: 1, width: 1, height: 1))]
    // census: CGRect.divided(atDistance:from:)
    let _: (slice: CGRect, remainder: CGRect) = rect.divided(atDistance: 2, from: .minYEdge)
    // census: CGRect.equalTo(_:)
    let _: (CGRect) -> Bool = rect.equalTo
    // census: CGRect.inset(by:)
    let _: (UIEdgeInsets) -> CGRect = rect.inset(by:)
    // census: CGRect.insetBy(dx:dy:), CGRect.offsetBy(dx:dy:)
    let _: [CGRect] = [rect.insetBy(dx: 1, dy: 1), rect.offsetBy(dx: 1, dy: 1)]
    // census: CGRect.intersection(_:), CGRect.union(_:)
    let _: [(CGRect) -> CGRect] = [rect.intersection, rect.union]
    // census: CGRect.intersects(_:)
    let _: (CGRect) -> Bool = rect.intersects
}

@MainActor
private func geometryAffineTransforms() {
    // census: CGAffineTransform.init(), CGAffineTransform.identity, CGAffineTransform.init(a:b:c:d:tx:ty:)
    var transform: CGAffineTransform = CGAffineTransform() == .identity ? CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) : .identity
    // census: CGAffineTransform.init(_:_:_:_:_:_:), CGAffineTransform.init(rotationAngle:), CGAffineTransform.init(scaleX:y:), CGAffineTransform.init(translationX:y:)
    _ = [CGAffineTransform(1, 0, 0, 1, 0, 0), CGAffineTransform(rotationAngle: .pi), CGAffineTransform(scaleX: 2, y: 2), CGAffineTransform(translationX: 1, y: 1)]
    // census: CGAffineTransform.a, CGAffineTransform.b, CGAffineTransform.c, CGAffineTransform.d, CGAffineTransform.tx, CGAffineTransform.ty
    transform.a = transform.b; transform.c = transform.d; transform.tx = transform.ty
    // census: CGAffineTransform.b, CGAffineTransform.d, CGAffineTransform.ty
    transform.b = 0; transform.d = 1; transform.ty = 0
    // census: CGAffineTransform.isIdentity
    let _: Bool = transform.isIdentity
    // census: CGAffineTransform.concatenating(_:)
    let _: (CGAffineTransform) -> CGAffineTransform = transform.concatenating
    // census: CGAffineTransform.inverted()
    let _: () -> CGAffineTransform = transform.inverted
    // census: CGAffineTransform.rotated(by:)
    let _: (CGFloat) -> CGAffineTransform = transform.rotated(by:)
    // census: CGAffineTransform.scaledBy(x:y:), CGAffineTransform.translatedBy(x:y:)
    let _: [(CGFloat, CGFloat) -> CGAffineTransform] = [transform.scaledBy(x:y:), transform.translatedBy(x:y:)]
    // census: CGAffineTransform.decomposed(), CGAffineTransform.init(_:)
    let components: CGAffineTransformComponents = transform.decomposed()
    _ = CGAffineTransform(components)
    // census: CGAffineTransform.string(for:), CGAffineTransform.cgAffineTransform(for:)
    _ = NSCoder.cgAffineTransform(for: NSCoder.string(for: transform))

    // census: CGAffineTransformComponents.init(), CGAffineTransformComponents.init(scale:horizontalShear:rotation:translation:)
    var parts = CGAffineTransformComponents() == components ? CGAffineTransformComponents(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero) : components
    // census: CGAffineTransformComponents.scale, CGAffineTransformComponents.horizontalShear, CGAffineTransformComponents.rotation, CGAffineTransformComponents.translation
    parts.scale = CGSize(width: parts.horizontalShear, height: parts.rotation); parts.translation = CGVector(dx: 0, dy: 0)
    // census: CGAffineTransformComponents.horizontalShear, CGAffineTransformComponents.rotation, CGAffineTransformComponents.translation
    parts.horizontalShear = 0; parts.rotation = 0; _ = parts.translation
}

@MainActor
private func geometryTransform3D() {
    // census: CATransform3D.init(), CATransform3D.init(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)
    var t = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    _ = CATransform3D()
    // census: CATransform3D.m11, CATransform3D.m12, CATransform3D.m13, CATransform3D.m14, CATransform3D.m21, CATransform3D.m22, CATransform3D.m23, CATransform3D.m24
    t.m11 = t.m12; t.m13 = t.m14; t.m21 = t.m22; t.m23 = t.m24
    // census: CATransform3D.m31, CATransform3D.m32, CATransform3D.m33, CATransform3D.m34, CATransform3D.m41, CATransform3D.m42, CATransform3D.m43, CATransform3D.m44
    t.m31 = t.m32; t.m33 = t.m34; t.m41 = t.m42; t.m43 = t.m44
    // census: CATransform3D.m12, CATransform3D.m14, CATransform3D.m22, CATransform3D.m24, CATransform3D.m32, CATransform3D.m34, CATransform3D.m42, CATransform3D.m44
    t.m12 = 0; t.m14 = 0; t.m22 = 1; t.m24 = 0; t.m32 = 0; t.m34 = -1 / 500; t.m42 = 0; t.m44 = 1
    // census: CATransform3D.CATransform3DIdentity, CATransform3D.CATransform3DIsIdentity(_:), CATransform3D.CATransform3DEqualToTransform(_:_:)
    let _: Bool = CATransform3DIsIdentity(CATransform3DIdentity) && CATransform3DEqualToTransform(t, t)
    // census: CATransform3D.CATransform3DMakeTranslation(_:_:_:), CATransform3D.CATransform3DMakeScale(_:_:_:)
    let _: [(CGFloat, CGFloat, CGFloat) -> CATransform3D] = [CATransform3DMakeTranslation, CATransform3DMakeScale]
    // census: CATransform3D.CATransform3DMakeRotation(_:_:_:_:)
    let _: (CGFloat, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DMakeRotation
    // census: CATransform3D.CATransform3DTranslate(_:_:_:_:), CATransform3D.CATransform3DScale(_:_:_:_:)
    let _: [(CATransform3D, CGFloat, CGFloat, CGFloat) -> CATransform3D] = [CATransform3DTranslate, CATransform3DScale]
    // census: CATransform3D.CATransform3DRotate(_:_:_:_:_:)
    let _: (CATransform3D, CGFloat, CGFloat, CGFloat, CGFloat) -> CATransform3D = CATransform3DRotate
    // census: CATransform3D.CATransform3DConcat(_:_:)
    let _: (CATransform3D, CATransform3D) -> CATransform3D = CATransform3DConcat
    // census: CATransform3D.CATransform3DInvert(_:)
    let _: (CATransform3D) -> CATransform3D = CATransform3DInvert
    // census: CATransform3D.CATransform3DMakeAffineTransform(_:)
    let _: (CGAffineTransform) -> CATransform3D = CATransform3DMakeAffineTransform
    // census: CATransform3D.CATransform3DIsAffine(_:)
    let _: (CATransform3D) -> Bool = CATransform3DIsAffine
    // census: CATransform3D.CATransform3DGetAffineTransform(_:)
    let _: (CATransform3D) -> CGAffineTransform = CATransform3DGetAffineTransform
}

@MainActor
private func geometryInsetsAndEdges() {
    // census: UIEdgeInsets.init(top:left:bottom:right:), UIEdgeInsets.init(), UIEdgeInsets.zero
    var insets: UIEdgeInsets = UIEdgeInsets() == .zero ? UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) : .zero
    // census: UIEdgeInsets.top, UIEdgeInsets.left, UIEdgeInsets.bottom, UIEdgeInsets.right
    insets.top = insets.left; insets.bottom = insets.right
    // census: UIEdgeInsets.left, UIEdgeInsets.right
    insets.left = 0; insets.right = 0
    // census: UIEdgeInsets.inset(by:)
    _ = CGRect.zero.inset(by: insets)
    // census: UIEdgeInsets.string(for:), UIEdgeInsets.uiEdgeInsets(for:)
    let _: UIEdgeInsets = NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets))
    // census: UIEdgeInsets.UIEdgeInsetsEqualToEdgeInsets(_:_:)
    let _: (UIEdgeInsets, UIEdgeInsets) -> Bool = UIEdgeInsetsEqualToEdgeInsets

    // census: NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:), NSDirectionalEdgeInsets.init(), NSDirectionalEdgeInsets.zero
    var directional: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets() == .zero ? NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4) : .zero
    // census: NSDirectionalEdgeInsets.top, NSDirectionalEdgeInsets.leading, NSDirectionalEdgeInsets.bottom, NSDirectionalEdgeInsets.trailing
    directional.top = directional.leading; directional.bottom = directional.trailing
    // census: NSDirectionalEdgeInsets.leading, NSDirectionalEdgeInsets.trailing
    directional.leading = 0; directional.trailing = 0
    // census: NSDirectionalEdgeInsets.string(for:), NSDirectionalEdgeInsets.nsDirectionalEdgeInsets(for:)
    let _: NSDirectionalEdgeInsets = NSCoder.nsDirectionalEdgeInsets(for: NSCoder.string(for: directional))

    // census: UIOffset.init(horizontal:vertical:), UIOffset.init(), UIOffset.zero
    var offset: UIOffset = UIOffset() == .zero ? UIOffset(horizontal: 1, vertical: 2) : .zero
    // census: UIOffset.horizontal, UIOffset.vertical
    offset.horizontal = offset.vertical
    // census: UIOffset.vertical
    offset.vertical = 0
    // census: UIOffset.string(for:), UIOffset.uiOffset(for:)
    let _: UIOffset = NSCoder.uiOffset(for: NSCoder.string(for: offset))

    // census: UIRectEdge.init(rawValue:), UIRectEdge.top, UIRectEdge.left, UIRectEdge.bottom, UIRectEdge.right, UIRectEdge.all
    let _: [UIRectEdge] = [UIRectEdge(rawValue: 1), .top, .left, .bottom, .right, .all]
    // census: NSDirectionalRectEdge.init(rawValue:), NSDirectionalRectEdge.top, NSDirectionalRectEdge.leading, NSDirectionalRectEdge.bottom, NSDirectionalRectEdge.trailing, NSDirectionalRectEdge.all
    let _: [NSDirectionalRectEdge] = [NSDirectionalRectEdge(rawValue: 1), .top, .leading, .bottom, .trailing, .all]
    // census: UIRectCorner.init(rawValue:), UIRectCorner.topLeft, UIRectCorner.topRight, UIRectCorner.bottomLeft, UIRectCorner.bottomRight, UIRectCorner.allCorners
    let _: [UIRectCorner] = [UIRectCorner(rawValue: 1), .topLeft, .topRight, .bottomLeft, .bottomRight, .allCorners]
    // census: CACornerMask.init(rawValue:), CACornerMask.layerMinXMinYCorner, CACornerMask.layerMaxXMinYCorner, CACornerMask.layerMinXMaxYCorner, CACornerMask.layerMaxXMaxYCorner
    let _: [CACornerMask] = [CACornerMask(rawValue: 1), .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    // census: CAEdgeAntialiasingMask.init(rawValue:), CAEdgeAntialiasingMask.layerLeftEdge, CAEdgeAntialiasingMask.layerRightEdge, CAEdgeAntialiasingMask.layerBottomEdge, CAEdgeAntialiasingMask.layerTopEdge
    let _: [CAEdgeAntialiasingMask] = [CAEdgeAntialiasingMask(rawValue: 1), .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}
