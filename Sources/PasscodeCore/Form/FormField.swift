@_spi(Core) import PasscodeEngine

/// One field of a ``FormModel``: what it is, its rules and its value.
public struct FormField: Equatable, Sendable, Identifiable {
  /// The field's identifier, unique in its form.
  public let id: FieldID
  /// The label shown beside or above the field.
  public var label: LocalizedText
  /// The kind of input.
  public let kind: FieldKind
  /// What it holds, for autofill.
  public let contentType: FieldContentType
  /// The rules given, in the order they are checked. ``FieldKind/numeric`` and
  /// ``FieldKind/segmented(_:)`` fields also follow ``FieldRule/digitsOnly``, and segmented
  /// ones ``FieldRule/exactLength(_:)`` of their groups' total.
  public let rules: [FieldRule]
  /// The value of a field that is not secure (empty for secure fields).
  public internal(set) var text = ""
  /// The value of a secure field (`nil` for the others).
  public internal(set) var secure: MaskedText?

  /// Creates a field.
  ///
  /// - Precondition: a segmented field has at least one group, each of one digit or more;
  ///   a secure field has no ``FieldRule/matching(_:message:)`` rule.
  public init(
    id: FieldID, label: LocalizedText, kind: FieldKind, contentType: FieldContentType = .none,
    rules: [FieldRule] = []
  ) {
    if case .segmented(let groups) = kind {
      precondition(!groups.isEmpty && groups.allSatisfy { $0 > 0 }, "groups of one digit or more")
    }
    self.id = id
    self.label = label
    self.kind = kind
    self.contentType = contentType
    self.rules = rules
    if kind == .secure {
      precondition(
        !rules.contains { if case .pattern = $0.kind { true } else { false } },
        "a secure field's value never becomes a String, so it cannot be matched by a pattern")
      secure = MaskedText(maximumLength: min(rulesMaximumLength ?? 64, 1024))
    }
  }

  /// The given rules plus those the kind implies.
  var effectiveRules: [FieldRule] {
    var result = rules
    if kind.isDigits { result.append(.digitsOnly) }
    if case .segmented(let groups) = kind { result.append(.exactLength(groups.reduce(0, +))) }
    return result
  }

  private var rulesMaximumLength: Int? {
    effectiveRules.compactMap { rule -> Int? in
      switch rule.kind {
      case .maximumLength(let length), .exactLength(let length): length
      default: nil
      }
    }.min()
  }

  /// The most characters the field takes, if limited.
  public var maximumLength: Int? {
    kind == .secure ? secure?.maximumLength : rulesMaximumLength
  }

  /// The exact number of characters the field needs, if fixed: it is complete when it has
  /// them (and focus moves on).
  public var exactLength: Int? {
    effectiveRules.lazy.compactMap { rule -> Int? in
      if case .exactLength(let length) = rule.kind { return length }
      return nil
    }.first
  }

  /// The number of characters entered.
  public var count: Int { secure?.count ?? text.count }

  /// Whether only digits are allowed.
  public var isDigitsOnly: Bool { effectiveRules.contains(.digitsOnly) }

  /// The value of a segmented field cut into its groups (the last ones may be short or
  /// empty); the whole value, as one group, for other fields.
  public var segments: [Substring] {
    guard case .segmented(let groups) = kind else { return [text[...]] }
    var rest = text[...]
    return groups.map { length in
      let group = rest.prefix(length)
      rest = rest.dropFirst(length)
      return group
    }
  }

  /// The group the next digit goes into: the first that is not full (the last when all are).
  /// Skins highlight it; typing into a full group moves on by itself (auto-advance).
  public var activeSegment: Int {
    guard case .segmented(let groups) = kind else { return 0 }
    let segments = segments
    return groups.indices.first { segments[$0].count < groups[$0] } ?? groups.count - 1
  }

  /// Whether `scalar` may be typed into this field.
  func allows(_ scalar: Unicode.Scalar) -> Bool {
    effectiveRules.allSatisfy { $0.allows(scalar) }
  }
}
