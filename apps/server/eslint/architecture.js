// The server's import rules (decision 49), as one ESLint rule: `architecture/server-layers`.
//   1. Areas: lib and config < db < jobs < modules < app.ts/server.ts. A file imports its own area or a lower one;
//      modules use jobs/ only through jobs/registry.ts.
//   2. Layers: route → service → repository. A route file imports no repository, no db/ and no jobs/; a
//      repository imports no service and no route; nothing but app.ts imports a route file.
//   3. Module folders in tiers: a module imports only modules of a lower tier, so folders cannot form a cycle.
import path from 'node:path';

const SRC = path.join(import.meta.dirname, '..', 'src');

/** Module folders from the bottom up; a new folder must be given a tier here before it can be imported. */
export const MODULE_TIERS = [
  ['audit', 'mail', 'health', 'icd10'],
  ['practitioners'],
  ['patients', 'settings'],
  ['encounters'],
  ['notes', 'streaming', 'analytics'],
];

const AREA_RANK = { lib: 0, config: 0, db: 1, jobs: 2, modules: 3, root: 4 };

/** Where a file of src/ sits: its area, its module folder and its layer (by file-name suffix). */
function placeOf(file) {
  const [first, second, third] = path.relative(SRC, file).split(path.sep);
  if (first === 'modules' && third) {
    const layer = third.endsWith('.routes.ts') ? 'routes' : third.endsWith('.repository.ts') ? 'repository' : third.endsWith('.service.ts') ? 'service' : 'other';
    return { area: 'modules', module: second, layer, name: `modules/${second}/${third}` };
  }
  if (first === 'config.ts') return { area: 'config', name: first };
  if (first in AREA_RANK && second) return { area: first, name: `${first}/${second}` };
  return { area: 'root', name: first };
}

const tierOf = (module) => MODULE_TIERS.findIndex((tier) => tier.includes(module));

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to) {
  if (AREA_RANK[to.area] > AREA_RANK[from.area]) return `${from.name} (${from.area}) may not import ${to.name}: ${to.area} sits above ${from.area}.`;
  if (from.area === 'modules' && to.area === 'jobs' && to.name !== 'jobs/registry.ts') {
    return `${from.name} may use jobs/ only through jobs/registry.ts (enqueueJob, JobHandlers), not ${to.name}.`;
  }
  if (to.layer === 'routes' && from.area !== 'root') return `${from.name} may not import the route file ${to.name}: only app.ts wires routes.`;
  if (from.layer === 'routes' && (to.layer === 'repository' || to.area === 'db' || to.area === 'jobs')) {
    return `A route file reaches data through a service: ${from.name} may not import ${to.name}.`;
  }
  if (from.layer === 'repository' && to.layer === 'service') return `A repository holds SQL and calls no service: ${from.name} may not import ${to.name}.`;
  if (from.area === 'modules' && to.area === 'modules' && from.module !== to.module) {
    const [fromTier, toTier] = [tierOf(from.module), tierOf(to.module)];
    if (fromTier < 0 || toTier < 0) return `Give the module folder ${fromTier < 0 ? from.module : to.module} a tier in MODULE_TIERS (apps/server/eslint/architecture.js).`;
    if (toTier >= fromTier) {
      return `modules/${from.module} may not import modules/${to.module}: a module imports only modules of a lower tier (MODULE_TIERS), so folders cannot import each other in a cycle.`;
    }
  }
  return null;
}

const serverLayers = {
  meta: { type: 'problem', docs: { description: 'Import direction and no folder cycles in apps/server/src' }, schema: [] },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep) || file.endsWith('.test.ts')) return {};
    const from = placeOf(file);
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source.value.replace(/\.js$/, '.ts'));
      if (!target.startsWith(SRC + path.sep)) return;
      const reason = refusal(from, placeOf(target));
      if (reason) context.report({ node: source, message: reason });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'server-layers': serverLayers } };
