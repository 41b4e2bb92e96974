/**
 * The clinician's examination, said aloud to the patient, as a note's findings: "on your heart exam, I do
 * appreciate a three out of six systolic ejection murmur" → "Heart: 3/6 systolic ejection murmur."; "your lungs are
 * clear" → "Lungs are clear."; "there's no lower extremity edema" → "No lower extremity edema."
 */
import { noteSentence } from './phrasing.js';
import { capitalize, cleanSpoken, joinList, lowerFirst, words, type Pronouns } from './text.js';

/** Clauses that announce or explain the exam rather than report a finding. */
const NOT_A_FINDING =
  /^(?:(?:(?:your|his|her|the) )?heart (?:is )?beat(?:ing|s)(?: (?:there|away|normally))?$|(?:it|this|that|which) (?:just )?means|in that area|in this area|that area|this area|looking at (?:you|her|him)|everything|(?:your |the )?(?:physical )?exam(?:ination)? (?:looks|is|seems) (?:good|great|fine|normal|okay)|i'?m (?:just )?(?:going to|gonna|feeling|looking|listening|pressing|checking|examining)|let me|let's|i want to|i'?ll|we'?ll|can you|go ahead|so this means|this means|which means|that means|meaning|everything (?:looks|else looks|is|seems) (?:good|great|fine|normal|okay)|that'?s (?:good|great|fine|normal|okay|encouraging)|so (?:you|she|he)\b(?!.*\b(?:sign|test|tender\w*|reflex\w*|murmur|effusion|edema|range of motion|strength)\b)|and you know|you know|(?:just )?listen(?:ing)? to|squeeze|hold (?:your|his|her)|take a (?:deep )?breath|same thing|(?:i|we)(?: have|'ve)? (?:heard|seen|felt|noted) (?:that|this|it) before|(?:if it'?s )?(?:okay|ok|alright|all right) with you|(?:(?:and|to|so) )?(?:start|begin|do|perform)(?:ing)? (?:your|her|his|the|a|my|with)\b|(?:(?:your|the) (?:physical )?exam(?:ination)? )?(?:reviewing|review|looking at|checking|going over) (?:your|her|his|the) vitals)/;

/**
 * What the clinician asks the patient to do while examining ("now keep your eyes closed", "close your eyes and reach
 * out your arms", "I want you to bend your knee") is an instruction, not a finding: a verb addressed to the patient,
 * then the part or the way.
 */
const INSTRUCTION_TO_PATIENT =
  /^(?:(?:now|please|good|okay|alright|and)[, ]+)*(?:(?:i want|i'?d like|i need) (?:you|her|him) to |(?:can|could|would) you (?:please )?)?(?:keep|close|open|reach|bend|straighten|lift|raise|turn|point|relax|wiggle|curl|spread|walk|stand|sit|lie|lay|push|pull|squeeze|follow|look|cough|breathe|hold|put|touch|stick) (?:(?:out|up|down|back|forward|over|on|in) )?(?:your|his|her|my|the|both|for me|across|against|straight|ahead|deep)\b/;

/** What a condition will do, said while examining: a prognosis, not a finding. */
const PROGNOSIS = /\b(?:can|could|will|should|would|may|tends? to|usually)(?: \w+)? (?:be )?(?:heal(?:ed|s)?|resolve[sd]?|get better|improve[sd]?|go away)\b|\btypes? of injur(?:y|ies)\b/;

const EXAM_VERB = /\bi (?:do |also |did |can |still |do still |also still |do however still |do however )?(?:appreciate|hear|see|note|notice|feel|felt|palpate|observe|find|found|identify|recognize)d?\b\s*/;

function organOf(region: string): string {
  const r = region.replace(/\b(?:physical|your|his|her|the|their|my|our)\b/g, '').trim();
  return r ? r.charAt(0).toUpperCase() + r.slice(1) : '';
}

/** One clause of an exam sentence as a finding, before the register check. */
function findingOf(clause: string): string | undefined {
  let s = clause
    .trim()
    .replace(/^(?:[,;:]\s*|(?:and|also|but|so|now|okay|alright|well|generally|overall|just|otherwise|exactly|yes|yeah|however)[, ]+)+/, '')
    // "Your anterior drawer is also positive": the "also" of speech, which a list of findings does not need.
    .replace(/\b(is|are|was|were) also (?=(?:positive|negative|normal|present|absent|intact)\b)/, '$1 ')
    // "Something to mention, I see that your heart rate…": the aside's lead is not the finding.
    .replace(/^something to (?:mention|note)(?: is)?,?\s*(?:that\s+)?/, '')
    // "No, I don't hear any carotid bruits": the "no" answers; the finding follows.
    .replace(/^(?:no|yeah|yes),?\s+(?=i\b)/, '')
    // "Looking in your ears, the left eardrum is red": what the clinician does to see it is not the finding (decision 853).
    .replace(/^(?:looking|listening|feeling|pressing) (?:in|at|to|into|on) (?:your |his |her |the )?[a-z ]{2,25}?,\s*(?=(?:the|your|his|her|there|it|they)\b)/, '');
  // What a finding means, told the patient in lay words, is not the finding: "no effusion that is like a fluid
  // underneath the knee", "3/5 for abduction and that is bringing her legs in", "… and those are big words".
  // So is where a part is, told in lay words: "over the distal phalanx, which is the tip of her finger", "…joint, which is
  // right above her knuckle".
  s = s.replace(/,?\s+(?:and )?(?:that|which|this)(?: is|'s) (?:like|basically|just|kind of|what|when|where|how|bringing|pulling|pushing|moving|the (?:thing|part|bone|muscle|tendon|ligament|area)|the (?:tip|top|bottom|side|back|front|base|end|middle) of (?:the|your|her|his|their)|right (?:above|below|behind|next to|under|over) (?:the|your|her|his|their))\b.*$/, '').replace(/,?\s+(?:and )?(?:those|these) are (?:big|fancy|medical) words\b.*$/, '');
  // "Positive pain with flexion what about when he moves it back": unpunctuated, the next question the clinician asks
  // while examining is not part of the finding (decision 854).
  s = s.replace(/,?\s+(?:(?:and |so |okay |now )?(?:what|how) about|(?:and |so |okay |now )?(?:does|do|did|can|could|will|would) (?:that|this|it|you|she|he)\b(?! (?:have|has)\b)).*$/, '');
  // "He has, moderate pain with …": a subject and its verb cut off from what they say are no finding.
  if (/^(?:she|he|you|they|it|there|i) (?:has|have|had|is|are|was|were|do|does|did)$/.test(s.trim())) return undefined;
  // "Your exam's essentially normal": the whole exam, as a note writes it.
  s = s.replace(/\b(exam|examination|everything)'s\b/, '$1 is');
  const wholeExam = /^(?:your |his |her |the )?(?:physical )?exam(?:ination)? (?:is|was|looks|looked) (essentially |otherwise |basically |overall )?(normal|unremarkable|benign)$/.exec(s);
  if (wholeExam) return `General: exam ${wholeExam[1] ?? ''}${wholeExam[2]}`;
  // "Your physical exam is pretty much for the most part normal with a few exceptions": normal but for what is written
  // after it (decision 855).
  const mostlyNormal = /^(?:(?:your |his |her |the )?(?:physical )?exam(?:ination)? (?:is|was|looks|looked)|it(?: is|'s)) (?:(?:pretty much|much|for the most part|mostly|largely|generally|overall|essentially|basically),? )+(?:normal|unremarkable)(?: with (?:a few|some) exceptions| (?:other than|except(?: for)?) (.+))?$/.exec(s);
  if (mostlyNormal) return mostlyNormal[1] ? `General: exam otherwise normal; ${mostlyNormal[1]}` : 'General: exam otherwise normal';
  // What an injury will do is no finding ("… and this type of injury can be healed by itself"): the clause that says it
  // goes, the finding before it stays.
  const prognosis = PROGNOSIS.exec(s);
  if (prognosis) s = s.slice(0, Math.max(0, s.slice(0, prognosis.index).search(/,?\s*\b(?:and|but|so|which)\s+(?:\w+\s+){0,6}$/)));
  // The meaning of a word taught to the patient is no finding: "the ureter is the duct in which urine passes…".
  if (/^(?:this |that )?(?:the )?[a-z]+ (?:is|are) (?:the|a|an) (?:ducts?|tubes?|bones?|muscles?|tendons?|ligaments?|part|area|organ|nerves?|vessels?|joints?|structures?|kind|type)\b/.test(s)) return undefined;
  // What the finding could be from, said after it, is the clinician's impression: the finding stays ("erythema on the
  // chest, and this could be related to the radiation").
  s = s.replace(/,?\s*(?:and |which )?(?:(?:this|that|it) )?(?:could|might|may) (?:be (?:related to|due to|from|caused by)|represent)\b.*$/, '');
  // A possibility is the clinician's impression, not a finding ("it's probably just the scar tissue").
  if (!s || NOT_A_FINDING.test(s) || INSTRUCTION_TO_PATIENT.test(s) || /\b(?:probably|likely|maybe|might|could be)\b|^i (?:think|suspect|believe)\b/.test(s)) return undefined;
  // "Your exam is the same bilaterally": the sides compared, as a note says it.
  if (/^(?:(?:your|his|her|the) )?(?:exam(?:ination)?|findings?) (?:is|are|was|were) the same (?:bilaterally|on both sides)$/.test(s)) return 'Findings are the same bilaterally';
  let heading = '';
  // A dictated exam names its systems ("Respiratory: Lungs are clear."): the finding is charted under the system said,
  // once ("Respiratory: respiratory: …" was the label written twice).
  const dictatedSystem = DICTATED_SYSTEM.exec(s);
  if (dictatedSystem) {
    heading = SYSTEM_OF_ORGAN[dictatedSystem[1]!] ?? SYSTEM_SAID[dictatedSystem[1]!] ?? capitalize(dictatedSystem[1]!);
    s = s.slice(dictatedSystem[0].length);
  }
  const region =
    // "Pelvic exam demonstrates no external lesions": a system's own exam, whatever verb reports it.
    /^(?:your |his |her |the )?(pelvic|vaginal|genital) exam(?:ination)?\b(?: (?:shows?|showed|reveals?|revealed|demonstrates?|demonstrated))?,?\s*/.exec(s) ??
    /^(?:on|for|in) (?:your |his |her |the )?((?:[a-z]+ ){0,2}?)(?:physical )?exam(?:ination)?\b,?\s*/.exec(s) ??
    // Speech without marks announces a region bare: "neck exam you do have…" (not "exam shows…").
    /^(?:your |his |her |the )?((?:[a-z]+ ){1,2}?)exam(?:ination)?\b,?\s*(?!(?:shows?|showed|reveals?|revealed|demonstrates?|is|was|were)\b)/.exec(s) ??
    /^(?:for|on) (?:your |his |her |the )?(strength|reflexes|sensation|range of motion|gait|pulses)\b,?\s*/.exec(s) ??
    /^(?:feeling|listening to|looking at|examining|palpating|checking) (?:your |his |her |the )?([a-z]+(?: [a-z]+)?),?\s*(?=(?:i|you|there|she|he|it)\b)/.exec(s) ??
    /^(?:your |his |her |the )?((?:right |left )?(?:heart|lungs|abdomen|neck|knee|back|skin|throat|ears?|eyes|chest|spine|(?:(?:right|left|lower|upper) )?(?:legs?|arms?|extremit(?:y|ies)|feet|foot|hands?|ankles?|wrists?|elbows?|shoulders?|hips?))),?\s*(?=i (?:do )?(?:hear|appreciate|see|note|notice|feel|palpate)|there(?:'s| is| are)|(?:you|she|he) (?:do )?(?:have|has)\b)/.exec(s);
  // "Your neurological exam is normal": the region, normal.
  // Said with its full stop too ("your neurovascular exam is intact.", decision 952).
  const normalRegion = /^(?:your |his |her |the )?((?:[a-z]+ ){1,2}?)exam(?:ination)? (?:is|was) (?:otherwise )?(normal|unremarkable|benign|intact)\.?$/.exec(s);
  if (normalRegion && !/^(?:physical|whole|entire|rest of)/.test(normalRegion[1]!)) {
    const organ = organOf(normalRegion[1]!);
    return `${SYSTEM_OF_ORGAN[organ.toLowerCase()] ?? organ}: exam is ${normalRegion[2]}`;
  }
  if (region) {
    heading = organOf(region[1]!);
    // "Your neck exam has no JVD", "on your belly exam is nice and soft": the finding without its verb.
    s = s
      .slice(region[0].length)
      .trim()
      // "Your heart exam, for your heart exam, notice that your heart is regular": the region said again, and what was
      // noticed (speech drops the "I").
      .replace(/^(?:on|for|in) (?:your |his |her |the )?(?:[a-z]+ ){0,2}exam(?:ination)?\b,?\s*/, '')
      .replace(/^(?:i )?(?:notice|note|see|appreciate)d? that\s+(?=(?:your|his|her|the|there)\b)/, '')
      .replace(/^(?:has|have|shows?|showed|reveals?|revealed|is|are|was|were)\s+/, '');
    // "Neurovascular exam of your left arm, your capillary refill is…": the part examined leads its finding.
    const examined = /^of (?:your |his |her |the )?((?:(?:right|left|lower|upper) )*[a-z]+),?\s+(?:(?:your|his|her|the|there) )*(?=(?:[a-z]+ ){1,3}?(?:is|are|was|were)\b|(?:she|he|you|they) (?:has|have|had)\b)/.exec(s);
    // "On examination of the lungs they sound clear": the part examined is what the pronoun says it of.
    const named = examined ? null : /^of (?:your |his |her |the )?((?:(?:right|left|lower|upper) )*[a-z]+),?\s+(?:they|it) (?=(?:sound|look|feel|seem|appear)s?\b|(?:is|are)\b)/.exec(s);
    if (named) s = `${named[1]!} ${s.slice(named[0].length)}`;
    if (examined) {
      // Written after what was found of it: "capillary refill of the right foot is less than 3 seconds" (a side said
      // first would read as a filler).
      const rest = s.slice(examined[0].length).replace(/^(?:she|he|you|they) (?:has|have|had) /, '');
      const verb = /\s(?:is|are|was|were)\b/.exec(rest);
      s = verb ? `${rest.slice(0, verb.index)} of the ${examined[1]}${rest.slice(verb.index)}` : `${rest.replace(/[.!?\s]+$/, '')} in the ${examined[1]}`;
    }
    // A bare quality of the organ reads as a sentence about it: "belly exam is soft" → "abdomen is soft".
    if (/^(?:nice and )?(?:soft|clear|normal|regular|supple|intact|unremarkable|benign|nontender)\b/.test(s) && heading) s = `${heading.toLowerCase()} is ${s}`;
    if (!s || NOT_A_FINDING.test(s)) return undefined;
  } else {
    const part = /^(?:on|of|at|over) (?:your |his |her |the )?((?:(?:right|left|bilateral|lower|upper) )*(?:extremit(?:y|ies)|legs?|arms?|knees?|ankles?|feet|foot|hands?|abdomen|belly|back|neck|chest|shoulders?|hips?|throat|ears?|eyes?|skin|spine|wrists?|elbows?))\b,?\s*/.exec(s);
    if (part && EXAM_VERB.test(s.slice(part[0].length))) {
      heading = organOf(part[1]!.replace('belly', 'abdomen'));
      s = s.slice(part[0].length);
    }
  }
  if (/^(?:here that|that it|it was about|other than that)\b/.test(s.replace(EXAM_VERB, ''))) return undefined;
  // A vital sign with its value is written from the measurements ("Heart rate 84 bpm."), not again as a finding.
  if (/^(?:i (?:\w+ )?(?:see|note|notice)(?: that)? )?(?:(?:you|she|he) (?:have|has) (?:a )?)?(?:(?:your|his|her|the) )?(?:normal )?(?:vital signs,? (?:(?:are|were|show) )?(?:(?:your|his|her|the) )?)?(?:heart rate|pulse|blood pressure|temperature|temp|oxygen(?: saturation| level)?|o2 sat\w*|respiratory rate|weight)\b.*\b(?:\d+|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\w*)\b/.test(s)) return undefined;
  // "Of the abdomen on an abdominal exam": a region announced, nothing found yet.
  if (/^(?:of|on|in|for|at)\b[^.]*\bexam(?:ination)?\s*[.,]?\s*$/.test(s)) return undefined;
  // "I can hear a faint murmur": what the clinician perceived is a finding however short.
  const perceived = EXAM_VERB.test(s);
  s = s
    // "Your lachman your anterior and posterior drawer and mcmurray test are all negative": a possessive said again
    // with no "and" before it begins the next item of a list.
    .replace(/(?<=\b(?:your|his|her) (?:[a-z']+ )?[a-z']+)(?<!\b(?:of|in|on|at|to|for|with|from|by|and|or|both|all|each)) (?:your|his|her) (?=[a-z])/g, ', ')
    // "…are all negative bilaterally neurologically": the next region announced, its findings in the next clause.
    .replace(/,?\s+(?:neurologically|neurologic(?:al)?ly speaking)(?=[\s.,;]*$)/, '')
    // "I don't appreciate any laxity on anterior drawer" → "no laxity on anterior drawer".
    .replace(/^(?:and )?(?:now )?(?:i )?(?:do n't|don't|do not) (?:appreciate|hear|see|feel|palpate|notice|recognize) (?:any |an? )?/, 'no ')
    // "No swelling or any mass", "no lump of any kind": the "any" of speech says nothing more than the "no".
    .replace(/^(no [a-z ]+? (?:or|and|nor)) any (?=[a-z])/, '$1 ')
    // "You are positive for tenderness to palpation" → "positive for tenderness to palpation".
    .replace(/^(?:you|she|he|they) (?:are|is|'re) (positive|negative) for\b/, '$1 for')
    .replace(/\bi (?:do |also )?(?:feel|think) like\s+/, '')
    // "No bruits that I can hear", "tenderness right where I'm pressing": the clinician's act is not the finding.
    .replace(/\s+that (?:i|we) (?:can |could )?(?:hear|see|feel|appreciate)\b/, '')
    .replace(/,?\s*(?:right )?where i'?m (?:pressing|pushing|touching)(?: right there)?|,?\s*when i (?:palpate|press|push|listen(?! to\b))(?: there| on it)?/g, '')
    .replace(EXAM_VERB, '')
    // "I do hear that a 2/6 systolic ejection murmur", "I still hear that grade 2/6 murmur": what was heard, without
    // the "that" (not "that is normal", where "that" is the subject).
    .replace(/^that (?!(?:is|was|'s|means|meant|would|will|can|could|should|might|may)\b)/, '')
    .replace(/\b(shows?|showed|reveals?|revealed) that (?:you|she|he|they) (?:do |does )?(?:have|has)\b/, '$1')
    // "No bruising or that redness": the finding named before, pointed at again, is named plainly.
    .replace(/\b(or|and) (?:that|this) (?=[a-z]+$)/, '$1 ')
    .replace(/\bnice and (\w+)/g, '$1')
    .replace(/\b(?:a )?nice,? (?=(?:regular|soft|clear|normal)\b)/g, '')
    .replace(/\b(?:a )?little (?=(?:enlarged|swollen|tender|red)\b)/g, 'mildly ')
    .replace(/\b(?:a )?little (?=\d)/g, '')
    .replace(/\s+here\b/g, '')
    .replace(/\b(\w+) that(?: is|'s) not tender\b/, 'nontender $1')
    .replace(/\b(?:your|his|her|their) (right|left)\b/g, 'the $1')
    .replace(/\b([a-z]+)'s (?=(?:a|an|very|really|a bit|slightly|mildly|not|no|normal|clear|soft|enlarged|tender|swollen|red|regular|good|fine)\b)/g, '$1 is ')
    // "you don't seem to have any pain with flexion" → "no pain with flexion".
    .replace(/^(?:you|she|he|they) (?:do|does)(?: not|n't) (?:seem to |appear to )?have (?:any )?/, 'no ')
    .replace(/^(?:that )?(?:you|she|he|they|the patient) (?:do |does )?(?:have|has|got)\s+/, '')
    // "Lungs clear", "abdomen soft": a dictated finding without its verb (decision 827).
    .replace(/^(lungs|abdomen|heart|neck|skin|chest|extremities|pulses) (?=(?:clear|normal|soft|supple|nontender|non-tender|intact|unremarkable|benign|warm)\b)/, (_m, part: string) => `${part} ${/s$/.test(part) ? 'are' : 'is'} `)
    // "It's regular rate and rhythm": the organ was named in the heading.
    .replace(/^(?:it|that)(?:'s| is) (?=(?:regular|normal|clear|soft|nontender|non-tender|intact|symmetric)\b)/, '')
    // A sign said straight after the finding before it: "no decreased range of motion negative varus and valgus test".
    .replace(/(?<=[a-z])(?<!\b(?:a|an|the|and|or|with|without|bilateral|bilaterally|is|was|are|were|has|had|have|of|for|shows?|showed|also|very|mildly|strongly|weakly)) (?=(?:negative|positive) (?:[a-z'-]+ ){0,3}(?:test|sign|maneuver)s?\b)/, '; ')
    // "Pain on palpation on the inside little bit of pain on the outside": a second finding, its degree said first,
    // straight after the first.
    .replace(/(?<=[a-z])(?<!'s|\b(?:a|an|the|and|or|with|without|of|is|was|are|were|has|have|had|got|gotten|no|any|some|mild|mildly|very|also|to|in|on|at|for|by|from|there|which|that|but|not|little|bit|just|only|still|see|feel|note|appreciate)) (?=(?:a )?(?:little bit of|mild|moderate|severe|slight) (?:pain|tenderness|swelling|edema|erythema)\b)/g, '; ')
    .replace(/^there(?:'s| is| are)\s+(?=no\b|not\b)/, '')
    // "There isn't any rebound or guarding" → "no rebound or guarding".
    .replace(/^there (?:isn't|aren't|is not|are not) (?:any )?/, 'no ')
    .replace(/^there(?:'s| is| are)\s+(?:a |an |some )?/, '')
    .replace(/^(?:a|an|some|this|these)\s+(?=\S)/, '')
    // "The necrotic wound on his heel" as charted; a short finding keeps its article ("The associated swelling."), and
    // a side is never left without it.
    .replace(/^the(?! (?:right|left|lower|upper)\b)\s+(?=\S+ \S+ \S)/, '')
    // "…murmur which I've noted this before and it is stable": known before today, and unchanged.
    .replace(/,?\s*which (?:i'?ve|we'?ve|i have|we have) (?:heard|seen|noted|appreciated)(?: (?:it|this|that))?(?: (?:in the past|before|previously))?(?:,? and (?:so )?(?:it|that)(?:'s| is) (stable|unchanged)\b)?/, (_m, stable?: string) => `, previously noted${stable ? ` and ${stable}` : ''}`)
    // "…that two over six systolic murmur that we talked about in the past": known before today.
    .replace(/,?\s*(?:that|which) (?:we|i) (?:talked|spoke) about (?:in the past|before|previously|last time)\b.*$/, ', previously noted')
    // "…murmur you've had that in the past otherwise regular rate and rhythm": known before, then the next finding.
    .replace(/,?\s*(?:you|she|he|they)(?: had| have had| has had| ?'ve had| ?'s had) (?:that|this|it) (?:in the past|before|previously)(?:$|\s+(?=otherwise\b))/, ', previously noted; ')
    .replace(/, previously noted; $/, ', previously noted')
    // "…which we knew about", "…and you already had that and so we knew about that already": known before today.
    .replace(/,?\s*(?:and )?(?:(?:which|that) (?:we|i) (?:already )?(?:knew|know|have known)(?: about)?|and (?:you|she|he|they) (?:already )?(?:had|have had|'ve had) (?:that|this|it))\b.*$/, ', previously noted')
    // A lay explanation after the finding: "…nonpitting edema, which is a little bit of swelling in your ankles".
    .replace(/,?\s*which (?:is|means) (?:a|an|some|just)\b.*$/, '')
    // "…the necrotic wound on your heel as you mentioned": what the patient said is the history's.
    .replace(/,?\s*as (?:you|the patient|she|he|they) (?:mentioned|said|described|noted|told me)\b/, '')
    .replace(/,?\s*(?:which|that) (?:is|'s) (?:unchanged|stable|the same)(?: from (?:your|the|his|her) (?:prior|last|previous) (?:exam|visit))?/, ', unchanged from prior exam')
    // What the clinician explains to the patient after the finding is not part of it.
    .replace(/,?\s*(?:so|which means|that means|this means|meaning) (?:you|she|he|it|that|this|there)\b.*$/, '')
    // "No evidence of what we call hydronephrosis": the term, without the frame that teaches it.
    .replace(/\bwhat (?:we|they|i|doctors) (?:call|refer to as)\s+/, '')
    .replace(/\s+this means\b.*$/, '')
    .replace(/,?\s*(?:and )?what (?:that|this|it) means\b.*$/, '')
    // "…negative Homans sign that means": the explanation cut off where the sentence ended.
    .replace(/,?\s+(?:that|which|this|so that) means$/, '')
    // The clinician's comment on the finding is not part of it: "lungs are clear, that's good news".
    .replace(/,?\s*(?:and )?(?:(?:that'?s|that is|which is)\s+)+(?:a |some )?(?:really |very )?(?:good|great|reassuring|encouraging|normal)(?: news| thing| sign)?[.\s]*$/, '')
    // "Your lungs sound terrific" is a normal exam, in the words of a note.
    .replace(/\b(sounds?|looks?|is|are) (?:really |very )?(?:terrific|great|good|fine|healthy|perfect|excellent|wonderful)\b/, '$1 normal')
    .replace(/\b(\d) plus\b/g, '$1+')
    .replace(/\b(?:a )?(?:little|tiny|slight) bit of,?(?: an?)?\b/g, 'mild')
    .replace(/\bnice and soft\b/, 'soft')
    // "Your vitals themselves look good": the emphasis of speech.
    .replace(/(?<=[a-z]) (?:themselves|itself)\b/, '')
    // "There are no palpable masses, however, there is…": the link to the next clause is not part of the finding.
    .replace(/(?:,?\s*\b(?:however|though|although|and|or|but|then|so|now|also)\b)+(?:\s+only)?\s*[,.]?\s*$/, '')
    // What the clinician asks the patient to do next is not part of the finding: "…clear discharge open up your mouth and say".
    .replace(/\s+(?:(?:can you|go ahead and|now) )?(?:open (?:up )?(?:your|her|his) mouth|say ah+|take a deep breath|follow my finger|squeeze my (?:hand|fingers?)|look (?:up|down|straight ahead)|lie (?:back|down)|sit up|stand up)\b.*$/, '')
    .replace(/\b(?:right|left)(?: hand)? side\b/g, (m) => m.replace(/ hand/, ''));
  // A finding cut where the next question began: "limited active and passive range of motion and how".
  s = s.replace(/\s+(?:that|as)$/, '').replace(/\s+and (?:how|what|where|when|so|then)$/, '');
  // …or where the clinician asks the patient: "… over the right patella now does it hurt when I press".
  s = s.replace(/\s+(?:now |and |so )?(?:does|do|did|can|could|is|are) (?:it|that|this|you|she|he)\b(?! (?:have|has|show)\b).*$/, '');
  // A note names the organ, not whose it is: "Lungs are clear."
  s = s.replace(/^(?:your|his|her|their),? /, '');
  // A place without what was found there: "on her lower extremities".
  if (/^(?:on|in|of|at|over|along|around) (?:the |your |his |her )?(?:[a-z]+ ){0,3}[a-z]+\.?$/.test(s) && !/\b(?:no|tender\w*|swelling|edema|erythema|rash|mass|pain)\b/.test(s)) return undefined;
  // A verdict with nothing it is said of ("otherwise normal for the most part unremarkable", "essentially normal
  // unremarkable") is no finding: the whole exam's verdict is written once, as "General: exam … normal.".
  if (/^(?:(?:otherwise|essentially|overall|pretty|generally|basically|completely|entirely|all|is|are|looks?|and|for the most part|,)\s*)*(?:normal|unremarkable|benign)(?:[\s,]+(?:(?:and|otherwise|essentially|for the most part)\s+)*(?:normal|unremarkable|benign|for the most part))*[.,]?$/.test(s)) return undefined;
  // A finding says something of what it names ("Heart rate." alone does not); a sign's own name with its degree does
  // ("there's a moderate effusion", decision 952).
  if (!s || (s.split(/\s+/).length <= 2 && !/^no\b|\d/.test(s) && !heading && !perceived && !SIGN_WITH_DEGREE.test(s))) return undefined;
  // Findings are written under their body system, as an exam is charted ("Cardiovascular: 3/6 systolic murmur.").
  const system = SYSTEM_OF_ORGAN[heading.toLowerCase()] ?? (heading ? undefined : SYSTEMS.find(([re]) => re.test(s))?.[1]);
  if (system) return `${system}: ${s}`;
  return heading ? `${heading}: ${s}` : s;
}

/** A sign named, with its degree or without: "moderate effusion", "mild swelling", "swelling". */
const SIGN_WITH_DEGREE = /^(?:(?:trace|mild|moderate|severe|small|large|significant|slight|minimal|marked|diffuse|focal) )?(?:effusion|swelling|edema|erythema|tenderness|crepitus|bruising|ecchymosis|laxity|deformity|atrophy|wheezing|crackles)\.?$/;

/** A system's name said as a heading before its findings, as a dictation or a pasted exam gives it. */
const DICTATED_SYSTEM = /^(respiratory|cardiovascular|cardiac|gastrointestinal|abdominal|abdomen|musculoskeletal|neurological|neurologic|neuro|skin|integumentary|heent|neck|genitourinary|extremities|psychiatric|constitutional|lymphatic|breasts?|lungs|heart|eyes|ears)\s*:\s*/;
/** The dictated system names SYSTEM_OF_ORGAN does not map (the others are written as said: "Respiratory"). */
const SYSTEM_SAID: Record<string, string> = { neurologic: 'Neurological', integumentary: 'Skin' };

/** Organs that name their system: the heading becomes the system. */
const SYSTEM_OF_ORGAN: Record<string, string> = {
  heart: 'Cardiovascular', cardiac: 'Cardiovascular', lungs: 'Respiratory', lung: 'Respiratory', chest: 'Respiratory', abdomen: 'Gastrointestinal',
  abdominal: 'Gastrointestinal', belly: 'Gastrointestinal', pelvic: 'Genitourinary', vaginal: 'Genitourinary', genital: 'Genitourinary', extremity: 'Extremities', extremities: 'Extremities', back: 'Musculoskeletal', spine: 'Musculoskeletal', neck: 'Neck', skin: 'Skin', neurological: 'Neurological', neuro: 'Neurological',
  breast: 'Breast', breasts: 'Breast',
  facial: 'HEENT', face: 'HEENT', nasal: 'HEENT', nose: 'HEENT', throat: 'HEENT', mouth: 'HEENT', ear: 'HEENT', ears: 'HEENT', eye: 'HEENT', eyes: 'HEENT', head: 'HEENT', heent: 'HEENT',
};
/** The joint exam's maneuvers named for a person, one list for the exam's system and the visit's exam cue (cues.ts). */
export const MANEUVERS = String.raw`lachman|mcmurray|phalen|tinel|spurling|finkelstein|homans?|hawkins|neer|apley|thessaly`;
/** The body system a finding belongs to, by what it names. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:heart|cardiac|murmurs?|gallops?|rubs?|rhythm|carotid|bruits?|jvd|jugular|regular rate)\b/, 'Cardiovascular'],
  [/\b(?:lungs?|breath sounds|wheez\w*|crackles|rales|rhonchi|respirat\w*)\b/, 'Respiratory'],
  [/\b(?:abdomen|abdominal|bowel sounds|quadrant|rebound|guarding|peritoneal|liver|spleen|cva)\b/, 'Gastrointestinal'],
  // The pelvic and genital exam is its own system: "no external lesions on the labia" is no skin finding.
  [/\b(?:pelvic|vagina\w*|vulva\w*|labia\w*|cervix|cervical motion|adnexa\w*|uter(?:us|ine)|genital\w*|penis|penile|scrot\w*|testic\w*|testes|speculum)\b/, 'Genitourinary'],
  // Nodes of the groin or the armpit are not the neck's.
  [/\b(?:lymph\w*|nodes?|adenopathy)\b[^;]*\b(?:groin|inguinal|axilla\w*)\b|\b(?:inguinal|axillary)\b[^;]*\b(?:lymph\w*|nodes?|adenopathy)\b/, 'Lymphatic'],
  [/\b(?:thyroid|lymph nodes?|lymphadenopathy|adenopathy|thyromegaly)\b/, 'Neck'],
  // The tests of the nervous system by their names, before the parts they use ("finger to nose" is no nose finding).
  [/\b(?:reflex(?:es)?|focal (?:motor|sensory|neurologic\w*) (?:weakness|deficits?)|sensation|cranial nerves|oriented|alert|gait|speech|pronator drift|romberg\w*|finger[- ]to[- ]nose|heel[- ]to[- ]shin|heel[- ]to(?:e)?[- ]walking|tandem (?:gait|walking))\b/, 'Neurological'],
  [/\b(?:ears?|tympanic|throat|pharynx|oropharynx|tonsils?|tonsillar|peritonsillar|uvula|nose|nasal|turbinates?|sinus(?:es)?|eyes?|pupils|conjunctiva\w*|mouth)\b/, 'HEENT'],
  // The joint's own maneuvers, by their names: "McMurray's test is negative", "sacroiliac signs are negative".
  [new RegExp(String.raw`\b(?:(?:${MANEUVERS})'?s?|drawer|patellar grind|sacroiliac|trochanter\w*)\b`), 'Musculoskeletal'],
  [/\b(?:extremit\w*|edema|knee|ankle|hip|shoulder|wrist|elbow|spine|lumbar|range of motion|strength|straight leg|homans?'?s?|effusion|joint|calf|foot|hand|finger|toe|phalan\w*|metacarp\w*|metatars\w*|knuckles?|paraspinal|midline (?:spinal |spine )?tenderness)\b/, 'Musculoskeletal'],
  // A finding of the breast is the breast exam's, though it names the skin: "skin thickening at the medial inferior
  // aspect of the right breast".
  [/\b(?:breasts?|nipples?|areola[rs]?|retroareolar)\b/, 'Breast'],
  [/\b(?:skin|rash|lesions?|moles?|nevi|erythema|incisions?|scars?|wounds?|bruising|ecchymosis)\b/, 'Skin'],
];

/**
 * The whole exam said normal: "your physical exam is normal without any significant findings", "your exam is
 * generally normal other than you've got …", "the rest of your physical exam is normal other than …", "everything on
 * your exam looks normal". A determiner right before "(physical) exam" keeps a region's exam out ("your knee exam is
 * normal" is the knee). What follows "other than" is the finding, read like any other.
 */
const WHOLE_EXAM =
  /\b(?:(?:the )?rest of (?:your |his |her |the )?|everything (?:else )?(?:on|in) (?:your |his |her |the )?|(?:your|his|her|the) )(?:physical )?exam(?:ination)?(?:'s| is| was| looks?| looked| seems)(?: (?:essentially|generally|pretty|overall|otherwise|basically|really|all|completely|entirely))* (?:normal|unremarkable|benign|good|fine|great|okay)\b(?:,? (?:and )?(?:looks? )?(?:good|fine|great|normal|unremarkable))?(?: for the most part)?(?:,? (?:without|with no) (?:any )?(?:significant |abnormal |acute |other |focal )?findings)?(,? (?:other than|except(?: for)?|apart from|besides)\b|,? (?:and |with )?(?:you know )?(?:a )?few (?:things,? )?(?:a )?(?:few )?exceptions\b)?(?:\s*(?:you'?ve got|you have|you do have|there(?:'s| is)|what seems to be)\b)?(?:\s*(?:kind of|sort of) (?:these |this |some )?)?/;

/** The findings said in one clinician sentence of the exam, each as a note sentence. */
export function examFindings(raw: string, p: Pronouns): string[] {
  // "We'll say you have some mild tenderness…": the clinician dictating the finding, not announcing the exam.
  // "Looks like you have limited range of motion": what is seen, written without the frame.
  const said = cleanSpoken(raw)
    // Words speech recognition hears for the exam's own: "tenderness to palpitation" (palpation), "cva tinnitus",
    // "cda tenderness" (CVA, costovertebral angle, tenderness), "fibular venous distention" (jugular).
    .replace(/\b(to|on|with|upon|by) palpitation\b/g, '$1 palpation')
    .replace(/\b(?:cva|cda|cba) (?:tinnitus|tenderness)\b/g, 'cva tenderness')
    .replace(/\bfibular venous\b/g, 'jugular venous')
    // What the finding is read with ("… no murmur, along with this history of his congestive heart failure") and what
    // the clinician meant to learn ("lymph nodes to see if any of them felt abnormal") are not what was found.
    .replace(/[,;]?\s*along with (?:this|the|that|his|her|your) (?:past )?history of [^,.;]*/g, '')
    .replace(/\b(?:(?:your|his|her|the) )?(?:[a-z]+ ){0,2}[a-z]+ to (?:see|check|find out|feel) (?:if|whether)\b[^,.;]*/g, '')
    // A possessive never comes before a preposition: "no rebound your on examination of the lungs", "on your on the
    // neurological exam" are begun again from the preposition.
    .replace(/\b(?:(?:on|in|for) )?(?:your|his) (?=(?:on|in|for|at|of) (?:your|his|her|the|exam|examination)\b)/g, '')
    .replace(/\b(?:we'?ll|let'?s|i'?ll) (?:say|note|document|put down|write down)(?: that)?\s+/g, '')
    // "Based on the x-ray and your exam, you have some tenderness": what the finding rests on is not a finding (decision 827).
    .replace(/\bbased on (?:the |your |his |her )?[a-z-]+(?: (?:and|or) (?:the |your |his |her )?[a-z-]+)?\s*,\s*/g, '')
    .replace(/^(?:(?:so|and|okay|alright)[, ]+)*(?:it )?(?:looks|seems) like (?:you|she|he) (?:do |does )?(?:have|has|'ve got)\s+/i, '')
    // "Looks like your McMurray's test is negative": the test read, without the frame.
    .replace(/^(?:(?:so|and|okay|alright)[, ]+)*(?:it )?(?:looks|seems) like (?=(?:your|his|her|the) )/i, '');
  // The whole exam said normal is a finding a note writes ("General: exam normal."), "otherwise normal" beside what
  // was found; the findings said with it ("… other than you've got tenderness over …") are read as the rest.
  const whole = WHOLE_EXAM.exec(said);
  if (!whole) return clauseFindings(said, p);
  // Without "other than", the sentence is read whole as before (its other clauses were never held up by the verdict).
  // "… with a few exceptions" announces the findings as "other than" does.
  const except = whole[1] !== undefined;
  const others = except ? [...clauseFindings(said.slice(0, whole.index), p), ...clauseFindings(said.slice(whole.index + whole[0].length), p)] : clauseFindings(said, p);
  // "Your exam's essentially normal": the clause reading writes the verdict as said.
  if (others.some((f) => f.startsWith('General: '))) return others;
  const otherwise = except || others.length > 0 || /^(?:the )?rest\b|\belse\b/.test(whole[0]);
  return [`General: exam ${otherwise ? 'otherwise ' : ''}normal.`, ...others];
}

/**
 * What an exam reports on, said as the subject of its own finding ("speech is clear", "gait is steady", "tonsils are
 * midline", "bilateral heart sounds are normal"): in speech without marks, or in a list of findings after a comma, each
 * begins a new finding. A pulse does only with the word that makes it the exam's ("pedal pulses"): "popliteal pulses
 * are present" is one artery of a longer finding. The word before must not bind it to the finding before ("of the
 * abdomen is", "decreased strength is", "lower extremity strength is").
 */
const FINDING_SUBJECT = String.raw`(?:the |your |his |her )?(?:(?:bilateral|right|left) )?(?:speech|gait|heel[- ]to(?:e)?[- ]walking|tandem (?:gait|walking)|(?:(?:monofilament|light touch|pinprick|vibratory|vibration) )?sensation|(?:deep tendon )?reflexes|cranial nerves|(?:motor )?strength|muscle tone|tone|(?:pedal|radial|distal|peripheral) pulses|capillary refill|tonsils|pupils|uvula|tympanic membranes?|pharynx|oropharynx|conjunctivae|sclerae|lungs|breath sounds|heart sounds|heart|abdomen|bowel sounds|range of motion)`;
const NEW_FINDING = new RegExp(
  String.raw`(?<=[a-z\d],?)(?<!\b(?:a|an|the|and|or|of|with|without|to|in|on|at|for|by|from|your|his|her|their|is|are|was|were|no|any|that|which|if|when|because|decreased|increased|reduced|limited|full|good|mild|motor|muscle|grip|deep|tendon|bilateral|right|left|both|active|passive|painful|pain|tenderness|extremity|extremities|pedal|radial|distal|peripheral|monofilament|touch|pinprick|vibratory|vibration)) (?=${FINDING_SUBJECT} (?:is|are|was|were|seems?|sounds?|appears?|looks?)\b)`,
);

/**
 * Vital signs said without their number, while examining, are the vital signs, not the heart's or the lungs' findings:
 * "I don't see any fever or your blood pressure and heart rate are fine" → "Vitals: afebrile; heart rate
 * normal." A blood pressure said in words is written with the measurements ("Blood pressure normal."), not again here.
 */
const FEVER_DENIED = /^(?:(?:i (?:don't|do not) (?:see|have|note)|(?:you|she|he) (?:don't|do not|doesn't|does not) have|(?:there(?:'s| is) )?no)(?: any| a)? fever|(?:you(?:'re| are)|she(?:'s| is)|he(?:'s| is)|(?:the )?patient is) afebrile)\b[\s,]*(?:(?:or|and)\s+)?/;
const VITAL_NAME = String.raw`(?:blood pressure|heart rate|pulse|oxygenation|oxygen (?:level|saturation)|temperature|respiratory rate)`;
const VITALS_IN_WORDS = new RegExp(
  String.raw`^(?:(?:your|his|her|the) )?(${VITAL_NAME}(?:(?:,| and|, and) (?:(?:your|his|her|the) )?${VITAL_NAME}){0,3})(?:'?s| is| are| looks?| seems?| looking)?(?: all)?(?: (?:looks?|are|is))?(?: (?:pretty|really|very|also))? (?:normal|fine|good|great|okay|ok|right where (?:it|they) should be)(?:[\s,]+which is (?:good|normal|fine|great))?[\s,.]*$`,
);

function vitalsInWords(clause: string): string[] | undefined {
  let s = clause.trim().replace(/^(?:(?:and|so|also|okay|alright|now|you know)[, ]+)+/, '');
  const out: string[] = [];
  const fever = FEVER_DENIED.exec(s);
  if (fever) {
    out.push('Vitals: afebrile.');
    s = s.slice(fever[0].length);
  }
  if (!s.trim()) return out.length ? out : undefined;
  const said = VITALS_IN_WORDS.exec(s.replace(/\bheart rates\b/, 'heart rate'));
  if (!said) return undefined;
  // Blood pressure said in words is written with the measurements; the others as one line ("Vitals: heart rate and
  // oxygenation normal.").
  const names = said[1]!.split(/(?:,| and|, and) (?:(?:your|his|her|the) )?/).filter((name) => name !== 'blood pressure');
  if (names.length) out.push(`Vitals: ${joinList(names)} normal.`);
  return out;
}

/**
 * A clause said without marks, as the findings it reports. An exam region announced first ("on the neurological exam
 * she is awake … speech is clear … gait is steady") owns them all: they stay one finding under its heading, each part
 * its own sentence of it. Otherwise each is a finding of its own system ("lungs are clear, bilateral heart sounds are
 * normal"). The region announced alone ("exam of your right foot") stays with what was found of it.
 */
function newFindings(part: string): string[] {
  // "No intrinsic or satellite lesions, no other suspicious moles, no axillary … lymphadenopathy": each denial after a
  // comma is a finding of its own system ("no murmurs, gallops, or rubs" is one).
  const pieces = part.split(/,\s*(?=no [a-z])/).flatMap((piece) => piece.split(NEW_FINDING));
  while (pieces.length > 1 && /\bexam(?:ination)?\b(?:\s+(?:of|on) (?:your |his |her |the )?(?:[a-z]+ ){0,2}[a-z]+)?,?\s*$/.test(pieces[0]!)) {
    pieces.splice(0, 2, `${pieces[0]!} ${pieces[1]!}`);
  }
  return /\bexam(?:ination)?\b/.test(pieces[0]!) ? [pieces.join('; ')] : pieces;
}

function clauseFindings(text: string, p: Pronouns): string[] {
  // "Your blood pressure and your heart rate and your oxygenation all look good": the vital signs named together are one
  // finding, before "and your …" would part them.
  const allVitals = vitalsInWords(cleanSpoken(text));
  if (allVitals) return allVitals;
  const out: string[] = [];
  const parts = text.split(
    /,?\s*(?:\band\b (?=(?:your|his|her|on|there|i|you|the|we|let|everything)\b)|;|\.\s|,\s*(?=(?:your|there|on)\b)|\bbut\b|,\s*so\b(?=\s+(?:i|we) (?:think|suspect|believe)\b)|(?<=[a-z])(?<!\b(?:on|in|of|at|over|to|for|and|with|examining|at)) (?=(?:your|his|her) (?:(?:right|left|lower|upper) )?[a-z]+ (?:you|she|he) (?:do )?(?:have|has)\b)|\bhowever\b(?=\s+(?:your|his|her|the|there|i|you|she|he)\b)|\b(?:okay|alright)\b,?(?= so\b)|(?<=[a-z])(?<!\b(?:that|means|which|so|and|if|because|where|when)) (?=there(?: is| are|'s| isn't| aren't) )|(?<=[a-z])(?<!\b(?:means|mean|that|so|and|because|if|exam|examination)) (?=(?:i|we) (?:(?:can |do |also |still |however )*(?:appreciate|see|feel|note|hear|palpate|recognize) (?:a|an|some|the|that|mild|small|slight|trace|little|minimal|faint|soft)\b|(?:don't|do not) (?:appreciate|see|feel|hear|palpate) any\b))|(?<=[a-z])(?<!\b(?:i|we|means|mean|that|so|and|because|if|exam|examination)) (?=(?:don't|do not) appreciate any\b)|(?<=[a-z])(?<!\b(?:on|in|for)) (?=(?:on )?(?:(?:your|his|her) (?:[a-z]+ ){0,2}exam\b|on exam(?:ination)? of\b))|(?<=[a-z])(?<!\b(?:i'm|am|is|are|was|were|be|been|just|now|and)) (?=(?:looking at|listening to|feeling|palpating|examining) (?:your|his|her|the)\b)|(?<=[a-z])(?<!\b(?:a|an|the|bilateral|bilaterally|right|left|mildly|weakly|strongly|is|was|are|were)) (?=(?:negative|positive) [a-z']+ (?:sign|test)\b)|(?<=[a-z]) (?=(?:your|his|her) (?:[a-z]+ ){0,3}(?:test|sign|reflexes|strength|sensation|pulses) (?:is|are|was|were)\b)|(?<=[a-z])(?<!\b(?:so|and|because|which|that|if|but|exam|examination|think|believe|suspect)) (?=(?:you|she|he) (?:do )?(?:have|has) (?:some|a|an|mild|no)\b)|(?<=\b(?!(?:is|are|was|were|there'?s|with|and|or|have|has|had|shows?|showed|demonstrates?|demonstrated|reveals?|revealed|of|for|to|any|with|see|appreciate|hear|feel|note)\b)[a-z]+) (?=no [a-z]+(?: [a-z]+)?(?: |$)))\s*/,
  );
  let announcing = false;
  for (const clause of parts.flatMap(newFindings)) {
    // "I'm going to check your heart and your lungs": the parts after an announcement announce too.
    const trimmed = clause.trim().replace(/^(?:and|also|so|now)[, ]+/, '');
    if (NOT_A_FINDING.test(trimmed) || INSTRUCTION_TO_PATIENT.test(trimmed)) announcing = true;
    else if (/\b(?:is|are|was|were|has|have|had|shows?|showed|no|not|without|with)\b|\bi (?:do |also )?(?:appreciate|hear|see|note|notice|feel|palpate|recognize)/.test(trimmed)) announcing = false;
    // "I'm gonna review the results of your right foot x-ray … I don't see any evidence of osteomyelitis": what follows
    // a test's results announced is the test's reading, not the exam's.
    if (/\b(?:review\w*|look\w* at|go\w* over)\b.*\b(?:results?|x-?rays?|imaging|mri|ct|scans?|labs?|ultrasound|echo\w*|ekg|ecg)\b/.test(trimmed)) break;
    if (announcing) continue;
    const vitals = vitalsInWords(cleanSpoken(clause));
    if (vitals) {
      out.push(...vitals);
      continue;
    }
    const finding = findingOf(clause);
    if (!finding) continue;
    // A heading is kept as written: "Heart: 3/6 systolic ejection murmur."
    const [head, body] = /^[A-Z][A-Za-z]+(?: [a-z]+)?: /.test(finding) ? [finding.slice(0, finding.indexOf(':') + 2), finding.slice(finding.indexOf(':') + 2)] : ['', finding];
    const written = noteSentence(body, 'clinician', p, { minWords: 2, maxWords: 30 });
    // A finding names what was found: "Same thing." says nothing on its own.
    // A short finding that names what was found stays: "Slight fever.", "Skin thickening.".
    if (written && words(written).length <= 2 && !/^no\b|\d|\b(?:fever|swelling|edema|erythema|tenderness|thickening|rash|bruising|ecchymosis|effusion|murmur|wheezing|crackles|lesions?|mass)\.$/i.test(written) && !head) continue;
    // …nor does one cut off before what it was: "Sounds a bit."
    if (written && /\b(?:a bit|a little|slightly|very|quite|pretty|really|somewhat)\.$/i.test(written)) continue;
    if (written) out.push(commaSeries(eponymsCapitalized(head ? `${head}${lowerFirst(written)}` : written)));
  }
  return out;
}

/** Signs an exam lists and analytes a panel lists, each a name of its own in a series. */
const SERIES_TERM = String.raw`(?:wheez(?:es|ing)|rales|rhonchi|crackles|murmurs?|rubs?|gallops?|clicks?|clubbing|cyanosis|edema|guarding|rebound|rigidity|alt|ast|albumin|(?:total |direct )?bilirubin|alkaline phosphatase|creatinine|bun|sodium|potassium|chloride|glucose|hemoglobin|hematocrit|platelets|tsh|ferritin)`;
const SERIES_WITHOUT_COMMAS = new RegExp(String.raw`\b${SERIES_TERM}(?: ${SERIES_TERM})+ (?:and|or) ${SERIES_TERM}\b`, 'gi');

/**
 * Three or more signs or analytes said in a row without the pauses that mark them ("no wheezes rales or rhonchi", "ALT
 * albumin and total bilirubin") are written as the series they are: "no wheezes, rales, or rhonchi".
 */
export function commaSeries(text: string): string {
  return text.replace(SERIES_WITHOUT_COMMAS, (run) => {
    const terms = [...run.matchAll(new RegExp(String.raw`\b${SERIES_TERM}\b`, 'gi'))].map((m) => m[0]);
    const conjunction = / or \S+$/i.test(run) ? 'or' : 'and';
    return `${terms.slice(0, -1).join(', ')}, ${conjunction} ${terms.at(-1)!}`;
  });
}

/** A sign or test named for a person is written with the name in capitals: "McMurray's test", "Tinel's sign". */
// Names no other word shares are capitalized wherever said; the others only as a test's or a sign's.
const EPONYM_TESTS = /\b(?:(?:lachman|mcmurray|phalen|tinel|spurling|finkelstein|homans|mcburney|babinski|romberg|kernig|brudzinski|yergason|trendelenburg|ortolani)(?='?s?\b)|(?:hawkins|neer|homan|murphy|thompson|apley|thessaly|durkan|barlow)(?='?s? (?:tests?|signs?|maneuvers?|is|was|are|were)\b))/gi;
const eponymsCapitalized = (finding: string) =>
  finding
    // …and a maneuver named for a person said without "'s": "Lachman test is positive", "McMurray's is negative".
    .replace(EPONYM_TESTS, (name: string) => name.replace(/^(mc)?([a-z])/, (_m, mc: string | undefined, first: string) => `${mc ? 'Mc' : ''}${first.toUpperCase()}`).replace(/^(Mc)([a-z])/, (_m, mc: string, first: string) => `${mc}${first.toUpperCase()}`))
    .replace(/\b(?!(?:patient|doctor|today|yesterday)'s)(mc)?([a-z])([a-z]+'s) (?=(?:tests?|signs?|maneuvers?)\b)/gi, (_m, mc: string | undefined, first: string, rest: string) => `${mc ? 'Mc' : ''}${first.toUpperCase()}${rest.toLowerCase()} `);
