import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { buildNote } from '../../packages/clinical/src/stable-engine.js';
import { patientOf } from './patient.js';
const dataDir = path.resolve(import.meta.dirname, '../../../shared/data');
const [stem, id, template = 'GENERIC_MULTIPLE_SECTIONS', show = 'note'] = process.argv.slice(2);
const rows = parse(fs.readFileSync(path.join(dataDir, 'aci-bench/challenge_data', `${stem}.csv`), 'utf8'), { columns: true }) as Record<string, string>[];
const meta = new Map((parse(fs.readFileSync(path.join(dataDir, 'aci-bench/challenge_data', `${stem}_metadata.csv`), 'utf8'), { columns: true }) as Record<string, string>[]).map((m) => [m.encounter_id, m]));
for (const row of rows.filter((r) => !id || r.encounter_id === id)) {
  const m = meta.get(row.encounter_id!)!;
  const r = buildNote({ transcript: row.dialogue!, patient: patientOf(m.patient_gender, m.patient_age, new Date('2024-06-01')), settings: { template: template as 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type: 'in_person' }, visitDate: new Date('2024-06-01') });
  console.log(`===== ${row.encounter_id} ${m.patient_gender} ${m.patient_age}`);
  if (show.includes('dialogue')) console.log(row.dialogue);
  if (show.includes('ref')) console.log('--- REFERENCE\n' + row.note);
  console.log('--- GENERATED');
  for (const s of r.section.note_sections) console.log(`## ${s.title}\n${s.text}`);
  console.log('CODES:', r.section.diagnostic_codes.map((c) => `${c.code} ${c.display_name}`).join('; '));
}
