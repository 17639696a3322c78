// What ops prints may hold a buyer's text (a complaint, a name, an address). A terminal obeys control
// characters (ESC sequences set its title, erase lines, move the cursor) and bidi controls reorder what
// follows them, so every character that is not shown as itself is printed as its escape: C0 and C1
// controls with tab and line breaks, format characters but the joiners emoji and scripts need, line and
// paragraph separators, lone surrogates. One printed line is always one line of the terminal.
const UNPRINTABLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function escaped(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return (
    NAMED[char] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`)
  );
}

/** `text` with every character a terminal would obey or not show written as a visible escape. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, escaped);
}
