@_spi(Skins) import PasscodeCore
import Testing

@testable import PasscodeRender

@Suite("RenderText")
struct RenderTextTests {
  @Test("numbers: whole without a fraction, else at most two decimals, never -0")
  func numbers() {
    let cases: [(Double, String)] = [
      (0, "0"), (100, "100"), (2.5, "2.5"), (-3.75, "-3.75"), (0.125, "0.13"), (1.0 / 3, "0.33"),
      (0.05, "0.05"), (-0.004, "0"), (1366, "1366"), (12.999, "13"),
    ]
    for (value, text) in cases { #expect(RenderText.number(value) == text, "\(value)") }
  }

  @Test("JSON strings escape quotes, backslashes and control characters, keep Unicode")
  func json() {
    #expect(RenderText.json("a\"b\\c") == #""a\"b\\c""#)
    #expect(RenderText.json("line\nnext\t\u{01}") == #""line\nnext\t\u0001""#)
    #expect(RenderText.json("أدخل ✓") == "\"أدخل ✓\"")
  }

  @Test("XML escapes the five special characters")
  func xml() {
    #expect(
      RenderText.xml("<a href=\"x\">Tom & Jerry's</a>")
        == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;")
  }

  @Test("fitting: short text keeps its size; long text wraps, then shrinks; CJK breaks anywhere")
  func fitting() {
    let short = RenderText.fit("OK", width: 100, size: 17, weight: .regular, lines: 1)
    #expect(short == (["OK"], 17.0))
    let long = "Too many failed attempts. This passcode is locked."
    let wrapped = RenderText.fit(long, width: 300, size: 15, weight: .regular, lines: 2)
    #expect(wrapped.lines.count == 2 && wrapped.size == 15)
    #expect(wrapped.lines.joined(separator: " ") == long)
    let shrunk = RenderText.fit(long, width: 150, size: 15, weight: .regular, lines: 1)
    #expect(shrunk.size < 15)
    #expect(RenderText.width(shrunk.lines[0], size: shrunk.size, weight: .regular) <= 150)
    let japanese = RenderText.fit(
      "パスコードが違います。残り6回", width: 120, size: 15, weight: .regular, lines: 2)
    #expect(japanese.lines.count == 2)
    #expect(japanese.lines.joined() == "パスコードが違います。残り6回")
  }
}
