// The package boundaries are lint rules (biome.json overrides). This proves each rule fires:
// a file that crosses a boundary must fail `biome lint`, and a file that does not must pass.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Lints `source` as if it were a file at `path` (a probe file that is removed afterwards). */
function lint(path, source) {
  const probe = join(repoRoot, dirname(path), `__boundary_probe_${process.pid}.ts`);
  writeFileSync(probe, source);
  try {
    const result = spawnSync('pnpm', ['exec', 'biome', 'lint', '--colors=off', probe], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(probe, { force: true });
  }
}

const crossings = [
  [
    'packages/ui/src/probe.tsx',
    "import { detailSlugs } from '@firm/data';\nexport const x = detailSlugs;\n",
  ],
  [
    'packages/ui/src/probe.tsx',
    "import { ROOT_STORAGE_KEY } from '@firm/shop-state';\nexport const x = ROOT_STORAGE_KEY;\n",
  ],
  [
    'packages/shop-state/src/probe.ts',
    "import toast from 'react-hot-toast';\nexport const x = toast;\n",
  ],
  [
    'packages/shop-state/src/probe.ts',
    "import { vars } from '@firm/ui';\nexport const x = vars;\n",
  ],
  ['packages/data/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
  ['apps/site/app/probe.tsx', "import { Link } from 'react-router';\nexport const x = Link;\n"],
];

for (const [path, source] of crossings) {
  test(`lint rejects ${source.split('\n')[0]} in ${path}`, () => {
    const { ok, output } = lint(path, source);
    assert.equal(ok, false, output);
    assert.match(output, /noRestrictedImports/);
  });
}

test('lint accepts the site composing every package', () => {
  const source = [
    "import { detailSlugs } from '@firm/data';",
    "import { ROOT_STORAGE_KEY } from '@firm/shop-state';",
    "import { vars } from '@firm/ui';",
    "import { Link } from 'react-router-dom';",
    'export const x = [detailSlugs, ROOT_STORAGE_KEY, vars, Link];',
    '',
  ].join('\n');
  const { ok, output } = lint('apps/site/app/probe.ts', source);
  assert.equal(ok, true, output);
});
