import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  isSearchCode,
  pageResources,
  routeModules,
  staticImports,
} from './budgets.mjs';

const budgets = { firstLoadJsKb: { '/': 150 }, cssPerPageKb: 25, preloadedFontsKb: 60 };
const modules = {
  root: '/assets/root.js',
  'routes/home': '/assets/home.js',
  'routes/about': '/assets/about.js',
};

describe('byte budget checker', () => {
  it('passes pages within budget', () => {
    const pages = [{ page: '/', jsBytes: 100 * 1024, cssBytes: 10 * 1024, fontBytes: 55 * 1024 }];
    expect(budgetViolations(pages, budgets, modules)).toEqual([]);
  });

  it('fails when the home page ships too much JavaScript', () => {
    const pages = [{ page: '/', jsBytes: 151 * 1024, cssBytes: 0, fontBytes: 0 }];
    expect(budgetViolations(pages, budgets, modules)).toEqual([
      'first-load JS of / is 151.0 KB gzip, over 150 KB',
    ]);
  });

  it('fails when any page ships too much CSS', () => {
    const pages = [
      { page: '/', jsBytes: 0, cssBytes: 0, fontBytes: 0 },
      { page: '/shop', jsBytes: 0, cssBytes: 26 * 1024, fontBytes: 0 },
    ];
    expect(budgetViolations(pages, budgets, modules)).toEqual([
      'CSS of /shop is 26.0 KB gzip, over 25 KB',
    ]);
  });

  it('fails when a page preloads too many font bytes', () => {
    const pages = [
      { page: '/', jsBytes: 0, cssBytes: 0, fontBytes: 0 },
      { page: '/contact', jsBytes: 0, cssBytes: 0, fontBytes: 87 * 1024 },
    ];
    expect(budgetViolations(pages, budgets, modules)).toEqual([
      'preloaded fonts of /contact are 87.0 KB, over 60 KB',
    ]);
  });

  it('fails when routes stop being code split, except declared aliases', () => {
    const pages = [{ page: '/', jsBytes: 0, cssBytes: 0, fontBytes: 0 }];
    const merged = {
      ...modules,
      'routes/about': '/assets/home.js',
      'routes/home-alias': '/assets/home.js',
    };
    expect(
      budgetViolations(pages, budgets, merged, [['routes/home', 'routes/home-alias']]),
    ).toEqual([
      'routes routes/home, routes/about, routes/home-alias share one chunk /assets/home.js',
    ]);
    const aliasOnly = { ...modules, 'routes/home-alias': '/assets/home.js' };
    expect(
      budgetViolations(pages, budgets, aliasOnly, [['routes/home', 'routes/home-alias']]),
    ).toEqual([]);
  });

  it('fails when a first load includes the search code', () => {
    const pages = [
      { page: '/', jsBytes: 0, cssBytes: 0, fontBytes: 0, searchScripts: [] },
      {
        page: '/blog',
        jsBytes: 0,
        cssBytes: 0,
        fontBytes: 0,
        searchScripts: ['/assets/SearchResults-1.js', '/pagefind/pagefind.js'],
      },
    ];
    expect(budgetViolations(pages, budgets, modules)).toEqual([
      'the first load of /blog includes search code: /assets/SearchResults-1.js, /pagefind/pagefind.js',
    ]);
  });

  it('fails when more scripts than budgeted run on every page (the app shell split again)', () => {
    const shellSplit = { ...budgets, scriptsOnEveryPage: 2 };
    const page = (path: string, scripts: string[]) => ({
      page: path,
      jsBytes: 0,
      cssBytes: 0,
      fontBytes: 0,
      scripts,
    });
    const oneShell = [
      page('/', ['/assets/shell.js', '/assets/entry.js', '/assets/home.js']),
      page('/shop', ['/assets/shell.js', '/assets/entry.js', '/assets/shop.js']),
    ];
    expect(budgetViolations(oneShell, shellSplit, modules)).toEqual([]);
    const splitShell = [
      page('/', ['/assets/react.js', '/assets/header.js', '/assets/entry.js', '/assets/home.js']),
      page('/shop', ['/assets/react.js', '/assets/header.js', '/assets/entry.js']),
    ];
    expect(budgetViolations(splitShell, shellSplit, modules)).toEqual([
      "every page's first load runs 3 scripts in common, over 2: the app shell is split into chunks again (the shell group in vite.config.ts): /assets/react.js, /assets/header.js, /assets/entry.js",
    ]);
  });

  it('fails when the search index outgrows its budget per page, or is missing', () => {
    const pages = [{ page: '/', jsBytes: 0, cssBytes: 0, fontBytes: 0 }];
    const withIndex = { ...budgets, searchIndexKbPerPage: 2 };
    const search = { indexBytes: 40 * 1024, codeBytes: 30 * 1024, pages: 20 };
    expect(budgetViolations(pages, withIndex, modules, [], search)).toEqual([]);
    expect(
      budgetViolations(pages, withIndex, modules, [], { ...search, indexBytes: 50 * 1024 }),
    ).toEqual(['the search index is 2.5 KB per page (50.0 KB for 20 pages), over 2 KB']);
    expect(budgetViolations(pages, withIndex, modules, [], { ...search, pages: 0 })).toEqual([
      'the build has no search index',
    ]);
  });

  it('tells search code by the address of the search bundle it loads', () => {
    expect(isSearchCode('/pagefind/pagefind.js', '')).toBe(true);
    expect(
      isSearchCode('/assets/SearchResults-1.js', 'const u=`/pagefind/pagefind.js`;import(u)'),
    ).toBe(true);
    expect(isSearchCode('/assets/root-1.js', 'import("./SearchResults-1.js")')).toBe(false);
  });

  it('reads the scripts and stylesheets a prerendered page loads', () => {
    const html = [
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<link rel="stylesheet" href="/assets/root.css"/>',
      '<link rel="stylesheet" href="/assets/shared.css#"/>',
      '<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2"/>',
      '<link rel="preload" as="image" href="/assets/hero.svg"/>',
      '<script type="module">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";',
      '\nimport("/assets/client.js");</script>',
    ].join('');
    expect(pageResources(html)).toEqual({
      scripts: ['/assets/entry.js', '/assets/manifest.js', '/assets/root.js', '/assets/client.js'],
      styles: ['/assets/root.css', '/assets/shared.css'],
      fonts: ['/assets/inter.woff2'],
    });
  });

  it('reads route modules from the client manifest', () => {
    const source =
      'window.__reactRouterManifest={"routes":{"root":{"module":"/a/root.js"},"r":{"module":"/a/r.js"}}};';
    expect(routeModules(source)).toEqual({ root: '/a/root.js', r: '/a/r.js' });
  });
});

describe('static imports of a built chunk', () => {
  it('follows imports and re-exports, not dynamic imports', () => {
    const chunk =
      'import{a as b}from"./react-1.js";import"./side.css-2.js";import*as c from"../x/y.js";' +
      'export{d}from"./re-3.js";/* empty css */import{f}from"./after-comment-5.js";' +
      'const e=()=>import("./lazy-4.js");';
    expect(staticImports(chunk, '/assets/root-0.js')).toEqual([
      '/assets/react-1.js',
      '/assets/side.css-2.js',
      '/x/y.js',
      '/assets/re-3.js',
      '/assets/after-comment-5.js',
    ]);
  });
});
