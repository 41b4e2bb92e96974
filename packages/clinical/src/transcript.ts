import type { TranscriptionSettings } from '@scribe/contracts';
import { spokenSentences } from './sentences/segmenter.js';

export type Speaker = 'clinician' | 'patient' | 'other' | 'unknown';

/** One sentence of the transcript, with who said it and where it is: [start, end) in the transcript string. */
export interface Utterance {
  speaker: Speaker;
  /** The sentence exactly as in the transcript. */
  text: string;
  /** Lower-case text for matching (same length as `text`, so offsets carry over). */
  lower: string;
  start: number;
  end: number;
  /** Number of the speaker turn (a labelled line, or a run of unlabelled lines). */
  turn: number;
  isQuestion: boolean;
}

const CLINICIAN = /^(?:doctor|dr\.?|physician|clinician|provider|nurse|np|pa|therapist|psychiatrist|psychologist|counselor|cardiologist|assistant|md|doc)$/i;
const PATIENT = /^(?:patient|pt|client)$/i;
/**
 * `Doctor:` / `[doctor]` / `Patient's mother:` at the start of a line. A numbered speaker (`Doctor_2:`,
 * `Guest_family_1:`) is a label too: read as text, the second clinician's or the parent's words were the previous
 * speaker's ("He has autism", said by a parent after the doctor, became the doctor's diagnosis).
 */
