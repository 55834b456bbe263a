@_exported import PasscodeCore
