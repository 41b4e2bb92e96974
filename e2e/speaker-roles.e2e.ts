import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, eventually, test, WIDE } from './harness';
import { createEncounter, createPatient, registerPractitioner, signIn } from './helpers';

/** A two-voice visit (issue 11): the clinician in flite's rms voice, the patient in slt, with pauses between. */
const VISIT: [voice: string, text: string][] = [
  ['rms', 'Good morning. What brings you in today?'],
  ['slt', 'I have had a bad headache for two weeks.'],
  ['rms', 'Do you have any nausea or vomiting?'],
  ['slt', 'No, but my blood pressure is high.'],
];

/** Synthesises the visit at 16 kHz mono with a pause after each turn (Chromium's fake microphone loops it). */
function synthesise(dir: string): string {
  const parts = VISIT.map(([voice, text], i) => {
    const raw = path.join(dir, `raw-${i}.wav`);
    const part = path.join(dir, `part-${i}.wav`);
    execFileSync('flite', ['-voice', voice, '-t', text, '-o', raw]);
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', part, 'pad', '0.3', '1.2']);
    return part;
  });
  const wav = path.join(dir, 'visit.wav');
  execFileSync('sox', [...parts, wav]);
  return wav;
}

const LABEL_BUTTON = /^(Clinician|Patient): click to switch/;

test('speaker roles: live results show Clinician / Patient, a click switches one, the saved transcript keeps the labels', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-e2e-roles-'));
  try {
    const wav = synthesise(dir);
    const who = await registerPractitioner(t.server, 'Rosa', 'Ibarra');
    const patient = await createPatient(t.server, who, 'Henrik', 'Dahl');
    const { _id: encounterId } = await createEncounter(t.server, who, patient._id);
    const { page } = await t.newPage(WIDE, { fakeAudioFile: wav });
    await signIn(page, who, `/encounter/${encounterId}`);

    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    // Labels appear with the results, as they arrive; both speakers are heard.
    const labels = page.getByRole('button', { name: LABEL_BUTTON });
    await eventually(async () => (await labels.count()) >= 3, 'at least three labelled results while recording', 60_000);
    const names = await labels.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-speaker')));
    console.log(`    live labels: ${names.join(', ')}`);
    assert(names.includes('clinician') && names.includes('patient'), `both speakers labelled; got ${names.join(', ')}`);
    await t.screenshot(page, 'encounter-speaker-roles-wide');

    // A click switches the first result's label.
    const first = labels.first();
    const before = await first.getAttribute('data-speaker');
    const firstText = ((await page.getByTestId('live-result').first().textContent()) ?? '').replace(/^\w+:\s*/, '').trim();
    await first.click();
    const switched = before === 'clinician' ? 'patient' : 'clinician';
    await eventually(async () => (await labels.first().getAttribute('data-speaker')) === switched, `the first label switched to ${switched}`);

    await page.getByRole('button', { name: 'Stop recording' }).click();
    await eventually(() => page.getByRole('button', { name: 'Start recording' }).isEnabled(), 'back to idle after stopping', 30_000);

    // Saved with the labels, the switched one included, and shown again after a reload.
    const response = await fetch(`${t.server.baseUrl}/api/encounters/${encounterId}`, { headers: { authorization: `Bearer ${who.token}` } });
    const { data } = (await response.json()) as { data: { transcription: string[] } };
    const saved = data.transcription.at(-1) ?? '';
    console.log(`    saved: ${JSON.stringify(saved.slice(0, 300))}`);
    const lines = saved.split('\n');
    assert(lines.every((line) => /^(?:Clinician|Patient): /.test(line)), `every saved line labelled: ${saved}`);
    const label = switched === 'clinician' ? 'Clinician' : 'Patient';
    assert(lines[0]!.startsWith(`${label}: ${firstText.split(' ')[0]}`), `the switched result saved as ${label}: "${lines[0]}" (result "${firstText}")`);
    await page.reload();
    await eventually(async () => (await page.locator('[data-testid="live-transcript"] [data-speaker]').count()) >= 2, 'the saved labels shown after a reload', 15_000);
    // The editor holds the labelled lines as they are saved.
    await page.getByRole('button', { name: 'Upload / Edit' }).click();
    const editor = page.getByLabel('Transcript');
    assert((await editor.inputValue()) === saved, `the editor shows the saved labelled lines; it has "${await editor.inputValue()}"`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
