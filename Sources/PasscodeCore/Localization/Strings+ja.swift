extension Strings {
  /// Japanese. Plural forms: other only.
  static let japanese: [StringKey: StringEntry] = [
    .enterPasscode: "パスコードを入力",
    .createPasscode: "パスコードを作成",
    .confirmPasscode: "パスコードを確認",
    .enterCurrentPasscode: "現在のパスコードを入力",
    .enterNewPasscode: "新しいパスコードを入力",
    .confirmNewPasscode: "新しいパスコードを確認",
    .turnOffPasscode: "パスコードをオフにする",

    .useDigits: .plural([.other: "{0}桁の数字を使用"]),
    .useAtLeastDigits: .plural([.other: "{0}桁以上の数字を使用"]),
    .useAtLeastCharacters: .plural([.other: "{0}文字以上を使用"]),
    .enterSameAgain: "同じパスコードをもう一度入力してください",
    .enterToTurnOff: "オフにするにはパスコードを入力してください",

    .wrongPasscode: .plural([.other: "パスコードが違います。残り{0}回"]),
    .repeatedGuess: .plural([.other: "そのパスコードはすでに試しました。残り{0}回"]),
    .tryAgainIn: "{0}後にもう一度お試しください",
    .permanentlyLocked: "失敗した回数が多すぎます。このパスコードはロックされています。",
    .permanentlyLockedReinstall: "失敗した回数が多すぎます。このアプリを再び使うには、削除してからもう一度インストールしてください。",
    .permanentlyLockedErase: "失敗した回数が多すぎます。このアプリを再び使うには、アプリのデータを消去してください。",
    .mismatch: "パスコードが一致しません。もう一度お試しください。",
    .weakRepeated: "同じ文字の繰り返しで、推測されやすいパスコードです。別のパスコードを選んでください。",
    .weakSequence: "単純な連続で、推測されやすいパスコードです。別のパスコードを選んでください。",
    .weakCommon: "よく使われていて、推測されやすいパスコードです。別のパスコードを選んでください。",
    .enterAPasscode: "パスコードを入力してください。",
    .atLeastDigits: .plural([.other: "{0}桁以上入力してください。"]),
    .atLeastCharacters: .plural([.other: "{0}文字以上入力してください。"]),
    .atMostDigits: .plural([.other: "{0}桁以内で入力してください。"]),
    .atMostCharacters: .plural([.other: "{0}文字以内で入力してください。"]),
    .exactlyDigits: .plural([.other: "{0}桁で入力してください。"]),
    .exactlyCharacters: .plural([.other: "{0}文字で入力してください。"]),
    .digitsOnly: "数字のみを使用してください。",
    .asciiOnly: "半角英数字、記号、スペースのみを使用してください。",
    .notSet: "パスコードが設定されていません。",
    .alreadySet: "パスコードはすでに設定されています。",
    .checkFailed: "パスコードを確認できませんでした。後でもう一度お試しください。",
    .saveFailed: "パスコードを保存できませんでした。後でもう一度お試しください。",
    .biometryLocked: "{0}はロックされています。パスコードを入力してください。",
    .spaceOrTab: "パスコードにスペースまたはタブが含まれています。使えるのは数字だけなので、削除してください。",
    .invalidEncoding: "パスコードが有効なテキスト（UTF-8）ではありません。もう一度入力してください。",
    .unsupportedFormat: .text(
      "このパスコード形式には対応していません。4〜12桁の数字、4〜32桁の任意の長さの数字、"
        + "または6〜64文字の英数字と記号を使用してください。"),
    .firstSetInterrupted: "パスコードが設定されていません。最初のパスコードの設定が完了前に中断されました。",
    .notCounted: "試行回数には数えられていません。",
    .nothingChanged: "何も変更されていません。",
    .attemptCounted: "検証処理に届いた可能性があるため、この試行は回数に数えられました。",

    .storeDamaged: .text(
      "パスコードの保存データが破損している（{0}）ため、ロックは解除されません。"
        + "パスコードを消去してから新しく設定してください。"),
    .storeVersionUnsupported: .text(
      "パスコードの保存データは新しいバージョンのPasscodeKitで書き込まれています（形式{0}）。"
        + "アプリまたはツールをアップデートしてください。"),
    .storeIncomplete: .text(
      "パスコードの保存データが不完全な（{0}）ため、ロックは解除されません。"
        + "パスコードを消去してから新しく設定してください。"),
    .storeWeakParameters: .text(
      "パスコードの保存データの鍵導出が弱すぎる（{0}）ため、ロックは解除されません。"
        + "パスコードを消去してから新しく設定してください。"),
    .storeInsecure: .text(
      "{0}は他のユーザーが読み書きできるか、別のユーザーが所有しています。"
        + "自分だけがアクセスできるようにしてから、もう一度お試しください。"),
    .storeReadFailed: .text(
      "パスコードの保存データを読み込めませんでした（{0}）。"
        + "存在することと読み取り権限があることを確認してから、もう一度お試しください。"),
    .storeWriteFailed: .text(
      "パスコードの保存データを書き込めませんでした（{0}）。"
        + "ディスクに空きがあり、保存先に書き込めることを確認してから、もう一度お試しください。"),
    .storeBusy: "パスコードの保存データは別のプロセスが使用中です。もう一度お試しください。",
    .secretVerifierMissing: "検証データがありません",
    .secretPepperMissing: "ペッパーがありません",
    .secretDeviceKeyMissing: "デバイス鍵がありません",

    .damageNotARecord: "状態レコードが途中で切れているか、PasscodeKitのレコードではありません",
    .damageChecksumMismatch: "状態レコードのチェックサムが内容と一致しません",
    .damageUnreadableRecord: "状態レコードを解読できません",
    .damageUnknownVersion: "状態レコードの形式バージョン{0}は不明です",
    .damageFailureLimit: "失敗回数の上限{0}が{1}〜{2}の範囲外です",
    .damageFailureCount: "失敗回数{0}が0〜{1}の範囲外です",
    .damageInvalidFormat: "保存されたパスコード形式が無効です",
    .damageFailureTimeMissing: "失敗が時刻なしで記録されています",
    .damagePendingWrite: "パスコードが設定されているのに、書き込みが保留中になっています",
    .damageVerifierWithoutPasscode: "パスコードが設定されていないのに、検証データが保存されています",
    .damageUnexplainedRecord: "パスコードのないレコードで、中断された書き込みでも説明がつきません",
    .damageWrongGuess: "記録された誤入力の形式が正しくありません",
    .damagePepperWithoutState: "状態レコードがないのに、ペッパーが残っています",
    .damageMalformedPepper: "ペッパーの長さが正しくありません",
    .damagePepperCheck: "ペッパーが確認用の値と一致しません",
    .damageNotARegularFile: "PasscodeKitが通常のファイルを置く{0}が、{1}になっています",
    .damageTooLarge: "{0}はどのPasscodeKitレコードよりも大きいサイズです",
    .damageKeychainData: "キーチェーン項目に想定外のデータが入っています",
    .damageDeviceKeyUnavailable: "このデバイスでは保存先のデバイス鍵を使えません（Secure Enclave がありません）",
    .damageDeviceKeyUnusable: "デバイス鍵はもう使えません（削除された、無効になった、または別のデバイスで作られました）",
    .damageDeviceKeyCreationFailed: "デバイス鍵を作成できませんでした",
    .damageDowngradedRecord: "記録が保存先のデバイス鍵に結び付いていません。より弱い記録に置き換えられました",
    .damageDeviceKeyWithoutState: "状態の記録がないのに、デバイス鍵が残っています",
    .fileSymbolicLink: "シンボリックリンク",
    .fileNamedPipe: "名前付きパイプ",
    .fileDirectory: "ディレクトリ",
    .fileSocket: "ソケット",
    .fileDevice: "デバイス",
    .fileOther: "ファイル以外のもの",

    .verifierUnknownAlgorithm: "保存された検証データは不明な鍵導出アルゴリズムを使っています",
    .verifierRoundsBelowFloor: .plural([
      .other: "保存された検証データの鍵導出ラウンド数{0}が下限の{1}を下回っています"
    ]),
    .verifierRoundsAboveCeiling: .plural([
      .other: "保存された検証データの鍵導出ラウンド数{0}が上限の{1}を超えています"
    ]),
    .verifierMalformed: "保存された検証データの長さが正しくありません",
    .verifierUnusable: "検証処理が保存されたレコードを受け付けません",

    .verbatim: "{0}",
    .failureSystem: "{0}：{1}",
    .failureKeychain: "キーチェーンエラー{0}",
    .failureEmptyPath: "保存先ディレクトリが指定されていません",
    .failureNULInPath: "保存先ディレクトリのパスにNULバイトが含まれています",

    .verifierRecordUnusable: .text(
      "保存されたパスコードのレコードを使用できません（{0}）。"
        + "パスコードを消去してから新しく設定してください。"),
    .verifierDerivationFailed: "システムの暗号ライブラリで鍵を導出できませんでした。後でもう一度お試しください。",
    .verifierUnexplained: "パスコードの検証処理が理由を示さずに失敗しました。後でもう一度お試しください。",

    .biometricsCancelled: "生体認証によるロック解除がキャンセルされました。パスコードを入力してください。",
    .biometricsNotRecognized: "顔または指紋を認識できませんでした。パスコードを入力してください。",
    .biometricsEnrollmentChanged: .text(
      "生体認証によるロック解除をオンにした後で、登録された指や顔が変更されました。"
        + "もう一度オンにするには、パスコードを入力してください。"),
    .biometricsUnavailable: "このデバイスでは現在、生体認証によるロック解除を使用できません。パスコードを入力してください。",
    .biometricsSystemError: "生体認証によるロック解除に失敗しました（システムエラー{0}）。パスコードを入力してください。",
    .biometricsNoSensor: "このデバイスには生体認証センサーがないか、何も登録されていません。",
    .biometricsMissingUsageDescription:
      "Face IDを使用できません。アプリが使用目的を示していません（NSFaceIDUsageDescription）。",
    .biometricsNeedPasscodeSet: "生体認証によるロック解除にはパスコードが必要です。先にパスコードを設定してください。",
    .biometricsNotEnabled: "生体認証によるロック解除はオフになっています。",
    .biometricsLockedOut: "ロックアウトの待ち時間中は、生体認証によるロック解除は使用できません。",
    .biometricsPermanentlyLocked: "パスコードが永久にロックされているため、生体認証によるロック解除は使用できません。",
    .biometricsStoreUnreadable: "パスコードの保存データを読み込めない間は、生体認証によるロック解除は使用できません。",
    .biometricsNeedPasscode: "先にパスコードを入力してから、生体認証によるロック解除をオンにしてください。",

    .clockUntrusted: "起動時刻からの時計を信頼できないため、ロックアウトの待ち時間は最初からやり直しになり、減りません。",
    .clockTimeNamespace: .text(
      "このプロセスは起動時刻からの時計をずらす時間名前空間で実行されています。"
        + "その名前空間の外で実行してください。"),
    .clockUptimeMismatch: .text(
      "起動時刻からの時計がカーネルの稼働時間と一致しません。"
        + "faketimeなど、時刻を偽装するツールを使わずに実行してください。"),
    .clockFunctionReplaced: .text(
      "時刻関数が事前に読み込まれたライブラリに置き換えられています。"
        + "libfaketimeなど、時刻を偽装するLD_PRELOADやDYLD_INSERT_LIBRARIESのライブラリを使わずに実行してください。"),
    .clockProcNotGenuine:
      "時計の確認に使う/procのファイルがマウントで隠されています。/procの上にマウントせずに実行してください。",
    .clockProcUnavailable:
      "/procを読み取れないため、時計を確認できません。/procをマウントし、読み取れる状態で実行してください。",

    .hours: .plural([.other: "{0}時間"]),
    .minutes: .plural([.other: "{0}分"]),
    .seconds: .plural([.other: "{0}秒"]),
    .durationParts: "{0}{1}",

    .terminalNotATerminal: "標準入力が端末ではないため、対話型の画面を実行できません。",
    .terminalModeRefused: "端末がモードの切り替えを拒否した（{0}）ため、何も読み込んでいません。",
    .terminalSetupFailed: "端末の入力を準備できませんでした（{0}）。もう一度お試しください。",
    .formKeyHelp: "Tab ↓   Enter ⏎ {0}   Esc {1}",

    .digitsOfTotalEntered: .plural(argument: 1, forms: [.other: "{1}桁中{0}桁入力済み"]),
    .digitsEntered: .plural([.other: "{0}桁入力済み"]),
    .charactersEntered: .plural([.other: "{0}文字入力済み"]),
    .ofTotalEntered: "{1}中{0}入力済み",
    .unlocked: "ロック解除",
    .passcodeSet: "パスコードを設定しました",
    .passcodeChanged: "パスコードを変更しました",
    .passcodeRemoved: "パスコードをオフにしました",
    .tryAgainNow: "もう一度お試しいただけます。",

    .digitKey: "{0}",
    .delete: "削除",
    .clear: "クリア",
    .cancel: "キャンセル",
    .submit: "OK",
    .usePassword: "パスワードを使用",
    .eraseData: "データを消去",
    .eraseDataTitle: "すべてのデータを消去しますか?",
    .eraseDataMessage:
      "このアプリがこのデバイスに保存しているものはすべて、パスコードとともに削除されます。この操作は取り消せません。",
    .erase: "消去",
    .faceID: "Face ID",
    .touchID: "Touch ID",
    .opticID: "Optic ID",
    .biometricReason: "続けるにはロックを解除してください",

    .username: "ユーザ名",
    .password: "パスワード",
    .phoneNumber: "電話番号",
    .required: "この項目は必須です。",
    .invalidFormat: "入力形式を確認してください。",
    .entriesDontMatch: "入力内容が一致しません。",
  ]
}
