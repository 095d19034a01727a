import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { isReexportOnly, type ShellModuleInfo, shellModules } from './app-shell-chunk.mjs';

const bodyOf = (code: string) => parseSync('module.js', code).program.body;

describe('a barrel, to the app shell', () => {
  it('is a module of re-exports only', () => {
    expect(
      isReexportOnly(bodyOf("export { Button } from './Button.js';\nexport * from './theme.js';")),
    ).toBe(true);
    expect(
      isReexportOnly(bodyOf("import './reset.css';\nexport * as icons from './icons.js';")),
    ).toBe(true);
  });

  it('is not a module with code of its own, or one that only imports', () => {
    expect(
      isReexportOnly(bodyOf("export { Button } from './Button.js';\nexport const size = 4;")),
    ).toBe(false);
    expect(isReexportOnly(bodyOf("import { a } from './a.js';\nexport { a };"))).toBe(false);
    expect(isReexportOnly(bodyOf("import './reset.css';"))).toBe(false);
  });
});

describe('the app shell', () => {
  // The root route imports its header directly and the kit through its barrel; the kit's barrel
  // re-exports a button (which the header imports directly too) and tabs (only a route uses them).
  const graph: Record<string, ShellModuleInfo> = {
    'entry.client': { importedIds: ['react-dom'], barrel: false },
    'react-dom': { importedIds: ['react'], barrel: false },
    react: { importedIds: [], barrel: false },
    'root?route': { importedIds: ['root'], barrel: true },
    root: { importedIds: ['Header', 'kit'], barrel: false },
    Header: { importedIds: ['react', 'Button'], barrel: false },
    kit: { importedIds: ['Button', 'Tabs'], barrel: true },
    Button: { importedIds: ['react'], barrel: false },
    Tabs: { importedIds: ['react'], barrel: false },
    'routes/product': { importedIds: ['kit'], barrel: false },
  };
  const shell = shellModules(['entry.client', 'root?route'], (id) => graph[id]);

  it('is every module the client entry and the root route import, through other modules', () => {
    expect([...shell].sort()).toEqual(
      ['Button', 'Header', 'entry.client', 'react', 'react-dom', 'root', 'root?route'].sort(),
    );
  });

  it('follows a root even when it only re-exports (React Router’s client route module)', () => {
    expect(shell.has('root')).toBe(true);
  });

  it('does not follow barrels, whose imports name modules the shell may never use', () => {
    expect(shell.has('kit')).toBe(false);
    expect(shell.has('Tabs')).toBe(false);
    expect(shell.has('routes/product')).toBe(false);
  });
});
