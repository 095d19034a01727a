// CI gate: fails when the built site breaks a byte budget in budgets.json, stops code-splitting
// its routes, loads its search in any page's first load, outgrows its search index per page, or
// shows a character its subset fonts lack. Prints the measured weights either way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDirectory } from '../site.config.mjs';
import {
  budgetViolations,
  gzipBytes,
  pageResources,
  routeModules,
  scriptClosure,
  scriptsOnEveryPage,
  searchBundleWeight,
  searchScripts,
} from './budgets.mjs';
import { uncoveredCharacters } from './fonts.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = fileURLToPath(new URL('client', buildDirectory));
const budgets = JSON.parse(readFileSync(join(siteDir, 'budgets.json'), 'utf8'));

/** @param {string} dir @returns {string[]} */
function htmlPages(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => join(entry.parentPath, entry.name));
}

const pages = htmlPages(clientDir).map((file) => {
  const html = readFileSync(file, 'utf8');
  const { scripts, styles, fonts } = pageResources(html);
  const page = `/${relative(clientDir, file).split(sep).slice(0, -1).join('/')}`;
  const firstLoad = scriptClosure(clientDir, scripts);
  return {
    page,
    scripts: firstLoad,
    jsBytes: gzipBytes(clientDir, firstLoad),
    searchScripts: searchScripts(clientDir, firstLoad),
    cssBytes: gzipBytes(clientDir, styles),
    fontBytes: fonts.reduce((sum, url) => sum + statSync(join(clientDir, url)).size, 0),
    // Characters the subset fonts lack (scripts/fonts.mjs).
    uncovered: uncoveredCharacters(html),
  };
});

const manifestFile = readdirSync(join(clientDir, 'assets')).find((name) =>
  /^manifest-.*\.js$/.test(name),
);
if (!manifestFile) throw new Error('No route manifest in the build: run the build first.');
const modules = routeModules(readFileSync(join(clientDir, 'assets', manifestFile), 'utf8'));
const aliases = [['routes/home', 'routes/home-alias']];

const search = searchBundleWeight(clientDir);

const heaviest = [...pages].sort((a, b) => b.jsBytes - a.jsBytes).slice(0, 5);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const home = pages.find((p) => p.page === '/');
console.log(`budgets: first-load JS of / = ${home ? kb(home.jsBytes) : '?'} gzip`);
console.log(`budgets: heaviest CSS = ${kb(Math.max(...pages.map((p) => p.cssBytes)))} gzip`);
console.log(
  `budgets: heaviest preloaded fonts = ${kb(Math.max(...pages.map((p) => p.fontBytes)))}`,
);
console.log(
  `budgets: heaviest JS pages: ${heaviest.map((p) => `${p.page} ${kb(p.jsBytes)}`).join(', ')}`,
);
const shared = scriptsOnEveryPage(pages);
console.log(`budgets: ${shared.length} scripts in every page's first load: ${shared.join(', ')}`);
console.log(
  `budgets: ${Object.keys(modules).length - 1} route modules in ${new Set(Object.values(modules)).size - 1} chunks`,
);

console.log(
  `budgets: search index ${kb(search.indexBytes)} for ${search.pages} pages ` +
    `(${kb(search.pages ? search.indexBytes / search.pages : 0)} per page), ` +
    `search code ${kb(search.codeBytes)}, loaded on demand only`,
);

const fontGaps = pages
  .filter((p) => p.uncovered.length > 0)
  .map((p) => `the subset fonts cannot draw ${JSON.stringify(p.uncovered.join(''))} on ${p.page}`);
const problems = [...budgetViolations(pages, budgets, modules, aliases, search), ...fontGaps];
if (problems.length > 0) {
  console.error(`Byte budgets broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`budgets: all ${pages.length} pages within budget`);
