import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateOpenApi, OPENAPI_FILE } from '../scripts/export-openapi.js';

describe('docs/openapi.json', () => {
  it('is the document the API serves (regenerate with `npm run openapi -w @scribe/server`)', async () => {
    const committed = fs.readFileSync(OPENAPI_FILE, 'utf8');
    expect(JSON.parse(await generateOpenApi())).toEqual(JSON.parse(committed));
  }, 60_000);
});
