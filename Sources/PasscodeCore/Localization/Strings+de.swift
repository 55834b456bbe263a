extension Strings {
  /// German. Plural forms: one, other.
  static let german: [StringKey: StringEntry] = [
    .enterPasscode: "Code eingeben",
    .createPasscode: "Code erstellen",
    .confirmPasscode: "Code bestätigen",
    .enterCurrentPasscode: "Aktuellen Code eingeben",
    .enterNewPasscode: "Neuen Code eingeben",
    .confirmNewPasscode: "Neuen Code bestätigen",
    .turnOffPasscode: "Code deaktivieren",

    .useDigits: .plural([.one: "{0} Ziffer verwenden", .other: "{0} Ziffern verwenden"]),
    .useAtLeastDigits: .plural([
      .one: "Mindestens {0} Ziffer verwenden", .other: "Mindestens {0} Ziffern verwenden",
    ]),
    .useAtLeastCharacters: .plural([
      .one: "Mindestens {0} Zeichen verwenden", .other: "Mindestens {0} Zeichen verwenden",
    ]),
    .enterSameAgain: "Gib denselben Code noch einmal ein",
    .enterToTurnOff: "Gib deinen Code ein, um ihn zu deaktivieren",

    .wrongPasscode: .plural([
      .one: "Falscher Code. Noch {0} Versuch", .other: "Falscher Code. Noch {0} Versuche",
    ]),
    .repeatedGuess: .plural([
      .one: "Diesen Code hast du schon versucht. Noch {0} Versuch",
      .other: "Diesen Code hast du schon versucht. Noch {0} Versuche",
    ]),
    .tryAgainIn: "Erneut versuchen in {0}",
    .permanentlyLocked: "Zu viele Fehlversuche. Dieser Code ist gesperrt.",
    .mismatch: "Die Codes stimmen nicht überein. Versuche es erneut.",
    .weakRepeated: "Dieser Code wiederholt ein Zeichen und ist leicht zu erraten.",
    .weakSequence: "Dieser Code ist eine einfache Folge und leicht zu erraten.",
    .weakCommon: "Dieser Code ist sehr verbreitet und leicht zu erraten.",
    .enterAPasscode: "Gib einen Code ein.",
    .atLeastDigits: .plural([
      .one: "Gib mindestens {0} Ziffer ein.", .other: "Gib mindestens {0} Ziffern ein.",
    ]),
    .atLeastCharacters: .plural([
      .one: "Gib mindestens {0} Zeichen ein.", .other: "Gib mindestens {0} Zeichen ein.",
    ]),
    .atMostDigits: .plural([
      .one: "Gib höchstens {0} Ziffer ein.", .other: "Gib höchstens {0} Ziffern ein.",
    ]),
    .atMostCharacters: .plural([
      .one: "Gib höchstens {0} Zeichen ein.", .other: "Gib höchstens {0} Zeichen ein.",
    ]),
    .exactlyDigits: .plural([
      .one: "Gib genau {0} Ziffer ein.", .other: "Gib genau {0} Ziffern ein.",
    ]),
    .exactlyCharacters: .plural([
      .one: "Gib genau {0} Zeichen ein.", .other: "Gib genau {0} Zeichen ein.",
    ]),
    .digitsOnly: "Verwende nur Ziffern.",
    .asciiOnly: "Verwende nur Buchstaben A–Z, Ziffern, Satzzeichen und Leerzeichen.",
    .notSet: "Es ist kein Code festgelegt.",
    .alreadySet: "Es ist bereits ein Code festgelegt.",
    .checkFailed: "Der Code konnte nicht geprüft werden. Versuche es später erneut.",
    .saveFailed: "Der Code konnte nicht gespeichert werden. Versuche es später erneut.",
    .biometryLocked: "{0} ist gesperrt. Gib deinen Code ein.",

    .digitsOfTotalEntered: .plural(
      argument: 1,
      forms: [.one: "{0} von {1} Ziffer eingegeben", .other: "{0} von {1} Ziffern eingegeben"]),
    .digitsEntered: .plural([
      .one: "{0} Ziffer eingegeben", .other: "{0} Ziffern eingegeben",
    ]),
    .charactersEntered: .plural([
      .one: "{0} Zeichen eingegeben", .other: "{0} Zeichen eingegeben",
    ]),
    .ofTotalEntered: "{0} von {1} eingegeben",
    .unlocked: "Entsperrt",
    .passcodeSet: "Code festgelegt",
    .passcodeChanged: "Code geändert",
    .passcodeRemoved: "Code deaktiviert",
    .tryAgainNow: "Du kannst es jetzt erneut versuchen.",

    .digitKey: "{0}",
    .delete: "Löschen",
    .clear: "Leeren",
    .cancel: "Abbrechen",
    .submit: "OK",
    .usePassword: "Passwort verwenden",
    .faceID: "Face ID",
    .touchID: "Touch ID",
    .opticID: "Optic ID",
    .biometricReason: "Entsperren, um fortzufahren",

    .username: "Benutzername",
    .password: "Passwort",
    .phoneNumber: "Telefonnummer",
    .required: "Dieses Feld ist erforderlich.",
    .invalidFormat: "Prüfe das Format dieses Eintrags.",
    .entriesDontMatch: "Die Eingaben stimmen nicht überein.",
  ]
}
