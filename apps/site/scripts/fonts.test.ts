import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS, fontFaceRule, uncoveredCharacters, unicodeRange } from './fonts.mjs';

describe('font subset', () => {
  it('covers the copy of an English site: ASCII, Latin-1 and typographic punctuation', () => {
    for (const char of 'Aa0$%&@€©×é’“”–—…') expect(FONT_CHARACTERS).toContain(char);
    expect(FONT_CHARACTERS).not.toContain('Đ');
  });

  it('writes unicode-range as merged runs of code points', () => {
    expect(unicodeRange('cab€ez')).toBe('U+0061-0063, U+0065, U+007A, U+20AC');
    expect(unicodeRange(FONT_CHARACTERS)).toMatch(/^U\+0020-007E, U\+00A0-00FF, U\+2013-2014/);
  });

  it('declares each face with its subset file, the kept weights and the covered range', () => {
    const rule = fontFaceRule({
      family: 'Inter Variable',
      source: 'x',
      file: 'inter-subset.woff2',
    });
    expect(rule).toContain('font-family: "Inter Variable";');
    expect(rule).toContain('font-weight: 400 700;');
    expect(rule).toContain('src: url("./inter-subset.woff2") format("woff2-variations");');
    expect(rule).toContain(`unicode-range: ${unicodeRange(FONT_CHARACTERS)};`);
  });
});

describe('uncovered characters of a page', () => {
  it('finds nothing in covered copy, entities and attributes included', () => {
    const html = '<p title="Café">Smith &amp; Hale — “Counsel” &#x27;24 &#169;&nbsp;€5 × 2…</p>';
    expect(uncoveredCharacters(html)).toEqual([]);
  });

  it('reports characters the fonts lack, once each, in code point order', () => {
    const html = '<p>Đorđe ★ Đ</p><input placeholder="→ next">';
    expect(uncoveredCharacters(html)).toEqual(['đ', 'Đ', '→', '★'].sort());
  });

  it('ignores scripts and styles, which are never drawn', () => {
    const html = '<script>const arrow = "→";</script><style>a::after{content:"★"}</style><p>ok</p>';
    expect(uncoveredCharacters(html)).toEqual([]);
  });
});
