// subset-font ships no types (and @types/subset-font lacks `keepFeatures`): the options this
// site uses, as its README documents them for 2.9.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** OpenType feature tags to keep; all by default. */
    keepFeatures?: readonly string[];
    /** Pins an axis to a value or narrows it to a range. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Uint8Array>;
}
