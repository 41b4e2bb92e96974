import type { Icd10Index } from './icd10.js';
import { answerTo, detailsOf, findMedications, lateralityNear, findMentions, findVitals, type Mention, type Span } from './findings.js';
import { PSYCHIATRIC_MEDICATIONS, type Laterality, type RosSystem, type Term } from './lexicon.js';
import { certaintyAt, isNoAnswer } from './negation.js';
import { capitalize, cleanSpoken, clinicalWords, clinicianToThirdPerson, patientToThirdPerson, sentence, stripOpeners, words, type Pronouns } from './text.js';
import type { Utterance } from './transcript.js';

/** What a note sentence is about; templates place each kind in a section (templates.ts). */
export type FactKind =
  | 'opening'
  | 'symptom'
  | 'negative'
  | 'ros'
  | 'narrative'
  | 'history'
  | 'risk_factor'
  | 'surgical'
  | 'social'
  | 'family'
  | 'medication'
  | 'allergy'
  | 'vital'
  | 'exam'
  | 'result'
  | 'problem'
  | 'impression'
  | 'plan'
  | 'instruction'
  | 'followup'
  | 'risk'
  | 'mental_status'
  | 'intervention'
  | 'progress';

/** One sentence the note may say, with the transcript spans it came from. */
export interface Fact {
  kind: FactKind;
  text: string;
  evidence: Span[];
  /** Position in the transcript (note order follows the visit). */
  at: number;
  /** Kept in a low-detail note. */
  essential: boolean;
  system?: RosSystem;
  positive?: boolean;
  cardiacRisk?: boolean;
  psychiatric?: boolean;
  /** For an order: the problem the clinician was discussing when giving it. */
  problem?: string;
}

/** A problem the clinician assessed (or a dictation named), for the Assessment and the codes. */
export interface Problem {
  term: Term;
  certainty: 'affirmed' | 'uncertain';
  /** Named in an impression sentence ("I think you have…", "for your hypertension"). */
  assessed: boolean;
  /** 0: the clinician's stated impression; 1: a problem addressed in the assessment; 2: otherwise discussed. */
  rank: number;
  mentions: Mention[];
  laterality: Laterality;
  context: string;
  at: number;
}

export interface SymptomFinding {
  term: Term;
  affirmed: boolean;
  mentions: Mention[];
  laterality: Laterality;
  context: string;
  at: number;
}

export interface Extraction {
  facts: Fact[];
  problems: Problem[];
  symptoms: SymptomFinding[];
  chiefComplaint: { text: string; evidence: Span[] } | null;
}

