/**
 * Who speaks for the patient. A parent, spouse or carer who answers for the patient is labelled "patient" by a
 * transcript that knows two voices only (one microphone, a clinician and everyone else): "[doctor] What is going on
 * with him? [patient] He is complaining of chest pain." Their "he" is the patient, as it is for a speaker labelled
 * as a guest; read as the patient's own words, it would be someone else's complaint and the visit would have none.
 */
import type { Pronouns } from '../text.js';
import type { Utterance } from '../transcript.js';
import { RELATIVES } from './cues.js';

const FIRST_PERSON = /\b(?:i|i'm|i've|i'd|i'll|me|my|mine|myself|we|we're|we've|our|us)\b/;
/** Someone other than the patient named in the sentence: their "he" may be that person. */
const SOMEONE_NAMED = new RegExp(String.raw`\b(?:${RELATIVES}|wife|husband|partner|boyfriend|girlfriend|friend|boss|doctor|physician|nurse|dr|specialist|surgeon|pharmacist|neighbou?r|roommate|coworker|colleague)\b`);

/** What the clinician says they will do to the patient ("I'd like to examine her"), which leaves a question about them. */
const EXAMINING = /\b(?:i|we)(?:'ll| will| would|'d)? (?:like to |want to |need to )?(?:check|examine|see|look at) (?:him|her)\b/g;

/**
 * The utterances, with each one labelled "patient" that answers the clinician's question about the patient in the
 * third person, and speaks of the patient by the patient's own pronoun and not of the speaker, relabelled as another
 * speaker's (a companion's), whose words about the patient the extractors read as the patient's history.
 */
export function withCompanionsHeard(utterances: Utterance[], p: Pronouns): Utterance[] {
  // A sentence about the patient opens with the patient's pronoun ("She has had a fever since yesterday"); "it stops and
  // she seems to blink" is told around the patient, and is left as it was.
  const saysPatient = new RegExp(String.raw`^(?:(?:and|so|but|well|yeah|yes|no|um|uh|oh|okay|now)[, ]+)*${p.subject}\b`);
  // The clinician's words name the patient by the third person: "what is going on with him?", "does she have a fever?".
  const thirdPerson = new RegExp(String.raw`\b(?:${p.subject}|${p.object}|${p.possessive})\b`);
  const aboutThePatient = (u: Utterance) => thirdPerson.test(u.lower) && !FIRST_PERSON.test(u.lower.replace(EXAMINING, ''));
  // Once the clinician has asked about the patient in the third person and been answered so, the one answering is a
  // companion for the rest of the visit ("Any fever?" — "She has had one since yesterday."), unless the clinician has
  // just asked about someone else ("How is your husband?" — "He is doing well.").
  // Someone else named anywhere in the clinician's turn ("…playing with your son. How is he doing?") is who "he" is.
  const turnNamesSomeone = new Set(utterances.filter((u) => u.speaker === 'clinician' && SOMEONE_NAMED.test(u.lower)).map((u) => u.turn));
  let askedAboutPatient = false;
  let companion = false;
  let someoneElse = false;
  return utterances.map((u) => {
    if (u.speaker === 'clinician') {
      someoneElse = turnNamesSomeone.has(u.turn);
      askedAboutPatient = !someoneElse && aboutThePatient(u);
      return u;
    }
    if (u.speaker !== 'patient' || someoneElse || !(askedAboutPatient || companion) || !saysPatient.test(u.lower) || FIRST_PERSON.test(u.lower) || SOMEONE_NAMED.test(u.lower)) return u;
    companion = true;
    return { ...u, speaker: 'other' };
  });
}
