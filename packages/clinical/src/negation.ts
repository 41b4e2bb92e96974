/**
 * NegEx-style status of a finding in a sentence (Chapman et al. 2001): a trigger negates or makes uncertain the
 * words in its scope, up to a few words away and never past a termination word ("but", "however").
 */
export type Certainty = 'affirmed' | 'negated' | 'uncertain';

/** Triggers before the finding ("denies chest pain", "no fever"). */
// "Not like I'm gonna faint", "not as if I'm having a heart attack": a feeling denied, its clause with it.
const PRE_NEGATION = String.raw`\b(?:not (?:really )?(?:like|as if|as though) (?:i|you|he|she)(?:'m| am| was| were|'re| are| is|'s)?(?: (?:going to|gonna|about to|having|going to have|gonna have))?(?: an?)?|(?:do|did|does)\s?n'?t (?:think|believe|feel like) (?:that )?(?:i|you|he|she|it|there|they)(?:'?s| is| was| have| has| had| are| were)?(?: been)?(?: having| any| a)?(?:,? that (?:i|you|he|she|they)(?: was| were| am| is| are)?(?: suffering from| having| dealing with)?,?)?|(?:do|does|did|have|has)\s?(?:not|n'?t) (?:have|show|see|find|had|shown|seen|found) any (?:evidence|signs?|findings?) of(?: any)?(?: kind of| type of| sort of)?|no|not|never|nothing|without|denies|denied|deny|denying|negative for|free of|absence of|absent|none|nor|neither|ruled out|ruling out|rules out|no signs? of|no evidence of|no history of|no complaints? of|(?:have|has|did|do|does|is|are|was|were|ca|wo|could|would|should)\s?n'?t|not having|not experiencing|resolved)\b`;
/** Triggers after the finding ("chest pain: none", "fever has resolved", "headaches are gone"). */
// "My frequency is normal", "the stream is absolutely fine": a function said to be normal is its symptom denied (decision 847).
const POST_NEGATION = String.raw`^[\s,]*(?:(?:no|nope|negative)(?=\s*(?:[,.;!?]|$))|(?:has |have |is |are |was |were )?(?:resolved|gone(?: away)?|went away|ruled out|negative|absent)|none|(?:is|are|was|were|has been|have been|'s) (?:(?:absolutely|completely|totally|perfectly|pretty|just|quite) )?(?:normal|fine|ok|okay|alright|all right|regular)(?! (?:until|unless|except|but|when|if)\b))\b`;
const PRE_UNCERTAIN = String.raw`\b(?:possible|possibly|probable|probably|maybe|may (?:just |also |well |possibly )?(?:be|have(?! had| been))|might(?: (?:just |also |well )?be| (?:also )?have)?|could (?:just |also |well |possibly )?be|could (?:also )?have|rule out|r\/o|concern(?:s|ed)? (?:for|about)|(?:presumptive|working|provisional) diagnosis|afraid (?:of|that)|scared (?:of|that)|(?:die|dying) (?:of|from)|wonder(?:ing)? (?:whether|if)|worr(?:y|ies|ying) (?:about|that)|suspect(?:ed)?|suspicious for|suspicion(?: (?:is|of|for))?|question of|questionable|worried (?:about|that|it'?s|it is)|i wonder if|i wish|wish i|hoping for|hope (?:to|for)|not sure if|differential|versus|likely|unlikely|(?:felt|feels|feel) like (?:i|she|he)(?: was|'m| am| is)? having|(?:thought|was afraid|was scared|was worried) (?:that )?(?:i|it|she|he) (?:was|had|might)(?: having)?|as if|(?:sounds?|looks?|seems?) (?:quite|a bit|a little|kind of|sort of|somewhat) like|(?<!\b(?:sounds?|looks?|seems?|feels?|felt|it'?s|is|just) )like (?:if |when )?(?:you|someone|somebody|people|a person) (?:have|has|had|get|gets|got)|since you mention(?:ed)?|if|whether|in case|watch for|look out for|keep an eye (?:out )?(?:for|on)|bear in mind|call (?:me|us) if|signs of|at risk (?:of|for)|risk (?:of|for)|likelihood (?:of|for)|(?:can|could|may|might|would|will) (?:also |eventually |then )?(?:lead to|cause|result in|develop|get|end up with)|predispos\w* (?:you |her |him |them )?to|prevent\w*|avoid|chance of|screen\w* for|(?:check|test)(?:ed|ing|s)? (?:me |you |him |her |them )?for|checked (?:my|your|his|her)|to make sure)\b`;
/**
 * Pseudo-triggers: look like negation but are not ("no change in", "not only", "no increase"), "no," that answers
 * the question before it ("no, the weight loss has helped the pain"), and two negations that affirm ("I can't run
 * any more without pain in my knees"), and how the patient is, said as an answer ("not great, my right knee has
 * been killing me", decision 952).
 */