const span = (u: Utterance): Span => ({ start: u.start, end: u.end });
const joinList = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const SMALL_TALK = /\b(?:how are you|nice to (?:meet|see)|good to see|thank you|thanks|have a (?:good|great|nice)|take care|bye|hello|hi there|good morning|good afternoon|weather|weekend|vacation|traffic|finalize the note|tell dax|about dax|nurse told you)\b/;
/** The clinician speaking about the visit itself ("let me go over my assessment and plan"). */
const META = /\b(?:go over|talk (?:a (?:little )?bit )?about|tell you about|walk you through) (?:my|the|your) (?:assessment|plan|results)\b|\bdo you have any (?:other )?questions\b/;
const PLAN_CUE =
  /\b(?:(?:i|we)(?:'m|'re| am| are)?(?: (?:also|just|really|do|still|probably|definitely|actually|then|first|now|kind of|gonna))* (?:going to|want to|would like to|need to|will|should|plan to|have to|like to)|(?:i|we)'(?:ll|d like to)|we can|let's|plan (?:is|to|will)|i recommend|recommend\w*|i'm (?:recommending|prescribing|ordering|referring|sending|starting|increasing|putting)|will (?:start|order|refer|continue|increase|decrease|schedule|prescribe|obtain|get|check|repeat|follow)|^order)\b|\bplan\s*:/;
const PLAN_ACTION =
  /\b(?:order|prescrib\w*|start|initiat\w*|increase|decrease|reduc\w*|switch|change|stop|discontinu\w*|hold|refill|continue|refer\w*|referral|schedul\w*|follow[- ]?up|come back|see you|recheck|repeat|check|draw|get (?:an?|some|the|you)|send|test\w*|x-?ray|mri|ct|ultrasound|echo\w*|ekg|labs?|blood work|physical therapy|therapy|counsel\w*|inject\w*|vaccin\w*|shot|biopsy|surgery|procedure|monitor|taper|add|give you|put you on|keep you on|try)\b/;
const NOT_PLAN = /\b(?:examine|take a (?:quick )?look|look at|listen to|check out your|feel your|press on|push on|show me|go over|talk about|ask you|ask a few|tell you|let you know|review (?:your|some|the)|move on|do a (?:quick )?(?:physical )?exam)\b/;
const INSTRUCTION = /\b(?:i want you to|i'?d like you to|i would like you to|i need you to|you should|you need to|make sure (?:you|to)|you'?ll need to|you can|try to|avoid|call (?:me|us|the office)|go to the (?:er|emergency)|keep (?:an eye|track)|continue to)\b/;
const FOLLOW_UP = new RegExp(String.raw`\b(?:follow[- ]?up|come back|see you(?: back)?|return|recheck|check back|back in|touch base)\b[^.?!]{0,30}?\bin\s+(?:about\s+|like\s+|another\s+)?((?:\d+|a|an|one|two|three|four|five|six|eight|ten|twelve|a couple of|a few)(?:\s+to\s+\w+)?\s+(?:days?|weeks?|months?|years?))`);
const EXAM_CUE = /\b(?:on (?:your )?(?:physical )?exam\w*|physical exam\w*|on (?:my )?exam|when i (?:listen|looked|look|press|pushed|examined|felt|feel)|i (?:do )?(?:hear|appreciate|see|notice|feel|palpate)|(?:lungs?|heart|abdomen|belly|neck|throat|ears?|eyes|skin|extremit\w*|pulses|reflexes|strength|sensation|range of motion|gait|tenderness|tender|swelling|edema|murmur|rub|gallop|wheez\w*|crackles|rales|rhonchi|clear to auscultation|regular rate|erythema|effusion|bruising|lesion|lymph nodes?|tympanic membrane|pupils|oriented|alert|no acute distress)\b)/;
/** Words that make a clinician's sentence an exam finding wherever it is said. */
const EXAM_FINDING =
  /\b(?:on exam|exam(?:ination)? (?:shows|showed|reveals|revealed|is|was)|i (?:do )?(?:hear|appreciate|see|notice|palpate)|well[- ]developed|well[- ]nourished|no acute distress|clear to auscultation|breath sounds|regular rate and rhythm|murmurs?|gallops?|tender(?:ness)?|range of motion|reflexes|pitting|lymph nodes?|pupils|tympanic membranes?|abdomen is soft|non-?tender)\b/;
const EXAM_PHASE_START = /\b(?:physical exam\w*|examine you|take a (?:quick )?look|listen to your (?:heart|lungs)|let me (?:check|look|feel|listen)|hop up on the table|do a (?:quick )?exam)\b/;
const RESULT_TERM = /\b(?:x-?rays?|xray|ct(?: scan)?|cat scan|mri|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|labs?|lab work|blood work|bloodwork|a1c|hemoglobin|cholesterol|lipid panel|urinalysis|urine (?:test|sample|culture)|culture|biopsy|stress test|results?|panel|cbc|metabolic panel|thyroid|tsh|creatinine|potassium|strep test|covid test|swab|mammogram|colonoscopy|pft|spirometry|holter)\b/;
const RESULT_VERB = /\b(?:show(?:s|ed|ing)?|reveal\w*|demonstrat\w*|came back|looks? (?:good|normal|fine|okay)|is (?:normal|elevated|high|low|negative|positive)|was (?:normal|elevated|high|low|negative|positive)|were (?:normal|elevated|high|low|negative|positive)|within normal limits|unremarkable|negative|positive|elevated|normal|at about|of about)\b/;
const IMPRESSION_CUE =
  /\b(?:i think (?:you have|that you have|it'?s|it is|this is|that this is|you'?ve got|that'?s|we'?re dealing with|you'?re dealing with)|my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|(?:sounds|looks|seems) like (?:you have|it'?s|you'?ve got|this is|an?\b)|consistent with|suggestive of|you (?:have|'?ve got) (?:an? )?|for your (?:first |second |third |next |last |other )?(?:problem)?|in terms of your|regarding your|as far as your|with regards? to your|from an? \w+(?: \w+)? standpoint|your (?:first|second|third|next|last|other) problem|it appears|diagnos\w+ (?:you )?with)\b/;
const STRONG_IMPRESSION = /\b(?:my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|i think (?:you have|that you have|it'?s|it is|this is|that this is|you'?ve got|that'?s)|consistent with|(?:sounds|looks|seems) like (?:you have|it'?s|you'?ve got|this is)|assessment is|this (?:is|looks like|sounds like)|diagnos\w+)\b/;
const IMPRESSION_PHRASE =
  /\b(?:consistent with|diagnos\w+ (?:you )?with|diagnosis is|impression is(?: that)?(?: (?:you|she|he) (?:have|has))?|i think (?:you|she|he) (?:have|has)|you have|suggestive of)\s+([a-z' -]{4,60}?)(?=[,.;!?]|\s(?:and|which|that|this|so|but|because|in|of the|on)\b|$)/;
const RELEVANT = /\b(?:pain|hurt\w*|sore|ache\w*|feel\w*|felt|sleep\w*|eat\w*|appetite|weight|exercis\w*|walk\w*|diet|stress\w*|medication\w*|medicine|pills?|taking|took|doctor|hospital|er\b|emergency|surgery|therapy|therapist|blood|sugar\w*|pressure|better|worse|worsen\w*|improv\w*|started|since|ago|days?|weeks?|months?|years?|yesterday|recently|lately|morning|night|work\w*|job|drink\w*|smok\w*|alcohol|symptoms?|swell\w*|swollen|fell|injur\w*|twist\w*|lift\w*|running|ran|played|noticed|diagnosed|history)\b/;
const SOCIAL = /\b(?:smok\w*|cigarettes?|packs? (?:a|per) day|tobacco|vap\w*|alcohol|drink(?:s|ing)? (?:beer|wine|alcohol|socially|a lot|every)|beers?|glass(?:es)? of wine|marijuana|weed|cannabis|drugs|cocaine|heroin|meth|i work (?:as|at|in)|works? as an?|retired|married|divorced|live (?:alone|with)|lives (?:alone|with))\b/;
const FAMILY = /\b(?:my|your|her|his) (?:mother|mom|father|dad|brother|sister|grandmother|grandma|grandfather|grandpa|aunt|uncle|parents|siblings?|family)\b|\bfamily history\b|runs in (?:my|the|your) family/;
const SURGICAL = /\b(?:surger(?:y|ies)|operation|operated|\w+ectomy|\w+otomy|\w+plasty|c-section|cesarean|bypass|stent|replacement|repair|had (?:my|her|his) \w+ (?:out|removed|replaced|fixed))\b/;
/** History questions whose answers are social or family history. */
const HISTORY_TOPICS: { question: RegExp; kind: 'social' | 'family' | 'surgical' | 'history'; denied: string }[] = [
  { question: /\b(?:surger(?:y|ies)|operations?|operated)\b/, kind: 'surgical', denied: 'No past surgical history.' },
  { question: /\b(?:medical (?:problems?|history|conditions?|issues?)|health (?:problems?|conditions?|issues?)|chronic (?:conditions?|illness\w*))\b/, kind: 'history', denied: 'No significant past medical history.' },
  { question: /\b(?:family|runs? in|relatives|parents|mother|father|siblings|brothers?|sisters?)\b/, kind: 'family', denied: 'Family history is noncontributory.' },
  { question: /\b(?:smok\w*|tobacco|cigarettes?|vap\w*|chew)\b/, kind: 'social', denied: 'Denies tobacco use.' },
  { question: /\b(?:alcohol|drink\w*|beer|wine|liquor)\b/, kind: 'social', denied: 'Denies alcohol use.' },
  { question: /\b(?:drugs|marijuana|cannabis|cocaine|substances?|recreational)\b/, kind: 'social', denied: 'Denies recreational drug use.' },
  { question: /\b(?:work|job|occupation|retired|employ\w*|married|live with|living situation|children|kids)\b/, kind: 'social', denied: '' },
];
const INTERVENTION = /\b(?:cbt|cognitive behavioral|dbt|mindfulness|breathing exercises?|relaxation|coping (?:skills|strategies)|homework|journal\w*|exposure|behavioral activation|thought record|reframe|reframing|grounding|psychoeducation|we (?:worked on|practiced|talked about|discussed|reviewed|went over))\b/;
const PROGRESS = /\b(?:better|improv\w*|progress\w*|goals?|helping|helped|worse|relaps\w*|setback|managed to|been able to|haven'?t been able|struggl\w*)\b/;
const MENTAL_STATUS = /\b(?:mood|affect|appears|oriented|eye contact|speech|thought (?:process|content)|insight|judgment|hallucinat\w*|hearing voices|paranoi\w*|concentrat\w*|motivation|energy|interest|hopeless\w*|worthless\w*|guilt\w*|irritab\w*|tearful|anxious|sad|down|depressed|panic\w*|worr\w*|racing thoughts)\b/;
const ALLERGY = /\ballerg(?:ic|y|ies)\b/;
const NO_ALLERGY = /\b(?:no|not|don'?t have any|nkda|none|denies)\b[^.?!]{0,25}\ballerg|\bno known (?:drug )?allergies\b/;

/** Rewrites a clinician sentence for the note: fillers out, "you" to the patient. */
function clinicianText(u: Utterance, p: Pronouns): string {
  return clinicianToThirdPerson(stripOpeners(cleanSpoken(u.text)), p);
}

/**
 * A stated impression in the note's voice: "I think this is essential hypertension" → "Impression: essential
 * hypertension"; "I think she probably has a UTI" → "Impression: likely a UTI". Other sentences pass unchanged.
 */
export function impressionText(text: string): string {
  const lead =
    /^(?:(?:so|and|well|okay|ok|now)[, ]+)*i think (?:that )?(?:(?:this|it|that)(?:'s| is)|(?:she|he|they) (?:has|have|has got|'s got))( (?:probably|likely|most likely))?\s+/i;
  const match = lead.exec(text);
  if (!match) return text;
  const rest = text.slice(match[0].length);
  return `Impression: ${match[1] ? 'likely ' : ''}${rest}`;
}

/** A plan sentence as an order: "i'm going to increase your lisinopril to 40 mg" → "Increase lisinopril to 40 mg". */
export function planText(raw: string, p: Pronouns): string {
  let s = stripOpeners(cleanSpoken(raw))
    .replace(/^(?:(?:so|and|also|then|now|next|first|finally|lastly|okay|alright|all right)[, ]+)+/, '')
    .replace(/^(?:the )?plan(?: is)?\s*:\s*/, '');
  if (/^.{0,40}?\b(?:i|we)(?: (?:also|really|just|do))? (?:want|need|would like)(?: the patient)? you to\b|^.{0,40}?\bi'd like you to\b/.test(s)) {
    s = s.replace(/^.*?\b(?:(?:i|we)(?: (?:also|really|just|do))? (?:want|need|would like)|i'd like) you to\s+/, 'patient to ');
  } else {
    // "we'll see, I think, I'd like to start…": strip the lead-in, twice when one lead-in follows another.
    for (let pass = 0; pass < 2; pass++) {
      const lead = PLAN_LEAD.exec(s);
      if (!lead || (pass > 0 && lead[0].length > 30)) break;
      s = s.slice(lead[0].length).replace(/^(?:also|just|probably|definitely|actually|go ahead and|have to|need to|want to|be|going to)\s+/, '');
    }
  }
  s = s.replace(/\b(start|put|place|keep|continue|get|try|switch) (?:you|him|her|them) (on|with)\s+(?:some |a |the )?/g, (_m, verb: string) => (verb === 'put' || verb === 'place' || verb === 'get' ? 'start ' : verb === 'switch' ? 'switch to ' : verb === 'try' ? 'trial of ' : `${verb} `));
  s = s.replace(/\bsend you (?:for|to)\b/g, 'refer for').replace(/\brefer you\b/g, 'refer').replace(/\bhave you (?:see|go to)\b/g, 'refer to');
  s = s.replace(/^see (?:you|him|her|them) /, 'encourage patient to ');
  s = clinicianToThirdPerson(s, p)
    .replace(/\bgoing to need\b/g, 'needs')
    .replace(/,?\s*(?:okay|ok|all right|alright|right)\s*[.?]?$/, '');
  return sentence(s);
}

const PLAN_LEAD =
  /^.*?\b(?:(?:i|we)(?:'m|'re| am| are)?(?: (?:also|just|really|do|still|probably|definitely|actually|then|first|now))* (?:going to|want to|would like to|need to|will|should|plan to|have to|like to)|(?:i|we)'(?:ll|d like to)|we can|let's|i think we should|the plan is to|plan is to|will)\s+/;

/** A result as read out ("looking here at her x-ray, it shows…") without the reading-out ("X-ray shows…"). */
function resultText(text: string): string {
  return stripOpeners(
    text
      .replace(/^(?:(?:so|okay|and|now|here|alright|all right|basically)[, ]+)*/, '')
      .replace(/^(?:in )?(?:looking|reviewing|taking a look|looking here|looking back)(?: here)? at (?:the results of )?/, '')
      .replace(/^(?:this|that|which)\s+(?:basically\s+)?(?:shows?|showed)\s+(?:that\s+)?(?:there'?s\s+)?/, 'shows '),
  );
}

/** A narrative sentence reads as a statement about someone, not as a fragment ("'cause…", "a lot of…"). */
const STATEMENT_START = /^(?:she|he|they|it|her|his|their|the|this|that|there|these|those|we|i|my|our|[a-z]+ (?:has|have|is|was|were|are))\b/;

/** The patient's own words in the note's third person, openers and fillers out. */
function patientText(u: Utterance, p: Pronouns): string {
  return sentence(clinicalWords(patientToThirdPerson(stripOpeners(cleanSpoken(u.text)), p)));
}

function isRelevantStatement(u: Utterance): boolean {
  if (u.isQuestion || SMALL_TALK.test(u.lower)) return false;
  if (/^[\s,.]*(?:no|nope|yes|yeah|yep|yup|okay|ok|sure|right|correct|mm-?hmm|uh-huh)\b[\s,.]*(?:not|nothing|no|i|that|it|she|he|they)?\b/.test(u.lower) && words(u.lower).length < 9) return false;
  const n = words(u.lower).length;
  return n >= 5 && n <= 80 && RELEVANT.test(u.lower);
}

/** Reads every fact of the visit. Pure: the same transcript and settings give the same facts. */
export function extractFacts(utterances: Utterance[], options: { dictation: boolean; pronouns: Pronouns; icd10?: Icd10Index }): Extraction {
  const { dictation, pronouns: p } = options;
  const facts: Fact[] = [];
  const used = new Set<number>();
  const add = (fact: Omit<Fact, 'at'>, ...utteranceIndexes: number[]) => {
    if (!fact.evidence.length) return;
    facts.push({ ...fact, at: Math.min(...fact.evidence.map((e) => e.start)) });
    for (const i of utteranceIndexes) used.add(i);
  };
  const mentions = findMentions(utterances, dictation);
  const utteranceAt = (m: Mention) => utterances[m.utterance]!;
  // Without speaker labels, a sentence that tells "you" an impression ("I think you have…") is the clinician's.
  const fromClinician = (m: Mention) => {
    const u = utteranceAt(m);
    return dictation || u.speaker === 'clinician' || (u.speaker === 'unknown' && /\byou(?:'ve| have|'re| are)?\b|\byour\b/.test(u.lower) && (STRONG_IMPRESSION.test(u.lower) || IMPRESSION_CUE.test(u.lower)));
  };

  // Phases of the visit: the exam starts at its cue; the assessment at the first impression after the exam.
  let examFrom = utterances.findIndex((u) => u.speaker !== 'patient' && EXAM_PHASE_START.test(u.lower));
  if (examFrom < 0) examFrom = utterances.length;
  const assessmentFrom = (() => {
    const i = utterances.findIndex((u, idx) => idx > examFrom && u.speaker !== 'patient' && /\b(?:assessment|my plan|the plan|impression|for your (?:first|next|last)? ?problem|so for your|in terms of your|from a \w+ standpoint)\b/.test(u.lower));
    return i < 0 ? utterances.length : i;
  })();

  // --- Symptoms: affirmed with details, negated as pertinent negatives.
  const symptomTerms = new Map<string, Mention[]>();
  for (const m of mentions) if (m.type === 'symptom') symptomTerms.set(m.term.name, [...(symptomTerms.get(m.term.name) ?? []), m]);
  const symptoms: SymptomFinding[] = [];
  const negatives: Mention[] = [];
  const plainSymptoms: { name: string; evidence: Span[] }[] = [];
  for (const [, list] of symptomTerms) {
    // A clinician's exam finding ("I appreciate pitting edema") is not a symptom the patient reported.
    const isExamFinding = (m: Mention) =>
      !dictation && utteranceAt(m).speaker === 'clinician' && ((m.utterance >= examFrom && m.utterance < assessmentFrom) || /\b(?:on exam|i (?:do )?(?:hear|appreciate|see|notice|feel|palpate))\b/.test(utteranceAt(m).lower));
    const affirmed = list.filter((m) => m.certainty === 'affirmed' && !isExamFinding(m) && (utteranceAt(m).speaker !== 'clinician' || !utteranceAt(m).isQuestion || m.answer !== undefined || dictation));
    const term = list[0]!.term;
    if (affirmed.length) {
      const indexes = [...new Set(affirmed.flatMap((m) => (m.answer !== undefined ? [m.utterance, m.answer] : [m.utterance])))];
      const details = detailsOf(utterances, indexes);
      const laterality = sideOf(affirmed);
      symptoms.push({ term, affirmed: true, mentions: affirmed, laterality, context: indexes.map((i) => utterances[i]!.lower).join(' '), at: affirmed[0]!.start });
      const parts = [`${details.quality ? `${details.quality} ` : ''}${laterality && laterality !== 'bilateral' && !term.name.includes(laterality) ? `${laterality} ` : ''}${term.name}`];
      if (details.onset) parts.push(`onset ${details.onset}`);
      if (details.duration) parts.push(`for ${details.duration}`);
      if (details.severity) parts.push(`rated ${details.severity}`);
      if (details.worse) parts.push(`worse with ${details.worse}`);
      if (details.better) parts.push(`relieved by ${details.better}`);
      const evidence = [...affirmed.map((m) => ({ start: m.start, end: m.end })), ...(affirmed.flatMap((m) => (m.answer !== undefined ? [span(utterances[m.answer]!)] : []))), ...details.evidence];
      const isRisk = term.name === 'suicidal ideation' || term.name === 'homicidal ideation';
      if (!isRisk && parts.length === 1) {
        // Said without onset, duration or severity: listed together in one sentence below.
        plainSymptoms.push({ name: parts[0]!, evidence: dedupeSpans(evidence) });
        continue;
      }
      add({
        kind: isRisk ? 'risk' : 'symptom',
        text: sentence(`${isRisk ? 'Endorses' : 'Reports'} ${parts.join(', ')}`),
        evidence: dedupeSpans(evidence),
        essential: true,
        system: term.system,
        positive: true,
      });
    } else if (list.some((m) => m.certainty === 'negated')) {
      negatives.push(...list.filter((m) => m.certainty === 'negated').slice(0, 1));
      symptoms.push({ term, affirmed: false, mentions: list, laterality: undefined, context: '', at: list[0]!.start });
    }
  }
  if (plainSymptoms.length) {
    add({ kind: 'symptom', text: sentence(`Reports ${joinList(plainSymptoms.map((x) => x.name))}`), evidence: dedupeSpans(plainSymptoms.flatMap((x) => x.evidence)), essential: true, positive: true });
  }
  if (negatives.length) {
    negatives.sort((a, b) => a.start - b.start);
    const risk = negatives.filter((m) => /suicidal|homicidal/.test(m.term.name));
    const others = negatives.filter((m) => !risk.includes(m));
    const evidenceOf = (list: Mention[]) => dedupeSpans(list.flatMap((m) => [{ start: m.start, end: m.end }, ...(m.answer !== undefined ? [span(utterances[m.answer]!)] : [])]));
    if (others.length) add({ kind: 'negative', text: sentence(`Denies ${joinList(others.map((m) => m.term.name))}`), evidence: evidenceOf(others), essential: true });
    if (risk.length) add({ kind: 'risk', text: sentence(`Denies ${joinList(risk.map((m) => m.term.name))}`), evidence: evidenceOf(risk), essential: true });
  }
  // Review of systems: one line per system, what the patient endorses and denies.
  const systems = new Map<RosSystem, { pos: SymptomFinding[]; neg: SymptomFinding[] }>();
  for (const finding of symptoms) {
    const system = finding.term.system;
    if (!system || /suicidal|homicidal/.test(finding.term.name)) continue;
    const entry = systems.get(system) ?? { pos: [], neg: [] };
    (finding.affirmed ? entry.pos : entry.neg).push(finding);
    systems.set(system, entry);
  }
  for (const [system, { pos, neg }] of systems) {
    const all = [...pos, ...neg];
    const text = [pos.length ? `Endorses ${joinList(pos.map((f) => f.term.name))}.` : '', neg.length ? `Denies ${joinList(neg.map((f) => f.term.name))}.` : ''].filter(Boolean).join(' ');
    const evidence = dedupeSpans(all.flatMap((f) => f.mentions.slice(0, 1).flatMap((m) => [{ start: m.start, end: m.end }, ...(m.answer !== undefined ? [span(utterances[m.answer]!)] : [])])));
    add({ kind: 'ros', text: `${system}: ${text}`, evidence, essential: pos.length > 0, system });
  }

  // --- Conditions: the clinician's problems, the patient's history.
  const problemsByName = new Map<string, Problem>();
  const history = new Map<string, Mention[]>();
  for (const m of mentions) {
    if (m.type !== 'condition' || m.certainty === 'negated') continue;
    const u = utteranceAt(m);
    const saidAsHistory = /\b(?:history of|history significant for|diagnosed with|in the past)\b/.test(u.lower.slice(0, m.start - u.start));
    // The clinician's problem is about this patient: said to them ("your diabetes"), of them, or as an impression.
    const aboutPatient = dictation || STRONG_IMPRESSION.test(u.lower) || /\b(?:you|your|you'?re|you'?ve|she|he|her|his|the patient|ms|mrs|mr)\b/.test(u.lower);
    if (fromClinician(m) && !m.patientGuess && aboutPatient && !(saidAsHistory && !dictation)) {
      const certainty = m.certainty === 'uncertain' ? 'uncertain' : 'affirmed';
      const rank = STRONG_IMPRESSION.test(u.lower) ? 0 : IMPRESSION_CUE.test(u.lower) || m.utterance >= assessmentFrom || dictation ? 1 : 2;
      const assessed = rank < 2;
      const existing = problemsByName.get(m.term.name);
      if (existing) {
        existing.mentions.push(m);
        if (certainty === 'affirmed') existing.certainty = 'affirmed';
        existing.assessed ||= assessed;
        existing.rank = Math.min(existing.rank, rank);
        existing.laterality ??= m.laterality;
        existing.context += ` ${u.lower}`;
      } else {
        problemsByName.set(m.term.name, { term: m.term, certainty, assessed, rank, mentions: [m], laterality: m.laterality, context: u.lower, at: m.start });
      }
    } else if (saidAsHistory && m.certainty === 'affirmed') {
      history.set(m.term.name, [...(history.get(m.term.name) ?? []), m]);
    } else if (m.certainty === 'affirmed' && !m.patientGuess && !FAMILY.test(u.lower)) {
      history.set(m.term.name, [...(history.get(m.term.name) ?? []), m]);
    }
  }
  // A patient's condition that the clinician never named stays history; one the clinician treats is a problem.
  // The side the whole visit is about, when one side is said at least twice as often as the other.
  const visitSide = (): Laterality => {
    const all = utterances.map((x) => x.lower).join(' ');
    const count = (side: string) => (all.match(new RegExp(String.raw`\b${side}\b(?= (?:\w+ )?(?:knee|ear|shoulder|hip|ankle|wrist|elbow|foot|hand|leg|arm|eye|thigh|side))`, 'g')) ?? []).length;
    const right = count('right');
    const left = count('left');
    return right >= 2 * left && right > 0 ? 'right' : left >= 2 * right && left > 0 ? 'left' : undefined;
  };
  // An impression the lexicon does not know ("consistent with patellofemoral pain syndrome") is looked up in the
  // ICD-10-CM alphabetical index; it becomes a problem only when every word of it is matched there.
  utterances.forEach((u, i) => {
    if (!(dictation || u.speaker === 'clinician') || u.isQuestion) return;
    const said = IMPRESSION_PHRASE.exec(cleanSpoken(u.text));
    if (!said) return;
    const phrase = said[1]!.replace(/\b(?:a|an|the|some|this|that|her|his|your|their|probably|likely|kind of|sort of)\b/g, ' ').replace(/\s+/g, ' ').trim();
    const mentioned = mentions.some((m) => m.utterance === i && m.type === 'condition');
    if (mentioned || words(phrase).length < 2 || words(phrase).length > 6 || !/[a-z]{5,}/.test(phrase)) return;
    const match = options.icd10?.bestMatch(phrase.replace(/\b(?:right|left|bilateral)\b/g, ' '));
    if (!match || problemsByName.has(phrase)) return;
    const at = Math.max(0, u.lower.indexOf(said[1]!.split(' ')[0]!));
    const side =
      /\bbilateral\b/.test(phrase) ? 'bilateral' : /\bright\b/.test(phrase) ? 'right' : /\bleft\b/.test(phrase) ? 'left' : (lateralityNear(u.lower, at, at + said[1]!.length) ?? visitSide());
    const code = options.icd10!.withLaterality(match.code, side)?.code ?? match.code;
    const start = u.start + Math.max(0, u.lower.indexOf(said[1]!.split(' ')[0]!));
    const mention: Mention = { term: { name: phrase, pattern: '', code }, type: 'condition', utterance: i, start, end: Math.min(u.end, start + said[1]!.length), certainty: 'affirmed', patientGuess: false, laterality: side };
    problemsByName.set(phrase, { term: mention.term, certainty: 'affirmed', assessed: true, rank: 0, mentions: [mention], laterality: side, context: u.lower, at: start });
  });
  for (const problem of problemsByName.values()) if (problem.mentions.some((m) => m.term.pattern)) problem.laterality = sideOf(problem.mentions) ?? problem.laterality;
  const problems = [...problemsByName.values()].sort((a, b) => a.rank - b.rank || a.at - b.at);
  // Context for specificity: every sentence that mentions the problem, and the other problems' names.
  for (const problem of problems) problem.context = problem.mentions.map((m) => utteranceAt(m).lower).join(' ');

  if (history.size) {
    const list = [...history.entries()].sort((a, b) => a[1][0]!.start - b[1][0]!.start);
    add({
      kind: 'history',
      text: sentence(`History of ${joinList(list.map(([name]) => name))}`),
      evidence: dedupeSpans(list.flatMap(([, ms]) => ms.slice(0, 1).map((m) => ({ start: m.start, end: m.end })))),
      essential: true,
      cardiacRisk: list.some(([, ms]) => ms[0]!.term.cardiacRisk),
      psychiatric: list.some(([, ms]) => ms[0]!.term.psychiatric),
    });
    for (const [name, ms] of list) {
      const term = ms[0]!.term;
      if (term.cardiacRisk) facts.push({ kind: 'risk_factor', text: sentence(capitalize(name)), evidence: [{ start: ms[0]!.start, end: ms[0]!.end }], at: ms[0]!.start, essential: true });
    }
  }

  // --- Medications: current ones in Medications; new ones are said in the Plan.
  const meds = findMedications(utterances);
  const byName = new Map<string, typeof meds>();
  for (const med of meds) byName.set(med.name, [...(byName.get(med.name) ?? []), med]);
  for (const [name, list] of byName) {
    const firstU = utterances[list[0]!.utterance]!;
    const onlyNew = list.every((m) => {
      const u = utterances[m.utterance]!;
      return u.speaker !== 'patient' && /\b(?:start|prescrib\w*|put you on|try|add|initiat\w*|give you|send in)\b/.test(u.lower) && !/\b(?:continue|still|currently|already|been taking|on (?:the|your))\b/.test(u.lower);
    });
    if (onlyNew) continue;
    const negated = list.every((m) => {
      const u = utterances[m.utterance]!;
      return certaintyAt(u.lower, m.span.start - u.start, m.span.end - u.start) === 'negated' || /\b(?:stopped|quit|ran out|not taking|allergic)\b/.test(u.lower);
    });
    if (ALLERGY.test(firstU.lower) && list.length === 1) continue;
    // The current dose, not the new one an order sets ("increase your lisinopril to 40 mg").
    const current = list.filter((m) => !/\b(?:increase|decrease|reduce|change|switch|bump|go up|titrate|start)\w*/.test(utterances[m.utterance]!.lower));
    const dose = current.find((m) => m.dose)?.dose;
    const frequency = current.find((m) => m.frequency)?.frequency;
    const label = [name, dose, frequency].filter(Boolean).join(' ');
    add({
      kind: 'medication',
      text: sentence(negated ? `Not currently taking ${name}` : label),
      evidence: dedupeSpans(list.slice(0, 3).map((m) => span(utterances[m.utterance]!))),
      essential: true,
      psychiatric: PSYCHIATRIC_MEDICATIONS.has(name),
    });
  }

  // --- Allergies.
  utterances.forEach((u, i) => {
    if (!ALLERGY.test(u.lower) || /seasonal|pollen|fall|spring|hay fever|environmental|rhinitis/.test(u.lower)) return;
    const answer = u.speaker === 'clinician' && u.isQuestion ? answerTo(utterances, i) : undefined;
    const reply = answer === undefined ? undefined : utterances[answer]!;
    if (NO_ALLERGY.test(u.lower) || (reply && /^[\s,.]*(?:no|nope|none|not that i know)/.test(reply.lower))) {
      add({ kind: 'allergy', text: 'No known drug allergies.', evidence: [span(u), ...(reply ? [span(reply)] : [])], essential: true }, i);
      return;
    }
    // A reply that says "allergic to" is read on its own; a short reply ("penicillin", "yes, sulfa") names the drug.
    const shortReply = reply && !ALLERGY.test(reply.lower) && words(reply.lower).length <= 4 ? /^(?:yes,?|yeah,?)?\s*(?:to )?([a-z -]{3,30}?)(?=[,.;!?]|$)/.exec(reply.lower.trim()) : null;
    const to = /\ballergic to ([a-z0-9 -]{3,40}?)(?=[,.;!?]|\band\b|\bbut\b|$)/.exec(u.lower) ?? shortReply;
    const what = to?.[1] ?? to?.[2];
    if (what && !/\bwhat\b|\banything\b|\bany\b|^(?:yes|yeah|yep|i do|i am)$/.test(what.trim())) add({ kind: 'allergy', text: sentence(`Allergic to ${what.trim()}`), evidence: [span(u), ...(reply ? [span(reply)] : [])], essential: true }, i);
  });

  // --- Vitals.
  const vitals = findVitals(utterances);
  for (const vital of vitals) add({ kind: 'vital', text: sentence(`${vital.label} ${vital.value}`), evidence: [vital.span], essential: true });

  // --- Clinician sentences: plan, follow-up, instructions, results, exam, impressions.
  let lastWasResult = false;
  let lastTest = '';
  utterances.forEach((u, i) => {
    const isClinician = dictation || u.speaker === 'clinician' || u.speaker === 'unknown';
    if (!isClinician) {
      lastWasResult = false;
      return;
    }
    const lower = cleanSpoken(u.text);
    const n = words(lower).length;
    if (u.isQuestion && !dictation) return;
    if ((/\bdragon\b/.test(u.lower) || /^(?:hey,? )?show me\b/.test(stripOpeners(lower))) && !/\border\b/.test(u.lower)) return;
    // "I'm going to do a quick exam" announces the exam; the findings come next.
    const announcesExam =
      /\b(?:going to|let me|let's|want to|i'll|we'll|we will|i will|gonna)\s+(?:\w+\s+){0,3}(?:check|look|listen|examine|feel|press|take a (?:quick )?look|do a (?:quick )?(?:physical )?exam)/.test(lower) ||
      (/^(?:looking at(?: you| her| him| the patient)?,? )?(?:i'm|i am) (?:feeling|looking at|listening to|pressing on|checking|examining)\b/.test(stripOpeners(lower)) && n < 8);
    if (announcesExam && !/\b(?:order|prescrib|refer|start)\w*/.test(lower)) return;
    if (SMALL_TALK.test(lower) && !PLAN_ACTION.test(lower)) return;
    if (n < 3 || (META.test(lower) && n <= 12)) return;
    // A sentence that only gives a vital sign is already written as that vital.
    if (n <= 12 && vitals.some((v) => v.span.start >= u.start && v.span.end <= u.end) && !PLAN_CUE.test(lower)) return;
    const followUp = FOLLOW_UP.exec(lower);
    if (followUp) {
      // "We will start albuterol and follow up in one week": the order, then the interval.
      const before = lower.slice(0, followUp.index).replace(/\b(?:and|then|,)\s*$/, '');
      if (PLAN_CUE.test(before) && PLAN_ACTION.test(before)) add({ kind: 'plan', text: planText(before, p), evidence: [span(u)], essential: true }, i);
      add({ kind: 'followup', text: sentence(`Follow up in ${cleanSpoken(followUp[1]!)}`), evidence: [span(u)], essential: true }, i);
      return;
    }
    const isResult = RESULT_TERM.test(lower) && RESULT_VERB.test(lower) && !PLAN_CUE.test(lower);
    const continuesResult = lastWasResult && /^(?:it|that|which|this|they|there)\b.*\b(?:show|reveal|demonstrat|normal|elevated|high|low|look)/.test(stripOpeners(lower));
    const namesTest = RESULT_TERM.test(lower) && !PLAN_CUE.test(lower);
    const testName = lower.match(new RegExp(RESULT_TERM.source, 'g'))?.find((t) => !/^(?:results?|panel)$/.test(t));
    if (testName) lastTest = testName;
    if (isResult || continuesResult) {
      lastWasResult = true;
      // "It showed…" after "this is your echocardiogram" is the echocardiogram.
      const text = resultText(clinicianText(u, p)).replace(/^(?:it|this)\b(?= (?:also )?(?:show|reveal|demonstrat))/, continuesResult && lastTest ? lastTest : '$&');
      add({ kind: 'result', text: sentence(text), evidence: [span(u)], essential: true }, i);
      return;
    }
    lastWasResult = namesTest;
    if (PLAN_CUE.test(lower) && PLAN_ACTION.test(lower) && !(NOT_PLAN.test(lower) && !/\b(?:order|prescrib|refer|start|increase|decrease|schedul|continue|stop|refill)\w*/.test(lower))) {
      add({ kind: 'plan', text: planText(u.text, p), evidence: [span(u)], essential: true }, i);
      return;
    }
    if (INSTRUCTION.test(lower) && n >= 5 && !NOT_PLAN.test(lower)) {
      const text = clinicianText(u, p).replace(/^.*?\b(?:i want|i'?d like|i would like|i need)\s+(?:the patient|him|her|them)\s+to\b/, 'Patient instructed to').replace(/^(?:the patient|he|she|they) (?:should|needs? to|can)\b/, 'Patient advised to');
      add({ kind: 'instruction', text: sentence(text), evidence: [span(u)], essential: false }, i);
      return;
    }
    const inExam = i >= examFrom && i < assessmentFrom;
    const denial = /^(?:(?:he|she|they|the patient|patient) )?(?:denies|denied|reports|states|complains)\b/.test(stripOpeners(lower));
    if (EXAM_CUE.test(lower) && (inExam || EXAM_FINDING.test(lower)) && !IMPRESSION_CUE.test(lower) && !denial) {
      const text = clinicianText(u, p)
        .replace(/\b(?:so,? )?(?:on|for) (?:his|her|their|the patient's) /, 'on ')
        .replace(/\bi (?:do )?(?:appreciate|hear|see|notice|feel|palpate)(?= (?:a|an|some|no|mild|slight|trace|\d))/g, 'there is')
        .replace(/\b(?:the patient|he|she|they) (?:do |does )?(?:have|has)\b/g, 'there is');
      if (words(text).length >= 3) add({ kind: 'exam', text: sentence(text), evidence: [span(u)], essential: /\b(?:murmur|tender\w*|swelling|edema|effusion|erythema|wheez\w*|crackles|rales|decreased|limited|positive|bruis\w*|rash|lesion|pain)\b/.test(lower) }, i);
      return;
    }
    // The clinician's reasoning: a stated impression, or a sentence about one of the conditions discussed.
    const namesCondition = mentions.some((m) => m.utterance === i && m.type === 'condition');
    if (STRONG_IMPRESSION.test(lower) || (IMPRESSION_CUE.test(lower) && namesCondition) || (dictation && /\b(?:assessment|impression|diagnos\w+)\b/.test(lower))) {
      add({ kind: 'impression', text: sentence(impressionText(clinicianText(u, p))), evidence: [span(u)], essential: false }, i);
      return;
    }
    if (/\b\d+[- ]year[- ]old\b/.test(lower) || /\bpresents?\b|\bpresenting\b/.test(lower)) {
      add({ kind: 'opening', text: sentence(clinicianText(u, p)), evidence: [span(u)], essential: true }, i);
      return;
    }
    if (dictation && isRelevantStatement(u)) add({ kind: 'narrative', text: sentence(clinicianText(u, p)), evidence: [span(u)], essential: false }, i);
  });

  // --- Social and family history asked and answered ("Do you smoke?" "No." → "Denies tobacco use.").
  utterances.forEach((u, i) => {
    if (u.speaker !== 'clinician' || !u.isQuestion || dictation) return;
    const topic = HISTORY_TOPICS.find((t) => t.question.test(u.lower));
    const first = answerTo(utterances, i);
    if (!topic || first === undefined || used.has(first)) return;
    const answers = [first];
    for (let j = first + 1; j < utterances.length && utterances[j]!.turn === utterances[first]!.turn; j++) answers.push(j);
    if (isNoAnswer(utterances[first]!.lower) && words(utterances[first]!.lower).length <= 8) {
      if (!topic.denied) return;
      add({ kind: topic.kind, text: topic.denied, evidence: [span(u), span(utterances[first]!)], essential: true }, first);
      return;
    }
    for (const j of answers) {
      const a = utterances[j]!;
      const n = words(a.lower).length;
      if (n === 0 || /^[\s,.]*(?:yes|yeah|yep|okay|ok|sure|no)[\s,.!]*$/.test(a.lower)) continue;
      const text =
        topic.kind === 'family' && n <= 5 && !/\b(?:i|my|he|she|they|is|was|has|had)\b/.test(a.lower)
          ? sentence(`Family history of ${stripOpeners(cleanSpoken(a.text)).replace(/[.!]+$/, '')}`)
          : patientText(a, p);
      add({ kind: topic.kind, text, evidence: [span(a)], essential: true }, j);
    }
  });

  // --- The patient's own account, history, social and family notes, psychological content.
  utterances.forEach((u, i) => {
    if (used.has(i) || u.speaker === 'clinician' || dictation) return;
    const lower = u.lower;
    if (u.isQuestion) return;
    const text = () => patientText(u, p);
    if (FAMILY.test(lower) && words(lower).length >= 3) return add({ kind: 'family', text: text(), evidence: [span(u)], essential: true }, i);
    if (SURGICAL.test(lower) && words(lower).length >= 4) return add({ kind: 'surgical', text: text(), evidence: [span(u)], essential: true }, i);
    if (SOCIAL.test(lower) && words(lower).length >= 3) return add({ kind: 'social', text: text(), evidence: [span(u)], essential: false }, i);
    if (PROGRESS.test(lower) && words(lower).length >= 5) add({ kind: 'progress', text: text(), evidence: [span(u)], essential: false });
    else if (INTERVENTION.test(lower) && words(lower).length >= 5) add({ kind: 'intervention', text: text(), evidence: [span(u)], essential: false });
    if (MENTAL_STATUS.test(lower) && words(lower).length >= 4) add({ kind: 'mental_status', text: text(), evidence: [span(u)], essential: false });
    if (isRelevantStatement(u) && STATEMENT_START.test(text().toLowerCase())) add({ kind: 'narrative', text: text(), evidence: [span(u)], essential: false }, i);
  });
  // Clinician statements about therapy work and progress (psychology template).
  utterances.forEach((u, i) => {
    if (u.speaker !== 'clinician' || u.isQuestion || used.has(i)) return;
    if (INTERVENTION.test(u.lower)) add({ kind: 'intervention', text: sentence(clinicianText(u, p)), evidence: [span(u)], essential: true }, i);
    else if (/\b(?:mood|affect|oriented|eye contact|thought process|insight|judgment)\b/.test(u.lower)) add({ kind: 'mental_status', text: sentence(clinicianText(u, p)), evidence: [span(u)], essential: true }, i);
  });

  // --- Problems as assessment lines.
  for (const problem of problems) {
    const evidence = dedupeSpans(problem.mentions.slice(0, 3).map((m) => ({ start: m.start, end: m.end })));
    const lateral = problem.laterality && problem.laterality !== 'bilateral' && /ear|knee|hip|shoulder|ankle|carpal|sciatica|vertigo/.test(problem.term.name) ? `, ${problem.laterality}` : '';
    add({
      kind: 'problem',
      text: sentence(`${problem.certainty === 'uncertain' ? 'Possible ' : ''}${problem.term.name}${lateral}`),
      evidence,
      essential: true,
      psychiatric: problem.term.psychiatric,
      cardiacRisk: problem.term.cardiacRisk,
    });
  }

  // Each order belongs to the problem the clinician last named before it ("for your hypertension, … increase lisinopril").
  const problemMentions = problems
    .filter((pr) => pr.certainty === 'affirmed')
    .flatMap((pr) => pr.mentions.filter((m) => fromClinician(m)).map((m) => ({ name: pr.term.name, at: m.start })))
    .sort((a, b) => a.at - b.at);
  for (const fact of facts) {
    // A dictation lists its plan after its assessment: no problem to read off the order of speech.
    if (fact.kind !== 'plan' || dictation) continue;
    const named = problemMentions.filter((m) => m.at <= fact.evidence[0]!.end && fact.at - m.at < 1200).at(-1);
    if (named) fact.problem = named.name;
  }

  facts.sort((a, b) => a.at - b.at);
  return { facts: facts.filter((f) => f.text), problems, symptoms, chiefComplaint: chiefComplaintOf(utterances, symptoms, problems, dictation) };
}

/** The side said most often across mentions; on a tie the later one (a correction: "not the right knee, the left"). */
function sideOf(mentions: Mention[]): Laterality {
  const counts = new Map<Laterality, number>();
  let last: Laterality;
  for (const m of [...mentions].sort((a, b) => a.start - b.start)) {
    if (!m.laterality) continue;
    counts.set(m.laterality, (counts.get(m.laterality) ?? 0) + 1);
    last = m.laterality;
  }
  const top = Math.max(0, ...counts.values());
  const leaders = [...counts.entries()].filter(([, n]) => n === top).map(([side]) => side);
  return leaders.length === 1 ? leaders[0] : last;
}

function dedupeSpans(spans: Span[]): Span[] {
  const seen = new Set<string>();
  return spans
    .filter((s) => {
      const key = `${s.start}:${s.end}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start);
}

const PRESENTS = /\b(?:presents?|presenting|here|coming in|came in|is seen|seen today)\b(?: today)?(?: (?:to the clinic|in clinic|in the office))? (?:for|with|because of|due to) (?:an? |his |her |their |the )?([a-z0-9 ,'/-]{3,80}?)(?=[.?!;]|\bwho\b|\bthat\b|\bwhich\b|\band (?:she|he|they)\b|$)/;

/** The reason for the visit: the stated one ("presents for…"), else the first symptom, else the first problem. */
function chiefComplaintOf(utterances: Utterance[], symptoms: SymptomFinding[], problems: Problem[], dictation: boolean): Extraction['chiefComplaint'] {
  for (const u of utterances.slice(0, 40)) {
    if (u.speaker === 'patient' && !dictation) continue;
    const m = PRESENTS.exec(u.lower);
    if (m && !/\bwhat\b|\bhow\b/.test(m[1]!)) {
      const text = cleanSpoken(m[1]!).replace(/,.*$/, '').replace(/\b(?:today|this morning|this afternoon)\b/g, '').trim();
      if (text && words(text).length <= 10) return { text: sentence(text), evidence: [{ start: u.start + m.index, end: u.start + m.index + m[0].length }] };
    }
  }
  const first = symptoms.filter((s) => s.affirmed).sort((a, b) => a.at - b.at)[0];
  if (first) return { text: sentence(first.term.name), evidence: [{ start: first.mentions[0]!.start, end: first.mentions[0]!.end }] };
  const problem = [...problems].sort((a, b) => a.at - b.at)[0];
  if (problem) return { text: sentence(problem.term.name), evidence: [{ start: problem.mentions[0]!.start, end: problem.mentions[0]!.end }] };
  return null;
}
