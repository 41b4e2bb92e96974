import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPocketsphinxEngine } from '../src/engines/pocketsphinx.js';
import { normalizeText } from '../src/text-normalize.js';
import type { TranscriptResult } from '../src/types.js';
import { wordErrors } from '../src/wer.js';
import { concat, pushInChunks, silence, speak } from './speech-audio.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
let audio: Int16Array;
let firstEnds: number;

beforeAll(async () => {
  const first = await speak('the patient has chest pain and shortness of breath', 'slt');
  firstEnds = (16_000 * 0.5 + first.length) / 16_000;
  audio = concat(silence(0.5), first, silence(1.2), await speak('she takes metformin for diabetes', 'rms'), silence(0.8));
});

async function transcribe(engine = createPocketsphinxEngine()) {
  const results: TranscriptResult[] = [];
  const session = await engine.startSession({ onResult: (r) => void results.push(r), onError: (e) => { throw e; } });
  await pushInChunks(session, audio);
  await session.finish();
  return results;
}

describe('pocketsphinx engine (Debian libpocketsphinx through koffi)', () => {
  it('gives partials while someone speaks and one final per utterance, with word timings and confidences', async () => {
    const results = await transcribe();
    const finals = results.filter((r) => !r.IsPartial);
    expect(finals).toHaveLength(2);
    expect(results.some((r) => r.IsPartial)).toBe(true);
    const [first, second] = finals as [TranscriptResult, TranscriptResult];
    expect(normalizeText(first.Alternatives[0]!.Transcript)).toContain('shortness of breath');
    expect(normalizeText(second.Alternatives[0]!.Transcript)).toContain('diabetes');
    // Partials of an utterance share its final's ResultId.
    expect(results.filter((r) => r.ResultId === first.ResultId).length).toBeGreaterThan(1);
    // Word times are stream times: the first utterance ends near where its speech ends.
    expect(Math.abs(first.EndTime - firstEnds)).toBeLessThan(0.6);
    expect(second.StartTime).toBeGreaterThan(first.EndTime);
    for (const item of first.Alternatives[0]!.Items) {
      expect(item.Type).toBe('pronunciation');
      expect(item.EndTime).toBeGreaterThan(item.StartTime);
      expect(item.Confidence).toBeGreaterThanOrEqual(0);
      expect(item.Confidence).toBeLessThanOrEqual(1);
    }
  });

  it('decodes with the clinical model mixed in, and knows words the stock dictionary lacks', async () => {
    const engine = createPocketsphinxEngine({
      clinical: { arpa: path.join(repoRoot, 'data/speech/clinical.lm'), dict: path.join(repoRoot, 'data/speech/clinical.dict'), weight: 0.5 },
    });
    const text = normalizeText((await transcribe(engine)).filter((r) => !r.IsPartial).map((r) => r.Alternatives[0]!.Transcript).join(' '));
    expect(text).toContain('metformin');
    expect(text).toContain('diabetes');
  });

  it('splits a long monologue into finals of bounded length at word boundaries, losing and repeating no word', async () => {
    const monologue = await speak(
      'the patient is a fifty two year old woman with type two diabetes who comes in today for her blood pressure and her sugars and she says that she has been taking her metformin every morning with breakfast',
      'rms',
    );
    const longAudio = concat(silence(0.5), monologue, silence(0.8));
    const finalsWith = async (maxUtteranceSeconds: number) => {
      const results: TranscriptResult[] = [];
      const engine = createPocketsphinxEngine({ maxUtteranceSeconds });
      const session = await engine.startSession({ onResult: (r) => void results.push(r), onError: (e) => { throw e; } });
      await pushInChunks(session, longAudio);
      await session.finish();
      await engine.close?.();
      return results.filter((r) => !r.IsPartial);
    };
    const whole = await finalsWith(1000);
    const split = await finalsWith(3);
    expect(monologue.length / 16_000).toBeGreaterThan(8);
    expect(whole).toHaveLength(1);
    expect(split.length).toBeGreaterThanOrEqual(3);
    const lengthOf = (r: TranscriptResult) => r.EndTime - r.StartTime;
    // Each final is cut at most 2 s (and a chunk) after the limit, and the finals follow each other in time.
    for (const r of split.slice(0, -1)) expect(lengthOf(r)).toBeLessThan(3 + 2.25);
    for (let i = 1; i < split.length; i++) expect(split[i]!.StartTime).toBeGreaterThanOrEqual(split[i - 1]!.EndTime - 0.05);
    // The same words, give or take the few that a lost left context changes.
    const words = (finals: TranscriptResult[]) => finals.flatMap((r) => normalizeText(r.Alternatives[0]!.Transcript).split(' '));
    const errors = wordErrors(words(whole), words(split));
    expect(errors.substitutions + errors.deletions + errors.insertions).toBeLessThanOrEqual(Math.ceil(words(whole).length * 0.15));
    expect(Math.abs(split.at(-1)!.EndTime - whole[0]!.EndTime)).toBeLessThan(0.3);
  });

  it('fails with a clear ServiceUnavailableException when a model file is missing', async () => {
    const engine = createPocketsphinxEngine({ lm: '/nonexistent/en-us.lm.bin' });
    await expect(engine.startSession({ onResult: () => {}, onError: () => {} })).rejects.toMatchObject({
      exceptionName: 'ServiceUnavailableException',
      message: expect.stringContaining('/nonexistent/en-us.lm.bin'),
    });
  });
});
