/**
 * Speaker-role benchmark (issue 11): ACI-BENCH test1 and test2 with the speaker labels removed, labelled again
 * by the role labeller of packages/speech, which never trained on them.
 *
 * - lines: each line of the transcript labelled whole (a pasted or uploaded transcript with one turn per line);
 * - sentences of lines: the same text split into sentences as the notes path does (src/roles/split-transcript.ts);
 * - sentences of one paragraph: the sentences with no line breaks between turns (a transcript pasted as one block);
 * - the share of words under the right label, and the time to label a 30-minute visit.
 *
 * With `--notes`, also Stable Fusion's notes of test1/test2 from the unlabelled transcripts beside the labelled
 * ones (bench/roles/notes.ts).
 *
 * With `--stream`, flite-synthesised test1/test2 visits streamed through the WebSocket into pocketsphinx
 * (bench/roles/stream.ts): the share of words under the right label.
 *
 *   npm run bench:roles
 *   npm run bench:roles -- --notes --stream
 */
import { labelRoles, splitForRoles, type Role, type RoleUtterance } from '../../packages/speech/src/roles/index.js';
import { readAciDialogues, sentencesOf } from '../../packages/speech/scripts/train-roles.js';
import { runNotesBench } from './notes.js';
import { runStreamBench } from './stream.js';

const SPLITS = [
  { name: 'test1', stem: 'clinicalnlp_taskB_test1' },
  { name: 'test2', stem: 'clinicalnlp_taskC_test2' },
];
const TARGET = 0.92;

interface Tally {
  right: number;
  total: number;
  words: number;
  wordsRight: number;
  /** Right when 'other' and 'patient' are taken as one side (a relative speaking for the patient). */
  sideRight: number;
}
const tally = (): Tally => ({ right: 0, total: 0, words: 0, wordsRight: 0, sideRight: 0 });
const side = (role: Role) => (role === 'clinician' ? 'clinician' : 'patient');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

function score(into: Tally, gold: Role[], predicted: Role[], texts: string[]) {
  for (const [i, role] of gold.entries()) {
    const words = wordCount(texts[i]!);
    into.total++;
    into.words += words;
    if (predicted[i] === role) {
      into.right++;
      into.wordsRight += words;
    }
    if (side(predicted[i]!) === side(role)) into.sideRight++;
  }
}

const pct = (x: number, n: number) => `${((100 * x) / Math.max(1, n)).toFixed(1)}%`;
const rows: string[][] = [];
let pass = true;
for (const split of SPLITS) {
  const visits = readAciDialogues(split.stem);
  const lines = tally();
  const lineSentences = tally();
  const sentences = tally();
  for (const visit of visits) {
    const lineUtterances: RoleUtterance[] = visit.lines.map((line) => ({ text: line.text, boundary: 'turn' }));
    score(lines, visit.lines.map((l) => l.role), labelRoles(lineUtterances), visit.lines.map((l) => l.text));

    // The notes path: the lines as one text, split into sentences by the server's splitter.
    const goldSentences = visit.lines.flatMap((line) => sentencesOf(line.text).map((text) => ({ text, role: line.role })));
    const split = splitForRoles(visit.lines.map((l) => l.text).join('\n'));
    if (split.length !== goldSentences.length) throw new Error(`${visit.id}: ${split.length} sentences, expected ${goldSentences.length}`);
    score(lineSentences, goldSentences.map((s) => s.role), labelRoles(split), goldSentences.map((s) => s.text));

    // One paragraph: the same sentences with no line breaks between turns.
    const paragraph: RoleUtterance[] = goldSentences.map((s) => ({ text: s.text, boundary: 'sentence' }));
    score(sentences, goldSentences.map((s) => s.role), labelRoles(paragraph), goldSentences.map((s) => s.text));
  }
  for (const [unit, t] of [['lines', lines], ['sentences of lines', lineSentences], ['sentences of one paragraph', sentences]] as const) {
    rows.push([split.name, unit, String(t.total), pct(t.right, t.total), pct(t.wordsRight, t.words), pct(t.sideRight, t.total)]);
    if (unit === 'lines' && t.right / t.total < TARGET) pass = false;
  }
}

// Speed: a 30-minute visit of pause-cut utterances (test1 visits one after another until 30 minutes of
// speech at 150 words a minute), labelled whole, as the live view does after every final result.
const long: RoleUtterance[] = [];
let clock = 0;
for (const visit of readAciDialogues('clinicalnlp_taskB_test1')) {
  for (const line of visit.lines) {
    if (clock > 30 * 60) break;
    const seconds = (wordCount(line.text) / 150) * 60;
    long.push({ text: line.text, start: clock, end: clock + seconds });
    clock += seconds + 0.6;
  }
}
labelRoles(long);
const times: number[] = [];
for (let run = 0; run < 20; run++) {
  const started = performance.now();
  labelRoles(long);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

console.log('Speaker roles on ACI-BENCH with the labels removed (accuracy: utterances; words: share of words under the right label;');
console.log("clinician/other side: 'other' and 'patient' taken as one side)\n");
console.log(['split', 'unit', 'utterances', 'accuracy', 'words', 'clinician vs other side'].join(' | '));
for (const row of rows) console.log(row.join(' | '));
console.log(`\nlabelling a 30-minute visit (${long.length} utterances): median ${times[10]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target < 50 ms)`);
console.log(pass ? `\ntarget met: line accuracy >= ${100 * TARGET}% on test1 and test2` : `\nTARGET MISSED: line accuracy < ${100 * TARGET}%`);

if (process.argv.includes('--notes')) {
  const figures = runNotesBench();
  console.log('\nStable Fusion notes, GENERIC_MULTIPLE_SECTIONS (ROUGE-1 F1 x100; codes against bench/notes/gold; residue: conversational note sentences)\n');
  console.log(['split', 'transcript', 'ROUGE-1', 'code recall', 'code precision', 'residue'].join(' | '));
  for (const f of figures) {
    console.log([f.split, f.variant, (100 * f.rouge1).toFixed(2), f.recall.toFixed(3), f.precision.toFixed(3), `${(100 * f.residue).toFixed(1)}%`].join(' | '));
  }
}
if (process.argv.includes('--stream')) {
  console.log('\nLive speech: flite visits (clinician rms, patient slt) through the WebSocket into pocketsphinx\n');
  console.log(['split', 'visits', 'words recognised', 'under the right label'].join(' | '));
  for (const r of await runStreamBench()) console.log([r.split, String(r.visits), String(r.words), pct(r.right, r.words)].join(' | '));
}
process.exitCode = pass ? 0 : 1;
