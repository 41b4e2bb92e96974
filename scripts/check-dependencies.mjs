// Every workspace declares the packages its code imports (`npm test` runs this; it exits 1 on the first miss).
// npm hoists every package to the root node_modules, so an undeclared import works here and breaks in any
// install that is not this monorepo's (a deploy of one workspace, a Docker layer with `--workspace`).
// Files of a workspace (packages/*, apps/*) answer to its package.json; the rest of the repo (bench, e2e,
// scripts, root configs) to the root package.json. Type-only imports count: they need the package installed.
// Tests and test configs may also use the root's devDependencies: those are the monorepo's tools (Vitest),
// run from the root only and never part of a workspace's install.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
const TEST_FILE = /\.test\.tsx?$|(^|\/)vitest\.config\.ts$|\/src\/test\//;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'artifacts', '.git']);
// `import … from 'x'`, `export … from 'x'`, `import 'x'` (statements at the start of a line), `import('x')`,
// `require('x')`, `vi.mock('x')`. Strings that only look like these (`'--import', 'tsx'`) do not match.
const IMPORTS = [
  /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"\n]+)['"]/gm,
  /^\s*import\s*['"]([^'"\n]+)['"]/gm,
  /\b(?:import|require|vi\.mock)\(\s*['"]([^'"\n]+)['"]/g,
];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function sourceFiles(dir, skip = new Set()) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) || skip.has(full) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** 'zod/mini' → 'zod', '@scope/pkg/sub' → '@scope/pkg'; null for relative paths, aliases, virtual modules and Node's own. */
function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/') || specifier.startsWith('node:')) return null;
  if (specifier.startsWith('virtual:') || specifier.includes('?')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? null : name;
}

function importsOf(file) {
  const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return IMPORTS.flatMap((pattern) => [...code.matchAll(pattern)]).map((m) => packageName(m[1])).filter(Boolean);
}

const rootPackage = readJson(path.join(root, 'package.json'));
const rootTools = Object.keys(rootPackage.devDependencies ?? {});
const workspaceDirs = rootPackage.workspaces.flatMap((pattern) => {
  const base = path.join(root, pattern.replace(/\/\*$/, ''));
  return fs.readdirSync(base).map((name) => path.join(base, name)).filter((dir) => fs.existsSync(path.join(dir, 'package.json')));
});

const owners = [
  ...workspaceDirs.map((dir) => ({ dir, files: sourceFiles(dir) })),
  { dir: root, files: sourceFiles(root, new Set(workspaceDirs.map((dir) => path.dirname(dir)))) },
];

let missing = 0;
for (const { dir, files } of owners) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = new Set([manifest.name, ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies })]);
  for (const file of files) {
    for (const name of new Set(importsOf(file))) {
      if (declared.has(name) || (TEST_FILE.test(file) && rootTools.includes(name))) continue;
      console.error(`${path.relative(root, file)} imports '${name}', which ${path.relative(root, path.join(dir, 'package.json'))} does not declare`);
      missing += 1;
    }
  }
}
if (missing) {
  console.error(`\n${missing} undeclared import(s): add each package to the package.json named above.`);
  process.exit(1);
}
console.log(`Dependencies: every import of ${owners.length} package.json files is declared.`);
