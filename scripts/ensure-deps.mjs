// Installs the npm packages when node_modules is missing or older than the lockfile, so a fresh clone needs
// nothing but `npm start` or `npm test`.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

export function ensureNodeModules() {
  const lock = fs.statSync('package-lock.json').mtimeMs;
  const marker = 'node_modules/.package-lock.json';
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= lock) return;
  console.log('Installing npm packages (first run)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
