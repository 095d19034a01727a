import type { StyleRule } from '@vanilla-extract/css';

/**
 * The `data-*` attribute a component writes for one of its options, and its stylesheet selects
 * on: `tone` is `data-tone`, `breakWords` is `data-break-words`. One function for both, so they
 * cannot drift apart. `Text`'s options and `Box`'s spacing are written this way, so a page ships
 * no class map for them.
 */
export const optionAttribute = (option: string) =>
  `data-${option.replace(/[A-Z]/g, '-$&').toLowerCase()}`;

/** Whether a prop's name is one of a component's options. */
export const isOptionOf = <Option extends string>(
  options: readonly Option[],
  key: string,
): key is Option =>
  // Widened for `includes`, which takes only the list's own type; the guard narrows it back.
  (options as readonly string[]).includes(key);

/**
 * A rule per value of a component's option, selected by the attribute the component writes:
 * `&[data-tone="muted"]`. For a `.css.ts` file's `selectors`.
 */
export const attributeRules = <Value extends string>(
  option: string,
  values: readonly Value[],
  rule: (value: Value) => StyleRule,
) =>
  Object.fromEntries(
    values.map((value) => [`&[${optionAttribute(option)}="${value}"]`, rule(value)]),
  );
