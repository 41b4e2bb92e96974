// Writes the OpenAPI document of the API to docs/openapi.json (checked for drift by test/openapi-drift.test.ts).
// Run: npm run openapi -w @scribe/server
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

export async function generateOpenApi(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-openapi-'));
  const config = loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: 'memory://', LOG_LEVEL: 'silent', ROLE: 'api' });
  const app = await buildApp({ config });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return document;
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(OPENAPI_FILE, await generateOpenApi());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
