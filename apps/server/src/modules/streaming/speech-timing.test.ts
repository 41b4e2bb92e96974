import { describe, expect, it } from 'vitest';
import { SpeechTiming } from './speech-timing.js';

describe('the speech real-time factor', () => {
  it("is the wait after the utterance's last audio over the utterance's length", () => {
    let clock = 0;
    const timing = new SpeechTiming(() => clock);
    for (let i = 0; i < 8; i += 1) {
      clock += 250;
      timing.pushed(4000); // 250 ms of audio each
    }
    // Utterance 0.5–1.5 s: its last audio (up to 1.5 s) arrived with the 6th frame, at 1500 ms.
    clock = 2000;
    expect(timing.realTimeFactor(0.5, 1.5)).toBeCloseTo(0.5);
    expect(timing.realTimeFactor(1, 3)).toBeNull(); // audio not pushed yet
    expect(timing.realTimeFactor(1, 1)).toBeNull();
  });
});
