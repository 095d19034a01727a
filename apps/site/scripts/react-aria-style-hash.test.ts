import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { contentSecurityPolicy, REACT_ARIA_PRESS_STYLE_HASH } from '../site.config.mjs';

// The exact text react-aria's usePress puts in its <style id="react-aria-pressable-style">.
const pressStyle = [
  '@layer {',
  '  [data-react-aria-pressable] {',
  '    touch-action: pan-x pan-y pinch-zoom;',
  '  }',
  '}',
].join('\n');

it("allows react-aria's press style, and only that inline style, in the policy", () => {
  expect(REACT_ARIA_PRESS_STYLE_HASH).toBe(
    createHash('sha256').update(pressStyle).digest('base64'),
  );
  const policy = contentSecurityPolicy([]);
  expect(policy).toContain(`style-src 'self' 'sha256-${REACT_ARIA_PRESS_STYLE_HASH}';`);
  expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
});
