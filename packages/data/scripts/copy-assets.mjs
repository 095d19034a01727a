// tsc emits JavaScript only; the emitted modules still import '../assets/…/*.svg', so the
// published dist/ needs the artwork beside them.
import { cpSync, rmSync } from 'node:fs';

const from = new URL('../src/assets', import.meta.url);
const to = new URL('../dist/assets', import.meta.url);
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
