import { labelledLinesOf, transcriptWithSpeakerLines, type SpeakerSwitchMessage, type SpeakersMessage } from '@scribe/contracts';
import { SAMPLE_RATE, VisitRoles, voiceFeatures, type RoleChange, type TranscriptResult } from '@scribe/speech';

/** Audio kept for voice statistics: a final result never spans more than this. */
const KEPT_SECONDS = 120;

/**
 * Who said each final result of one stream (issue 11). The result's words, the pause before it, its voice (from
 * the stream's own audio) and the engine's speaker or channel where it names one go to the role labeller; the
 * role is written into the result (`Items[].Speaker`), the stream's transcript is the text before it plus one
 * `Clinician: …` / `Patient: …` line per run of one speaker, and a user's switch re-decides the rest.
 */
export class LiveSpeakers {
  private readonly roles: VisitRoles;
  /** The stream's audio since `audioStart` (in samples), newest last. */
  private audio: Int16Array[] = [];
  private audioStart = 0;
  private audioLength = 0;

  /** `before`: the encounter's transcript when the stream opened; its labelled lines are the visit's history. */
  constructor(private readonly before: string) {
    this.roles = new VisitRoles(labelledLinesOf(before).map((line) => ({ text: line.text, role: line.speaker })));
  }

  /** Audio as it is passed to the engine, so result times find it. */
  pushAudio(pcm: Int16Array) {
    this.audio.push(pcm);
    this.audioLength += pcm.length;
    while (this.audio.length > 1 && this.audioLength - this.audio[0]!.length > KEPT_SECONDS * SAMPLE_RATE) {
      this.audioLength -= this.audio[0]!.length;
      this.audioStart += this.audio.shift()!.length;
    }
  }

  /** A final result with its role filled in, and the earlier results whose role changed with it. */
  addFinal(result: TranscriptResult): { result: TranscriptResult; changed: SpeakersMessage | null } {
    const alternative = result.Alternatives[0];
    const text = alternative?.Transcript.trim() ?? '';
    const { role, changed } = this.roles.add(result.ResultId, {
      text,
      start: result.StartTime,
      end: result.EndTime,
      voice: voiceFeatures(this.audioBetween(result.StartTime, result.EndTime)),
      speakerId: engineSpeaker(result),
    });
    const labelled: TranscriptResult = {
      ...result,
      Alternatives: result.Alternatives.map((alt) => ({ ...alt, Items: alt.Items.map((item) => ({ ...item, Speaker: role })) })),
    };
    return { result: labelled, changed: message(changed) };
  }

  /** A user's switch; null when the result is not one of this stream's. */
  switchSpeaker(request: SpeakerSwitchMessage): SpeakersMessage | null {
    const changed = this.roles.correct(request.resultId, request.speaker);
    return changed ? { type: 'speakers', results: changed.map(toWire) } : null;
  }

  /** The encounter's transcript: the text before the stream, then the stream's labelled lines. */
  transcript(): string {
    return transcriptWithSpeakerLines(this.before, this.roles.results().map((r) => ({ text: r.text, speaker: r.role })));
  }

  private audioBetween(startSeconds: number, endSeconds: number): Int16Array {
    const from = Math.max(this.audioStart, Math.floor(startSeconds * SAMPLE_RATE));
    const to = Math.min(this.audioStart + this.audioLength, Math.ceil(endSeconds * SAMPLE_RATE));
    const out = new Int16Array(Math.max(0, to - from));
    let at = this.audioStart;
    for (const chunk of this.audio) {
      const lo = Math.max(from, at);
      const hi = Math.min(to, at + chunk.length);
      if (hi > lo) out.set(chunk.subarray(lo - at, hi - at), lo - from);
      at += chunk.length;
    }
    return out;
  }
}

/** The engine's own speaker for a result (its words' most frequent Speaker), or its channel. */
function engineSpeaker(result: TranscriptResult): string | null {
  const counts = new Map<string, number>();
  for (const item of result.Alternatives[0]?.Items ?? []) if (item.Speaker) counts.set(item.Speaker, (counts.get(item.Speaker) ?? 0) + 1);
  const [top] = [...counts].sort((a, b) => b[1] - a[1]);
  return top ? `speaker ${top[0]}` : `channel ${result.ChannelId}`;
}

const toWire = (change: RoleChange) => ({ ResultId: change.id, Speaker: change.role });
const message = (changed: RoleChange[]): SpeakersMessage | null => (changed.length ? { type: 'speakers', results: changed.map(toWire) } : null);
