import type { StyleRule } from '@vanilla-extract/css';

/**
 * A rule per value of a component's option, selected by the attribute the component writes:
 * `&[data-tone="muted"]`. For a `.css.ts` file's `selectors`; the options of `Text` and the
 * spacing of `Box` are styled this way, so a page ships no class map for them.
 */
export const attributeRules = <Value extends string>(
  attribute: string,
  values: readonly Value[],
  rule: (value: Value) => StyleRule,
) => Object.fromEntries(values.map((value) => [`&[${attribute}="${value}"]`, rule(value)]));
