import { describe, expect, it } from 'vitest';
import { productContent } from './content/products';
import { withCents } from './content-rules';
import { parseCollection } from './validation';
import { parseCollection as parseInBrowser } from './validation.browser';

describe('the browser parseCollection', () => {
  it('hands back exactly what the full validator accepts', () => {
    const input = productContent.map(withCents);
    expect(parseInBrowser('products', input)).toEqual(parseCollection('products', input));
  });
});
