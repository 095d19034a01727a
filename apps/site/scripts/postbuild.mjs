// After `react-router build`: give plain static hosts a 404.html, drop the SPA fallback we do
// not use (unknown addresses get the not-found page, not an empty shell), and precompress text
// files so `pnpm start` (or any host that serves .br/.gz siblings) sends them compressed.
import { copyFile, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = fileURLToPath(new URL('../build/client', import.meta.url));
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const minBytes = 512;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

await copyFile(join(clientDir, '404', 'index.html'), join(clientDir, '404.html'));
await rm(join(clientDir, '__spa-fallback.html'), { force: true });

let compressed = 0;
for await (const file of walk(clientDir)) {
  if (!compressible.test(file)) continue;
  // Every HTML page gets siblings: the server picks not-found pages by encoding without checks.
  if (!file.endsWith('.html') && (await stat(file)).size < minBytes) continue;
  const body = await readFile(file);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(`postbuild: 404.html written, ${compressed} files precompressed (br + gz)`);
