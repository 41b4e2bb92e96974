const SAMPLE_RATE = 16_000;
/** Arrival times older than this much audio are forgotten: an utterance is never this long. */
const KEEP_SECONDS = 120;

/**
 * The speech real-time factor of one session, per final result: seconds from the arrival of the utterance's
 * last audio to its final result, over the utterance's length. Result times are in seconds of the session's
 * audio, so the tracker keeps when each pushed frame's audio ended, in wall-clock time.
 */
export class SpeechTiming {
  private audioSeconds = 0;
  /** [audio seconds pushed so far, wall-clock ms when that frame arrived], oldest first. */
  private arrivals: [number, number][] = [];

  constructor(private readonly now: () => number = () => performance.now()) {}

  pushed(samples: number) {
    this.audioSeconds += samples / SAMPLE_RATE;
    this.arrivals.push([this.audioSeconds, this.now()]);
    while (this.arrivals.length > 1 && this.arrivals[0]![0] < this.audioSeconds - KEEP_SECONDS) this.arrivals.shift();
  }

  /** The factor for a final result spanning start…end seconds, or null when its audio is not known here. */
  realTimeFactor(start: number, end: number): number | null {
    const length = end - start;
    const arrival = this.arrivals.find(([until]) => until >= end - 1e-6);
    if (!(length > 0) || !arrival) return null;
    return Math.max(0, this.now() - arrival[1]) / 1000 / length;
  }
}
