import { createHash } from 'node:crypto';
import { PRESSABLE_STYLE_TEXT } from '@firm/ui';
import { expect, it } from 'vitest';
import { contentSecurityPolicy, REACT_ARIA_PRESS_STYLE_HASH } from '../site.config.mjs';

// The kit owns the text (root.tsx prerenders it; e2e/hydration.spec.ts checks it is react-aria's).
const pressStyle = PRESSABLE_STYLE_TEXT;

it("allows react-aria's press style, and only that inline style, in the policy", () => {
  expect(REACT_ARIA_PRESS_STYLE_HASH).toBe(
    createHash('sha256').update(pressStyle).digest('base64'),
  );
  const policy = contentSecurityPolicy([]);
  expect(policy).toContain(`style-src 'self' 'sha256-${REACT_ARIA_PRESS_STYLE_HASH}';`);
  expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
});
