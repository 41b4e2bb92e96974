/**
 * PriMock57 consultations (shared/data/primock57, CC BY 4.0) as the transcript text the engine reads: the doctor's and
 * the patient's Praat TextGrid tiers merged in time order, one "[doctor] …" or "[patient] …" line per interval, with
 * the transcribers' marks (<UNSURE>, <UNIN/>, [noise]) removed.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PRIMOCK_DIR = path.resolve(import.meta.dirname, '../../../../shared/data/primock57');

interface Interval {
  start: number;
  speaker: 'doctor' | 'patient';
  text: string;
}

function intervals(file: string, speaker: Interval['speaker']): Interval[] {
  const out: Interval[] = [];
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/xmin = ([\d.]+)\s*\n\s*xmax = [\d.]+\s*\n\s*text = "((?:[^"]|"")*)"/g)) {
    const said = m[2]!
      .replace(/""/g, '"')
      .replace(/<UNSURE>(.*?)<\/UNSURE>/g, '$1')
      .replace(/<[^>]*>|\[[^\]]*\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (said) out.push({ start: Number(m[1]), speaker, text: said });
  }
  return out;
}

export interface Consultation {
  id: string;
  transcript: string;
  presentingComplaint: string;
  note: string;
}

/** Every consultation of the data set, in file order. */
export function consultations(): Consultation[] {
  const notes = path.join(PRIMOCK_DIR, 'notes');
  return fs
    .readdirSync(notes)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const id = f.replace(/\.json$/, '');
      const note = JSON.parse(fs.readFileSync(path.join(notes, f), 'utf8')) as { presenting_complaint: string; note: string };
      const tiers = [...intervals(path.join(PRIMOCK_DIR, 'transcripts', `${id}_doctor.TextGrid`), 'doctor'), ...intervals(path.join(PRIMOCK_DIR, 'transcripts', `${id}_patient.TextGrid`), 'patient')];
      const transcript = tiers.sort((a, b) => a.start - b.start).map((i) => `[${i.speaker}] ${i.text}`).join('\n');
      return { id, transcript, presentingComplaint: note.presenting_complaint, note: note.note };
    });
}
