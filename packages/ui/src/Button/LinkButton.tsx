import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { withClass } from '../utils/withClass.js';
import * as styles from './Button.css.js';
import type { ButtonStyleProps } from './buttonClassName.js';

export interface LinkButtonProps extends AriaLinkProps, ButtonStyleProps {
  /** Where the link goes. With a react-aria `RouterProvider` above it, navigation is client-side. */
  href?: string;
  /** Ref to the `<a>` element. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button ("Book An Appointment", "Proceed to Checkout"). It is an
 * `<a href>`, so it navigates, opens in a new tab and is announced as a link. Wrap the app in
 * react-aria's `RouterProvider` for client-side routing, or put `buttonClassName()` on the
 * router's own link component instead.
 */
export function LinkButton({ tone, size, className, ...props }: LinkButtonProps) {
  return <AriaLink {...props} className={withClass(styles.button({ tone, size }), className)} />;
}
