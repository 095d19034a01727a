import { describe, expect, it } from 'vitest';
import { type ChunkLoads, loadedWith, withoutLoadedDependencies } from './preload-dependencies.mjs';

// root imports jsx and button statically; button brings its stylesheet; the mini-cart chunk
// (imported dynamically by root) needs jsx, button, atoms and its own stylesheet.
const graph: Record<string, ChunkLoads> = {
  'assets/root.js': { imports: ['assets/jsx.js', 'assets/button.js'], styles: ['assets/root.css'] },
  'assets/button.js': { imports: ['assets/jsx.js'], styles: ['assets/button.css'] },
  'assets/jsx.js': { imports: [], styles: [] },
  'assets/mini-cart.js': {
    imports: ['assets/jsx.js', 'assets/button.js', 'assets/atoms.js'],
    styles: ['assets/mini-cart.css'],
  },
  'assets/atoms.js': { imports: [], styles: [] },
};
const loadsOf = (fileName: string) => graph[fileName];

describe('files on the page once a chunk has run', () => {
  it('are its static imports, through other chunks, and all their stylesheets', () => {
    expect([...loadedWith(loadsOf, 'assets/root.js')].sort()).toEqual([
      'assets/button.css',
      'assets/button.js',
      'assets/jsx.js',
      'assets/root.css',
    ]);
  });

  it('never include what the chunk imports only dynamically', () => {
    const loaded = loadedWith(loadsOf, 'assets/root.js');
    expect(loaded.has('assets/mini-cart.js')).toBe(false);
    expect(loaded.has('assets/atoms.js')).toBe(false);
  });
});

describe('preload lists without what is on the page', () => {
  const chunk = [
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/mini-cart.js","assets/jsx.js","assets/button.js","assets/atoms.js","assets/button.css","assets/mini-cart.css"])))=>i.map(i=>d[i]);',
    'const a=()=>__vitePreload(()=>import("./mini-cart.js"),__vite__mapDeps([0,1,2,3,4,5]));',
    'const b=()=>__vitePreload(()=>import("./jsx.js"),__vite__mapDeps([1,2]));',
  ].join('\n');

  it('keep only the chunks and stylesheets still to load, in their order', () => {
    const trimmed = withoutLoadedDependencies(chunk, loadedWith(loadsOf, 'assets/root.js'));
    expect(trimmed).toContain('import("./mini-cart.js"),__vite__mapDeps([0,3,5]))');
    expect(trimmed).toContain('import("./jsx.js"),__vite__mapDeps([]))');
    // The file list itself is untouched: the remaining indices still point into it.
    expect(trimmed.split('\n')[0]).toBe(chunk.split('\n')[0]);
  });

  it('fail the build when Vite writes its preload lists in another shape', () => {
    const reshaped =
      'const __vite__mapDeps=(i)=>i.map(n=>files[n]);import("./x.js",__vite__mapDeps(0));';
    expect(() => withoutLoadedDependencies(reshaped, new Set())).toThrow(/changed how it writes/);
    const noLists = chunk.replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, 'deps');
    expect(() => withoutLoadedDependencies(noLists, new Set())).toThrow(/changed how it writes/);
  });

  it('leave a chunk without preload lists as it is', () => {
    const plain = 'export const x = () => import("./y.js");';
    expect(withoutLoadedDependencies(plain, new Set(['assets/y.js']))).toBe(plain);
  });
});
