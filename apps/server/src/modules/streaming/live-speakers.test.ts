import { describe, expect, it } from 'vitest';
import type { TranscriptResult } from '@scribe/speech';
import { LiveSpeakers } from './live-speakers.js';

const result = (id: string, text: string, start: number): TranscriptResult => ({
  ResultId: id,
  StartTime: start,
  EndTime: start + 1.5,
  IsPartial: false,
  ChannelId: 'ch_0',
  Alternatives: [
    {
      Transcript: text,
      Items: text.split(' ').map((word, i) => ({ Content: word, Type: 'pronunciation' as const, Speaker: null, Confidence: 0.9, StartTime: start + i * 0.2, EndTime: start + i * 0.2 + 0.2 })),
      Entities: [],
    },
  ],
});

describe('LiveSpeakers', () => {
  it('fills Speaker on the items and keeps the text before the stream above its speaker lines', () => {
    const live = new LiveSpeakers('Typed before.\nClinician: What brings you in today?');
    live.pushAudio(new Int16Array(16_000 * 6));
    const first = live.addFinal(result('a', 'i have had a cough for two weeks', 0.5));
    expect(first.result.Alternatives[0]!.Items.every((item) => item.Speaker === 'patient')).toBe(true);
    expect(first.result.ChannelId).toBe('ch_0');
    live.addFinal(result('b', 'do you have a fever', 3));
    expect(live.transcript()).toBe('Typed before.\nClinician: What brings you in today?\nPatient: i have had a cough for two weeks\nClinician: do you have a fever');
  });

  it('switches a result, re-decides and writes it, and ignores results it does not know', () => {
    const live = new LiveSpeakers('');
    live.addFinal(result('a', 'okay', 0));
    live.addFinal(result('b', 'okay', 2));
    const before = live.transcript();
    const firstLabel = before.split(':')[0];
    const switched = firstLabel === 'Clinician' ? 'patient' : 'clinician';
    const changed = live.switchSpeaker({ type: 'speaker', resultId: 'a', speaker: switched })!;
    expect(changed.type).toBe('speakers');
    expect(changed.results).toContainEqual({ ResultId: 'a', Speaker: switched });
    expect(live.transcript().split(':')[0]).toBe(switched === 'clinician' ? 'Clinician' : 'Patient');
    expect(live.switchSpeaker({ type: 'speaker', resultId: 'zzz', speaker: 'patient' })).toBeNull();
  });
});
