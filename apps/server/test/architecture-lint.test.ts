import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import rules of apps/server/eslint/architecture.js, run through the repository's own ESLint config on
 * snippets placed at real paths: each forbidden import is reported, and the allowed one beside it is not.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function reasons(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/server/src', file) });
  return result!.messages.filter((message) => message.ruleId === 'architecture/server-layers').map((message) => message.message);
}

describe('the server architecture lint rule', () => {
  it('refuses a route that imports a repository, and lets it call a service', async () => {
    expect(await reasons('modules/patients/patients.routes.ts', "import { patientsRepository } from './patients.repository.js';\nvoid patientsRepository;\n")).toEqual([
      'A route file reaches data through a service: modules/patients/patients.routes.ts may not import modules/patients/patients.repository.ts.',
    ]);
    expect(await reasons('modules/patients/patients.routes.ts', "import type { PatientsService } from './patients.service.js';\nexport type S = PatientsService;\n")).toEqual([]);
  });

  it('refuses a route that reaches the database or the job queue itself', async () => {
    const code = "import { jobs } from '../../db/schema.js';\nimport { jobQueue } from '../../jobs/queue.js';\nvoid jobs;\nvoid jobQueue;\n";
    expect(await reasons('modules/settings/settings.routes.ts', code)).toHaveLength(2);
  });

  it('refuses a repository that calls a service', async () => {
    const code = "import { createSettingsService } from '../settings/settings.service.js';\nvoid createSettingsService;\n";
    expect(await reasons('modules/encounters/encounters.repository.ts', code)).toEqual([
      'A repository holds SQL and calls no service: modules/encounters/encounters.repository.ts may not import modules/settings/settings.service.ts.',
    ]);
  });

  it('refuses a module importing a module of its own or a higher tier, which is how folder cycles start', async () => {
    const code = "import { createNotesJob } from '../notes/notes.job.js';\nvoid createNotesJob;\n";
    expect(await reasons('modules/encounters/encounters.service.ts', code)).toEqual([
      'modules/encounters may not import modules/notes: a module imports only modules of a lower tier (MODULE_TIERS), so folders cannot import each other in a cycle.',
    ]);
    // The other way round is the allowed direction.
    const allowed = "import { encountersRepository } from '../encounters/encounters.repository.js';\nvoid encountersRepository;\n";
    expect(await reasons('modules/notes/notes.job.ts', allowed)).toEqual([]);
    const sameTier = "import { createSettingsService } from '../settings/settings.service.js';\nvoid createSettingsService;\n";
    expect(await reasons('modules/patients/patients.service.ts', sameTier)).toHaveLength(1);
  });

  it('keeps jobs/ below the modules and the modules on jobs/registry.ts', async () => {
    const up = "import { encountersRepository } from '../modules/encounters/encounters.repository.js';\nvoid encountersRepository;\n";
    expect(await reasons('jobs/registry.ts', up)).toEqual([
      'jobs/registry.ts (jobs) may not import modules/encounters/encounters.repository.ts: modules sits above jobs.',
    ]);
    const queue = "import { jobQueue } from '../../jobs/queue.js';\nvoid jobQueue;\n";
    expect(await reasons('modules/encounters/encounters.service.ts', queue)).toHaveLength(1);
    const registry = "import { enqueueJob } from '../../jobs/registry.js';\nvoid enqueueJob;\n";
    expect(await reasons('modules/encounters/encounters.service.ts', registry)).toEqual([]);
  });

  it('asks for a tier for a new module folder before it can be imported', async () => {
    const code = "import { thing } from '../billing/billing.service.js';\nvoid thing;\n";
    expect(await reasons('modules/encounters/encounters.service.ts', code)).toEqual([
      'Give the module folder billing a tier in MODULE_TIERS (apps/server/eslint/architecture.js).',
    ]);
  });
});
