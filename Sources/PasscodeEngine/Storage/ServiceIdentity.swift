/// Whether two of an app's services — stores, install and move markers, verifiers, clocks —
/// are the same, so that setting a configuration again with an equal service keeps what it
/// has, and a different one is never silently left out of effect.
///
/// Two services are the same when they are:
/// - the same object (a class instance: identity, never its fields);
/// - equal values of one `Equatable` type;
/// - values of one type whose stored properties are, one by one, the same by these rules
///   (a struct such as `FileInstallMarker(url:legacy:)`, compared by its URL and its legacy
///   marker) — a property that cannot be compared (a closure) makes them different.
///
/// Anything else is different. The direction is safe: a service wrongly taken for different is
/// applied again (a store: the lock is made anew and the app locks); one wrongly taken for the
/// same would keep an old marker, and erase a passcode the new one would have kept.
public enum ServiceIdentity {
  /// Whether `one` and `other` are the same service (both `nil` counts as the same).
  public static func same(_ one: Any?, _ other: Any?) -> Bool {
    switch (one, other) {
    case (nil, nil): return true
    case (let one?, let other?): return same(one, other, depth: 0)
    default: return false
    }
  }

  /// How deep stored properties are followed before two values count as different.
  static let maximumDepth = 8

  private static func same(_ one: Any, _ other: Any, depth: Int) -> Bool {
    guard depth <= maximumDepth else { return false }
    let oneType = type(of: one)
    guard ObjectIdentifier(oneType) == ObjectIdentifier(type(of: other)) else { return false }
    if oneType is AnyClass { return (one as AnyObject) === (other as AnyObject) }
    if let equatable = one as? any Equatable { return isEqual(equatable, other) }
    let oneMirror = Mirror(reflecting: one)
    let otherMirror = Mirror(reflecting: other)
    let oneChildren = Array(oneMirror.children)
    let otherChildren = Array(otherMirror.children)
    guard oneChildren.count == otherChildren.count else { return false }
    if oneChildren.isEmpty {
      switch oneMirror.displayStyle {
      // An enumeration case without a payload is its name.
      case .enum: return String(describing: one) == String(describing: other)
      // A struct or tuple without stored properties, `nil`, an empty collection: one value.
      case .struct, .tuple, .optional, .collection, .dictionary, .set: return true
      // A closure, a metatype, an opaque value: nothing to compare.
      default: return false
      }
    }
    for (left, right) in zip(oneChildren, otherChildren) {
      guard left.label == right.label, same(left.value, right.value, depth: depth + 1) else {
        return false
      }
    }
    return true
  }

  private static func isEqual<Value: Equatable>(_ value: Value, _ other: Any) -> Bool {
    guard let other = other as? Value else { return false }
    return value == other
  }
}
