// `npm start`: install what is missing, build the web client when its sources changed, start the server.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNodeModules } from './ensure-deps.mjs';

process.chdir(path.resolve(import.meta.dirname, '..'));
ensureNodeModules();
// Debian packages for offline speech; without root or sudo the product still starts and says what is missing.
try {
  execSync('bash scripts/install-system-deps.sh --runtime', { stdio: 'inherit' });
} catch {
  console.warn('Could not install the Debian packages for speech; see docs/operations.md.');
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}
const builtIndex = 'apps/web/dist/index.html';
const sourcesChanged =
  !fs.existsSync(builtIndex) ||
  fs.statSync(builtIndex).mtimeMs < Math.max(newestMtime('apps/web'), newestMtime('packages/contracts/src'));
if (sourcesChanged) {
  console.log('Building the web client…');
  execSync('npm run build -w @scribe/web', { stdio: 'inherit' });
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
