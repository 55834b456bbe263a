@_spi(Skins) import PasscodeCore

#if os(Linux) || os(macOS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  /// Reads a terminal's input on a thread of its own and delivers decoded keys, clicks and
  /// resizes through ``inputs``, so that waiting for a key never blocks the main actor, where
  /// the screen's timers run.
  ///
  /// The thread waits in `poll(2)` on the terminal and on a wake-up pipe: SIGWINCH writes to
  /// the pipe (the thread then reports the new size), and ``stop()`` does (the thread then
  /// ends, so no byte meant for the shell is read after the screen closed). An `Esc` followed
  /// by nothing within ``TerminalInputDecoder/escapeTimeout`` is the Escape key. Read buffers
  /// are zeroed after decoding: they may hold typed digits.
  final class TerminalInputReader: @unchecked Sendable {
    /// What the terminal sends, in order; finishes when the reader stops or the input ends.
    let inputs: AsyncStream<TerminalInput>
    private let continuation: AsyncStream<TerminalInput>.Continuation
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let size: @Sendable () -> TerminalSize
    private var thread: ReaderThread?

    /// Prepares a reader of `descriptor`; `size` reads the terminal's size after SIGWINCH.
    ///
    /// - Throws: ``TerminalError/pipeFailed(_:)``.
    init(descriptor: Int32, size: @escaping @Sendable () -> TerminalSize) throws {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else {
        throw TerminalError.pipeFailed(String(cString: strerror(errno)))
      }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      self.descriptor = descriptor
      wakeRead = ends[0]
      wakeWrite = ends[1]
      self.size = size
      (inputs, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    }

    deinit {
      stop()
      close(wakeRead)
      close(wakeWrite)
    }

    /// Starts the thread and routes SIGWINCH to it.
    func start() {
      guard thread == nil else { return }
      TerminalRestoration.resizeWake = wakeWrite
      thread = ReaderThread { [self] in self.run() }
      // Without a thread there is no input: the stream ends, and the application is abandoned.
      if thread == nil { continuation.finish() }
    }

    /// Stops the thread and waits until it stopped reading; the stream finishes.
    func stop() {
      guard let thread else {
        continuation.finish()
        return
      }
      self.thread = nil
      if TerminalRestoration.resizeWake == wakeWrite { TerminalRestoration.resizeWake = -1 }
      var byte = UInt8(ascii: "q")
      _ = systemWrite(wakeWrite, &byte, 1)
      thread.join()
    }

    private func run() {
      defer { continuation.finish() }
      var decoder = TerminalInputDecoder()
      var buffer = [UInt8](repeating: 0, count: 256)
      let (seconds, attoseconds) = TerminalInputDecoder.escapeTimeout.components
      let timeout = Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
      while true {
        var descriptors = [
          pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
          pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, decoder.isAwaitingMore ? timeout : -1)
        if ready < 0 {
          if errno == EINTR { continue }
          return
        }
        if ready == 0 {
          deliver(decoder.flush())
          continue
        }
        if descriptors[1].revents != 0 {
          guard drainWakeUps() else { return }
        }
        let inputFlags = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
        guard descriptors[0].revents & inputFlags != 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { return }
        deliver(decoder.decode(buffer[0..<count]))
        buffer.withUnsafeMutableBytes { _ = memset($0.baseAddress!, 0, $0.count) }
      }
    }

    /// Reads the wake-up bytes: reports a resize, and returns `false` when asked to stop.
    private func drainWakeUps() -> Bool {
      var bytes = [UInt8](repeating: 0, count: 16)
      var resized = false
      while true {
        let count = bytes.withUnsafeMutableBytes { read(wakeRead, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        if bytes[0..<count].contains(UInt8(ascii: "q")) { return false }
        resized = true
      }
      if resized { continuation.yield(.resize(size())) }
      return true
    }

    private func deliver(_ events: [TerminalEvent]) {
      for event in events { continuation.yield(.event(event)) }
    }
  }

  /// The closure a ``ReaderThread`` runs, passed through `pthread_create`'s context pointer.
  private final class ThreadBody {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
      self.body = body
    }
  }

  /// A POSIX thread running one closure, which can be waited for.
  private final class ReaderThread {
    private var handle: pthread_t?

    /// Starts a thread running `body`; `nil` when the system refuses to make one.
    init?(_ body: @escaping () -> Void) {
      let context = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
      var handle = pthread_t?.none
      #if canImport(Glibc)
        var created = pthread_t()
        let status = pthread_create(&created, nil, { ReaderThread.main($0) }, context)
        if status == 0 { handle = created }
      #else
        let status = pthread_create(&handle, nil, { ReaderThread.main($0) }, context)
      #endif
      guard status == 0, handle != nil else {
        Unmanaged<ThreadBody>.fromOpaque(context).release()
        return nil
      }
      self.handle = handle
    }

    /// Waits until the closure returned.
    func join() {
      guard let handle else { return }
      self.handle = nil
      pthread_join(handle, nil)
    }

    private final class Box {
      let body: () -> Void
      /// Starts a thread running `body`; `nil` when the system refuses to make one.
      init?(_ body: @escaping () -> Void) { self.body = body }
    }

    private static func main(_ context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
      guard let context else { return nil }
      Unmanaged<ThreadBody>.fromOpaque(context).takeRetainedValue().body()
      return nil
    }
  }
#endif
