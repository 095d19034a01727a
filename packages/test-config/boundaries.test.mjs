// The package boundaries are lint rules (biome.json overrides). This proves each rule fires:
// a file that crosses a boundary must fail `biome lint`, and a file that does not must pass.
import { strict as assert } from 'node:assert';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

// Probes live in a scratch copy of the repository's layout, beside a copy of its biome.json: the
// overrides match the same paths there, and no other task (a type-check or a build running at
// the same time) ever sees a probe in a package's sources.
const scratch = mkdtempSync(join(tmpdir(), 'boundary-probes-'));
copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
after(() => rmSync(scratch, { recursive: true, force: true }));
let probes = 0;

/** Lints `source` as if it were a file at `path` of the repository. */
function lint(path, source) {
  probes += 1;
  const probe = join(scratch, dirname(path), `probe_${probes}.ts`);
  mkdirSync(dirname(probe), { recursive: true });
  writeFileSync(probe, source);
  const result = spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'biome'),
    ['lint', '--colors=off', '--vcs-enabled=false', probe],
    { cwd: scratch, encoding: 'utf8' },
  );
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
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
  // A list drawn from whole entries would bundle every entry's page texts again.
  [
    'apps/site/app/home/probe.tsx',
    "import { attorneys } from '@firm/data';\nexport const x = attorneys;\n",
  ],
  [
    'apps/site/app/blog/probe.tsx',
    "import { getPostBySlug } from '@firm/data';\nexport const x = getPostBySlug;\n",
  ],
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
    "import { attorneySummaries, detailSlugs } from '@firm/data';",
    "import { ROOT_STORAGE_KEY } from '@firm/shop-state';",
    "import { vars } from '@firm/ui';",
    "import { Link } from 'react-router-dom';",
    'export const x = [attorneySummaries, detailSlugs, ROOT_STORAGE_KEY, vars, Link];',
    '',
  ].join('\n');
  const { ok, output } = lint('apps/site/app/probe.ts', source);
  assert.equal(ok, true, output);
});
