export interface WebFont {
  family: string;
  source: string;
  file: string;
}
export const FONT_CHARACTERS: string;
export const FONT_FEATURES: readonly string[];
export const FONT_WEIGHTS: { min: number; max: number };
export const FONT_FACES: readonly WebFont[];
export function unicodeRange(characters: string): string;
export function fontFaceRule(face: WebFont): string;
export function uncoveredCharacters(html: string, characters?: string): string[];
