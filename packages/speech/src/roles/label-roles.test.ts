import { describe, expect, it } from 'vitest';
import { labelRoles } from './label-roles.js';
import { hasSpeakerLabels, labelTranscript, looksLikeConversation } from './label-transcript.js';
import { splitForRoles } from './split-transcript.js';
import type { Role, RoleUtterance } from './types.js';
import { VisitRoles } from './visit-roles.js';
import { voiceFeatures } from './voice-features.js';

const VISIT = [
  'Good morning, what brings you in today?',
  "I've had this cough for about two weeks and my chest hurts when I breathe.",
  'Have you had any fever or chills?',
  'No fever, but I feel really tired.',
  'Do you smoke?',
  'I quit five years ago.',
  "Okay, let me listen to your lungs. Take a deep breath for me.",
  'Sure.',
  "Your lungs sound clear. I think this is a viral bronchitis, so I'd like you to use an inhaler and come back if it gets worse.",
  'Thank you, doctor.',
];
const ROLES_OF_VISIT: Role[] = ['clinician', 'patient', 'clinician', 'patient', 'clinician', 'patient', 'clinician', 'patient', 'clinician', 'patient'];

/** A voiced sound: a pulse train at `pitch` Hz shaped by a simple resonance, `seconds` long, 16 kHz. */
function voice(pitch: number, seconds: number, brightness: number): Int16Array {
  const pcm = new Int16Array(Math.round(seconds * 16_000));
  let y1 = 0;
  for (let i = 0; i < pcm.length; i++) {
    const pulse = i % Math.round(16_000 / pitch) === 0 ? 1 : 0;
    y1 = brightness * y1 + pulse;
    pcm[i] = Math.round(8000 * y1 * Math.sin((2 * Math.PI * i) / 40) + 3000 * Math.sin((2 * Math.PI * pitch * i) / 16_000));
  }
  return pcm;
}

describe('labelRoles', () => {
  it('tells the clinician from the patient by their words and turns', () => {
    expect(labelRoles(VISIT.map((text) => ({ text, boundary: 'turn' })))).toEqual(ROLES_OF_VISIT);
  });

  it('labels each utterance on its own words when the turns run together', () => {
    const roles = labelRoles(VISIT.map((text) => ({ text, boundary: 'sentence' })));
    const right = roles.filter((role, i) => role === ROLES_OF_VISIT[i]).length;
    expect(right).toBeGreaterThanOrEqual(8);
  });

  it('is deterministic and answers nothing for nothing', () => {
    const utterances = VISIT.map((text) => ({ text }));
    expect(labelRoles(utterances)).toEqual(labelRoles(utterances));
    expect(labelRoles([])).toEqual([]);
    expect(labelRoles([{ text: '' }, { text: '   ' }])).toHaveLength(2);
  });

  it('keeps a correction and re-decides the labels around it', () => {
    // Words that say little: the turn order decides, and a correction of the first turns the whole visit.
    const vague: RoleUtterance[] = ['Okay.', 'Yeah.', 'Right.', 'Okay.', 'Sure.', 'Mm-hmm.'].map((text) => ({ text, boundary: 'turn' }));
    const free = labelRoles(vague);
    const flipped: Role = free[0] === 'clinician' ? 'patient' : 'clinician';
    const corrected = labelRoles(vague, { corrections: new Map([[0, flipped]]) });
    expect(corrected[0]).toBe(flipped);
    // Turns alternate, so every later label follows the correction.
    for (const [i, role] of corrected.entries()) expect(role).not.toBe(free[i]);
  });

  it('lets a clear second voice decide short wordless replies, the words deciding whose voice is whose', () => {
    const doctor = voiceFeatures(voice(110, 1.5, 0.3));
    const patient = voiceFeatures(voice(230, 1.5, 0.8));
    // Pause-cut speech in which the same speaker often speaks twice in a row.
    const script: [string, 'd' | 'p'][] = [
      ['What brings you in today?', 'd'],
      ['Okay.', 'd'],
      ['I have had a headache for three days.', 'p'],
      ['Okay.', 'p'],
      ['Yeah.', 'p'],
      ['Any nausea or vomiting?', 'd'],
      ['Okay.', 'd'],
      ['No.', 'p'],
      ['Okay.', 'p'],
      ["Let's check your blood pressure.", 'd'],
    ];
    let t = 0;
    const utterances: RoleUtterance[] = script.map(([text, who]) => {
      const u = { text, start: t, end: t + 1.5, voice: who === 'd' ? doctor : patient };
      t += 2;
      return u;
    });
    expect(labelRoles(utterances)).toEqual(script.map(([, who]) => (who === 'd' ? 'clinician' : 'patient')));
    // Without the voices the same words cannot all be placed.
    expect(labelRoles(utterances.map((u) => ({ ...u, voice: null })))).not.toEqual(script.map(([, who]) => (who === 'd' ? 'clinician' : 'patient')));
  });

  it("takes the engine's own speakers as the two voices, the words deciding who is who", () => {
    const script: [string, string][] = [
      ['What brings you in today?', 'spk_1'],
      ['Okay.', 'spk_1'],
      ['I have had a headache for three days.', 'spk_0'],
      ['Okay.', 'spk_0'],
      ['Yeah.', 'spk_0'],
      ['Any nausea?', 'spk_1'],
      ['Okay.', 'spk_1'],
    ];
    const roles = labelRoles(script.map(([text, speakerId], i) => ({ text, speakerId, start: 2 * i, end: 2 * i + 1.5 })));
    expect(roles).toEqual(script.map(([, id]) => (id === 'spk_1' ? 'clinician' : 'patient')));
    // One engine speaker only (one channel): no cue from it.
    const single = labelRoles(script.map(([text], i) => ({ text, speakerId: 'ch_0', start: 2 * i, end: 2 * i + 1.5 })));
    expect(single).toEqual(labelRoles(script.map(([text], i) => ({ text, start: 2 * i, end: 2 * i + 1.5 }))));
  });
});

