import { describe, expect, it } from 'vitest';
import { isSearchApiFile, isSearchable } from './search-index.mjs';

describe('what the site search indexes', () => {
  const site = 'https://www.lexingtonhale.example';

  it('takes pages whose canonical address is their own', () => {
    expect(isSearchable('/blog-single/a', `${site}/blog-single/a`)).toBe(true);
    expect(isSearchable('/', `${site}/`)).toBe(true);
  });

  it('leaves out aliases and noindex pages, such as the results shell', () => {
    expect(isSearchable('/blog-single-fullwidth/a', `${site}/blog-single/a`)).toBe(false);
    expect(isSearchable('/home', `${site}/`)).toBe(false);
    expect(isSearchable('/search', null)).toBe(false);
  });

  it('writes the search API, not the prebuilt search UIs', () => {
    expect(isSearchApiFile('pagefind.js')).toBe(true);
    expect(isSearchApiFile('wasm.en.pagefind')).toBe(true);
    expect(isSearchApiFile('index/en_1.pf_index')).toBe(true);
    expect(isSearchApiFile('pagefind-ui.js')).toBe(false);
    expect(isSearchApiFile('pagefind-modular-ui.css')).toBe(false);
    expect(isSearchApiFile('pagefind-highlight.js')).toBe(false);
  });
});