const LABEL = /^[ \t]*(?:\[([a-z_' -]{1,30})\]|([A-Za-z][A-Za-z0-9_'. -]{0,29}?)[ \t]*:)[ \t]*/i;

function speakerOf(label: string): Speaker | undefined {
  const name = label.trim().replace(/_/g, ' ');
  if (CLINICIAN.test(name) || /\b(?:clinician|doctor|physician|nurse)\b/i.test(name)) return 'clinician';
  if (PATIENT.test(name)) return 'patient';
  if (/^(?:speaker|guest|mother|father|mom|dad|wife|husband|son|daughter|parent|family|caregiver|partner|patient'?s? \w+|interpreter)\b/i.test(name)) return 'other';
  return undefined;
}

/**
 * A cleft said without marks states what will be done: "so what we're going to do is continue the chemotherapy", "what
 * I'm gonna do for that is prescribe…". The sentence model, trained on asked "what", may mark it a question.
 */
const CLEFT = /^(?:(?:and|so|okay|ok|now|um|uh|alright|all right)[ ,]+)*what (?:i|we)(?:'re|'m|'ll|'d| are| am| will| would)? [a-z' ]{0,60}?\b(?:do|recommend|suggest|want|like|need)\b[a-z' ]{0,30}? is (?!(?:it|that|this|there|wrong|going on|happening)\b)/;
/** "I would recommend …, maybe something like ibuprofen?": a recommendation said with a rising voice is no question. */
const RECOMMENDATION = /^(?:(?:um|uh|so|and|now|well|okay|ok)[, ]+)*i,? (?:i,? )?(?:would |'d )?(?:recommend|suggest)\b/;
const QUESTION_START = /^(?:(?:and|so|okay|ok|now|also|um|uh|alright|all right)[ ,]+)*(?:any|do you|did you|does|have you|has|are you|is (?:it|there|that)|were you|was it|can you|could you|how|what(?! (?:i|we)(?:'d| would| really| just|'m|'re)? (?:want|need|like|think|recommend|suggest|(?:(?:are|am) )?(?:going to|gonna|gon na)|(?:will|'ll) (?:do|try))\b)|when|where|which|who|why|would you|any other)\b/;

/**
 * A label inside a line starts a turn of its own: some transcripts run every turn together on one line ("[doctor] how
 * are you ? [patient] fine ."; "… on one side. Doctor: This sounds like …"). A bracketed label anywhere, a written
 * label after the end of a sentence.
 */
const INLINE_LABEL = /[ \t]+(?=\[(?:doctor|patient|clinician|provider|nurse|patient_guest|guest\w*|speaker[ _]?\d*)\][ \t])|(?<=[.?!])[ \t]+(?=(?:doctor|patient|clinician|provider|nurse|guest_\w+)[ \t]*:[ \t])/gi;

/** The transcript's lines, each cut where a label starts a turn inside it, with where each starts. */
function turnsOf(transcript: string): { line: string; lineStart: number }[] {
  const out: { line: string; lineStart: number }[] = [];
  let offset = 0;
  for (const line of transcript.split('\n')) {
    let from = 0;
    for (const cut of line.matchAll(INLINE_LABEL)) {
      const at = cut.index + cut[0].length;
      out.push({ line: line.slice(from, cut.index), lineStart: offset + from });
      from = at;
    }
    out.push({ line: line.slice(from), lineStart: offset + from });
    offset += line.length + 1;
  }
  return out;
}

/**
 * Splits a transcript into sentences with speaker and offsets. Speaker labels are read where present
 * (`Doctor:`, `[patient]`); a line without a label continues the previous speaker. A post-visit dictation is
 * the clinician's own narrative; an unlabelled conversation has speakers 'unknown'.
 */
export function splitTranscript(transcript: string, type: TranscriptionSettings['type'] = 'in_person'): Utterance[] {
  const utterances: Utterance[] = [];
  const lower = transcript.toLowerCase();
  let speaker: Speaker = type === 'post_visit' ? 'clinician' : 'unknown';
  let turn = 0;
  for (const { line, lineStart } of turnsOf(transcript)) {
    let contentStart = lineStart;
    const label = LABEL.exec(line);
    const labelled = label ? speakerOf(label[1] ?? label[2] ?? '') : undefined;
    if (label && labelled) {
      contentStart = lineStart + label[0].length;
      speaker = type === 'post_visit' ? 'clinician' : labelled;
      turn += 1;
    } else if (!line.trim()) {
      continue;
    } else if (speaker === 'unknown' || type === 'post_visit') {
      turn += 1;
    }
    splitSentences(transcript, lower, contentStart, lineStart + line.length, (start, end, asked) => {
      const text = transcript.slice(start, end);
      const lowerText = lower.slice(start, end);
      utterances.push({
        speaker,
        text,
        lower: lowerText,
        start,
        end,
        turn,
        isQuestion: !RECOMMENDATION.test(lowerText) && ((asked && !CLEFT.test(lowerText)) || /\?\s*$/.test(text.replace(/[\s,]*(?:okay|ok|right|all right|alright|yeah|you know|does that sound good|sound good|is that okay)\s*\?\s*$/i, '.')) || (QUESTION_START.test(lowerText) && !/\.\s*$/.test(text) && text.length < 200)),
      });
    });
  }
  return swapWhenRolesReversed(utterances);
}

/**
 * Some transcripts carry swapped labels (ASR diarization: "[patient] so how're you doing today"). The clinician
 * asks most of the questions and speaks of "your" body, the patient of "my": when the labels say the opposite,
 * swap them.
 */
function swapWhenRolesReversed(utterances: Utterance[]): Utterance[] {
  const score = (speaker: Speaker) => {
    const said = utterances.filter((u) => u.speaker === speaker);
    const questions = said.filter((u) => u.isQuestion).length;
    const your = said.filter((u) => /\byour\b|\bdo you\b|\bhave you\b/.test(u.lower)).length;
    const my = said.filter((u) => /\bmy\b|\bi'?ve been\b/.test(u.lower)).length;
    return { n: said.length, clinicianLike: questions + your - my };
  };
  const clinician = score('clinician');
  const patient = score('patient');
  if (clinician.n < 3 || patient.n < 3) return utterances;
  if (patient.clinicianLike / patient.n <= clinician.clinicianLike / clinician.n + 0.3) return utterances;
  return utterances.map((u) => ({ ...u, speaker: u.speaker === 'clinician' ? 'patient' : u.speaker === 'patient' ? 'clinician' : u.speaker }));
}

/** Sentence ends: . ! ? followed by a space or the end (so "98.6", "2.5 mg" and a tokenised "5 . 1" stay whole). */
type Emit = (start: number, end: number, asked?: boolean) => void;

/** A digit said after a tokenised point, then a unit: " five milligrams", " four centimeters". */
const DECIMAL_WITH_UNIT = /^ (?:zero|one|two|three|four|five|six|seven|eight|nine) (?:milligrams?|mg|micrograms?|mcg|grams?|centimet\w*|cm|millimet\w*|mm|percent|units?|kilo\w*|kg|pounds?|degrees?|liters?|litres?)\b/i;

function splitSentences(text: string, _lower: string, from: number, to: number, emit: Emit) {
  let start = from;
  for (let i = from; i < to; i++) {
    const c = text[i];
    // A tokenised decimal ("5 . 1") is not a sentence end.
    const tokenisedDecimal =
      c === '.' &&
      ((/ \d/.test(text.slice(i + 1, i + 3)) && /\d $/.test(text.slice(Math.max(from, i - 2), i))) ||
        // "your a1c was seven . five", "your temperature is ninety eight . seven": a decimal said in words (after a
        // digit's word: "fifty . seven of them" is two sentences).
        (/^ (?:zero|one|two|three|four|five|six|seven|eight|nine)\b/i.test(text.slice(i + 1, i + 8)) &&
          (/\b(?:zero|one|two|three|four|five|six|seven|eight|nine) $/i.test(text.slice(Math.max(from, i - 12), i)) ||
            /\b(?:temp(?:erature)?|fever)\b[^.?!]{0,30}$/i.test(text.slice(Math.max(from, i - 40), i)) ||
            // "aldactone twelve . five milligrams": any number before the point, when a unit follows the digit.
            (/\b(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred) $/i.test(text.slice(Math.max(from, i - 12), i)) &&
              DECIMAL_WITH_UNIT.test(text.slice(i + 1, i + 30))))));
    // "I saw that Dr. Brown put you on BuSpar": an abbreviation's point, not a sentence end.
    const abbreviation = c === '.' && i + 2 < to && /\b(?:dr|mr|mrs|ms|prof|st)$/i.test(text.slice(Math.max(from, i - 5), i)) && /^\s+[a-z]/i.test(text.slice(i + 1, i + 3));
    // …nor a genus's initial before its species: "C. diff", "H. pylori", "E. coli".
    const cDiff = c === '.' && /\b[che]$/i.test(text.slice(Math.max(from, i - 2), i)) && /^\s+(?:diff|pylori|coli)/i.test(text.slice(i + 1, i + 9));
    if ((c === '.' || c === '?' || c === '!') && (i + 1 >= to || /\s/.test(text[i + 1]!)) && !tokenisedDecimal && !abbreviation && !cDiff) {
      pushTrimmed(text, start, i + 1, emit);
      start = i + 1;
    }
  }
  pushTrimmed(text, start, to, emit);
}

function pushTrimmed(text: string, start: number, end: number, emit: Emit) {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  const body = text.slice(start, end);
  if (!/[a-z0-9]/i.test(body)) return;
  const words = body.split(/\s+/).length;
  // Speech without marks (a recogniser's output): the sentence model says where people would put them.
  if (!/[.?!,]/.test(body) && words > SPOKEN_WHOLE_WORDS) {
    // The model cuts where it is sure (about half the marks people would write); a long sentence it leaves, such
    // as an exam recited in one breath, is still cut before each new statement.
    for (const sentence of spokenSentences(body)) {
      const said = body.slice(sentence.start, sentence.end);
      const parts = said.split(/\s+/).length > SPOKEN_RUN_ON_WORDS ? runOnParts(said, 4) : [[0, said.length] as [number, number]];
      for (const [from, to] of parts) emit(start + sentence.start + from, start + sentence.start + to, sentence.question && to === said.length);
    }
    return;
  }
  for (const [from, to] of words > RUN_ON_WORDS ? runOnParts(body, 6) : [[0, body.length] as [number, number]]) emit(start + from, start + to);
}

/** An unmarked turn this short is one sentence ("no not really", "about two weeks now"). */
const SPOKEN_WHOLE_WORDS = 4;
const SPOKEN_RUN_ON_WORDS = 14;
const RUN_ON_WORDS = 35;
/** Where a new statement begins in a run-on sentence (not in "every now and then"). */
const NEW_STATEMENT =
  /(?<!\bevery(?: now)?)\s(?=(?:so|okay|ok|alright|all right|and then|but|now|also|because|do you|did you|does it|does that|are you|have you|is there|can you|how (?:long|much|often|are|is|about)|what (?:is|are|do|did|kind|brings|about)|i'?m (?:gonna|gon na|going to|just)|i (?:do n't|don't|do not) think|i think|i want|i'?d like|i would like|we'?ll|we will|we'?re going|let'?s(?! say\b)|let me|for your (?:first|second|third|next|last|other|final) (?:problem|issue)|on your (?:\w+ )?exam|i (?:do |also |do n't |don't )?(?:appreciate|palpate)|(?:you are|you're) (?:positive|negative) for|there (?:is|are|'s) no|your (?:heart|lungs|abdomen|blood pressure|exam|knee|back|skin) (?:is|are|sounds?|looks?|seems?|was|were|shows?|has|feels?)|it (?:looks|sounds|seems) like|looks like|listen to|if i|i see|i'?ve|i have|my (?:impression|assessment|plan))\s)/gi;

/**
 * A word that needs what follows; a verb of how one is, or "pretty", waits for its "okay" (decision 626: "i thought i
 * was doing | okay job and i just slipped" is one statement, its "okay" no new one); a relative pronoun waits for its
 * clause (decision 803: "a two over six murmur which | i've heard before"); "every" its "now and then" (decision 836).
 */
const DANGLING_END = /\b(?:and|or|but|think|if|because|the|a|an|every|to|of|with|is|are|was|were|i|we|they|she|he|doing|feel|feels|felt|feeling|seem|seems|seemed|look|looks|looked|pretty|been|which|who|whom|whose)[\s,]*$/i;

/**
 * A run-on sentence (more than 35 written words, or 14 spoken ones the sentence model left whole) is cut where a
 * new statement begins ("so", "okay", "let's", "I think", "your heart …"), keeping parts of at least `least` words.
 */
function runOnParts(body: string, least: number): [number, number][] {
  const parts: [number, number][] = [];
  let from = 0;
  for (const m of body.matchAll(NEW_STATEMENT)) {
    const before = body.slice(from, m.index).split(/\s+/).filter(Boolean).length;
    const after = body.slice(m.index).split(/\s+/).filter(Boolean).length;
    // A statement does not end on a word that needs what follows ("no numbness and | i don't think | i've had…").
    // A subject said again is a restart, not a dangling subject: "and now you know i | i've kind of been less strict".
    const restart = /\bi[\s,]*$/i.test(body.slice(from, m.index)) && /^\s*i\b/i.test(body.slice(m.index));
    const dangling = DANGLING_END.test(body.slice(from, m.index)) && !restart;
    if (before >= least && after >= least && !dangling) {
      parts.push([from, m.index]);
      from = m.index + 1;
    }
  }
  parts.push([from, body.length]);
  return parts;
}
