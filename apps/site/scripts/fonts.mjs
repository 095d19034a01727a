// The site's two web fonts, cut down to what an English law-firm site draws: the characters
// below, the weights 400–700 the styles use, and the layout features that shape running text.
// `subset-fonts.mjs` writes them (and their @font-face rules) before every build; the byte-budget
// check proves every character of the prerendered pages is in the subset.

/** Printable ASCII, Latin-1 (accented letters, ©, ×, non-breaking space) and typographic punctuation. */
export const FONT_CHARACTERS = [range(0x20, 0x7e), range(0xa0, 0xff), '–—‘’‚“”„•…′″‹›€™−'].join('');

/**
 * OpenType features kept: kerning, ligatures and contextual forms (text shaping), mark
 * positioning for accented letters, localized forms, variation-aware substitutions, and the
 * tabular figures that counters and quantity steppers use. Stylistic sets and character variants
 * go: nothing asks for them.
 */
export const FONT_FEATURES = [
  'kern',
  'liga',
  'calt',
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'rvrn',
  'tnum',
];

/** Every weight the site's styles use (400, 500, 600, 700), so the axis shrinks to that span. */
export const FONT_WEIGHTS = { min: 400, max: 700 };

/**
 * @typedef {{ family: string; source: string; file: string }} WebFont
 * @type {readonly WebFont[]}
 */
export const FONT_FACES = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-subset.woff2',
  },
  {
    family: 'Playfair Display Variable',
    source: '@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2',
    file: 'playfair-display-subset.woff2',
  },
];

/** @param {number} first @param {number} last */
function range(first, last) {
  return String.fromCodePoint(
    ...Array.from({ length: last - first + 1 }, (_, index) => first + index),
  );
}

/**
 * The CSS `unicode-range` of a set of characters, runs of consecutive code points merged.
 *
 * @param {string} characters
 */
export function unicodeRange(characters) {
  const points = [...new Set(Array.from(characters, codePoint))].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const runs = [];
  for (const point of points) {
    const run = runs.at(-1);
    if (run && run[1] === point - 1) run[1] = point;
    else runs.push([point, point]);
  }
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** @param {string} char */
function codePoint(char) {
  return char.codePointAt(0) ?? 0;
}

/** @param {WebFont} face */
export function fontFaceRule(face) {
  return [
    '@font-face {',
    `  font-family: "${face.family}";`,
    '  font-style: normal;',
    '  font-display: swap;',
    `  font-weight: ${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max};`,
    `  src: url("./${face.file}") format("woff2-variations");`,
    `  unicode-range: ${unicodeRange(FONT_CHARACTERS)};`,
    '}',
  ].join('\n');
}

const ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
});

/**
 * Characters of a page's markup that the subset fonts cannot draw (so the browser would fall back
 * to a system font for them), in code point order. Scripts and styles are left out; attribute
 * text stays in, since placeholders and labels show on screen too.
 *
 * @param {string} html
 * @param {string} characters the characters the fonts cover
 */
export function uncoveredCharacters(html, characters = FONT_CHARACTERS) {
  const covered = new Set(characters);
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&([a-z]+);/gi, (entity, name) => ENTITIES[name.toLowerCase()] ?? entity);
  /** @type {Set<string>} */
  const missing = new Set();
  for (const char of text) {
    if (!covered.has(char) && !/\s/.test(char)) missing.add(char);
  }
  return [...missing].sort((a, b) => codePoint(a) - codePoint(b));
}
