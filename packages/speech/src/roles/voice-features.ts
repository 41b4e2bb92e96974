/**
 * Voice statistics of one utterance's audio (16 kHz PCM16): what tells two voices apart through one
 * microphone. Pitch separates most clinician/patient pairs; the zero-crossing rate and the share of
 * high-frequency energy (cheap stand-ins for spectral centroid and tilt) separate voices of similar pitch.
 * Computed once per utterance, when its result arrives, so labelling a whole visit stays fast.
 */

const RATE = 8000; // the audio is halved to 8 kHz first: pitch lives well below 4 kHz
const FRAME = 256; // 32 ms
const HOP = 160; // 20 ms
const MIN_LAG = Math.floor(RATE / 400); // 400 Hz
const MAX_LAG = Math.ceil(RATE / 70); // 70 Hz
const MIN_VOICED_FRAMES = 5;

/** [log median pitch, zero-crossing rate, high-frequency energy share], or null when too little voiced speech. */
export function voiceFeatures(pcm: Int16Array): number[] | null {
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = (pcm[2 * i]! + pcm[2 * i + 1]!) / 65536;
  const energies: number[] = [];
  for (let at = 0; at + FRAME <= samples.length; at += HOP) {
    let energy = 0;
    for (let i = at; i < at + FRAME; i++) energy += samples[i]! * samples[i]!;
    energies.push(energy / FRAME);
  }
  if (energies.length < MIN_VOICED_FRAMES) return null;
  // Speech frames: within 20 dB of the loudest tenth of the utterance, so pauses and noise are left out.
  const loud = [...energies].sort((a, b) => b - a)[Math.floor(energies.length / 10)]!;
  const pitches: number[] = [];
  let crossings = 0;
  let highShare = 0;
  let speechFrames = 0;
  for (const [frame, energy] of energies.entries()) {
    if (energy < loud / 100 || energy === 0) continue;
    const at = frame * HOP;
    speechFrames++;
    let diffEnergy = 0;
    for (let i = at + 1; i < at + FRAME; i++) {
      if (samples[i - 1]! >= 0 !== samples[i]! >= 0) crossings++;
      const d = samples[i]! - samples[i - 1]!;
      diffEnergy += d * d;
    }
    highShare += diffEnergy / (energy * FRAME) / 4;
    const pitch = framePitch(samples, at, energy * FRAME);
    if (pitch) pitches.push(pitch);
  }
  if (pitches.length < MIN_VOICED_FRAMES) return null;
  pitches.sort((a, b) => a - b);
  return [Math.log(pitches[Math.floor(pitches.length / 2)]!), crossings / (speechFrames * FRAME), highShare / speechFrames];
}

/** Pitch of one frame by normalised autocorrelation, or null when the frame is not clearly voiced. */
function framePitch(samples: Float32Array, at: number, energy: number): number | null {
  let bestLag = 0;
  let best = 0;
  for (let lag = MIN_LAG; lag <= MAX_LAG; lag++) {
    let sum = 0;
    for (let i = at; i < at + FRAME - lag; i++) sum += samples[i]! * samples[i + lag]!;
    const normalised = sum / energy;
    if (normalised > best) {
      best = normalised;
      bestLag = lag;
    }
  }
  return best > 0.45 && bestLag > MIN_LAG ? RATE / bestLag : null;
}
