extension Strings {
  /// Spanish. Plural forms: one, other.
  static let spanish: [StringKey: StringEntry] = [
    .enterPasscode: "Introduce el código",
    .createPasscode: "Crea un código",
    .confirmPasscode: "Confirma el código",
    .enterCurrentPasscode: "Introduce el código actual",
    .enterNewPasscode: "Introduce el código nuevo",
    .confirmNewPasscode: "Confirma el código nuevo",
    .turnOffPasscode: "Desactivar código",

    .useDigits: .plural([.one: "Usa {0} dígito", .other: "Usa {0} dígitos"]),
    .useAtLeastDigits: .plural([
      .one: "Usa al menos {0} dígito", .other: "Usa al menos {0} dígitos",
    ]),
    .useAtLeastCharacters: .plural([
      .one: "Usa al menos {0} carácter", .other: "Usa al menos {0} caracteres",
    ]),
    .enterSameAgain: "Vuelve a introducir el mismo código",
    .enterToTurnOff: "Introduce tu código para desactivarlo",

    .wrongPasscode: .plural([
      .one: "Código incorrecto. Queda {0} intento",
      .other: "Código incorrecto. Quedan {0} intentos",
    ]),
    .repeatedGuess: .plural([
      .one: "Ya probaste ese código. Queda {0} intento",
      .other: "Ya probaste ese código. Quedan {0} intentos",
    ]),
    .tryAgainIn: "Inténtalo de nuevo en {0}",
    .permanentlyLocked: "Demasiados intentos fallidos. Este código está bloqueado.",
    .mismatch: "Los códigos no coinciden. Inténtalo de nuevo.",
    .weakRepeated: "Este código repite un carácter y es fácil de adivinar.",
    .weakSequence: "Este código es una secuencia simple y es fácil de adivinar.",
    .weakCommon: "Este código es muy común y es fácil de adivinar.",
    .enterAPasscode: "Introduce un código.",
    .atLeastDigits: .plural([
      .one: "Introduce al menos {0} dígito.", .other: "Introduce al menos {0} dígitos.",
    ]),
    .atLeastCharacters: .plural([
      .one: "Introduce al menos {0} carácter.", .other: "Introduce al menos {0} caracteres.",
    ]),
    .atMostDigits: .plural([
      .one: "Introduce como máximo {0} dígito.", .other: "Introduce como máximo {0} dígitos.",
    ]),
    .atMostCharacters: .plural([
      .one: "Introduce como máximo {0} carácter.",
      .other: "Introduce como máximo {0} caracteres.",
    ]),
    .exactlyDigits: .plural([
      .one: "Introduce exactamente {0} dígito.", .other: "Introduce exactamente {0} dígitos.",
    ]),
    .exactlyCharacters: .plural([
      .one: "Introduce exactamente {0} carácter.",
      .other: "Introduce exactamente {0} caracteres.",
    ]),
    .digitsOnly: "Usa solo dígitos.",
    .asciiOnly: "Usa solo letras A–Z, dígitos, signos de puntuación y espacios.",
    .notSet: "No hay ningún código configurado.",
    .alreadySet: "Ya hay un código configurado.",
    .checkFailed: "No se pudo comprobar el código. Inténtalo más tarde.",
    .saveFailed: "No se pudo guardar el código. Inténtalo más tarde.",
    .biometryLocked: "{0} está bloqueado. Introduce tu código.",

    .digitsOfTotalEntered: .plural(
      argument: 1,
      forms: [
        .one: "{0} de {1} dígito introducido", .other: "{0} de {1} dígitos introducidos",
      ]),
    .digitsEntered: .plural([
      .one: "{0} dígito introducido", .other: "{0} dígitos introducidos",
    ]),
    .charactersEntered: .plural([
      .one: "{0} carácter introducido", .other: "{0} caracteres introducidos",
    ]),
    .ofTotalEntered: "{0} de {1} introducidos",
    .unlocked: "Desbloqueado",
    .passcodeSet: "Código configurado",
    .passcodeChanged: "Código cambiado",
    .passcodeRemoved: "Código desactivado",
    .tryAgainNow: "Ya puedes volver a intentarlo.",

    .digitKey: "{0}",
    .delete: "Borrar",
    .clear: "Vaciar",
    .cancel: "Cancelar",
    .submit: "OK",
    .usePassword: "Usar contraseña",
    .faceID: "Face ID",
    .touchID: "Touch ID",
    .opticID: "Optic ID",
    .biometricReason: "Desbloquea para continuar",

    .username: "Nombre de usuario",
    .password: "Contraseña",
    .phoneNumber: "Número de teléfono",
    .required: "Este campo es obligatorio.",
    .invalidFormat: "Revisa el formato de este dato.",
    .entriesDontMatch: "Los datos no coinciden.",
  ]
}
