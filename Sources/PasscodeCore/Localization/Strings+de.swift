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
    .permanentlyLockedReinstall:
      "Zu viele Fehlversuche. Um diese App wieder zu verwenden, lösche sie und installiere sie erneut.",
    .permanentlyLockedErase:
      "Zu viele Fehlversuche. Lösche die Daten dieser App, um sie wieder zu verwenden.",
    .mismatch: "Die Codes stimmen nicht überein. Versuche es erneut.",
    .weakRepeated:
      "Dieser Code wiederholt ein Zeichen und ist leicht zu erraten. Wähle einen anderen.",
    .weakSequence:
      "Dieser Code ist eine einfache Folge und leicht zu erraten. Wähle einen anderen.",
    .weakCommon: "Dieser Code ist sehr verbreitet und leicht zu erraten. Wähle einen anderen.",
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
    .spaceOrTab: .text(
      "Der Code enthält ein Leerzeichen oder einen Tabulator; entferne das Zeichen, denn der Code "
        + "darf nur Ziffern enthalten."),
    .invalidEncoding: "Der Code ist kein gültiger Text (UTF-8). Gib ihn erneut ein.",
    .unsupportedFormat: .text(
      "Dieses Code-Format wird nicht unterstützt. Verwende 4 bis 12 Ziffern, 4 bis 32 Ziffern "
        + "beliebiger Länge oder 6 bis 64 Buchstaben, Ziffern und Zeichen."),
    .firstSetInterrupted: .text(
      "Es ist kein Code festgelegt: Das Festlegen des ersten Codes wurde unterbrochen, bevor es "
        + "fertig war."),
    .notCounted: "Er wurde nicht als Versuch gezählt.",
    .nothingChanged: "Es wurde nichts geändert.",
    .attemptCounted: "Der Versuch wurde gezählt, da er die Prüfung erreicht haben kann.",

    .storeDamaged: .text(
      "Der Code-Speicher ist beschädigt ({0}), daher bleibt die Sperre bestehen. Lösche den Code, "
        + "um einen neuen festzulegen."),
    .storeVersionUnsupported: .text(
      "Der Code-Speicher wurde von einer neueren Version von PasscodeKit geschrieben (Format {0}). "
        + "Aktualisiere die App oder das Programm."),
    .storeIncomplete: .text(
      "Der Code-Speicher ist unvollständig ({0}), daher bleibt die Sperre bestehen. Lösche den "
        + "Code, um einen neuen festzulegen."),
    .storeWeakParameters: .text(
      "Die Schlüsselableitung des Code-Speichers ist zu schwach ({0}), daher bleibt die Sperre "
        + "bestehen. Lösche den Code, um einen neuen festzulegen."),
    .storeInsecure: .text(
      "{0} kann von anderen Benutzern gelesen oder geändert werden oder gehört jemand anderem. "
        + "Mach es nur für dich zugänglich und versuche es dann erneut."),
    .storeReadFailed: .text(
      "Der Code-Speicher konnte nicht gelesen werden ({0}). Prüfe, ob er existiert und du ihn "
        + "lesen darfst, und versuche es dann erneut."),
    .storeWriteFailed: .text(
      "Der Code-Speicher konnte nicht geschrieben werden ({0}). Prüfe, ob auf dem Datenträger "
        + "Platz ist und der Speicher beschreibbar ist, und versuche es dann erneut."),
    .storeBusy: "Der Code-Speicher wird von einem anderen Prozess verwendet. Versuche es erneut.",
    .secretVerifierMissing: "der Prüfdatensatz fehlt",
    .secretPepperMissing: "der Pepper fehlt",
    .secretDeviceKeyMissing: "der Geräteschlüssel fehlt",

    .damageNotARecord: "der Statusdatensatz ist abgeschnitten oder kein PasscodeKit-Datensatz",
    .damageChecksumMismatch: "die Prüfsumme des Statusdatensatzes passt nicht zu seinem Inhalt",
    .damageUnreadableRecord: "der Statusdatensatz kann nicht dekodiert werden",
    .damageUnknownVersion: "der Statusdatensatz hat die unbekannte Formatversion {0}",
    .damageFailureLimit: "das Limit der Fehlversuche, {0}, liegt außerhalb von {1}…{2}",
    .damageFailureCount: "die Zahl der Fehlversuche, {0}, liegt außerhalb von 0…{1}",
    .damageInvalidFormat: "das gespeicherte Code-Format ist ungültig",
    .damageFailureTimeMissing: "Fehlversuche sind ohne ihren Zeitpunkt gespeichert",
    .damagePendingWrite:
      "ein Code ist festgelegt, aber ein Schreibvorgang ist als ausstehend markiert",
    .damageVerifierWithoutPasscode: "ein Prüfdatensatz ist gespeichert, aber kein Code festgelegt",
    .damageUnexplainedRecord:
      "der Datensatz hat keinen Code, und kein unterbrochener Schreibvorgang erklärt das",
    .damageWrongGuess: "ein gemerkter falscher Versuch ist fehlerhaft",
    .damagePepperWithoutState: "der Statusdatensatz fehlt, aber der Pepper ist noch vorhanden",
    .damageMalformedPepper: "der Pepper hat die falsche Länge",
    .damagePepperCheck: "der Pepper passt nicht zu seinem Prüfwert",
    .damageNotARegularFile: "{0} ist {1}, wo PasscodeKit eine normale Datei ablegt",
    .damageTooLarge: "{0} ist größer als jeder PasscodeKit-Datensatz",
    .damageKeychainData: "ein Schlüsselbund-Eintrag enthält unerwartete Daten",
    .damageDeviceKeyUnavailable:
      "dieses Gerät kann den Geräteschlüssel des Speichers nicht verwenden (es hat keine Secure Enclave)",
    .damageDeviceKeyUnusable:
      "der Geräteschlüssel ist nicht mehr verwendbar (gelöscht, ungültig geworden oder auf einem anderen Gerät erzeugt)",
    .damageDeviceKeyCreationFailed: "der Geräteschlüssel konnte nicht erzeugt werden",
    .damageDowngradedRecord:
      "der Datensatz ist nicht an den Geräteschlüssel des Speichers gebunden: er wurde durch einen schwächeren ersetzt",
    .damageDeviceKeyWithoutState:
      "der Zustandsdatensatz fehlt, aber der Geräteschlüssel ist noch da",
    .fileSymbolicLink: "ein symbolischer Link",
    .fileNamedPipe: "eine benannte Pipe",
    .fileDirectory: "ein Verzeichnis",
    .fileSocket: "ein Socket",
    .fileDevice: "ein Gerät",
    .fileOther: "etwas anderes als eine Datei",

    .verifierUnknownAlgorithm: .text(
      "der gespeicherte Prüfdatensatz verwendet ein unbekanntes Verfahren zur Schlüsselableitung"),
    .verifierRoundsBelowFloor: .plural([
      .one: "der gespeicherte Prüfdatensatz verwendet {0} Ableitungsrunde, weniger als das "
        + "Minimum von {1}",
      .other: "der gespeicherte Prüfdatensatz verwendet {0} Ableitungsrunden, weniger als das "
        + "Minimum von {1}",
    ]),
    .verifierRoundsAboveCeiling: .plural([
      .one: "der gespeicherte Prüfdatensatz verwendet {0} Ableitungsrunde, mehr als das "
        + "Maximum von {1}",
      .other: "der gespeicherte Prüfdatensatz verwendet {0} Ableitungsrunden, mehr als das "
        + "Maximum von {1}",
    ]),
    .verifierMalformed: "der gespeicherte Prüfdatensatz hat die falsche Länge",
    .verifierUnusable: "das Prüfverfahren lehnt den gespeicherten Datensatz ab",

    .verbatim: "{0}",
    .failureSystem: "{0}: {1}",
    .failureKeychain: "Schlüsselbund-Fehler {0}",
    .failureEmptyPath: "es wurde kein Speicherverzeichnis angegeben",
    .failureNULInPath: "der Pfad des Speicherverzeichnisses enthält ein NUL-Byte",

    .verifierRecordUnusable: .text(
      "Der gespeicherte Prüfdatensatz kann nicht verwendet werden ({0}). Lösche den Code, um "
        + "einen neuen festzulegen."),
    .verifierDerivationFailed: .text(
      "Die Kryptografie-Bibliothek des Systems konnte den Schlüssel nicht ableiten. Versuche es "
        + "später erneut."),
    .verifierUnexplained:
      "Die Code-Prüfung ist ohne Angabe eines Grundes fehlgeschlagen. Versuche es später erneut.",

    .biometricsCancelled: "Das biometrische Entsperren wurde abgebrochen. Gib deinen Code ein.",
    .biometricsNotRecognized: .text(
      "Dein Gesicht oder Fingerabdruck wurde nicht erkannt. Gib deinen Code ein."),
    .biometricsEnrollmentChanged: .text(
      "Finger oder Gesichter haben sich geändert, seit das biometrische Entsperren aktiviert "
        + "wurde. Gib deinen Code ein, um es wieder zu aktivieren."),
    .biometricsUnavailable: .text(
      "Biometrisches Entsperren kann auf diesem Gerät gerade nicht verwendet werden. Gib deinen "
        + "Code ein."),
    .biometricsSystemError:
      "Das biometrische Entsperren ist fehlgeschlagen (Systemfehler {0}). Gib deinen Code ein.",
    .biometricsNoSensor:
      "Dieses Gerät hat keinen biometrischen Sensor, oder es ist nichts eingerichtet.",
    .biometricsMissingUsageDescription: .text(
      "Face ID kann nicht verwendet werden: Die App gibt nicht an, wofür sie es braucht "
        + "(NSFaceIDUsageDescription)."),
    .biometricsNeedPasscodeSet:
      "Biometrisches Entsperren braucht einen Code. Lege zuerst einen fest.",
    .biometricsNotEnabled: "Biometrisches Entsperren ist deaktiviert.",
    .biometricsLockedOut: "Biometrisches Entsperren wird während einer Wartezeit nicht angeboten.",
    .biometricsPermanentlyLocked: .text(
      "Biometrisches Entsperren wird nicht angeboten, sobald der Code dauerhaft gesperrt ist."),
    .biometricsStoreUnreadable: .text(
      "Biometrisches Entsperren wird nicht angeboten, solange der Code-Speicher nicht gelesen "
        + "werden kann."),
    .biometricsNeedPasscode:
      "Gib zuerst den Code ein und aktiviere dann das biometrische Entsperren.",

    .clockUntrusted: .text(
      "Der Boot-Uhr kann nicht vertraut werden, daher beginnt eine Wartezeit neu und läuft nicht ab."
    ),
    .clockTimeNamespace: .text(
      "Dieser Prozess läuft in einem Zeit-Namespace, der die Boot-Uhr verschiebt; starte ihn "
        + "außerhalb dieses Namespace."),
    .clockUptimeMismatch: .text(
      "Die Boot-Uhr weicht von der Laufzeit des Kernels ab; starte ohne Werkzeuge, die die Zeit "
        + "fälschen, etwa faketime."),
    .clockFunctionReplaced: .text(
      "Die Zeitfunktionen werden von einer vorab geladenen Bibliothek ersetzt; starte ohne "
        + "LD_PRELOAD- oder DYLD_INSERT_LIBRARIES-Bibliotheken, die die Zeit fälschen, etwa "
        + "libfaketime."),
    .clockProcNotGenuine: .text(
      "Eine /proc-Datei, mit der die Uhr geprüft wird, ist durch einen Mount verdeckt; starte "
        + "ohne Mounts über /proc."),
    .clockProcUnavailable: .text(
      "/proc kann nicht gelesen werden, daher kann die Uhr nicht geprüft werden; starte mit "
        + "eingehängtem, lesbarem /proc."),

    .hours: .plural([.one: "{0} Stunde", .other: "{0} Stunden"]),
    .minutes: .plural([.one: "{0} Minute", .other: "{0} Minuten"]),
    .seconds: .plural([.one: "{0} Sekunde", .other: "{0} Sekunden"]),
    .durationParts: "{0} {1}",

    .terminalNotATerminal:
      "Die Standardeingabe ist kein Terminal, daher kann der interaktive Bildschirm nicht laufen.",
    .terminalModeRefused:
      "Das Terminal hat den Moduswechsel abgelehnt ({0}), daher wurde nichts gelesen.",
    .terminalSetupFailed:
      "Die Eingabe des Terminals konnte nicht eingerichtet werden ({0}). Versuche es erneut.",
    .formKeyHelp: "Tab ↓   Eingabe ⏎ {0}   Esc {1}",

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
    .eraseData: "Daten löschen",
    .eraseDataTitle: "Alle Daten löschen?",
    .eraseDataMessage:
      "Alles, was diese App auf diesem Gerät speichert, wird gelöscht, auch der Code. Das kann nicht rückgängig gemacht werden.",
    .erase: "Löschen",
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
