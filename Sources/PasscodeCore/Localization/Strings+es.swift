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
    .permanentlyLockedReinstall:
      "Demasiados intentos fallidos. Para volver a usar esta app, elimínala e instálala de nuevo.",
    .permanentlyLockedErase:
      "Demasiados intentos fallidos. Borra los datos de esta app para volver a usarla.",
    .mismatch: "Los códigos no coinciden. Inténtalo de nuevo.",
    .weakRepeated: "Este código repite un carácter y es fácil de adivinar. Elige otro.",
    .weakSequence: "Este código es una secuencia simple y es fácil de adivinar. Elige otro.",
    .weakCommon: "Este código es muy común y es fácil de adivinar. Elige otro.",
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
    .spaceOrTab: .text(
      "El código contiene un espacio o un tabulador; quítalo, porque solo puede contener "
        + "dígitos."),
    .invalidEncoding: "El código no es un texto válido (UTF-8). Vuelve a introducirlo.",
    .unsupportedFormat: .text(
      "Este formato de código no es compatible. Usa de 4 a 12 dígitos, de 4 a 32 dígitos de "
        + "longitud libre, o de 6 a 64 letras, dígitos y símbolos."),
    .firstSetInterrupted: .text(
      "No hay ningún código configurado: la configuración del primero se interrumpió antes de "
        + "terminar."),
    .notCounted: "No se contó como intento.",
    .nothingChanged: "No se cambió nada.",
    .attemptCounted: "El intento se contó, porque puede haber llegado al verificador.",

    .storeDamaged: .text(
      "El almacén del código está dañado ({0}), así que el bloqueo sigue activo. Borra el código "
        + "para configurar uno nuevo."),
    .storeVersionUnsupported: .text(
      "El almacén del código lo escribió una versión más reciente de PasscodeKit (formato {0}). "
        + "Actualiza la app o la herramienta."),
    .storeIncomplete: .text(
      "El almacén del código está incompleto ({0}), así que el bloqueo sigue activo. Borra el "
        + "código para configurar uno nuevo."),
    .storeWeakParameters: .text(
      "La derivación de clave del almacén del código es demasiado débil ({0}), así que el bloqueo "
        + "sigue activo. Borra el código para configurar uno nuevo."),
    .storeInsecure: .text(
      "Otros usuarios pueden leer o cambiar {0}, o pertenece a otra persona. Haz que sea privado "
        + "para ti y vuelve a intentarlo."),
    .storeReadFailed: .text(
      "No se pudo leer el almacén del código ({0}). Comprueba que existe y que puedes leerlo, y "
        + "vuelve a intentarlo."),
    .storeWriteFailed: .text(
      "No se pudo escribir el almacén del código ({0}). Comprueba que el disco tiene espacio y que "
        + "el almacén se puede escribir, y vuelve a intentarlo."),
    .storeBusy: "Otro proceso está usando el almacén del código. Inténtalo de nuevo.",
    .secretVerifierMissing: "falta el verificador",
    .secretPepperMissing: "falta la pimienta (pepper)",
    .secretDeviceKeyMissing: "falta la clave del dispositivo",

    .damageNotARecord: "el registro de estado está cortado o no es un registro de PasscodeKit",
    .damageChecksumMismatch:
      "la suma de comprobación del registro de estado no coincide con su contenido",
    .damageUnreadableRecord: "el registro de estado no se puede decodificar",
    .damageUnknownVersion: "el registro de estado tiene la versión de formato desconocida {0}",
    .damageFailureLimit: "el límite de fallos, {0}, está fuera de {1}…{2}",
    .damageFailureCount: "el número de fallos, {0}, está fuera de 0…{1}",
    .damageInvalidFormat: "el formato de código guardado no es válido",
    .damageFailureTimeMissing: "hay fallos registrados sin su hora",
    .damagePendingWrite: "hay un código configurado, pero una escritura figura como pendiente",
    .damageVerifierWithoutPasscode: "hay un verificador guardado, pero ningún código configurado",
    .damageUnexplainedRecord:
      "el registro no tiene código y ninguna escritura interrumpida lo explica",
    .damageWrongGuess: "un intento fallido recordado está mal formado",
    .damagePepperWithoutState: "falta el registro de estado, pero la pimienta (pepper) sigue ahí",
    .damageMalformedPepper: "la pimienta (pepper) tiene una longitud incorrecta",
    .damagePepperCheck: "la pimienta (pepper) no coincide con su valor de comprobación",
    .damageNotARegularFile: "{0} es {1}, donde PasscodeKit guarda un archivo normal",
    .damageTooLarge: "{0} es más grande que cualquier registro de PasscodeKit",
    .damageKeychainData: "un elemento del llavero contiene datos inesperados",
    .damageDeviceKeyUnavailable:
      "este dispositivo no puede usar la clave del dispositivo del almacén (no tiene Secure Enclave)",
    .damageDeviceKeyUnusable:
      "la clave del dispositivo ya no se puede usar (se eliminó, se invalidó o se creó en otro dispositivo)",
    .damageDeviceKeyCreationFailed: "no se pudo crear la clave del dispositivo",
    .damageDowngradedRecord:
      "el registro no está vinculado a la clave del dispositivo del almacén: se sustituyó por uno más débil",
    .damageDeviceKeyWithoutState:
      "falta el registro de estado, pero la clave del dispositivo sigue ahí",
    .fileSymbolicLink: "un enlace simbólico",
    .fileNamedPipe: "una tubería con nombre",
    .fileDirectory: "un directorio",
    .fileSocket: "un socket",
    .fileDevice: "un dispositivo",
    .fileOther: "algo que no es un archivo",

    .verifierUnknownAlgorithm:
      "el verificador guardado usa un algoritmo de derivación de clave desconocido",
    .verifierRoundsBelowFloor: .plural([
      .one: "el verificador guardado usa {0} ronda de derivación, por debajo del mínimo de {1}",
      .other: "el verificador guardado usa {0} rondas de derivación, por debajo del mínimo de {1}",
    ]),
    .verifierRoundsAboveCeiling: .plural([
      .one: "el verificador guardado usa {0} ronda de derivación, por encima del máximo de {1}",
      .other: "el verificador guardado usa {0} rondas de derivación, por encima del máximo de {1}",
    ]),
    .verifierMalformed: "el verificador guardado tiene una longitud incorrecta",
    .verifierUnusable: "el verificador rechaza el registro guardado",

    .verbatim: "{0}",
    .failureSystem: "{0}: {1}",
    .failureKeychain: "error del llavero {0}",
    .failureEmptyPath: "no se indicó ningún directorio de almacén",
    .failureNULInPath: "la ruta del directorio de almacén contiene un byte NUL",

    .verifierRecordUnusable: .text(
      "El registro de código guardado no se puede usar ({0}). Borra el código para configurar "
        + "uno nuevo."),
    .verifierDerivationFailed:
      "La biblioteca criptográfica del sistema no pudo derivar la clave. Inténtalo más tarde.",
    .verifierUnexplained: "El verificador del código falló sin decir por qué. Inténtalo más tarde.",

    .biometricsCancelled: "Se canceló el desbloqueo biométrico. Introduce tu código.",
    .biometricsNotRecognized: "No se reconoció tu cara ni tu huella. Introduce tu código.",
    .biometricsEnrollmentChanged: .text(
      "Las huellas o caras cambiaron desde que se activó el desbloqueo biométrico. Introduce tu "
        + "código para volver a activarlo."),
    .biometricsUnavailable:
      "El desbloqueo biométrico no se puede usar ahora en este dispositivo. Introduce tu código.",
    .biometricsSystemError:
      "El desbloqueo biométrico falló (error del sistema {0}). Introduce tu código.",
    .biometricsNoSensor: "Este dispositivo no tiene sensor biométrico o no hay nada registrado.",
    .biometricsMissingUsageDescription: .text(
      "No se puede usar Face ID: la app no indica para qué lo necesita "
        + "(NSFaceIDUsageDescription)."),
    .biometricsNeedPasscodeSet:
      "El desbloqueo biométrico necesita un código. Configura uno primero.",
    .biometricsNotEnabled: "El desbloqueo biométrico está desactivado.",
    .biometricsLockedOut: "El desbloqueo biométrico no se ofrece durante una espera por bloqueo.",
    .biometricsPermanentlyLocked:
      "El desbloqueo biométrico no se ofrece cuando el código está bloqueado para siempre.",
    .biometricsStoreUnreadable:
      "El desbloqueo biométrico no se ofrece mientras no se pueda leer el almacén del código.",
    .biometricsNeedPasscode:
      "Introduce primero el código y después activa el desbloqueo biométrico.",

    .clockUntrusted: .text(
      "No se puede confiar en el reloj de arranque, así que la espera de un bloqueo vuelve a "
        + "empezar y no se agota."),
    .clockTimeNamespace: .text(
      "Este proceso se ejecuta en un espacio de nombres de tiempo que desplaza el reloj de "
        + "arranque; ejecútalo fuera de ese espacio de nombres."),
    .clockUptimeMismatch: .text(
      "El reloj de arranque no coincide con el tiempo de actividad del kernel; ejecuta sin "
        + "herramientas que falsifiquen la hora, como faketime."),
    .clockFunctionReplaced: .text(
      "Una biblioteca precargada sustituye las funciones de tiempo; ejecuta sin bibliotecas "
        + "LD_PRELOAD o DYLD_INSERT_LIBRARIES que falsifiquen la hora, como libfaketime."),
    .clockProcNotGenuine: .text(
      "Un montaje oculta un archivo de /proc con el que se comprueba el reloj; ejecuta sin "
        + "montajes sobre /proc."),
    .clockProcUnavailable: .text(
      "No se puede leer /proc, así que no se puede comprobar el reloj; ejecuta con /proc montado "
        + "y legible."),

    .hours: .plural([.one: "{0} hora", .other: "{0} horas"]),
    .minutes: .plural([.one: "{0} minuto", .other: "{0} minutos"]),
    .seconds: .plural([.one: "{0} segundo", .other: "{0} segundos"]),
    .durationParts: "{0} {1}",

    .terminalNotATerminal:
      "La entrada estándar no es un terminal, así que la pantalla interactiva no puede funcionar.",
    .terminalModeRefused: "El terminal se negó a cambiar de modo ({0}), así que no se leyó nada.",
    .terminalSetupFailed:
      "No se pudo preparar la entrada del terminal ({0}). Inténtalo de nuevo.",
    .formKeyHelp: "Tab ↓   Intro ⏎ {0}   Esc {1}",

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
    .eraseData: "Borrar datos",
    .eraseDataTitle: "¿Borrar todos los datos?",
    .eraseDataMessage:
      "Se borrará todo lo que esta app guarda en este dispositivo, y también el código. No se puede deshacer.",
    .erase: "Borrar",
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
