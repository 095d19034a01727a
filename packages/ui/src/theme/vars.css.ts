import { createThemeContract } from '@vanilla-extract/css';
import { lawFirmTokens, type ThemeTokens } from './tokens.js';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

// The contract's shape is derived from the token type so the two cannot drift apart.
const toContract = <T extends object>(shape: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContract(value as object),
    ]),
  ) as Contract<T>;

/** The one theme contract: every component reads its colours, type and spacing from here. */
export const vars = createThemeContract(toContract<ThemeTokens>(lawFirmTokens));