describe('VisitRoles', () => {
  it('keeps the history, re-decides after a switch and reports what changed', () => {
    const visit = new VisitRoles([{ text: 'Hello, how are you today?', role: 'clinician' }]);
    const first = visit.add('a', { text: 'Okay.', start: 0, end: 1 });
    expect(first.changed).toEqual([]);
    visit.add('b', { text: 'Okay.', start: 2, end: 3 });
    const before = visit.results().map((r) => r.role);
    const flipped = before[0] === 'clinician' ? 'patient' : 'clinician';
    const changes = visit.correct('a', flipped)!;
    expect(changes).toContainEqual({ id: 'a', role: flipped });
    expect(visit.roleOf('a')).toBe(flipped);
    expect(visit.results().map((r) => r.id)).toEqual(['a', 'b']);
    expect(visit.correct('unknown', 'patient')).toBeNull();
  });
});

describe('voiceFeatures', () => {
  it('finds the pitch of a voiced sound and nothing in silence', () => {
    const low = voiceFeatures(voice(110, 1, 0.3))!;
    const high = voiceFeatures(voice(220, 1, 0.3))!;
    expect(Math.exp(low[0]!)).toBeGreaterThan(100);
    expect(Math.exp(low[0]!)).toBeLessThan(121);
    expect(Math.exp(high[0]!)).toBeGreaterThan(200);
    expect(Math.exp(high[0]!)).toBeLessThan(242);
    expect(voiceFeatures(new Int16Array(16_000))).toBeNull();
    expect(voiceFeatures(new Int16Array(10))).toBeNull();
  });
});

describe('labelTranscript', () => {
  it('writes each speaker run on a Clinician: / Patient: line, keeping every word', () => {
    const text = VISIT.join(' ');
    const labelled = labelTranscript(text).text;
    const lines = labelled.split('\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const line of lines) expect(line).toMatch(/^(?:Clinician|Patient|Guest): \S/);
    expect(labelled.replace(/^(?:Clinician|Patient|Guest): /gm, '').replace(/\s+/g, ' ')).toBe(text);
    expect(lines[0]).toMatch(/^Clinician: Good morning/);
  });

  it('keeps the lines of a transcript written a turn per line', () => {
    const labelled = labelTranscript(VISIT.join('\n')).text;
    expect(labelled.split('\n').map((line) => line.split(':')[0])).toEqual(ROLES_OF_VISIT.map((role) => (role === 'clinician' ? 'Clinician' : 'Patient')));
  });

  it('maps offsets of the labelled text back to the transcript', () => {
    const text = `  ${VISIT.join('\n\n')}\n`;
    const labelled = labelTranscript(text);
    for (const sentence of ['Do you smoke?', 'Take a deep breath for me.', 'Thank you, doctor.']) {
      const at = labelled.text.indexOf(sentence);
      expect(text.slice(labelled.toOriginal(at), labelled.toOriginal(at + sentence.length))).toBe(sentence);
    }
    expect(labelled.toOriginal(0)).toBe(2);
    expect(labelTranscript('').text).toBe('');
  });

  it('tells a conversation from a typed narrative', () => {
    expect(looksLikeConversation(VISIT.join(' '))).toBe(true);
    expect(looksLikeConversation('Patient reports chest pain since yesterday. No fever. Takes aspirin daily.')).toBe(false);
  });

  it('knows a labelled transcript', () => {
    expect(hasSpeakerLabels('Doctor: hi\nPatient: hello')).toBe(true);
    expect(hasSpeakerLabels('[doctor] hi\n[patient] hello')).toBe(true);
    expect(hasSpeakerLabels('Clinician: hi')).toBe(true);
    expect(hasSpeakerLabels('Blood pressure: 120/80. How are you feeling?')).toBe(false);
  });

  it('splits lines into sentences, turn boundaries at line starts', () => {
    const utterances = splitForRoles('How are you? Any pain?\nYes. My knee.');
    expect(utterances.map((u) => [u.text, u.boundary])).toEqual([
      ['How are you?', 'turn'],
      ['Any pain?', 'sentence'],
      ['Yes.', 'turn'],
      ['My knee.', 'sentence'],
    ]);
  });
});
