/**
 * Speech into the words of a note. A sentence the visit said becomes a note sentence only when it can be rewritten
 * cleanly: the third person, no fillers, no discourse of the visit, no question, the clinician's own "I" and "we"
 * gone. What cannot be rewritten is left out (its transcript span stays available as evidence elsewhere).
 */
import { isClinicalRegister } from './register.js';
import { cleanSpoken, clinicalWords, clinicianToThirdPerson, patientToThirdPerson, sentence, stripOpeners, words, type Pronouns } from './text.js';

export type Voice = 'patient' | 'clinician';

/** The visit talking about itself at the start of a sentence: "for your first problem", "in terms of your …". */
const LEADING_DISCOURSE = [
  /^(?:so |and |now |okay |alright |all right )*for (?:your|his|her|their|the) (?:(?:first|second|third|fourth|next|last|final|other) )?(?:problem|issue|concern)(?: of)?(?:,? (?:(?:your|his|her|their|the) )?[a-z' -]{2,40}?(?:,|\s(?=(?:his|her|their|your|it|this|that|i|we|she|he) )))?[, ]*/,
  /^(?:so |and |now )*(?:in terms of|as far as|regarding|with regards? to|with respect to|as for|when it comes to) (?:your|his|her|their|the) [a-z' -]{2,40}?(?:,| goes,| is concerned,)\s*/,
  /^(?:so |and |now )*from an? [a-z' -]{2,30}? (?:standpoint|perspective)[, ]*/,
  /^(?:so |and |but )*the thing is,? (?:that )?/,
  // "I mean" and "you know" whose pronoun the recognition lost: "Mean, mostly, dry …", "Know moving about, …" ("mean"
  // needs its comma: "mean arterial pressure" is a measure).
  /^(?:mean|know),\s*(?=[a-z])|^know (?=[a-z]+ing\b)/,
  // A link to what was said before, which the note does not keep: "Again, it's only for three days", "Though, I'm
  // feeling a bit wheezy", "Anyway, …".
  // "Either way my foot's a little sore", "in any case it hurts": such a link needs no comma to be one.
  /^(?:(?:again|though|anyway|anyhow|mind you|as i say|speaking of (?:this|that|which)),|(?:either way|in any case|at any rate|anyway|anyhow),?)\s+(?=[a-z])/,
  // A dictation naming the part of the note it is in: "For assessment and plan, the patient presents…".
  /^(?:so |and |now )*(?:for|in) (?:the )?(?:assessment and plan|assessment|plan|history|hpi|physical exam|exam)[,:] */,
  // The speaker citing their own words: "like I said, I'm active", "I said I'm active".
  /^(?:(?:like|as) i (?:said|mentioned|told you)|i (?:said|say)(?= (?:i|i'm|i've|it|it's|that)\b)|i was thinking(?: that)?(?= (?:i|i'm|i've|it|it's)\b))[, ]+/,
  /^(?:i (?:just )?(?:wanted|want|need) to (?:also )?(?:say|mention|share|let (?:you|her|him) know|tell (?:you|her|him))(?: that)?|let me (?:just )?(?:say|tell (?:you|her|him))(?: that)?|you know what|i would say(?: that)?|i'?d say(?: that)?|i (?:have to|must|gotta|got to) say(?: that)?|to be honest(?: with (?:you|her|him))?|honestly|obviously|of course|you know|i mean|like i said|as i said|as i mentioned|as we discussed|it (?:sounds|looks|seems) like(?: that)?|i see (?:here )?that|i know that|i understand that|i notice that|i noticed that)[, ]+/,
  // The diagnosis announced before it is said: "so what's going on is you have a pneumonia" (decision 815).
  /^(?:so |and |now )*what(?: i think| we think)?(?: is|'s) going on(?: here)? is(?: that)?[, ]+/,
  // …and "so what you have is osteoarthritis of the left knee" (decision 823).
  /^(?:so |and |now )*what (?:you|she|he|they) (?:have|has|'ve got|'s got)(?: here)? is(?: (?:something|what'?s|what is) called)?[, ]+/,
];

/**
 * Empty tails: "…, okay?", "…, you know", "or anything like that", "that type of thing"; and an answer's "yes" said
 * after the statement it confirms (decision 628: "i did feel something pop yes"); and the speaker's verdict on what they just said
 * ("…with reflux, and that's always a good thing", "…, which is good": decision 671), which adds no fact; and a clause
 * begun and cut by the end of the sentence ("…that got our attention and i think that's": decision 909).
 */
const TRAILING_EMPTY =
  /(?:[, ]+(?:(?:and|but|so|or) (?:i|he|she|they|we|it)(?: (?:think|thinks|guess|guesses|feel|feels|know|knows|mean|means))?(?: (?:that|it|this))?(?:'s| is| was)?|okay|ok|right|yes|yeah|yep|alright|all right|you know|so|and|but|or|though|too|as well|and stuff|and everything|or anything(?: like that)?|or whatever|or something(?: like that)?|that type of thing|that kind of thing|that(?:'s| is) (?:really |very |so )?(?:important|key|the key|the main thing)|that(?:'s| is| was) (?:about |pretty much |basically )?(?:it|all)|and then(?<!\bnow and then)|(?:but )?other than that(?:,? (?:no|fine|okay|nothing))*|(?:that|which)(?:'s| is) (?:always |really |very |so |pretty |such )?(?:a )?(?:good|great|nice|positive|wonderful|excellent|relief)(?: thing| sign| news)?|things like that|stuff like that|at all|i guess|i think|if that makes sense|maybe|(?:quite )?frankly|honestly|definitely))+\s*([.!?]?)$/;

/** Spoken contractions a note writes out. */
const CONTRACTIONS: [RegExp, string | ((...args: string[]) => string)][] = [
  [/\bcan't\b/g, 'cannot'],
  [/\bwon't\b/g, 'will not'],
  [/\b(do|does|did|is|was|are|were|has|have|had|could|would|should)n't\b/g, '$1 not'],
  [/\b(she|he|it|that|there|what)'s been\b/g, '$1 has been'],
  [/\b(she|he|it|that)'s ([a-z]+ed)\b/g, '$1 has $2'],
  [/\b(she|he|it|that|there|what)'s got\b/g, '$1 has'],
  [/\b(she|he|it|that|there|what)'s\b/g, '$1 is'],
  // …and after any other subject: "everything's been fine", "the light's hurting her eyes", "her skin's quite red",
  // "someone's sitting on her chest" (a possessive stays: "her husband's insurance", "Bell's palsy", "my mom's bad hip").
  [/\b([a-z]+)'s (been|got)\b/gi, (_m: string, who: string, verb: string) => `${who} ${verb === 'got' ? 'has' : 'has been'}`],
  [/\b(everything|nothing|something|anything|everyone|someone|somebody|anybody|nobody|everybody)'s\b/gi, '$1 is'],
  [/\b([a-z]+)'s (?=(?:(?:quite|very|really|so|a bit|a little|pretty|too|not|still|always|just|also|now|getting|feeling|doing|going|hurting|sitting|coming|starting) |(?:fine|good|okay|better|worse|red|swollen|sore|difficult|hard|normal|bad)\s*(?:[,.;!?]|$|(?:and|but|at|now|today|again|since|lately|though|too|so|because|when|in|for|to)\b)))/gi, '$1 is '],
  [/\b(they|we)'re\b/g, '$1 are'],
  [/\b(she|he|it|they|we)'ll\b/g, '$1 will'],
  [/\b(she|he|they|we)'ve\b/g, '$1 have'],
  [/\b(she|he|they|we)'d\b/g, '$1 would'],
];

/**
 * Sentences too vague to stand alone in a note ("That's why.", "It's been okay.", "Things like that."), or whose thing
 * is unnamed: "she was experiencing some injury" (decision 623; "some kind of injury", its hedge taken out as a filler).
 */
const VAGUE =
  /^(?:(?:likewise,? )?(?:i )?wish (?:it|this) (?:were|was) under better circumstances|(?:the )?(?:next|last|first|second|third|other|final) (?:one|thing|problem|issue|topic|item) (?:is|was|we|i)\b|(?:he|she|they) (?:is|are|was|were) (?:here|there|sorry|back)$|(?:that|this|it) is (?:that|why|what|how|because|it|all(?! over)|about it|fine|okay|good|great|right|true|correct|the thing)|(?:that|this|it) (?:makes sense|helps|happens)|it has been (?:okay|fine|good|alright)|nothing|not really|sure|exactly|correct|right|absolutely|definitely|of course|me too|same here|thank)\b|\bsome (?:injury|injuries|problems?|issues?|trouble)[.!?]?$|\b(?:stuff|whatever|thingy|this thing|that thing|something like that|blah)\b/;

/** Only the scene of a story about to be told: "A year ago she was out with her friends." Its clinical part comes after. */
const SCENE_ONLY = /^(?:about |around |like )?(?:a|an|one|\d+|a few|a couple of) (?:days?|weeks?|months?|years?) ago,? (?:she|he|they) (?:was|were) (?:out|away|at|with|in|on|visiting)\b(?![^.]*\b(?:and|but|when|then|so)\b)[^.,;]*\.?$/;

/**
 * A topic announced and nothing said of it: "Lastly for the painful swallowing that she is having." The problem it
 * names is the assessment's heading, not a sentence of its reasoning.
 */
const TOPIC_ONLY =
  /^(?:(?:and |so |okay,? )?(?:then |now )?(?:lastly|finally|next|also|now)?,? )?(?:for|regarding|as for|in terms of|with regards? to|as far as) (?:the|your|his|her|this|that) [a-z' -]+?(?: that (?:she|he|you|they)(?:'s| is| are|'re| has| have)? (?:been )?(?:having|experiencing|dealing with|had))?[.!?]?$/i;

/**
 * A value whose referent was in another sentence: "It is mildly low …", "It is 128/72 …", "It is usually running …".
 * Not a rating out of 10 ("now it is about 6/10 severity"): its scale says what it measures, and its "it" is the
 * complaint being described, named later with the visit's other pronouns (decision 814).
 */
const VALUE_WITHOUT_REFERENT =
  /^(?:it|they) (?:is|are|was|were|has been|have been) (?:usually |always |often |still |now )?(?:(?:a little(?: bit)?|a bit|mildly|slightly|very|pretty|kind of) )?(?:(?:low|high|normal|elevated|running|around|between)\b|about \d|\d)(?!(?:[\d.]*)? ?(?:\/ ?10|out of 10)\b)/;

/** A clause the note cannot use: it starts as a continuation or an aside of speech, or lacks its subject. */
const DANGLING_START =
  /^(?:which|so that|and then|or|but|than|as well|like|that is why|whereas|unless|not always|not really|not too|not much|(?:a little|a lot|a bit)(?: bit)?,? but|maybe|probably|possibly|would|could|should|can|will|do|been|was|were|is|are|have|has|had|got|did|does|gonna|going|getting|trying|doing|taking|just|really|pretty|kind|sort)\b/;

/** A sentence that stops before its end ("He thinks the sugar has been."). */
const UNFINISHED = /(?:\b(?:he|she|they|i) (?:thought|thinks|knows|knew|guess(?:es|ed)?|figured?|said|says|told|noticed|felt)(?: (?:it|that|this))?(?: (?:initially|at first|then|now))?|\band (?:he|she|they|it)|\b(?:he|she|they) [a-z]+ly|\b(?:a few|a couple)|(?:\b(?:been|be|being|is|are|was|were|has|have|had|the|a|an|of|to|and|or|but|with|for|would be|my|his|her|their|your|some|any|very|really|so|relatively|fairly|quite|pretty|somewhat|than|if|when|because|just|as|(?<!\bever )since|until|from|about|like|at|on|in|which|who|whom|what|should|can|will|could|cannot|yes|yeah|based|given|due|according|(?:do|does|did|is|was|are|were|has|have|had) not)|'s))[.!?]?$|^(?:lots|a lot|plenty|some|most|all|kind|sort) of\b/;
/**
 * A verb that does not agree with its subject after the rewrite ("he have", "she do"), an auxiliary cut from its verb
 * ("he is, been stretching"), a verb said again with a new subject after a pause ("she is, her bowel movements are
 * normal", a restart), "it" with a verb of "I" ("it still feel it pumping"), a verb left without its subject by a pause ("she thinks, occasionally noticed a ringing", "she
 * just, going to the toilet"), an auxiliary whose clause was begun again ("sometimes she has when she gets anxious",
 * "and then and"), a quality said before its subject ("dry it is a little in the morning"), or a verb whose object was the question's ("she did about 3 years ago"): garbled speech.
 */
const MISMATCHED =
  /\b(?:he|she|they), (?:it|he|she|they)\b|(?<!\b(?:make|makes|made|let|lets|does|did|do|will|would|can|could|should|might|may|to)\s)\bit (?:still |also )?(?:feel|have)\b|\b(?:he|she|they) (?:thinks|(?:is |was )?just),\s+(?:[a-z]+ly\s+)?[a-z]+(?:ed|ing)\b|\b(?:the|a|an) (?:these|those)\b|\b(?:he|she|they) (?:has|have) (?:when|if|because|while)\b|\band then and\b|\bit (?:would|will|was|is) it\b|\b(?:hurt|broke|hit|cut|bent|tore) like\b|\b(?:he|she|the patient) (?:have|do|are|were|don't|haven't)\b|\bit (?:he|she|they)\b|\b(?:is|are|was|were) gotten\b|\b(?:a|an|the) (?:will|would|can|could|should|is|are|was|were)\b|\b(?:having|has|had|have) it not\b|\b(?:he|she|they|it) (?:has|have|had|does|did|is|was|are|were|will|would|can|could) (?:but|and|or)\b|\b(?:would|could|should|will|can|might|may|must) (?:looks|says|goes|does|has|is|takes|gets|makes|feels|seems|thinks|wants|needs|knows|comes|tries|walks|eats|sees)\b|\b(?:he|she) (?:has been (?:about |around |like )?\d+(?:\.\d+)?|(?:is|was) (?:about |around |like )?\d+\.\d+)(?!\s*(?:-|years?|pounds?|lbs?|kilos?|feet|foot|inches|weeks?|months?|days?|percent|%|\d))\b|\b(?:on|in|at|for|with|from) there (?:is|are)\b|\b(?:and|but|so) it (?:the|a|an|his|her)\b|\b(?:and|because) (?:which|what) [a-z]+ (?:is|are|was|were)\b|\bbecause what\b|\b(?:it|he|she|they) (?:(?:maybe|even|just|kind of|sort of|probably|really|also) )*(?:gotten|been|done|seen|taken|given|gone|broken|eaten|fallen|known|shown|grown|driven|written|begun|spoken|forgotten)\b|\b(?:do|does|did|is|was|are|were|has|have|had) not (?:that|this|it|he|she|they|i) (?:is|was|are|were|has|had|does|did)\b|\b(?:noticed|found|saw|felt|said|told|had) (?:about |around |like |maybe )?(?:\d+|an?|one|two|three|four|five|six|several|a few|a couple(?: of)?) (?:days?|weeks?|months?|years?) ago\b|\b(?:is|was|are|were) (?:did|does|do)\b|\b(?:he|she) (?:its?|he|she|they)\b|\b(?:is|was|has|have),\s+(?:been|being)\b|\b(?:is|was|been|has|have),\s+(?:she|he|it|they|this|that|these|those|her|his|their|my)\s+[a-z]+|(?:^|,\s+)(?:dry|wet|sore|bad|worse|better|painful|stiff|itchy|red|swollen|tender|sharp|dull|constant) it (?:is|was)\b|\b(?:did|does|do) (?:it )?(?:about |around |like |maybe )?(?:\d+|an?|one|two|three|four|five|six|several|a few|a couple(?: of)?) (?:days?|weeks?|months?|years?) ago\b/;
/**
 * "Like" as a pause of speech that the cleaning could not take out without losing the sense ("her blood pressure is
 * like all over the place", "she has to like think about her work"); not a comparison ("like a dull ache", "like
 * this", "like she used to"), an example ("liver diseases like Wilson's disease"), a liking ("she does like pizza",
 * "would like to") or a feeling ("feels like").
 */
const SPOKEN_LIKE =
  /(?<!\b(?:would|'d|does|do|did|to|not|feel|feels|felt|feeling|look|looks|looked|looking|sound|sounds|sounded|seem|seems|seemed|something|anything|nothing|things|stuff|just|more|much|exactly|she|he|they)\s)(?:(?<![a-z]{3}(?:es|ts|ds|ns|rs|ls|gs|ms)\s)\blike\b|\blike(?= (?:she|he|they|in|on|at|when|if|[a-z]+ing)\b))(?!\s(?:a|an|the|this|that|these|those|it|crazy|to|him|her|them|someone|somebody|new|(?:she|he|they) used to)\b)/;
/**
 * Two statements run together without a break ("he takes his medicine okay his diet is alright", "looks pretty good
 * it is about 120/70"): a new subject and verb right after a word that cannot end a clause's link.
 */
/** "days" ending a clause ("a couple of days it is"), not a time said before the clause it dates ("over the past few days she has"). */
const TIME_SPAN = String.raw`(?<!\b(?:past|last|few|several|\d+)\s)(?:days|weeks|months|years)`;
const RUN_ON = new RegExp(
  [
    String.raw`\b(?:okay|alright|all right|yeah|no)\s+(?:he|she|his|her|it|my|i|they|the)\s+[a-z]+`,
    // "she is okay karen has been having…": a named subject after "okay".
    String.raw`\b(?:okay|alright|all right|yeah)\s+[a-z]+\s+(?:is|are|was|were|has|have|had)\b`,
    // "… looks pretty good it is about 120/70", "… a week ago it is feeling like …", "… her ears they get red"; not a
    // time said first, before its clause ("Yesterday she was taking out the trash…", decision 556).
    // "she is tough her pain tolerance is very high": a whole clause, then a new subject of "her" and its verb (decision 624).
    String.raw`\b(?:he|she|they|it) (?:is|was|are|were|feels?|felt|seems?|seemed) (?:very |really |so |pretty )?(?!(?:like|that|as|when|if|because|since|and|but|so|not|having|getting|doing|taking|on|in|at|with|about)\b)[a-z]+ (?:her|his|their) [a-z]+(?: [a-z]+)? (?:is|are|was|were|has|have)\b`,
    String.raw`(?<=\w[\s,]+)\b(?:good|fine|great|bad|better|worse|high|low|normal|well|surgeries|problems|today|yesterday|lately|recently|now|bit|ears|eyes|legs|arms|feet|hands|knees|${TIME_SPAN})\s+(?:he|she|it|they)\s+(?:is|are|was|were|has|have|had|gets?|got|takes?|took|thinks|feels?|felt|checks|does|did|goes|went|[a-z]+ed)\b`,
    // "… a week ago it is feeling like …"; not the time that opens the sentence ("About three weeks ago she was reaching
    // up to get a box …").
    String.raw`(?<=\w[\s,]+)(?<!^(?:(?:so|and|but|well|okay)[, ]+)*(?:about |around |like |maybe |probably |roughly |almost |over )?(?:[a-z0-9-]+ ){1,3})\bago\s+(?:he|she|it|they)\s+(?:is|are|was|were|has|have|had|gets?|got|takes?|took|thinks|feels?|felt|checks|does|did|goes|went|[a-z]+ed)\b`,
  ].join('|'),
);

/**
 * Where a second clause starts with no break after a first that is already whole: "she is having trouble eating | she
 * can drink", "he broke his ankle | he had to put in a cast". Not after a link word ("and", "that", "thinks", "the
 * thing", "nothing"), not after a fronted time or place without a verb of its own ("the past 6 months she has…"), and
 * not after a subordinate clause said first ("when she fell she was unable…").
 */
const NEW_CLAUSE =
  /\b(?:(?:i|we|you|she|he|they)(?:'m|'re|'ve|'ll|'d)?\s+(?:(?:just|really|also|still|even|never|always|usually|only|actually|probably|already|definitely|then)\s+)?(?:am|is|are|was|were|has|have|had|can|could|will|would|do|does|did|should|might|may|must|can't|cannot|don't|didn't|doesn't|won't|wasn't|isn't|haven't|hasn't|[a-z]{3,}ed)|it\s+(?:(?:just|really|also|still|even|never|always|usually|only|actually|probably|already|definitely|then)\s+)?(?:is|was|has|had|does|did|will|would|can|could|feels|felt|gets|got|hurts|started|starts|seems|seemed|looks|helps|helped|goes|went|comes|came))\b/g;
const CLAUSE_LINK = new RegExp(
  String.raw`^(?:and|but|or|so|nor|yet|that|is|was|are|were|which|who|whom|whose|what|where|when|whenever|why|how|if|whether|because|cause|since|as|before|after|while|until|till|unless|once|than|though|although|then|also|plus|like|even|i|you|we|she|he|they|it|the|a|an|my|your|his|her|their|our|` +
    String.raw`thinks?|thought|knows?|knew|guess(?:es|ed)?|suppos(?:e|es|ed)|believes?|believed|feels?|felt|says?|said|notes?|noted|reports?|reported|states?|stated|mentions?|mentioned|reali[sz](?:e|es|ed)|notices?|noticed|remembers?|remembered|wish(?:es|ed)?|bet|figured?|sure|worried|afraid|glad|happy|scared|concerned|told|tells?|means?|meant|seems?|seemed|decided|found|finds?|learned|heard|hears?|see|sees|saw|assumed?|understands?|understood|imagine|doubt|expects?|expected|admits?|admitted|agrees?|agreed|wonder(?:ed|ing)?|swear|promise|hop(?:e|es|ed|ing)|thinking|guessing|figuring|worr(?:y|ies|ying)|praying|saying|feeling|` +
    String.raw`nothing|anything|something|everything|thing|things|way|time|times|one|all|much|day|days|reason|place|stuff|kind|sort|point|part|maybe|perhaps|probably)$`,
);
const SUBORDINATE = /\b(?:when|whenever|if|because|since|while|after|before|once|although|though|until|unless|as soon as)\b/;
const HAS_VERB = /\b(?:am|is|are|was|were|has|have|had|can|could|will|would|does|did|should|might|may|must|[a-z]{3,}ed)\b|\b(?:i|we|you|she|he|it|they)\s+(?:[a-z]+ly\s+)?[a-z]{2,}\b/;

/** The offsets at which a spoken sentence runs a second clause on without a break. */
export function runOnBoundaries(text: string): number[] {
  const lower = text.toLowerCase();
  const out: number[] = [];
  for (const m of lower.matchAll(NEW_CLAUSE)) {
    const before = lower.slice(0, m.index).trimEnd();
    if (!before || /[,;:.!?-]$/.test(before)) continue;
    if (CLAUSE_LINK.test(/[a-z']+$/.exec(before)?.[0] ?? '')) continue;
    // A clause whose verb lacks its object describes the noun before it: "all the medications | he is taking but…".
    if (/^\s*(?:[a-z]+(?:ing|ed|en)\s*)?(?:(?:but|and|so|or|now|right now|every day)\b|[,.;]|$)/.test(lower.slice(m.index + m[0].length))) continue;
    // The clause said before: since the last break or link ("she states that | she is busy at work").
    const clause = before.split(/[,;:.!?]|\b(?:and|but|or|so|that|then)\b/).at(-1)!;
    if (SUBORDINATE.test(clause) || !HAS_VERB.test(clause) || words(clause).length < 3) continue;
    out.push(m.index);
  }
  return out;
}

/** A finite verb, or a past form ("hundred" is not one), or the word after "they"/"we" ("they spike"), somewhere in the sentence. */
export const FINITE_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|does|do|did|will|would|can|could|should|may|might|must|gets|got|feels|felt|takes|took|goes|went|says|said|reports|denies|shows|seems|looks|needs|wants|helps|hurts|makes|made|comes|came|uses|tries|walks|lives|works|sleeps|slept|eats|ate|drinks|drank|smokes|knows|knew|thinks|thought|notices|keeps|kept|gives|gave|sees|saw|tells|told|finds|found|starts|stops|runs|ran|plays|wears|checks|continues|remains|stays|used to|quit|quits|smokes|vapes|chews|uses|began|improves|heals|resolves|causes|lasts|happens|occurs|means|affects|increases|decreases|reduces|lowers|raises|prevents|protects|contains|requires|depends|tends|responds|spreads|develops|appears|becomes|returns|leads|clears|settles|worsens|forgets|forgot|misses|skips|remembers|(?<!hundr)[a-z]{3,}ed)\b|\b(?:they|we) (?:usually |often |always |sometimes |still |just )?(?!(?:all|both|the|a|an|and|or|too|also)\b)[a-z]{3,}\b|\b(?:he|she) (?:still |just |also |really |then )?(?:hurt|broke|fell|hit|cut|tore|woke|threw|caught|bent|lost|bit|shot)\b|\bit (?:usually |often |always |sometimes |still |just |also |really |never |then )?(?:shoots|radiates|spreads|travels|moves|goes|comes|becomes|causes|stays|starts|stops|wakes|burns|stings|throbs|aches|itches|swells|tingles|catches|locks|clicks|pops|gives|gets|feels)\b/;

/** Past participles said as adjectives of how one feels ("quite tired", "a bit worried"), which FINITE_VERB's "-ed" takes. */
const FEELING_PARTICIPLE = /\b(?:tired|worried|scared|stressed|exhausted|bloated|depressed|concerned|frustrated|confused)\b/g;
/** A statement opening on a verb of the third person: its subject was lost in speech ("makes me a bit tired"). */
const SUBJECT_LOST = /^(?:makes|gets|feels|keeps|seems|looks|sounds|comes|goes)\b/i;

/** Subject pronouns left after the rewrite that point at nobody in particular. */
const ANONYMOUS = /^(?:(?:they|that|this|these|those)\b(?! (?:is|are|was|were|has|have)\b)|the other(?: one)? (?!(?:day|night|week|time|times|thing|things|side|hand|leg|arm|knee|ear|eye)\b))/;

function expandContractions(text: string): string {
  return CONTRACTIONS.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), text);
}

function dropDiscourse(text: string): string {
  let s = text;
  for (let pass = 0; pass < 3; pass++) {
    const before = s;
    s = stripOpeners(s);
    for (const re of LEADING_DISCOURSE) s = s.replace(re, '');
    if (s === before) break;
  }
  // The clinician addressed at the end, after a pause: "I'm still in significant pain, doctor."
  return s.replace(TRAILING_EMPTY, '$1').replace(/,\s*(?:doctor|doc)\s*([.!?]?)$/, '$1').trim();
}

/** Why a spoken sentence could not be written, or the note sentence it became. */
export type Rewrite = { text: string } | { left: 'cut off' | 'dangling' | 'ambiguous' | 'length' | 'vague' | 'unfinished' | 'garbled' | 'run-on' | 'fragment' | 'register' };

const THIRD_PARTY = /\b(?:he|she|him|his|her|hers|himself|herself)\b/;
/** A person named in the sentence, whom a "he" or "she" can be. */
const NAMED_PERSON =
  /\b(?:mother|mom|father|dad|brother|sister|son|daughter|wife|husband|partner|boyfriend|girlfriend|grandmother|grandfather|grandma|grandpa|aunt|uncle|niece|nephew|cousin|friend|coworker|boss|doctor|physician|nurse|surgeon|therapist|dermatologist|cardiologist|specialist|pa|pcp|dr)\b/;

/** Clinicians a patient names, whom a later "he" or "she" in the same sentence can be named as. */
const CLINICIAN_NAMED = /\b(?:my|the|a|his|her|that) (doctor|physician|surgeon|nurse|therapist|dermatologist|cardiologist|specialist|pcp|urologist|neurologist|orthopedist|oncologist|gastroenterologist)\b/g;

/**
 * A patient's sentence whose "he"/"him" (or "she"/"her") is someone else of the patient's own pronoun: the sentence
 * with that pronoun written as the one clinician named before it, or null when it cannot be said who it is (a
 * relative, two people, a possessive). Unchanged when no such pronoun is said.
 */
export function sameAsPatient(s: string, p: Pronouns): string | null {
  const own = p.subject === 'he' ? /\b(?:he|him|his|himself)\b/g : p.subject === 'she' ? /\b(?:she|her|hers|herself)\b/g : undefined;
  const first = own ? new RegExp(own.source).exec(s) : null;
  if (!own || !first) return s;
  const clinicians = [...s.slice(0, first.index).matchAll(CLINICIAN_NAMED)].map((m) => m[1]!);
  const others = s.replace(CLINICIAN_NAMED, ' ').slice(0, first.index);
  if (new Set(clinicians).size !== 1 || NAMED_PERSON.test(others)) return null;
  let ambiguous = false;
  const named = s.replace(own, (pronoun, at: number) => {
    if (at < first.index) return pronoun;
    // "Her" is the object before a break or a link ("told her that"), else her possessive ("her notes").
    if (/^(?:he|she|him)$/.test(pronoun) || (pronoun === 'her' && /^\s*(?:[,.;!?]|$|(?:to|that|about|and|for|with|in|on|at|if|when|because|so)\b)/.test(s.slice(at + 3)))) return `the ${clinicians[0]}`;
    ambiguous = true;
    return pronoun;
  });
  return ambiguous ? null : named;
}

/**
 * A spoken sentence in the note's register, or the reason it was left out. `voice` says whose first person it is:
 * the patient's "I" becomes she/he; the clinician's "you" becomes the patient, and a clinician sentence still
 * speaking as "I" or "we" is left out (the caller rewrites plans and findings first).
 */
/** The last word before a dash that leaves the sentence unfinished: a function word, a verb waiting for its object. */
const CUT_AFTER =
  /\b(?:a|an|the|my|your|his|her|our|their|this|that|these|those|to|of|in|on|at|for|with|from|by|about|and|or|but|so|because|if|when|is|are|was|were|be|been|have|has|had|do|does|did|just|like|it|i|you|he|she|we|they|some|any|very|really|more|kind|sort|get|got|go|going|gon|na|want|can|could|would|should|will|which|who|what|not|no|um|uh)\s*-\s*$/i;

/**
 * "I wish" said alone, before what is so, is a sigh: "no, I wish, unfortunately I've gained some weight" — he has
 * gained weight, and the wish is not written. A wish's own clause is in the past ("I wish I had some weight loss",
 * "I wish I could sleep"): what is wished is not so, and the sentence is not written as a fact. "I wish to" is a want.
 */
const WISH_SIGH = /^i wish[,.]?\s+(?=(?:i'?ve|i have|i'?m|i am|it'?s|it has|it is|my)\b)(?!my \w+ (?:was|were|had|could|would)\b)/;
const WISH = /\bi wish\b(?! to\b)/;

/** "I've been better", the idiom for "I have not been well": no "since", "than", "now" after it to make it a change. */
const BEEN_BETTER = /^i(?:'ve| have) been better\b(?!\s+(?:since|after|than|with|on|now|today|lately|recently|this|these|overall|at|in)\b)/;

/**
 * A comma said right after a word that cannot end a clause is a pause of speech, not punctuation: "she works part-time
 * as, a lorry driver", "she is, sleeping well", "as soon as, she takes it off". After an article, "as", "of" or "with"
 * what follows is always its continuation; after "for", "to", "is", "was" and "been" a new subject ("she is, her
 * bowel movements are normal") is a restart (see MISMATCHED), a conjunction ("she wanted to, but …") or a
 * subordinate clause ("she is, even when …") a break, and a past form ("that is, helped her") a verb said anew.
 */
/** "For" or "like" said before an adverb of how often ("socially", "regularly"), which takes neither. */
const HOW_OFTEN_PAUSE = /\b(?:for |like )+(?=(?:socially|regularly|occasionally|rarely|frequently)\b)/g;

/**
 * A comma after a degree said with a linking verb, or after "got" before its object, is a pause too: "she is a
 * little, on the chunky side", "she feels a bit, run-down", "she has got, a cough" — the degree and "got" wait for
 * what they qualify. Not before a link ("it hurts a bit, but …").
 */
const DEGREE_PAUSE =
  /\b((?:is|was|are|were|feels?|felt|seems?|seemed|looks?|looked) (?:a little(?: bit)?|a bit|a wee bit|quite|very|really|pretty|slightly)),\s+(?!(?:and|but|or|so|then|because|when|if|she|he|it|they|i|you|we|the|a|an|this|that|her|his|my|their)\b)(?=[a-z])|\b(got),\s+(?=(?:a|an|some)\b)/g;

/** "This" or "that" before a comma and a list that runs to the sentence's end: what the demonstrative stood for. */
const PLACEHOLDER = /\b(?:this|that|these|those),\s+(?=[a-z][a-z -]*(?:,\s*(?:and\s+)?[a-z][a-z -]*)+[.!?]?$)/;

/** A subject and its auxiliary said, paused on, then dropped for a new subject and verb, at a sentence's or a clause's start (see PAUSE_COMMA). */
const RESTART = /(^|,\s+)(?:she|he|it|they) (?:is|was|has|have|had)(?: not)?(?: been)?,\s+(?=(?:she|he|it|they|her|his|their) [a-z]+)/g;
const PAUSE_COMMA =
  /\b(?:(a|an|the|as|of|with|every|as much),\s+(?=[a-z])(?!(?:and|but|or)\b)|(for|to|is|was|been),\s+(?=[a-z])(?!(?:and|but|or|so|then|because|when|if|even|since|while|although|though|been|being|i|you|he|she|it|we|they|this|that|these|those|there|his|her|my|your|their|its|the|a|an|[a-z]+ed)\b))/g;

/** "It is just," "she just," then a clause of its own (a subject and its verb): the clause is what was meant. */
const JUST_THEN_CLAUSE =
  /(^|,\s+|\band\s+)(?:(?:it|that) (?:is|was)|she|he|they) just,\s+(?=(?:she|he|it|they|the|her|his|their|this|that)\b[^,]{0,30}?\b(?:is|are|was|were|has|have|had|does|did|feels?|gets?|hurts?|makes?)\b)/g;

function rewrite(raw: string, voice: Voice, p: Pronouns, options: RewriteOptions = {}): Rewrite {
  // A sentence cut off in speech ("This is just...", "and then it-") is not a sentence; one the listener broke into
  // after its last word ("i was skiing over the weekend-", then "okay") is.
  if (/(?:\.\.\.|…)\s*$/.test(raw.trim()) || (/-\s*$/.test(raw.trim()) && (CUT_AFTER.test(raw.trim()) || words(raw).length < 5))) return { left: 'cut off' };
  // An answer's "no" before a statement ("no, I've been sleeping like a log") and a leading "because" carry nothing.
  let s = dropDiscourse(cleanSpoken(raw))
    .replace(/^no,? (?=(?:i|i'm|i've|we|it's|it is|she|he)\b)/, '')
    // "About the same, I haven't lost any weight": the answer's verdict on what was asked, which the sentence cannot
    // name, before a statement that stands alone.
    .replace(/^(?:about the same|(?:not|pretty|really) (?:great|good|bad|too bad)|so-so|okay|fine|good|better|worse),\s+(?=(?:i|i'm|i've|i haven't|i don't|i can't|i wake|i fall|she|he)\b)/, '')
    .replace(/^(?:'cause|cause|because),? /, '')
    .replace(WISH_SIGH, '');
  // "Never had headaches like this before": the patient's own "I have" left unsaid (decision 913).
  if (voice === 'patient') s = s.replace(/^never (?=(?:had|been|felt|seen|noticed|tried|done|smoked|used|taken)\b)/, 'i have never ');
  // "I've been doing a lot of pottery and over the past week": an "and" that joins nothing to the time said after it.
  s = s.replace(/ and (?=(?:over|in|for|during) the (?:past|last) (?:\w+ )?(?:days?|weeks?|months?|years?)[.!]?$)/, ' ');
  if (!s || DANGLING_START.test(s)) return { left: 'dangling' };
  if (WISH.test(s)) return { left: 'vague' };
  // The patient speaks of themself as "I": a "he" or "she" in their speech is someone else, and unless the sentence
  // says who, the note cannot say it without seeming to speak of the patient.
  // The person is named before the pronoun that stands for them: in "that was because he had diabetes, and my sister
  // had a heart problem", "he" is someone of the sentence before.
  const thirdParty = voice === 'patient' ? THIRD_PARTY.exec(s) : null;
  if (thirdParty && !NAMED_PERSON.test(s.slice(0, thirdParty.index))) return { left: 'ambiguous' };
  // Someone else of the patient's own pronoun ("I saw my doctor and he ordered a CAT scan", said by a man) would be
  // written as the patient once "I" is "he": a clinician is named again ("the doctor ordered"); anyone else leaves the
  // sentence ambiguous.
  if (voice === 'patient') {
    const named = sameAsPatient(s, p);
    if (named === null) return { left: 'ambiguous' };
    s = named;
  }
  // The patient's "we" includes the patient: "we were doing yard work" → "he was doing yard work".
  if (voice === 'patient') {
    s = s
      .replace(/\bwe(?:'re| are)\b/g, 'i am')
      .replace(/\bwe(?:'ve| have)\b/g, 'i have')
      .replace(/\bwe were\b/g, 'i was')
      .replace(/\bwe (?=(?:had|went|did|got|tried|started|stopped|noticed|used|took|ate|walked|drove|came|saw|thought|decided|play|played|like|love|eat|walk|go)\b)/g, 'i ')
      .replace(/\bour\b/g, 'my')
      // "My abdomen hurts up here": where the patient points is not in the words; the note keeps what was said.
      .replace(/\s+(?:up|down|right) here\b/g, '')
      // …and "I hurt top part of my right leg here": the part, with its article, without the pointing (decision 818).
      .replace(/\b(?<!(?:the|a|my|your|his|her) )(top|bottom|front|inner|outer|upper|lower) part of\b/g, 'the $1 part of')
      .replace(/\b((?:leg|arm|knee|ankle|foot|hand|wrist|elbow|shoulder|hip|back|neck|thigh|calf|shin|chest|side|head|finger|toe)s?) here(?=\s*[.!?,]?\s*$)/g, '$1')
      // "I've been better" said of how one is, with nothing it is better than or since, is the idiom for not being
      // well ("well, I've been better for the last several weeks"), not an improvement.
      .replace(BEEN_BETTER, 'i have not been feeling well')
      // "Noticed that my face has been numb": the "I" of speech left unsaid before a past verb ("started about two hours
      // ago" is said of the symptom, so "started" only before what the patient started doing).
      .replace(/^(?=(?:noticed|felt|had|tried|took|went|got)\b|started \w+ing\b)/, 'i ')
      // "It's a sharp pain in my lower back": the patient's "it" is the pain they have, said of nothing before it in a
      // note; a pain described ("a sharp pain", not the idiom "a pain", "a real pain") is what the patient has.
      .replace(/^it(?:'s| is) (an? (?!(?:real|total|big|bit|little|huge|royal)\b)(?:[a-z-]+ ){1,3}(?:pain|ache|discomfort|pressure|burning|tightness|soreness)\b)/, 'i have $1');
  }
  s = voice === 'patient' ? patientToThirdPerson(s, p) : clinicianToThirdPerson(s, p);
  s = standardSpoken(clinicalWords(expandContractions(s)))
    .replace(/\bthe patient (?=(?:is|was|has|had|will|would|does|did)\b)/, `${p.subject} `)
    // "For" or "like" before how often a habit is kept is a pause of speech: "I smoke for like socially, but not like
    // regularly" → "she smokes socially, but not regularly".
    .replace(HOW_OFTEN_PAUSE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return checked(s, options);
}

type RewriteOptions = { minWords?: number; maxWords?: number; requireVerb?: boolean; afterSeam?: boolean };

/**
 * A main clause after a subordinate one: ", she starts to feel the strain", ", then it is", ", her head felt dizzy",
 * ", simple paracetamol would be advisable".
 */
const MAIN_CLAUSE = /,\s*(?:then,?\s+|like,?\s+)?(?:she|he|they|it|we|there|this|that|(?:her|his|their|the|my|its)(?: [a-z]+){1,2}) (?:is|was|are|were|has|had|have|feels?|felt|gets?|got|does|did|will|would|can|could|may|might|should|takes?|took|starts?|started|seems?|goes|went|[a-z]+s|[a-z]+ed)\b|,\s*(?!(?:or|and|but|getting|feel)\b)(?:[a-z]+ ){1,3}(?:would|will|can|could|should|may|might|must)\b/;

/**
 * A clause of time or condition said first takes no comma in speech (decision 629): "when she is stationary she does
 * not really feel a lot of pain" → "When she is stationary, she does not …". The main clause starts at the second
 * subject and verb, unless a link joins it to the first ("when she gets up and she walks").
 */
const FRONTED = /^(?:when|whenever|if|once)\b/;
const SUBJECT_VERB = /\s(?=(?:she|he|they|it) (?:does not|did not|cannot|is|was|has|had|can|will|would|[a-z]+s|[a-z]+ed)\b)/g;
function commaAfterFronted(s: string): string {
  if (!FRONTED.test(s) || s.includes(',')) return s;
  const main = [...s.matchAll(SUBJECT_VERB)][1];
  if (!main || /\b(?:and|or|but|that|because|so)$/.test(s.slice(0, main.index))) return s;
  return `${s.slice(0, main.index)},${s.slice(main.index)}`;
}

/**
 * A condition run on after "so" whose main clause was never said, ending the sentence (decision 680):
 * "the left shoulder pain gets worse so if he is laying at night" → "the left shoulder pain gets worse". The first
 * clause is whole; the condition alone says nothing. A condition with its main clause ("so if it does not help she
 * takes Tylenol") stays, and so do conditions joined by "and" ("when she needs it and when she runs").
 */
const TAIL_CONDITION = /,?\s+so (?:if|when|whenever) [^,;]*$/;
function cutCondition(s: string): string {
  const tail = TAIL_CONDITION.exec(s);
  if (!tail || words(s.slice(0, tail.index)).length < 3 || !FINITE_VERB.test(s.slice(0, tail.index))) return s;
  // Its own subject and verb, then a second: the condition's main clause was said.
  if ([...tail[0].matchAll(SUBJECT_VERB)].length >= 2) return s;
  return s.slice(0, tail.index);
}

/** The checks a sentence already in the third person must pass to be written (see `rewrite`). */
function checked(third: string, options: RewriteOptions): Rewrite {
  // A restart of speech: "she was she was doing some work" → "she was doing some work".
  // …and a subject said again after its auxiliary ("he is he was out", "it is it makes").
  const joined = third
    .replace(PAUSE_COMMA, (_m: string, word?: string, verb?: string) => `${word ?? verb} `)
    .replace(DEGREE_PAUSE, '$1$2 ')
    // A conjunction waits for its clause: "she does not smoke, but, she has a pint" → ", but she has a pint".
    .replace(/\b(but|and|because),\s+(?=[a-z])(?!(?:and|but|or|so|then)\b)/g, '$1 ')
    // A sentence begun, paused and begun again with a new subject is the second start: "she is, her bowel movements
    // are normal now" → "her bowel movements are normal now", "the same partner, she is, she was last sexually active"
    // → "the same partner, she was last sexually active".
    .replace(RESTART, '$1')
    // "Just" said and paused on, a hedge before what is meant (decision 559): "it is just, the light is hurting her
    // eyes" → "the light is hurting her eyes", "she just, her chest has been feeling tight" → "her chest has been
    // feeling tight"; after a linking verb the comma is a pause: "it is just, a little stiffer" → "just a little stiffer".
    .replace(JUST_THEN_CLAUSE, '$1')
    .replace(/\b((?:is|was|are|were|feels?|felt|seems?|seemed|looks?|looked) just),\s+(?=(?:a|an|about|so|too|very|really|quite|more|less|[a-z]+er)\b)/g, '$1 ')
    // …and begun again after the speaker's comment on it: "she smoked this is quite bad, but she smoked weed for the
    // first time" → "she smoked weed for the first time".
    .replace(/^((?:she|he|they) [a-z]+) (?:this|that|it) is (?:quite |really |very |so |a bit )?[a-z]+,? (?:but|and) \1\b/, '$1')
    .replace(/\b((?:she|he|they|it) [a-z']+) \1\b/g, '$1')
    .replace(/\b(she|he|they|it) (?:is|was|are|were|has|have|had|does|did|do) \1 (?=[a-z])/g, '$1 ')
    // Begun again with its subject (decision 677): a verb said bare, then its subject and the verb ("but think she
    // thinks she has got a fever" → "but she thinks …"); "it is" said before the subject meant, and that subject's own
    // verb ("it is the rash is all over her body" → "the rash is all over her body").
    .replace(/\b([a-z]{3,}) (she|he|it) \1s\b/g, '$2 $1s')
    .replace(/(^|,\s+|\b(?:and|but|so) )(?:it|that|this) (?:is|was) (?=(?:the|her|his|their) [a-z]+ (?:is|are|was|were|has|have)\b)/g, '$1')
    // A demonstrative said, paused on and then named (decision 622): "she is endorsing this, nausea, vomiting, abdominal
    // distension" → "she is endorsing nausea, vomiting, abdominal distension".
    .replace(PLACEHOLDER, '')
    // "I've has symptoms" → "she has has symptoms": the auxiliary the conversion wrote, and the one that was said.
    .replace(/\b(has|have|had|is|was|are|were|does|did) \1\b/g, '$1');
  const cut = cutCondition(joined);
  // What is left of a cut sentence is a whole clause, however short ("it gets worse", its "it" named later).
  if (cut !== joined) options = { ...options, minWords: Math.min(options.minWords ?? 4, 3) };
  const s = commaAfterFronted(cut);
  // A subordinate clause alone ("If she has more symptoms.", "Who diagnosed her with this.") is not a sentence, nor
  // is one whose commas only go on listing its conditions ("If she is having any problems with her vision, or weakness
  // in her arms, or she is not feeling very well.", "In the meantime if she is getting more unwell, …, then.").
  if (/^(?:in the meantime,? )?(?:if|when|who|whom|whose|because|although|while|whereas)\b/.test(s) && (!/,/.test(s) || !MAIN_CLAUSE.test(s) || /,\s*then[.!]?$/.test(s))) return { left: 'dangling' };
  // A relative clause ("Who diagnosed her with this syndrome, because…") or a purpose ("To see if…") has its head in
  // another sentence.
  if (/^(?:who|whom|whose|to see (?:if|whether))\b/.test(s)) return { left: 'dangling' };
  // A verb with its subject left in the last sentence ("Shows that leaky valve…", "Is what she was told.").
  if (/^(?:also )?(?:shows|showed|reveals|revealed|says|said|is|are|was|were)\b/.test(s)) return { left: 'dangling' };
  // "Sometimes and then it moves", "Urgent care and he will get prescribed…": words without a verb, then a new
  // clause, are what is left of a sentence cut at its start; so are "Hard to cook or prepare meals so he ate out" and
  // "Warm up but he has some sensation…" (decision 554: a head of up to six words, before "so" and "but" too). A
  // negation in the head says its verb was there: "The arm still cannot move and she thinks…".
  if (/^(?:sometimes|usually|often|now|then|also|again|today|yesterday)\s+(?:and|but|or|so)\b/.test(s)) return { left: 'dangling' };
  const headless = /^((?:[a-z'-]+,? ){1,6})(?:and|so|but) (?:he|she|they|it|that)\b/.exec(s);
  if (headless && !FINITE_VERB.test(headless[1]!) && !/\b(?:he|she|they|it|i|the patient|his|her|their|cannot|not|never)\b/.test(headless[1]!)) return { left: 'fragment' };
  const n = words(s).length;
  if (n < (options.minWords ?? 4) || n > (options.maxWords ?? 40)) return { left: 'length' };
  if (VAGUE.test(s) || ANONYMOUS.test(s) || TOPIC_ONLY.test(s) || SCENE_ONLY.test(s)) return { left: 'vague' };
  // After a run-on seam the referent is the clause before ("high triglycerides | they were 265").
  if (!options.afterSeam && VALUE_WITHOUT_REFERENT.test(s)) return { left: 'vague' };
  // "He has been taking them.": what the pronoun stood for was said in another sentence.
  if (n <= 7 && /\b(?:taking|using|doing|trying|taken|used|tried|take|use|try) (?:them|it|those|these)[.!?]?$/.test(s)) return { left: 'vague' };
  if (UNFINISHED.test(s)) return { left: 'unfinished' };
  if (MISMATCHED.test(s) || SPOKEN_LIKE.test(s)) return { left: 'garbled' };
  if (RUN_ON.test(s)) return { left: 'run-on' };
  // Two clauses run together are written as two sentences when each can be, else left out.
  const seams = runOnBoundaries(s);
  if (seams.length) {
    const parts = [0, ...seams].map((from, k) => checked(s.slice(from, seams[k] ?? s.length).trim(), { ...options, minWords: 3, afterSeam: k > 0 }));
    // A part that cannot be written takes the whole with it: what it left unsaid may be what the rest depends on.
    return parts.every((part) => 'text' in part) ? { text: parts.map((part) => (part as { text: string }).text).join(' ') } : { left: 'run-on' };
  }
  // A statement needs its verb ("Her diabetes mellitus." is not one); a finding may be a noun phrase.
  // "Generally quite tired and unwell.", "Makes her a bit tired.": a feeling's past participle is no verb, and a
  // statement that opens on its verb has lost its subject.
  if (options.requireVerb && (!FINITE_VERB.test(s.replace(FEELING_PARTICIPLE, '')) || SUBJECT_LOST.test(s))) return { left: 'fragment' };
  // Speech says "a appendicitis"; a note writes "an appendicitis" (not before "one", said with a "w").
  // …and no article before a disease that takes none ("she has an asthma" → "she has asthma").
  const written = sentence(s.replace(/\ba (?=[aeio](?!ne\b|nce\b))/g, 'an ').replace(/\b(?:a|an) (?=(?:asthma|diabetes|hypertension|eczema|anxiety|depression|arthritis|osteoarthritis|gout|copd|epilepsy|anemia|psoriasis|hypothyroidism|hyperthyroidism)\b(?! (?:attack|flare|exacerbation|episode|diagnosis)))/g, ''));
  return isClinicalRegister(written) ? { text: written } : { left: 'register' };
}

/** Splits a spoken sentence into its clauses (at ", and", ", but", ";", " and then", " so "), keeping offsets. */
export function clauses(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(/(?:,\s*(?:and|but|so|plus)\s+|;\s*|\s+and then\s+|\s+but\s+|,\s+which\s+|\s+so\s+(?=(?:i|we|you|she|he|it|that|there)\b))/gi)) {
    if (m.index > from) out.push({ text: text.slice(from, m.index), start: from, end: m.index });
    from = m.index + m[0].length;
  }
  if (from < text.length) out.push({ text: text.slice(from), start: from, end: text.length });
  return out.filter((c) => /[a-z]/i.test(c.text));
}

/** A spoken sentence in the note's register, or undefined when it cannot be written cleanly (see `rewrite`). */
export function noteSentence(raw: string, voice: Voice, p: Pronouns, options: { minWords?: number; maxWords?: number; requireVerb?: boolean } = {}): string | undefined {
  const result = rewrite(raw, voice, p, options);
  return 'text' in result ? result.text : undefined;
}

export function noteSentences(raw: string, voice: Voice, p: Pronouns, options: { minWords?: number; maxWords?: number; requireVerb?: boolean } = {}): string[] {
  // "Just generally quite tired and unwell. I'm sweating during the night.": each sentence said is written, or left
  // out, on its own; a verb in the second does not carry the first.
  // (Not after an abbreviation's point: "i.v. antibiotics", "Dr. Smith", "7 a.m. today".)
  const said = raw.split(/(?<=(?<![a-z.])[a-z]{3,}[.!?])\s+(?=\S)/i);
  if (said.length > 1) return said.flatMap((one) => noteSentences(one, voice, p, options));
  const whole = noteSentence(raw, voice, p, options);
  if (whole) return [whole];
  return clauses(raw)
    .map((c) => noteSentence(c.text, voice, p, { ...options, minWords: 5 }))
    .filter((c): c is string => c !== undefined);
}

/**
 * Colloquial English in its standard form, as a note writes it (decision 555): "real" as an intensifier before an
 * adjective ("it got real swollen" → "very swollen"; not "real pain"), a serial "went and" before the deed ("went and
 * saw his doctor" → "saw his doctor"), and "and that is when" for what came next ("…and then saw his doctor").
 */
const REAL_INTENSIFIER = /\breal (?=(?:bad|good|sore|sick|weak|dizzy|tired|painful|hard|quick|quickly|fast|red|hot|cold|warm|sharp|heavy|high|low|short|stiff|tight|itchy|nervous|anxious|busy|[a-z]+(?:ed|en))\b)/g;
const WENT_AND = /\bwent and (?=(?:saw|got|had|bought|did|took|made|found|told|asked|checked|called|picked|sat|lay|[a-z]+ed)\b)/g;
/**
 * The presentative "this" and "that" of speech ("I've been having this sharp pain", "he has that history of
 * discectomy", "aside from this elbow pain") point at nothing in a note, which has not named the thing before: after a
 * verb of having or getting, after "with" or "from", or ("this" only) after developing or noticing, the complaint is written as new
 * (decision 672). A complaint said as a count ("a cough", "an episode of chest pain", "a history of …") takes "a"; pain
 * and other complaints said as a mass take no article ("having sharp pain on the right side", "aside from elbow
 * pain"). Not "this morning" or "this week" (a time), nor "this" as the subject of its own clause; "this numbness thing" is left as said.
 */
const PRESENTATIVE = new RegExp(
  String.raw`\b((?:(?:has|have|had|having|gets?|got|getting|gotten|with|from) )(?:this|that)|(?:develop(?:s|ed|ing)?|notic(?:e|es|ed|ing)|experienc(?:e|es|ed|ing)) this) ` +
    String.raw`((?:(?!(?:a|an|the|like|and|or|but|is|was|in|on|at|of|for|to|morning|afternoon|evening|night|week|weekend|month|year|time|past|last)\b)[a-z-]+ ){0,3}?)` +
    String.raw`(pain|swelling|numbness|tingling|burning|discomfort|soreness|stiffness|weakness|itching|cough|headache|rash|lump|bump|injury|episode|history|ache)\b(?! thing)`,
  'g',
);
const MASS_COMPLAINT = /^(?:pain|swelling|numbness|tingling|burning|discomfort|soreness|stiffness|weakness|itching)$/;
function presentativeWritten(_m: string, said: string, between: string, noun: string): string {
  // "that" after "noticed" is the conjunction ("she noticed that pain came on"); only "this" is read there.
  const before = said.replace(/(?:this|that)$/, '');
  if (MASS_COMPLAINT.test(noun)) return `${before}${between}${noun}`;
  const first = `${between}${noun}`;
  return `${before}${/^[aeio]/.test(first) ? 'an' : 'a'} ${first}`;
}

/**
 * How well the patient thought they were managing, said to set up what went wrong next (decision 674): "I thought I
 * was doing okay job and I slipped and fell" → "she slipped and fell". The belief is no fact of the history, and
 * speech's "doing okay job" (its article lost) cannot be written as said; what happened is kept.
 */
const MANAGING_THEN =
  /\b(she|he|they) thought (?:that )?\1 (?:was|were) (?:doing )?(?:an? )?(?:okay|ok|good|fine|great|alright|all right|well)(?: job)?,? (?:and|but) (?:then )?(?:(?:just|suddenly|all of a sudden) )?(?=\1 [a-z]+ed\b)/g;

export function standardSpoken(text: string): string {
  return (
    text
      .replace(PRESENTATIVE, presentativeWritten)
      .replace(REAL_INTENSIFIER, 'very ')
      // How much it hurts is said by an adverb: "it started to hurt real bad" → "hurt very badly".
      .replace(/\b(hurt|hurts|hurting|ache|aches|ached|aching) very bad\b/g, '$1 very badly')
      .replace(WENT_AND, '')
      .replace(MANAGING_THEN, '')
      .replace(/,? and that is when (?=(?:he|she|they|i)\b)/g, ' and then ')
  );
}
