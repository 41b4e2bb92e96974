import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('committed migrations', () => {
  it('match the schema: drizzle-kit generates nothing new', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-drift-'));
    fs.cpSync(path.join(serverDir, 'drizzle'), out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    // drizzle-kit takes --out relative to the working directory.
    const output = execFileSync(
      process.execPath,
      [path.join(serverDir, '../../node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', path.relative(serverDir, out)],
      { cwd: serverDir, encoding: 'utf8', stdio: 'pipe' },
    );
    const after = fs.readdirSync(out).sort();
    const hint = 'src/db/schema.ts changed without a migration: run `npm run db:generate -w @scribe/server`';
    expect(after, hint).toEqual(before);
    expect(output, hint).toContain('No schema changes');
  }, 60_000);
});