const PSEUDO = /\b(?:(?:do|does|did)\s?(?:n'?t|not) know (?:if|whether)|(?:ca\s?n'?t|cannot|could\s?n'?t|unable to|not able to)\b[^.;?]{0,50}?\bwithout|nothing (?:helps|helped|works|worked|makes|made|seems|has helped|really helps)|no (?:change|increase|decrease|further|longer|worse|better|problem|problems|issue|issues|matter|doubt)|not (?:only|necessarily|certain whether|just|much better|sure)|not (?:doing |feeling )?(?:so |too |that |very )?(?:great|good|well|bad|fine|okay|ok)\b(?=\s*[,.;!?]|\s+(?:at all|today|lately|recently)\b)|without (?:difficulty|any difficulty)|no(?=\s*,))\b/g;
/** Words that end a trigger's scope, and a restart of speech ("it doesn't feel like -- yeah, it makes me feel weak"). */
// A reason ends it too: "you can't take anti-inflammatories because of your kidney transplant" (ConText's "cause of").
const TERMINATION = /\b(?:but|however|although|though|except|yet|apart from|aside from|which|who|whereas|still|other than|because|due to|secondary to)\b|[;:]|,\s*(?:and|so)\b|\s--?\s|,\s*yeah\b/;

const preNegation = new RegExp(PRE_NEGATION, 'g');
const preUncertain = new RegExp(PRE_UNCERTAIN, 'g');
const postNegation = new RegExp(POST_NEGATION);

/**
 * How far a pre-trigger reaches. NegEx uses five words; a list ("no fever, chills, night sweats or weight loss")
 * carries the trigger across its items, so the scope is measured on the list item next to the finding, and a new
 * clause (a subject pronoun: "no, I went to the store and then I had chest pain") ends it.
 */
const ITEM_WORDS = 6;
const LIST_WORDS = 24;
/** What is present starts after a negation ("no fever some chills"); it does not end a wish ("I wish I had some"). */
const PRESENCE = /\b(?:some|a (?:little|bit|lot))\b/;
// "After not being able to get up from my chair, my left hand became numb": a new subject after a comma with its verb.
const NEW_CLAUSE = /\b(?:i|you|he|she|we|they)\b|\bit(?:'s| is| was| has| had)\b|\bthere (?:is|are|was|were)\b|,\s*(?:my|his|her|your|their) (?:\w+ ){0,2}(?:became|becomes|got|gets|went|goes|started|starts|began|felt|feels|is|was|are|were)\b/;

function lastTriggerBefore(before: string, trigger: RegExp, endsAtNewClause: boolean): string | undefined {
  trigger.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  for (let m = trigger.exec(before); m; m = trigger.exec(before)) last = m;
  if (!last) return undefined;
  const between = before.slice(last.index + last[0].length);
  // A condition ("if you have chest pain") reaches into its clause; a negation does not reach into a new one.
  if (TERMINATION.test(between) || (endsAtNewClause && (NEW_CLAUSE.test(between) || PRESENCE.test(between)))) return undefined;
  const items = between.split(/,|\bor\b|\band\b|\bnor\b/);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  if (words(items.at(-1) ?? '') > ITEM_WORDS || words(between) > LIST_WORDS) return undefined;
  return last[0];
}

/**
 * The status of the finding at [start, end) of a lower-case sentence. Negation wins over uncertainty when both
 * reach it ("no signs of possible infection").
 */
export function certaintyAt(lower: string, start: number, end: number): Certainty {
  const before = lower.slice(0, start).replace(PSEUDO, (m) => '_'.repeat(m.length));
  // "I've never felt palpitations like this": what is new is how bad they are; they are felt now.
  if (/\bnever\b[^.;?]{0,30}$/.test(before) && /^\s*(?:like (?:this|that|these|those)|this (?:bad|severe|strong|intense)|so (?:bad|severe|strong|intense))\b/.test(lower.slice(end))) return 'affirmed';
  // "No gout flares", "no COPD exacerbations": what is denied is the flare; the condition is the patient's.
  // "I didn't really have any increased back pain after the accident", "no new rash": what is denied is a change,
  // not the symptom itself, which may well be there.
  const negation = lastTriggerBefore(before, preNegation, true);
  if (negation && /\b(?:increased|increasing|worsening|worse|new|additional|further)\s+$/.test(before)) return 'uncertain';
  if (negation) return /^\s*(?:flares?|flare-?ups?|exacerbations?)\b/.test(lower.slice(end)) ? 'affirmed' : 'negated';
  if (postNegation.test(lower.slice(end))) return 'negated';
  // An answer that names the symptom asked about and says no to it: "diarrhea, no".
  if (/^[\s,]*(?:no|nope|none|not really)[\s,.!]*$/.test(lower.slice(end)) && before.split(/\s+/).filter(Boolean).length <= 2) return 'negated';
  if (lastTriggerBefore(before, preUncertain, false)) return 'uncertain';
  return 'affirmed';
}

/** The status of every match of a pattern in a lower-case sentence, in order (empty when it is not named). */
export function certaintiesOf(lower: string, pattern: RegExp): Certainty[] {
  return [...lower.matchAll(new RegExp(pattern.source, 'g'))].map((m) => certaintyAt(lower, m.index, m.index + m[0].length));
}

/** Fillers before an answer ("um, no, nothing like that"). */
/** Fillers an answer opens with ("um, no", "well, yes"), before what it answers. */
export const LEADING_FILLERS = /^[\s,.]*(?:(?:um+|uh+|uhm|hm+|oh|well|so|okay|ok|actually)\b[\s,.]*)*/;
/** A short answer that says no ("no", "nope", "not really", "no, nothing like that"). */
export const isNoAnswer = (said: string) => {
  const lower = said.replace(LEADING_FILLERS, '');
  return /^[\s,.]*(?:no|nope|nah|not really|not at all|not anymore|no longer|none|nothing|never|zero|negative|i (?:do not|don'?t|do n'?t) (?:think|believe) so|i (?:would not|wouldn'?t|would n'?t) say so|not that i(?:'ve| have)? (?:know|noticed|know of|can think of|remember|seen|felt|can tell)|not that i (?:think|would say)(?: (?:is|are|it'?s))?,? (?:particularly |really |very )?(?:relevant|important|significant)|neither(?: one)?|none of (?:those|that|them|these|the above)|i (?:haven'?t|have not|have n'?t|didn'?t|did not|did n'?t|don'?t|do not|do n'?t)(?: (?:had|have|get|got|gotten|noticed|experienced|felt))? (?:any (?:of )?(?:those|that|them|these)|anything (?:like that|of (?:that|the sort))))\b/.test(lower) &&
  !/^[\s,.]*no,? (?:but|except|just|only)\b/.test(lower) &&
  // "No, not necessarily at work, sometimes I do feel a bit anxious": a no that goes on to say yes.
  !/\b(?:sometimes|occasionally|once in a while|i do (?:feel|get|have|notice))\b/.test(lower);
};
/** An answer's next sentence that takes its no back: "Not that I can think of. Well, actually my sister…". */
const TAKES_BACK = /^\W*(?:(?:well|oh|um+|uh+|hmm+|and)[\s,.]+)*(?:actually|wait|now that i think (?:about it|of it)|come to think of it|oh,? yes|yes,? actually)\b/;

/** The reply at `index` says no, and the same speaker does not take it back in the next sentence of the turn. */
export function saysNo(utterances: readonly { lower: string; turn: number; speaker: string }[], index: number): boolean {
  const reply = utterances[index];
  if (!reply || !isNoAnswer(reply.lower)) return false;
  const next = utterances[index + 1];
  return !(next && next.turn === reply.turn && next.speaker === reply.speaker && TAKES_BACK.test(next.lower));
}

/** A short answer that says yes ("yes", "yeah", "a little", "sometimes", "that's right", "exactly"). */
export const isYesAnswer = (said: string) =>
  /^[\s,.]*(?:yes|yessir|yeah|yep|yup|uh-huh|mm-hmm|i (?:do|have|did)\b(?!\s+(?:always|never|not|no|nothing)\b)|a little|a bit|sometimes|occasionally|once in a while|every (?:now and then|so often)|now and then|on and off|off and on|here and there|only at night|only in the (?:morning|evening)s?|(?:only|just|mostly|mainly|usually) (?:when|if|with|after|during|at night|in the morning|on exertion|first thing)|i guess so|i think so|i believe so|definitely|correct|right|that(?:'s| is) (?:right|correct|true)|exactly|absolutely|of course|it is|it does|kind of|sort of)\b/.test(said.replace(LEADING_FILLERS, ''));
