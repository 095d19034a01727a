import { type ClassNameOrFunction, composeRenderProps } from 'react-aria-components';

/**
 * Puts the kit's class first and keeps a caller's `className`, whether it is a string or
 * react-aria's render-props function.
 */
export function withClass<R>(
  base: string,
  className: ClassNameOrFunction<R> | undefined,
): ClassNameOrFunction<R> {
  return composeRenderProps<
    string | undefined,
    R & { defaultClassName: string | undefined },
    string
  >(className, (extra) => (extra ? `${base} ${extra}` : base));
}
