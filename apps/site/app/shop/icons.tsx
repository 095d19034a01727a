/** Small line icons of the shop's buttons. Decorative: the buttons carry the names. */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A heart; filled through CSS (`fill`) when the product is on the wishlist. */
export function HeartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.6C1.5 7.5 3.7 4 7.2 4c2 0 3.6 1.1 4.8 2.8C13.2 5.1 14.8 4 16.8 4c3.5 0 5.7 3.5 4.5 6.9-1.8 5-9.3 9.6-9.3 9.6z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** Two opposed arrows: compare. */
export function CompareIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M4 8h13M13 4l4 4-4 4M20 16H7M11 12l-4 4 4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Icon>
  );
}

/** A cross: remove. */
export function RemoveIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Icon>
  );
}
