/**
 * Is a sentence written in the register of a clinical note? A note speaks of the patient in the third person
 * and in the words of a note: no I/we/you/let's, no fillers of speech, no discourse of the visit itself ("for his
 * first problem", "let me go over my plan"), no questions. The engine drops a sentence it cannot rewrite into this
 * register, and the notes benchmark counts the share of sentences that still break it.
 */

export type RegisterIssueKind = 'person' | 'filler' | 'discourse' | 'question' | 'device' | 'quoted';

export interface RegisterIssue {
  kind: RegisterIssueKind;
  /** The words that break the register, as written. */
  words: string;
}

/** First and second person. "I" after type/grade/stage/class is a Roman numeral; "US" in capitals is ultrasound. */
const PERSON =
  /\b(?:i'm|i've|i'll|i'd|me|my|mine|myself|we|we're|we've|we'll|we'd|us|our|ours|ourselves|you|you're|you've|you'll|you'd|your|yours|yourself|yourselves|let's)\b|(?<!\b(?:type|grade|stage|class|phase|level|part|schedule|category|tier|mobitz|factor|chapter|step)\s)\bI\b(?![-/]\w)/gi;
const UPPER_US = /^US$/;

/** Fillers and hedges of speech. "Okay" only where it is a filler (at a sentence edge or set off by commas). */
const FILLER =
  /\b(?:um+|uh+|uhm|erm|hm+|mm-?hmm|uh-?huh|huh|yeah|yep|yup|nope|gonna|gon na|wanna|wan na|gotta|kinda|sorta|y'all|you know|i mean|kind of|sort of|or whatever|and stuff|and everything|stuff like that|things like that|basically|literally|'cause|cuz)\b|,\s*like,|\bso,\s*(?:and|but)\b|\bbut so\b(?! (?:does|do|did|is|was|am|are|has|have|had|can|will|would)\b)|,\s*(?:okay|ok|right|alright|all right)\s*[.?!]?$/gi;
/** A sentence that opens as speech does: "So, …", "Okay so …", "Yes, …". */
const SPOKEN_OPENING = /^(?:(?:yes|no|yeah|okay|ok|well|so|oh|now|alright|all right|anyway|right|sure|and|but|also|then)\s*,|(?:so|okay|ok|alright|all right|oh|and so|and then)\s)/i;

/** The visit talking about itself: announcements, transitions, sign-posts. */
const DISCOURSE =
  /\b(?:for (?:his|her|their|your|the|my)? ?(?:first|second|third|fourth|next|last|final|other) (?:problem|issue|concern|thing)|(?:his|her|their|your) (?:first|second|third|next|last|other) problem|go over|going over|went over|talk (?:a little )?(?:bit )?about|talked about|walk (?:you|him|her|them) through|let me|let's see|moving on|move on to|in terms of|as far as|from an? [a-z]+(?: [a-z]+)? standpoint|as i said|like we said|like i said|any questions|does that sound|sound good|is that okay|that being said|having said that|at this point in time|here we go|here's what|what i'd like to do|what we'll do|the plan (?:is|will be) (?:to|that)|the reason (?:i|we) (?:asked|wanted)|on that note|to be honest|honestly|all that to say|so that's|that's (?:good|great|fine|fair|encouraging|awesome|wonderful)|(?:^|that |this )sounds? (?:good|great)|no worries|good to (?:see|hear)|nice to (?:meet|see)|one (?:more|last) thing|before (?:i|he|she|we) forget|^sounds like|^here(?:'s| is| are)|speaking of (?:this|that|which)|^anyways?)\b/gi;

/** Swearing and speech quoted word for word belong to the visit, not to its note. */
const QUOTED = /\b(?:god ?damn\w*|damn\w*|hell|shit\w*|crap\w*|freaking|frigging|oh my god)\b|\b(?:she|he|they) (?:said|goes|was like),? ["']?(?:i|you|why|what|oh)\b/gi;

/** Commands to the ambient scribe device read into the transcript ("hey dragon, show me the x-ray"). */
const DEVICE = /\b(?:hey,? dragon|dragon|dax|finalize the note|show me the)\b/gi;

function matches(re: RegExp, text: string): string[] {
  re.lastIndex = 0;
  return [...text.matchAll(re)].map((m) => m[0].trim()).filter((m) => m.length > 0);
}

/** Everything in a note sentence that is not in a clinical note's register. Empty when the sentence is clean. */
export function registerIssues(sentence: string): RegisterIssue[] {
  const text = sentence.trim();
  const issues: RegisterIssue[] = [];
  for (const words of matches(PERSON, text)) if (!UPPER_US.test(words)) issues.push({ kind: 'person', words });
  for (const words of matches(FILLER, text)) issues.push({ kind: 'filler', words: words.replace(/^,\s*/, '') });
  const opening = SPOKEN_OPENING.exec(text);
  if (opening) issues.push({ kind: 'filler', words: opening[0].replace(/[\s,]+$/, '') });
  for (const words of matches(DISCOURSE, text)) issues.push({ kind: 'discourse', words });
  for (const words of matches(DEVICE, text)) issues.push({ kind: 'device', words });
  for (const words of matches(QUOTED, text)) issues.push({ kind: 'quoted', words });
  if (/\?\s*$/.test(text)) issues.push({ kind: 'question', words: '?' });
  // A question asked without its question mark, once its "you" became "the patient": "are the patient having any pain".
  const asked = /\b(?:are|do|did|have|would|will|can|could) the patient\b/i.exec(text);
  if (asked) issues.push({ kind: 'question', words: asked[0] });
  return issues;
}

/** True when the sentence reads as a clinical note would write it. */
export const isClinicalRegister = (sentence: string): boolean => registerIssues(sentence).length === 0;
