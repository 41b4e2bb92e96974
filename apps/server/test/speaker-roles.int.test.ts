import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Encounter, PractitionerSettings } from '@scribe/contracts';
import { stableEngine, type NoteEngine, type NoteRequest } from '@scribe/clinical';
import { splitTranscript } from '../../../packages/clinical/src/transcript.js';
import { createEncounter, eventually, json, registerPractitioner, startTestApp, type Practitioner } from './helpers.js';

/** A visit pasted as one paragraph, without speaker names (issue 11). */
const UNLABELLED =
  'Good morning, what brings you in today? My right knee has been hurting for about two weeks, ever since I slipped on the stairs. ' +
  'Any swelling? A little swelling in the evening, but no locking. Are you still taking the lisinopril for your blood pressure? ' +
  'Yes, ten milligrams every morning. On exam there is mild effusion of the right knee. ' +
  "So this looks like a right knee sprain. Let's do ice, rest and ibuprofen.";
const CLINICIAN_SAID = ['Any swelling?', "Let's do ice, rest and ibuprofen."];
const PATIENT_SAID = ['Yes, ten milligrams every morning.', 'A little swelling in the evening, but no locking.'];

/** A note engine that keeps what it was given and points its one sentence at a span of it. */
function recordingEngine(): NoteEngine & { seen: NoteRequest[] } {
  const seen: NoteRequest[] = [];
  return {
    id: 'nova-llm',
    label: 'Nova LLM',
    seen,
    async generate(request) {
      seen.push(request);
      const quoted = 'Yes, ten milligrams every morning.';
      const start = request.transcript.indexOf(quoted);
      return {
        chiefComplaint: 'Right knee pain',
        section: {
          modal: 'Nova LLM',
          note_sections: [{ title: 'Subjective', text: 'Takes lisinopril 10 mg.', sentences: [{ text: 'Takes lisinopril 10 mg.', evidence: start >= 0 ? [{ start, end: start + quoted.length }] : [] }] }],
          diagnostic_codes: [],
        },
      };
    },
  };
}

let app: FastifyInstance;
const engine = recordingEngine();
beforeAll(async () => {
  ({ app } = await startTestApp({}, [engine]));
});
afterAll(() => app.close());

const call = (who: Practitioner, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

async function notesFrom(transcript: string, model_version: PractitionerSettings['model_version'], type: 'in_person' | 'post_visit' = 'in_person') {
  const who = await registerPractitioner(app);
  const settings = { transcription: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type }, model_version };
  expect((await call(who, 'PUT', '/settings', settings)).statusCode).toBe(200);
  const { _id: id } = await createEncounter(app, who);
  expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript })).statusCode).toBe(200);
  expect((await call(who, 'POST', `/encounters/${id}/finish`)).statusCode).toBe(200);
  return eventually(
    async () => json(await call(who, 'GET', `/encounters/${id}`)).data as Encounter,
    (e) => e.status === 'completed' || e.status === 'failed',
    15_000,
  );
}

describe('notes from a transcript without speaker names', () => {
  it('labels the speakers for the note engine, leaves the stored text alone and maps evidence back onto it', async () => {
    const before = engine.seen.length;
    const encounter = await notesFrom(UNLABELLED, 'nova-llm');
    expect(encounter.status).toBe('completed');
    const given = engine.seen[before]!.transcript;
    expect(given.split('\n').length).toBeGreaterThan(3);
    for (const line of given.split('\n')) expect(line).toMatch(/^(?:Clinician|Patient|Guest): /);
    // The note engine's own reader takes the lines for who said what.
    const speakers = new Map(splitTranscript(given).map((u) => [u.text, u.speaker]));
    for (const said of CLINICIAN_SAID) expect(speakers.get(said)).toBe('clinician');
    for (const said of PATIENT_SAID) expect(speakers.get(said)).toBe('patient');
    // The stored transcript is what was saved, and the evidence points into it.
    expect(encounter.transcription.at(-1)).toBe(UNLABELLED);
    const [span] = encounter.sections[0]!.note_sections[0]!.sentences![0]!.evidence;
    expect(UNLABELLED.slice(span!.start, span!.end)).toBe('Yes, ten milligrams every morning.');
  });

  it('passes a labelled transcript, a dictation and a typed narrative on as they are', async () => {
    const labelled = 'Doctor: What brings you in today, and how long has the knee been hurting you?\nPatient: My right knee has been hurting for about two weeks since I slipped on the stairs at home.';
    let before = engine.seen.length;
    await notesFrom(labelled, 'nova-llm');
    expect(engine.seen[before]!.transcript).toBe(labelled);
    before = engine.seen.length;
    await notesFrom(UNLABELLED, 'nova-llm', 'post_visit');
    expect(engine.seen[before]!.transcript).toBe(UNLABELLED);
    const narrative = '65 year old male with hypertension presents with a cough for two weeks. Lungs are clear on exam today. Assessment acute bronchitis. Plan supportive care and follow up in one week.';
    before = engine.seen.length;
    await notesFrom(narrative, 'nova-llm');
    expect(engine.seen[before]!.transcript).toBe(narrative);
  });

  it('gives a Stable Fusion note from the unlabelled visit', async () => {
    const encounter = await notesFrom(UNLABELLED, 'stable');
    expect(encounter.status).toBe('completed');
    expect(encounter.sections[0]!.modal).toBe(stableEngine.label);
    const text = encounter.sections[0]!.note_sections.map((s) => s.text).join(' ');
    expect(text).toMatch(/knee/i);
    expect(text).not.toMatch(/\b(?:Clinician|Patient):/);
  });
});

describe('speaker labels suggested in the editor', () => {
  it('answers the text with speaker lines and saves nothing; a labelled text comes back as it is', async () => {
    const who = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    expect((await call(who, 'PUT', `/encounters/${id}/transcript`, { transcript: 'saved text' })).statusCode).toBe(200);
    const res = await call(who, 'POST', `/encounters/${id}/transcript/speaker-labels`, { transcript: UNLABELLED });
    expect(res.statusCode).toBe(200);
    const { transcript, labelled } = json(res).data;
    expect(labelled).toBe(true);
    expect(transcript.split('\n')[0]).toMatch(/^Clinician: Good morning/);
    expect(transcript.replace(/^(?:Clinician|Patient|Guest): /gm, '').replace(/\s+/g, ' ')).toBe(UNLABELLED);
    expect((json(await call(who, 'GET', `/encounters/${id}`)).data as Encounter).transcription.at(-1)).toBe('saved text');

    const again = json(await call(who, 'POST', `/encounters/${id}/transcript/speaker-labels`, { transcript })).data;
    expect(again).toEqual({ transcript, labelled: false });
  });

  it("refuses a bad body with 400 and another practitioner's encounter with 404", async () => {
    const who = await registerPractitioner(app);
    const other = await registerPractitioner(app);
    const { _id: id } = await createEncounter(app, who);
    expect((await call(who, 'POST', `/encounters/${id}/transcript/speaker-labels`, { transcript: 42 })).statusCode).toBe(400);
    expect((await call(who, 'POST', `/encounters/${id}/transcript/speaker-labels`, {})).statusCode).toBe(400);
    expect((await call(other, 'POST', `/encounters/${id}/transcript/speaker-labels`, { transcript: UNLABELLED })).statusCode).toBe(404);
    expect((await call(who, 'POST', '/encounters/not-a-uuid/transcript/speaker-labels', { transcript: UNLABELLED })).statusCode).toBe(404);
  });
});
