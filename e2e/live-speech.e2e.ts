import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, eventually, test, WIDE } from './harness';
import { choose, PASSWORD, uniqueEmail } from './helpers';

/**
 * Words of the utterance that pocketsphinx recognises from flite's voice; the test asks for at least two of
 * them, so one misheard word does not fail it while silence or noise does.
 */
const EXPECTED = ['headache', 'two', 'weeks', 'blood', 'pressure', 'high'];
const UTTERANCE = 'I have had a bad headache for two weeks. My blood pressure is high.';

/** Synthesises the utterance with flite and makes it 16 kHz mono with a pause after it (Chromium loops it). */
function synthesise(dir: string): string {
  const raw = path.join(dir, 'raw.wav');
  const wav = path.join(dir, 'speech.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', UTTERANCE, '-o', raw]);
  execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.5', '1.5']);
  return wav;
}

const heard = (text: string) => EXPECTED.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(text));

test('live recording: real speech from a fake microphone is transcribed live and saved', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-e2e-speech-'));
  try {
    const wav = synthesise(dir);
    const { page } = await t.newPage(WIDE, { fakeAudioFile: wav });

    // Sign up.
    await page.goto('/registration');
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Brennan');
    await choose(page, 'Gender', 'Female');
    await page.getByLabel('Phone').fill('555-0177');
    await page.getByLabel('Email').fill(uniqueEmail('speech'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/patients');

    // Add a patient.
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Patient' });
    await dialog.getByLabel('First name').fill('Tobias');
    await dialog.getByLabel('Last name').fill('Lindqvist');
    await dialog.getByLabel('Birth date').pressSequentially('07221968');
    await choose(page, 'Gender', 'Male');
    await dialog.getByRole('button', { name: 'Add Patient' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Create an encounter.
    await page.getByRole('button', { name: 'Actions for Tobias Lindqvist' }).click();
    await page.getByRole('menuitem', { name: 'Create Encounter' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/encounter\/[0-9a-f-]{36}$/);
    const encounterId = page.url().split('/').pop()!;

    // Record: the words appear in the live transcript (partial or final) while recording.
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    const live = page.getByTestId('live-transcript');
    let liveText = '';
    await eventually(
      async () => {
        liveText = (await live.textContent()) ?? '';
        return heard(liveText).length >= 2;
      },
      `at least two of ${EXPECTED.join(', ')} in the live transcript while recording`,
      45_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it shows: "${liveText}"`);
    });
    console.log(`    live: "${liveText.trim()}"`);
    await t.screenshot(page, 'encounter-live-speech-wide');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await eventually(() => page.getByRole('button', { name: 'Start recording' }).isEnabled(), 'back to idle after stopping', 30_000);

    // Saved: the API's latest transcription, and the page after a reload. The server ends the recording when it
    // has decoded the last audio, which on a busy machine may be after the page gave up waiting for it.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    let data = { status: '', transcription: [] as string[] };
    await eventually(
      async () => {
        const response = await fetch(`${t.server.baseUrl}/api/encounters/${encounterId}`, { headers: { authorization: `Bearer ${token}` } });
        assert(response.ok, `GET /api/encounters/:id → ${response.status}`);
        data = ((await response.json()) as { data: typeof data }).data;
        return data.status === 'pending';
      },
      'a recorded encounter with text is pending',
      30_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; it is ${data.status}`);
    });
    const saved = data.transcription.at(-1) ?? '';
    console.log(`    saved: "${saved}"`);
    assert(heard(saved).length >= 2, `at least two of ${EXPECTED.join(', ')} saved; saved: "${saved}"`);
    await page.reload();
    await eventually(async () => heard((await live.textContent()) ?? '').length >= 2, 'the saved words shown after a reload', 15_000);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
