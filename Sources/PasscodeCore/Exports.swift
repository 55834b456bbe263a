// PasscodeCore re-exports the engine, so that `import PasscodeCore` gives an app the lock, its
// stores and its errors as well as the screens built on them.
@_exported import PasscodeEngine
// And the resource bundle's lookup (`PasscodeResources`): where the string tables and the
// privacy manifest are, found without trapping.
@_exported import PasscodeResources
