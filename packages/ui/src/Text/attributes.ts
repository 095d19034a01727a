/**
 * `Text`'s options, each written as a `data-*` attribute its stylesheet selects on
 * (`optionAttribute`: `data-tone="muted"`, `data-uppercase`).
 */
export const textOptions = [
  'size',
  'tone',
  'weight',
  'font',
  'tracking',
  'uppercase',
  'breakWords',
] as const;
