// The app shell as one chunk. Every page runs the client entry and the root route, and so every
// module they import: React, React Router, the header, the footer, the theme. Rolldown's
// automatic chunking splits those modules by which entries import them (each route is an entry
// of its own), so a first load fetched them as 27 chunks, most under 1 KB. On a 2-core host every
// request costs the browser, its network process and the server CPU time of its own: in one A/B,
// five page loads took 9.5 core-seconds with 27 shell chunks and 8.9 with one, and the first-load
// JS of / went from 144.8 to 138.1 KB gzip (one file compresses better than 27).
//
// The designed mechanism is Rolldown's `output.codeSplitting.groups`: a group whose `test`
// captures the shell's modules. What belongs to the shell is read from the module graph once it
// is complete (`buildEnd`): the modules the client entry and the root route import, directly or
// through other modules. Modules they import only through a barrel (a module of re-exports only,
// like `@firm/ui`'s index) are left to automatic chunking: a barrel's imports list every module it
// re-exports, not the few the shell uses, and following them would put every kit component in
// every page's first load. `check-budgets.mjs` guards the result: it fails when more scripts than
// budgeted run on every page (`scriptsOnEveryPage`), which is what this group exists to keep low.

/**
 * @typedef {{ type: string; source?: unknown; specifiers?: readonly unknown[];
 *   exportKind?: string; importKind?: string }} Statement
 */

/**
 * Whether a module only passes on other modules' exports (`export … from`, `export * from`, bare
 * `import '…'`): a barrel.
 *
 * @param {readonly Statement[]} body the module's top-level statements (ESTree)
 */
export function isReexportOnly(body) {
  let reexports = 0;
  for (const statement of body) {
    if (statement.type === 'ExportAllDeclaration') reexports += 1;
    else if (statement.type === 'ExportNamedDeclaration' && statement.source) reexports += 1;
    else if (statement.type === 'ImportDeclaration' && (statement.specifiers ?? []).length === 0) {
      // A bare import of a stylesheet or a module run for its side effects.
    } else if (statement.type !== 'EmptyStatement') return false;
  }
  return reexports > 0;
}

/**
 * @typedef {{ importedIds: readonly string[]; barrel: boolean }} ShellModuleInfo
 */

/**
 * The shell: the roots and every module they import statically, not through barrels.
 *
 * @param {readonly string[]} roots
 * @param {(id: string) => ShellModuleInfo | undefined} moduleInfo
 */
export function shellModules(roots, moduleInfo) {
  /** @type {Set<string>} */
  const shell = new Set();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (shell.has(id)) continue;
    const info = moduleInfo(id);
    // A root is followed even when it is a facade of re-exports (React Router's client route
    // module re-exports the route file's browser exports).
    if (!info || (info.barrel && !roots.includes(id))) continue;
    shell.add(id);
    pending.push(...info.importedIds);
  }
  return shell;
}

/** The module ids of the shell's roots in the client build, by what they are. */
const ROOTS = {
  'client entry': /[\\/]entry\.client\.[jt]sx?$/,
  'root route': /[\\/]app[\\/]root\.tsx\?/,
};

/**
 * The Vite plugin: in the client build, one `shell` chunk of the app shell's modules.
 *
 * @returns {import('vite').Plugin}
 */
export function appShellChunk() {
  /** @type {Set<string>} */
  let shell = new Set();
  return {
    name: 'firm:app-shell-chunk',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: { groups: [{ name: 'shell', test: (id) => shell.has(id) }] },
            },
          },
        },
      };
    },
    buildEnd(error) {
      if (error || this.environment.name !== 'client') return;
      const ids = [...this.getModuleIds()];
      const roots = Object.entries(ROOTS).map(([what, pattern]) => {
        const id = ids.find((candidate) => pattern.test(candidate));
        // Loud, not a silent no-op: without its roots the shell would be empty and every page
        // would fetch its shell as dozens of chunks again.
        if (!id) {
          throw new Error(
            `app-shell-chunk: no ${what} among the client build's modules (${pattern}); React Router changed its module ids: update scripts/app-shell-chunk.mjs.`,
          );
        }
        return id;
      });
      /** @type {Map<string, boolean>} */
      const barrels = new Map();
      shell = shellModules(roots, (id) => {
        const info = this.getModuleInfo(id);
        if (!info) return undefined;
        let barrel = barrels.get(id);
        if (barrel === undefined) {
          barrel =
            info.code !== null &&
            info.importedIds.length > 0 &&
            // A stylesheet's code is CSS, not a module to parse.
            !/\.css(?:$|\?)/.test(id) &&
            isReexportOnly(/** @type {{ body: Statement[] }} */ (this.parse(info.code)).body);
          barrels.set(id, barrel);
        }
        return { importedIds: info.importedIds, barrel };
      });
    },
  };
}
