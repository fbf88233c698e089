// next/og bundles one font, Geist, which covers Latin (with Vietnamese) and Cyrillic but no Japanese, Korean or
// Chinese glyphs; a missing glyph would make the renderer fetch a font from the network at request time.

/** Whether the bundled font has glyphs for every character (Latin incl. Vietnamese, Cyrillic, punctuation). */
export function bundledFontCanRender(text: string): boolean {
  return /^[\u0020-\u052F\u1E00-\u1EFF\u2000-\u206F]*$/u.test(text);
}
