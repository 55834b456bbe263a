import Foundation
import Testing

@testable import PasscodeEngine

/// How the engine tells two of an app's services apart (the configuration given is the
/// configuration in effect).
@Suite struct ServiceIdentityTests {
  final class Box: @unchecked Sendable {}

  struct PlainStore: PasscodeStore {
    var service: String
    var group: String?
    func acquireExclusiveAccess(creating: Bool) async throws -> StoreAccess {
      throw StoreError.busy
    }
    func loadState() throws -> [UInt8]? { nil }
    func saveState(_ bytes: [UInt8]) throws {}
    func loadPepper() throws -> SecretBuffer? { nil }
    func savePepper(_ pepper: SecretBuffer) throws {}
    func eraseAll() throws {}
  }

  struct WithClosure {
    var name: String
    var action: @Sendable () -> Void
  }

  enum Kind { case one, two }

  @Test("markers compare by where they keep their mark, never by their type alone (APP-5)")
  func markersCompareByPlace() {
    let a = URL(fileURLWithPath: "/tmp/a/installed")
    let b = URL(fileURLWithPath: "/tmp/b/installed")
    #expect(ServiceIdentity.same(FileInstallMarker(url: a), FileInstallMarker(url: a)))
    #expect(!ServiceIdentity.same(FileInstallMarker(url: a), FileInstallMarker(url: b)))
    #expect(
      !ServiceIdentity.same(
        FileInstallMarker(url: a, legacy: UserDefaultsInstallMarker(key: "x")),
        FileInstallMarker(url: a)))
    #expect(
      ServiceIdentity.same(
        FileInstallMarker(url: a, legacy: nil), FileInstallMarker(url: a, legacy: nil)))
    #expect(!ServiceIdentity.same(FileDeviceMoveMarker(url: a), FileDeviceMoveMarker(url: b)))
    #expect(ServiceIdentity.same(FileDeviceMoveMarker(url: a), FileDeviceMoveMarker(url: a)))
    #expect(
      !ServiceIdentity.same(
        UserDefaultsInstallMarker(key: "x"), UserDefaultsInstallMarker(key: "x", suiteName: "g")))
  }

  @Test("objects compare by identity; nil only equals nil; types must match (APP-5)")
  func objectsAndNil() {
    let box = Box()
    #expect(ServiceIdentity.same(box, box))
    #expect(!ServiceIdentity.same(Box(), Box()))
    #expect(ServiceIdentity.same(nil, nil))
    #expect(!ServiceIdentity.same(box, nil))
    #expect(!ServiceIdentity.same(1, "1"))
    #expect(ServiceIdentity.same(Kind.one, Kind.one))
    #expect(!ServiceIdentity.same(Kind.one, Kind.two))
  }

  @Test("a value with a closure inside is never taken for the same (APP-5)")
  func closuresAreNeverTheSame() {
    let first = WithClosure(name: "a", action: {})
    #expect(!ServiceIdentity.same(first, first))
  }

  @Test("a struct store without isSameStore of its own compares by its properties (APP-5)")
  func structStoresCompareByValue() {
    #expect(PlainStore(service: "s").isSameStore(as: PlainStore(service: "s")))
    #expect(!PlainStore(service: "s").isSameStore(as: PlainStore(service: "t")))
    #expect(!PlainStore(service: "s").isSameStore(as: PlainStore(service: "s", group: "g")))
    #expect(!PlainStore(service: "s").isSameStore(as: InMemoryStore()))
  }
}
