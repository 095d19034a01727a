import { describe, expect, it } from 'vitest';
import { productContent } from './content/products.js';
import { withCents } from './content-rules.js';
import { parseCollection as parseInBrowser } from './validation.browser.js';
import { parseCollection } from './validation.js';

describe('the browser parseCollection', () => {
  it('hands back exactly what the full validator accepts', () => {
    const input = productContent.map(withCents);
    expect(parseInBrowser('products', input)).toEqual(parseCollection('products', input));
  });
});
