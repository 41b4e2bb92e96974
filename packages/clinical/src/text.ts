/**
 * Turning spoken words into note text: disfluencies out, spoken numbers to digits, units abbreviated,
 * first person to third person.
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
// Longest first, so that "eighteen" is not read as "eight".
const NUMBER_WORD = `(?:${[...Object.keys(TENS), ...Object.keys(UNITS)].sort((a, b) => b.length - a.length).join('|')}|hundred|thousand)`;
// The digits said as words (not "ten" to "nineteen": "one eighteen" is a spoken 118).
const ONES_WORD = '(?:one|two|three|four|five|six|seven|eight|nine)';
/**
 * Number words said one after another, as one number: never two digits in a row ("a hundred and one two days
 * ago" is 101, then two days; decision 865), which no number says ("one forty five" and "twenty one" still are one).
 */
const NUMBER_WORDS = String.raw`${NUMBER_WORD}(?:(?<!\b${ONES_WORD})[- ]${NUMBER_WORD}|(?<=\b${ONES_WORD})[- ](?!${ONES_WORD}\b)${NUMBER_WORD})*`;
/** A spoken or written number: "20", "2.5", "twenty", "forty five", "one hundred twenty", "a", "a few". */
export const NUMBER = String.raw`(?:\d+(?:\.\d+)?|(?:a |one )?(?:hundred|thousand)(?: and)?(?: ${NUMBER_WORDS})?|${NUMBER_WORDS}|an?|a few|a couple(?: of)?|several)`;

/** What a spoken count is counted in, so that it is written as a figure: "five days", "ten cigarettes". */
const COUNTED_UNIT = String.raw`mg|milligrams?|micrograms?|units?|days?|weeks?|months?|years?|hours?|minutes?|seconds?|times|pounds|lbs|kilograms?|beats|milliliters?|cc|puffs?|tablets?|pills?|centimet(?:er|re)s?|millimet(?:er|re)s?|inch(?:es)?|feet|cigarettes?|packs?|drinks?|beers?|pints?|glasses|cups?|degrees|calories|grams?|ounces?|liters?|litres?|miles?|blocks?|steps|servings?|laps`;

/** A word said twice in a row: "for like four four days", "i, i". */
const WORD_SAID_AGAIN = /(?<![\w'])([\w']+)(?:,? \1(?![\w']))+/g;
/** Each word said twice in a row said once. */
export const sayOnce = (text: string) => text.replace(WORD_SAID_AGAIN, '$1');

/** A count of a unit of time: ("a", "weeks") → "1 week", ("ten", "days") → "10 days". */
export function timeSpan(count: string, unit: string): string {
  const value = numberValue(count);
  const singular = unit.replace(/s$/, '');
  return value === '1' ? `1 ${singular}` : value === 'a couple' ? `a couple of ${singular}s` : `${value} ${singular}s`;
}

/** "forty five" → 45, "one hundred twenty" → 120, "a" → 1, "a few" → "a few" (kept as words). */
export function numberValue(words: string): string {
  const w = words.trim().toLowerCase();
  if (/^\d/.test(w)) return w;
  if (w === 'a' || w === 'an') return '1';
  if (/^(a few|a couple(?: of)?|several)$/.test(w)) return w.replace(/ of$/, '');
  const parts = w.split(/[- ]+/);
  // "one twenty" (a spoken blood pressure) is 120, "one forty five" is 145.
  const first = UNITS[parts[0]!];
  if (parts.length >= 2 && first !== undefined && first >= 1 && first <= 9 && (parts[1]! in TENS || (UNITS[parts[1]!] ?? 0) >= 10)) {
    const rest = numberValue(parts.slice(1).join(' '));
    if (/^\d+$/.test(rest)) return String(first * 100 + Number(rest));
  }
  let total = 0;
  let current = 0;
  for (const part of parts) {
    if (part === 'and' || part === 'a') continue;
    if (part === 'hundred') current = (current || 1) * 100;
    else if (part === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
    }
    else if (part in TENS) current += TENS[part]!;
    else if (part in UNITS) current += UNITS[part]!;
    else return words;
  }
  total += current;
  return String(total);
}

const FILLERS = [
  /(?:,\s*)?\b(?:um+|uh+|erm|hm+|mm-?hmm|uh-huh)\b,?/g,
  // The British "er" of a pause, said between commas or before one; not the ER one goes to ("went to the ER").
  /(?:,\s*)?(?<!\b(?:the|an|to|in|at|from|into|and)\s)\ber\b(?=,|\s*$)\s*,?|,\s*\ber\b(?!\s+(?:visit|doctor|physician|staff|department|room))/gi,
  /\byou know,?/g,
  // "You see" of a pause; not the one asked to see someone ("have you see a dermatologist", "I'd like you to see").
  /,?\s*(?<!\b(?:have|let|make|want|like|need|get|help|to|will|'ll|can|could|should|would|might|may)\s)\byou see\b(?!\s+(?:a|an|the|your|dr|doctor|someone|somebody|them|him|her)\b),?/g,
  /\b(?:kinda|sorta)\b/g,
  /,?\s*\byeah\b,?(?=\s*[a-z.,])/g,
  // The Scots "aye" of assent and "ugh" of a sigh: "it's fairly dry, aye".
  /(?:,\s*)?\b(?:aye|ugh)\b,?/g,
  /\bi mean,?/g,
  // The speaker citing what they said before: "i was saying i didn't have any fever" → "i didn't have any fever".
  /\b(?:i|we) (?:was|were) (?:saying|telling you|mentioning)(?: that)?,?(?= (?:i|i'm|i've|i'd|it|it's|my|there)\b)/g,
  // Or what they forgot to say: "i also forgot to mention that four hours after…" → "four hours after…" (decision 940).
  /\b(?:i|we) (?:also |just )?forgot to (?:mention|tell you|say),?(?: that)?,?(?:\s+definitely,?)?(?=\s+\S)/g,
  // A misspoken word taken back: "okay sorry there is tenderness of…" ("I'm sorry to hear that" stays).
  /(?<=^\s*(?:(?:okay|ok|so|oh),?\s+)?)(?:i'?m )?sorry,?(?= (?:there|your|on|it's|the|and|so|we)\b)/g,
  // A hedge inside a sentence: "it started maybe i don't know a month or two after".
  /(?<=\b(?:maybe|about|like|probably|around))\s*,?\s*i (?:do n't|don't|do not) know,?(?=\s)/g,
  // An apology for the detail is not part of it: "sometimes it is a bit softer, sorry if it's a bit disgusting".
  /,?\s*\bsorry if (?:it'?s|this is|that'?s|it is) (?:a bit |a little |too )?(?:disgusting|gross|too much|tmi|graphic)\b,?/g,
  /\b(?:kind|sort) of\b/g,
  /\bgo ahead and\b/g,
  /,\s*like,/g,
  // "like," as a pause: "eating like, much differently", "on like, on the rest" (not "I'd like, …").
  /(?<!\b(?:would|'d|i|you|we|they|she|he|to) )\blike,(?=\s)/g,
  /(?<=\b(?:is|was|were|are)) like,/g,
  /\bhey,? dragon,?/g,
  /\b(?:okay|ok|all right|alright)\s*\?/g,
  // An acknowledgement trailing the sentence: "order an echocardiogram to evaluate that heart murmur alright".
  // Not the word of a judgement ("it's okay", "that sounds all right").
  /(?<!\b(?:is|was|were|are|am|be|been|sound|sounds|feel|feels|felt|look|looks|seem|seems|that|it|it's|that's|i'm|you're|he's|she's|we're|they're|doing|pretty|very|so|all|fine|be|not))\s*,?\s+(?:okay|ok|all right|alright)\s*(?=[.!]?\s*$)/g,
  // Intensifiers of speech that a note leaves out: "I'm just really tired" → "she is tired".
  /\b(?:just|really|pretty|actually|basically|definitely|literally|honestly|totally)\b(?= \w)/g,
  // A speaker's comment on the fact is not part of it: "they are still there, unfortunately".
  /,?\s*\b(?:unfortunately|fortunately|thankfully|luckily|hopefully)\b,?(?=\s*[a-z.,]|\s*$)/g,
  /\blike(?= (?:\d+|a couple|a few|about|maybe|really|so|super|totally|every|once|twice|three|four|five|two|one|half|in the (?:high |low |mid )?(?:\d+|one|two|three|four|five|six|seven|eight|nine)|over \d+|under \d+)\b)/g,
  // "like" as a pause before what is counted or named: "any like adenopathy", "at like about like 80".
  /(?<=\b(?:no|any|some|about|around|at|maybe|probably)) like\b,?(?= \w)/g,
  // …and after a verb of having or remembering: "I had like anxiety", "I can't recall like falling" ("it's been like
  // this" compares).
  /(?<=\b(?:had|have|has|having|got|getting|gets?|recall|remember|with|for|there's|there is|there was|this|these)) like\b,?(?= (?!this|that|it\b)\w)/g,
  // …and between a subject and its verb: "i like iced it last night", "she like had some milk", "I like get headaches"
  // (not "I like to", "I like it": a liking).
  /(?<=\b(?:i|she|he|we|they)) like(?= (?:[a-z]+ed|had|got|get|gets|went|go|goes|did|just|really|never|always|completely|actually|sometimes)\b)/g,
  // "like" as a pause between a conjunction and its clause: "and like I tried to join sports".
  /(?<=\b(?:and|but|so|or|because|then)) like,?(?= (?:i|i'm|i've|she|he|they|we|you|it|my|the)\b)/g,
];

/** "Two thousand five hundred", "a thousand and fifty": thousands said with their hundreds. */
const THOUSANDS_AND_HUNDREDS = new RegExp(String.raw`\b(?:(?:one|two|three|four|five|six|seven|eight|nine|ten) )?thousand(?: and)? (?:one|two|three|four|five|six|seven|eight|nine) hundred(?:(?: and)? ${NUMBER_WORDS})?\b`, 'g');
/** A rising pair said with one "hundred": "five or six hundred" (decision 909). */
const HUNDREDS_PAIR = new RegExp(String.raw`\b(one|two|three|four|five|six|seven|eight|nine) (or|to) (one|two|three|four|five|six|seven|eight|nine) hundred\b(?!(?: and)? ${NUMBER_WORD}\b)`, 'g');
/** A range whose end is a figure and whose start is said in words: "eighty to 100". */
const RANGE_TO_FIGURE = new RegExp(String.raw`\b(${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*) (to|and) (\d+)\b`, 'g');
/** What is read as a number: a blood sugar, a pressure, a weight, a cholesterol. */
const READING = /\b(?:sugars?|glucose|pressures?|bp|weigh\w*|cholesterol|ldl|readings?|numbers)\b/;

/**
 * The texts already cleaned: a note reads the same sentence many times (for its facts, its plan, its history), and
 * cleaning is the engine's costliest step. Cleared when full, so a long-running server keeps it bounded.
 */
const CLEANED = new Map<string, string>();
const CLEANED_MAX = 20_000;

/** ASR-style spacing (" , ", "do n't", "gon na") and disfluencies out; spoken numbers and units in clinical form. */
export function cleanSpoken(text: string): string {
  const known = CLEANED.get(text);
  if (known !== undefined) return known;
  if (CLEANED.size >= CLEANED_MAX) CLEANED.clear();
  const cleaned = cleanSpokenOnce(text);
  CLEANED.set(text, cleaned);
  return cleaned;
}

function cleanSpokenOnce(text: string): string {
  let s = ` ${text.toLowerCase()} `
    // "5 . 1" in a tokenised transcript is the decimal 5.1; "1,000" is one thousand.
    .replace(/(\d) \. (\d)/g, '$1.$2')
    // A value said without its leading zero: "creatinine was .7" is 0.7.
    .replace(/(\s)\.(\d)/g, '$10.$2')
    .replace(/\b(\d{1,3}),(\d{3})\b/g, '$1$2')
    // A possessive cut off from its noun ("and my , noticed that my face…"): the word it began was not said.
    .replace(/\b(?:my|your|his|her|our|their)\s+,\s*(?=[a-z])/g, '')
    .replace(/\s+([,.?!;:%])/g, '$1')
    .replace(/,(?:\s*,)+/g, ',')
    .replace(/\s+n't\b/g, "n't")
    .replace(/\s+'(s|re|ve|ll|d|m)\b/g, "'$1")
    // "For, I don't know, probably six months": a hedge said between commas is speech around the words (decision 823).
    .replace(/,\s*i (?:don't|do not) know,\s*|,\s*i guess,\s*/g, ' ')
    // Letters spelled out are the initialism: "an m r i and an e m g" → "an mri and an emg" (not "a" or "i" alone).
    .replace(/(?<![\w'])(?:[a-z] ){1,5}[a-z](?![\w'])/g, (m: string, at: number, all: string) => {
      // An article before the letters is said, not spelled: "a u t i" → "a uti" (but "doctor a b c" is a name, and
      // after "an" or "the" the "a" is spelled: "an a c l tear" → "an acl tear").
      const [first, ...rest] = m.split(' ');
      const article = first === 'a' && rest.length >= 2 && !/\b(?:doctor|dr|mr|mrs|ms|miss|an|the) $/.test(all.slice(0, at)) ? 'a ' : '';
      const letters = article ? rest : [first!, ...rest];
      return letters.filter((l) => !/[ai]/.test(l)).length >= 2 ? `${article}${letters.join('')}` : m;
    })
    // "I V antibiotics", "i.v. fluids": the route, not the patient's "I" (only the "v" is no vowel, so not joined above).
    .replace(/\bi(?: |\.)v\.?(?= (?:antibiotics?|fluids?|steroids?|iron|lines?|drips?|access|medications?|medicines?|therapy|infusions?)\b)/g, 'iv')
    // "Oh my God", "my goodness": an exclamation, which the note does not keep (nor turn into "her god").
    .replace(/\b(?:oh,? )?my (?:god|gosh|goodness)\b[,!.]?\s*/g, '')
    // "A wee bit" is a little, in a note's words.
    .replace(/\ba wee bit\b/g, 'a little').replace(/\bwee\b/g, 'little')
    // "I've" typed without its apostrophe ("ive"), or with its "I" struck twice ("iIve"): no English word else
    // (decision 675). Written as said, it would leave the patient's "I" in the note.
    .replace(/(?<![\w'])i?ive(?![\w'])/g, "i've")
    .replace(/\bgon na\b/g, 'going to')
    .replace(/\bwan na\b/g, 'want to')
    .replace(/\bgot ta\b/g, 'have to')
    .replace(/\bdunno\b/g, "don't know")
    // "Ice it, let's say, five times a day": a number offered as an example is the advice's number.
    .replace(/\blet'?s say,?\s+(?=(?:about |around |maybe )?(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|twice|once|a couple|a few|every)\b)/g, '')
    // "Five days outta the week": out of, as written.
    .replace(/\boutta\b/g, 'out of')
    // "'cause", "cos": because, as a note writes it (not "the cause").
    .replace(/(?<![\w'])(?:'cause|'cos|cos|cuz)(?![\w'])/g, 'because')
    // "A and E", "A&E": the British emergency department.
    .replace(/\b(?:an? )?a (?:and|&|n) e\b|\ban (?:and|&) e\b|\ba&e\b/g, 'the emergency department')
    // Latin frequencies as a note spells them out: "q.6 h." → "every 6 hours", "b.i.d." → "twice daily".
    .replace(/\bq\.?\s?(\d{1,2})\s?h(?:ours?|rs?)?\b\.?/g, 'every $1 hours')
    .replace(/\bb\.?\s?i\.?\s?d\b\.?/g, 'twice daily')
    .replace(/\bt\.?\s?i\.?\s?d\b\.?/g, 'three times daily')
    .replace(/\bq\.?\s?i\.?\s?d\b\.?/g, 'four times daily')
    .replace(/\bq\.?\s?d\b\.?/g, 'daily')
    .replace(/\bq\.?\s?h\.?\s?s\b\.?/g, 'at bedtime')
    // "H. pylori" read as one word, its point no sentence's end (written "H. pylori" again by capitalize).
    .replace(/\bh\.?\s?pylori\b/g, 'h pylori')
    .replace(/\bp\.?\s?r\.?\s?n\b\.?/g, 'as needed')
    // "Ibuprofen, that's going to be six hundred milligrams": the dose said after a pause belongs to the drug.
    .replace(/,?\s+(?:that'?s|that is|which is|which will be|that will be|it'?s going to be|it will be) (?:going to be |gon na be )?(?=(?:\d|a hundred|one|two|three|four|five|six|seven|eight|nine|ten|twenty|forty|fifty)[\w .]*?\b(?:mg|milligrams?|micrograms?|mcg|units?|ml|grams?)\b)/g, ' ')
    // A restart: speech broken off with a dash and begun again from the same word ("it was been- it's been pretty
    // good", "if i- maybe if i run") keeps only the second try.
    .replace(/(?<![\w'])([a-z]+)(?:[ ,]+[\w']+){0,3}-,? (?:[\w']+ ){0,2}(?=\1(?![\w-]))/g, '')
    .replace(/(?<![\w'])([a-z]+)(?:[ ,]+[\w']+){0,3}-,? (?=\1')/g, '')
    // A prefix the transcriber wrote apart is no word broken off: "non- binary" is non-binary (not "binary"),
    // "anti- inflammatory", "pre- diabetes".
    .replace(/\b(non|anti|pre|post|self|semi|multi)- (?=[a-z]{4,})/g, '$1-')
    // A word broken off ("under- out of control", "sh- shows") and a stutter ("he-he", "i-a slight").
    .replace(/\b(\w{1,6})-,? (?=\w)/g, '')
    // A sentence cut off by the other speaker ends in a dash: "which we've heard in the past-".
    .replace(/(\w)-(?=\s*$)/, '$1')
    // Pointing at the body is not a place a note can name: "this pain right here in my stomach".
    .replace(/,?\s*(?:like )?right (?:around |over |in )?here\b/g, '')
    .replace(/\b(\w+)-\1\b/g, '$1')
    .replace(/\bi-(?=[a-z])/g, '')
    .replace(WORD_SAID_AGAIN, '$1')
    // A subject said again with its verb: "i i'm having trouble" → "i'm having trouble".
    .replace(/(?<![\w'])(i|you|he|she|we|they|it|that),? (?=\1'(?:m|re|s|ve|ll|d)\b)/g, '')
    // A phrase said twice: "five hundred five hundred milligrams", "when i, when i use the bathroom", "i wouldn't say
    // that i wouldn't say that i'm eating".
    .replace(/(?<![\w'])([\w']+ [\w']+(?: [\w']+){0,3})(?:,? \1(?![\w']))+/g, '$1');
  for (const filler of FILLERS) s = s.replace(filler, ' ');
  // A filler taken out leaves its space (decision 676): "there is like a swelling" is "there is a swelling" once
  // "like" is out, so that the phrase said twice across it is seen below ("there is a swelling, there is a swelling").
  s = s.replace(/ {2,}/g, ' ');
  // A preposition and its determiner said, then begun again (decision 676): "from the, uh, from my left eye" → "from
  // my left eye"; "in my, um, a little bit in my elbow" → "a little bit in my elbow". And an article before "that"
  // ("i feel the that there is a swelling"), which no English takes. (A possessive cut off before a comma is already
  // out: "in my, um, a little bit in my elbow" reaches here as "in a little bit in my elbow".)
  s = s
    .replace(/(?<![\w'])(in|on|at|from|to|into|with|of|for|about|over|under)(?: (?:the|an?|my|your|his|her|our|their))?,?\s+(?=(?:(?:a little bit|a little|a bit|just|maybe) )?\1 (?:the|an?|my|your|his|her|our|their)(?![\w']))/g, '')
    .replace(/(?<![\w'])(?:the|an?) (?=that(?![\w']))/g, '');
  // A word said again across a filler: "high blood, uh, blood pressure".
  s = s.replace(/(?<![\w'])([\w']+)(?:,?\s+\1(?![\w']))+/g, '$1');
  // An "i" begun and left before a noun phrase, once the fillers between are out: "i doctor wood is my primary care
  // provider", "i just my stomach was not feeling great".
  s = s.replace(/(?<![\w'])i,?\s+(?:(?:just|really|also)\s+)?(?=(?:my|the|a|an|doctor|dr|this|that|our|your)\b(?! (?:is|was|'s)\b))/g, '');
  // Hedges stacked before what is said ("i guess so, i think i would say maybe about two months"): the statement, whose
  // own "about" keeps it approximate.
  // Only before an amount or a time: "I think maybe it's my heart" stays the patient's guess.
  s = s.replace(/(?<![\w'])(?:(?:i guess(?: so)?|i think(?: so)?|i would say|i'd say|i suppose|maybe|probably),?\s+){2,}(?=(?:about |around |roughly )?(?:\d|a couple|a few|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\b)/g, '');
  // One hedge stacked on "about" before an amount (decision 678): "probably about six hours after we got home" →
  // "about six hours after…", whose "about" keeps it approximate (not after "it was": "it was probably around two years
  // ago" keeps its hedge, which is read with what "it" was, decision 551); and "about" said before a preposition and again
  // after it: "about after about a half an hour" → "after about a half an hour".
  s = s
    .replace(/(?<![\w'])(?<!\b(?:is|was|be|been|it's|that's) )(?:probably|maybe),?\s+(?=(?:about|around|roughly) (?:\d|a couple|a few|a half|half|an? (?:hour|day|week|month|year)|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty)\b)/g, '')
    .replace(/(?<![\w'])(about|around) (after|before|within|for|in|over) \1 /g, '$2 $1 ');
  // A hedge said in passing: "it's like a, i guess, a burning pain", "nine pints in a week, i would say" (not "i guess
  // it was the boxes", the patient's own account of a cause).
  s = s.replace(/(?:,\s*)?(?<![\w'])i (?:guess|would say|'d say|reckon|suppose)\b,?(?!\s+(?:that|so|it|it's|i|i'm|she|he|they|we|you|this|the|my)\b)/g, ' ');
  // "I guess I feel well overall", "I guess I don't have any trouble sleeping": a hedge on how the patient is, said by
  // the patient, who knows; not "I guess it's my heart", a guess at a cause.
  s = s.replace(/(?<![\w'])(?:overall,? )?i guess,? (?=i(?:'m| am| feel| felt| have| had| do| don't| do not| did| didn't| sleep| slept| can| can't)\b)/g, '');
  s = s.replace(/,\s*i think\s*(?=[,.?!]|$)|(?<=\w)\s+i think\s*,/g, '');
  // The article said again: "an a dull ache" keeps the one its noun takes.
  // …and the determiner said again as another one: "all the these symptoms", "a my friend".
  s = s.replace(/(?<![\w'])(?:a|an|the|this|these|those),?\s+(a|an|the|these|those|my|your|his|her|our|their)(?![\w'])/g, '$1');
  // A phrase said again across a filler or an intensifier: "with my parents, just my parents", "my parents, um, my parents".
  s = s.replace(/(?<![\w'])([\w']+ [\w']+(?: [\w']+){0,3})(?:,? +\1(?![\w']))+/g, '$1');
  // A word said again across a filler: "impacting on like, on the rest of my life".
  s = s.replace(/(?<![\w'])(on|in|at|to|of|the|a|and|is|it|it's|i'm|i've|was|that|i|my|about)(?:\s*,?\s+\1)+(?![\w'])/g, '$1');
  // A subject and a verb left hanging, begun again: "i have done, i cannot get to sleep" → "i cannot get to sleep"
  // ("i was tired, i went to bed" keeps both: "tired" completes the first).
  // "i don't, i generally don't do much" → "i generally don't do much".
  s = s.replace(/(?<![\w'])(i|you|he|she|we|they)(?:'[a-z]+)?(?: \w+(?:n't| not)?)?(?: (?:had|have|has|was|were|am|is|are|did|do|does|done|been|just|would|could|can|will))?\s*,\s+(?=\1(?:'[a-z]+)? )/g, '');
  // A measure said again after a pause: "feeling a bit, like a bit tired" → "feeling a bit tired".
  s = s.replace(/\b(a bit|a little(?: bit)?|kind of|quite),? (?:like,? )?\1\b/g, '$1');
  // A thought whose subject the pause swallowed: "i think, occasionally noticed a ringing" → "i think i occasionally
  // noticed a ringing".
  s = s.replace(/\b(i|he|she|we|they) (think|thought|guess),\s+((?:[a-z]+ly\s+)?[a-z]+ed)\b/g, '$1 $2 $1 $3');
  // A verb said again after "so": "i've had so i had anxiety" → "i had anxiety".
  s = s.replace(/(?<![\w'])(i|you|he|she|we|they)(?:'[a-z]+| have| has)? ([a-z]+),? so (?=\1 \2\b)/g, '');
  // A subject and its verb begun again: "i had, uh, i've noticed" → "i've noticed" (not "i had, i think, two").
  s = s.replace(/(?<![\w'])(i|you|he|she|we|they) (?:had|have|has|was|were|am|is|are|did|do|does),?\s+(?=\1(?:'[a-z]+)? (?!think\b|guess\b|mean\b))/g, '');
  // A comma after a function word is a pause of speech, not punctuation: "you have, decreased range of motion".
  s = s.replace(/\b(a|an|the|of|to|and|or|has|have|had|is|are|was|were|with|for|in|on|at|my|your|his|her|some|any|that|does|do|did)\s*,\s*(?=[a-z0-9])/g, '$1 ');
  // …and after a contracted auxiliary waiting for its verb ("that's, kind of, helped me" once the hedge is out, "she's,
  // been better"): "that's helped me", which the note writes "that has helped her", not "that is, helped her".
  s = s.replace(/\b([a-z]+'(?:s|ve|re|d))(?:\s*,)+\s*(?=(?:[a-z]{3,}ed|been|gotten|got|had)\b)/g, '$1 ');
  // …and after a verb waiting for its complement ("i'm not feeling, great"), unless a clause follows ("feeling, it's like").
  s = s.replace(/\b(feeling|doing|getting|been)\s*,\s*(?!(?:i|i'm|it|it's|she|he|they|we|you|that|this|there)\b)(?=[a-z0-9])/g, '$1 ');
  s = s
    // A verb corrected as it was said: "the joint pain is, has been going away".
    .replace(/\b(?:is|was|are|were) (?=(?:has|have|had) been\b)/g, '')
    .replace(/\buse to\b/g, 'used to')
    .replace(/,\s*yeah,/g, ',')
    // Thousands with their hundreds are one number: "two thousand five hundred" → 2500; "a thousand" is one thousand.
    .replace(/\ba (?=(?:hundred|thousand)\b)/g, 'one ')
    // A dose or a reading said as "a thousand": "go up on the metformin to a thousand twice a day" → 1000.
    .replace(/(?<=\b(?:to|of|at|the|on|about|around) )one thousand\b(?! (?:and )?(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b)/g, '1000')
    .replace(THOUSANDS_AND_HUNDREDS, (m: string) => numberValue(m.replace(/ and /g, ' ')))
    // Spoken years: "nineteen ninety two" → 1992, "two thousand eight" → 2008.
    .replace(new RegExp(String.raw`\b(nineteen|twenty) (${Object.keys(TENS).join('|')}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)(?:[- ](one|two|three|four|five|six|seven|eight|nine))?\b`, 'g'), (_m, century: string, tens: string, unit?: string) => `${century === 'nineteen' ? 19 : 20}${String((TENS[tens] ?? UNITS[tens] ?? 0) + (unit ? UNITS[unit]! : 0)).padStart(2, '0')}`)
    .replace(/\btwo thousand(?: and)?(?: (one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))?\b/g, (_m, unit?: string) => String(2000 + (unit ? UNITS[unit]! : 0)));
  s = s
    // A finding's absence said again as a clause: "shows no there is no fracture or there is no dislocation" → "shows
    // no fracture or dislocation".
    .replace(/\b(shows?|showed|reveals?|revealed|demonstrates?|demonstrated) (?:no,? )?(?:that )?there(?:'s| is| are| was| were) no\b/g, '$1 no')
    .replace(/(\bno [a-z ]{2,40}?) or there(?:'s| is| are| was| were) no\b/g, '$1 or')
    // A self-correction of a time: "in a couple weeks, or, i'm sorry, a couple months" → "in a couple months".
    .replace(/\b((?:a|an|one|two|three|four|five|six|a couple|a few|\d+)(?: of)? (?:days?|weeks?|months?|years?)),? (?:or,? )?(?:i'?m sorry|sorry|i mean),? ((?:a|an|one|two|three|four|five|six|a couple|a few|\d+)(?: of)? (?:days?|weeks?|months?|years?))\b/g, '$2')
    // A tokenised decimal said in words: "your temperature is ninety eight . seven" → "ninety eight point seven".
    // So is a fever's: "a low-grade fever of about a hundred . four" ("a hundred" is "one hundred" by now).
    .replace(/\b(temperature|temp|fever of)((?: (?:is|was|of|today|was about|is about|about|around))*) ([a-z0-9 -]+?)\s*\.\s?(zero|one|two|three|four|five|six|seven|eight|nine)\b/g, '$1$2 $3 point $4')
    // A size said from its decimal point: "a . five centimeter stone", "a point five centimeter stone" → 0.5.
    .replace(/\b(a|an|of|is|was|about|measuring|measures)(?: ?\.| point) (zero|one|two|three|four|five|six|seven|eight|nine)\b(?= (?:centimet|millimet|cm\b|mm\b))/g, (_m, before: string, digit: string) => `${before === 'a' || before === 'an' ? 'a' : before} 0.${UNITS[digit] ?? 0}`)
    // …and any number: "your a1c was seven . five" → "seven point five".
    .replace(/\b(zero|one|two|three|four|five|six|seven|eight|nine)\s*\. (zero|one|two|three|four|five|six|seven|eight|nine)\b/g, '$1 point $2')
    // …and a dose or size after a larger number, when its unit follows: "aldactone twelve . five milligrams" → 12.5 mg.
    .replace(/\b(ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s*\. (zero|one|two|three|four|five|six|seven|eight|nine)(?= (?:milligrams?|mg|micrograms?|mcg|grams?|centimet|cm\b|millimet|mm\b|percent|units?\b|kilo|kg\b|pounds?\b|degrees?\b|lit(?:er|re)s?\b))/g, '$1 point $2')
    // "seven point two" → 7.2, "98 point 6" → 98.6
    .replace(new RegExp(String.raw`\b(\d+|${NUMBER_WORD}(?:(?:[- ]|\sand\s)${NUMBER_WORD})*) point ((?:\d|zero|oh|one|two|three|four|five|six|seven|eight|nine)(?: (?:zero|oh|one|two|three|four|five|six|seven|eight|nine))*)\b`, 'g'), (m: string, whole: string, digits: string) => {
      const integer = numberValue(whole);
      const decimals = digits.split(' ').map((d) => (/\d/.test(d) ? d : d === 'oh' ? '0' : String(UNITS[d]))).join('');
      return /^\d+$/.test(integer) ? `${integer}.${decimals}` : m;
    })
    // Readings said by their decade: "running in the one twenties" → "in the 120s".
    .replace(/\b(one|two) (twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/g, (_m, hundreds: string, tens: string) => `${UNITS[hundreds]}${TENS[tens.replace(/ies$/, 'y')]}s`)
    // "Between seventy and eighty" → "between 70 and 80".
    .replace(new RegExp(String.raw`\bbetween (${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*) and (${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*)\b`, 'g'), (m: string, a: string, b: string) =>
      /^\d+$/.test(numberValue(a)) && /^\d+$/.test(numberValue(b)) ? `between ${numberValue(a)} and ${numberValue(b)}` : m,
    )
    // A half with its unit: "two and a half mg" → "2.5 mg", "one and a half plus pitting edema" → "1.5 plus".
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD}|\d+) and a half\b(?= (?:${COUNTED_UNIT}|plus)\b)`, 'g'), (m: string, whole: string) => (/^\d+$/.test(numberValue(whole)) ? `${numberValue(whole)}.5` : m))
    // …and the half said after the thing counted: "a pack and a half a day" → "1.5 packs a day" (pack-years count it).
    .replace(/\b(a|one|two|three) (pack|cigarette|drink|beer|glass|cup|bottle)s? and a half\b/g, (_m, whole: string, thing: string) => `${whole === 'a' ? 1 : UNITS[whole]}.5 ${thing}s`)
    // A size: "two by three centimeter" → "2 x 3 centimeter".
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD}|\d+(?:\.\d+)?) by (${NUMBER_WORD}|\d+(?:\.\d+)?)\b(?= (?:centimet|millimet|cm\b|mm\b|inch))`, 'g'), (_m, a: string, b: string) => `${numberValue(a)} x ${numberValue(b)}`)
    // "Alert and oriented times three" → "oriented x3".
    .replace(/\boriented (?:times|x) ?(two|three|four|[234])\b/g, (_m, n: string) => `oriented x${numberValue(n)}`)
    // Numbers said one after the other, each one more, are a range: "three four times a day" is 3 to 4 (not 7), "four
    // five six seven days" 4 to 7.
    .replace(new RegExp(String.raw`(?<!\bhundred (?:and )?)\b(?:(?:one|two|three|four|five|six|seven|eight|nine),? ){1,5}(?:two|three|four|five|six|seven|eight|nine|ten)(?= (?:${COUNTED_UNIT})\b)`, 'g'), (m: string) => { const said = m.split(/,? /).map((w) => UNITS[w]!); return said.every((n, k) => k === 0 || n === said[k - 1]! + 1) ? `${said[0]} to ${said.at(-1)}` : m; })
    // A range of readings: "in that one twenty to one forty range" → "120 to 140 range"; "two or three times" → "2 or 3 times".
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*) to (${NUMBER_WORD}(?:[- ]${NUMBER_WORD})*|\d+)(?= range\b| over\b| (?:${COUNTED_UNIT})\b)`, 'g'), (_m, a: string, b: string) => `${numberValue(a)} to ${numberValue(b)}`)
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD}) or (?=(?:\d+|${NUMBER_WORD}) (?:${COUNTED_UNIT})\b)`, 'g'), (_m, a: string) => `${numberValue(a)} or `)
    .replace(new RegExp(String.raw`\b(${NUMBER}) out of (${NUMBER})\b`, 'g'), (_m, a: string, b: string) => `${numberValue(a)}/${numberValue(b)}`)
    // A rating's second figure on the same scale: "6/10 without ibuprofen and it goes down to like a one with it" →
    // "…goes down to 1/10 with it" (decision 814).
    .replace(new RegExp(String.raw`(\b\d+\/10\b[^.?!]{0,60}?\b(?:goes|went|comes|came|gets|got) (?:down|up) to) (?:like |about |around |maybe )?(?:an? )?(zero|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b(?![\/\w])(?! (?:${COUNTED_UNIT})\b)`, 'g'), (_m, before: string, n: string) => `${before} ${numberValue(n)}/10`)
    .replace(new RegExp(String.raw`\b(${NUMBER}) over (${NUMBER})\b`, 'g'), (_m, a: string, b: string) => `${numberValue(a)}/${numberValue(b)}`)
    // A time of day: "eight thirty in the morning" → "8:30 in the morning" (not a reading).
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (o'?clock|fifteen|thirty|forty[- ]five)\b(?= (?:in the (?:morning|afternoon|evening)|at night|am\b|pm\b|a\.m|p\.m))/g, (_m, hour: string, minutes: string) => `${UNITS[hour]}:${/clock/.test(minutes) ? '00' : minutes === 'fifteen' ? '15' : minutes === 'thirty' ? '30' : '45'}`)
    // A reading said as two numbers: "my blood sugar has been running at about one thirty" → 130 (not a time of day).
    // A systolic or diastolic said as "one twenty for the top number" is a reading too.
    .replace(/\b(?:one|two|three) (?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?\b(?! (?:o'?clock|am|pm|a\.m|p\.m|in the|at night))/g, (m: string, at: number, all: string) =>
      // …and after readings said by their decade: "I go into the 140s and once it went to like one fifty".
      READING.test(all.slice(Math.max(0, at - 80), at)) || /\b[1-3]\d0s\b/.test(all.slice(Math.max(0, at - 60), at)) || /^ (?:for|on|as) the (?:top|bottom) (?:number|one)\b/.test(all.slice(at + m.length)) ? numberValue(m) : m,
    )
    // Hundreds are figures wherever said: "over two hundred" → "over 200", "the three to four hundreds" → "the 300s to 400s".
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine) to (one|two|three|four|five|six|seven|eight|nine) hundreds\b/g, (_m, a: string, b: string) => `${UNITS[a]}00s to ${UNITS[b]}00s`)
    .replace(/\b(one|two|three|four|five|six|seven|eight|nine) hundreds\b/g, (_m, a: string) => `${UNITS[a]}00s`)
    // …and a rising pair said with one "hundred": "a spike at like five or six hundred" → "500 or 600" (not "five or 600").
    .replace(HUNDREDS_PAIR, (m: string, a: string, link: string, b: string) =>
      UNITS[a]! < UNITS[b]! ? `${UNITS[a]}00 ${link} ${UNITS[b]}00` : m,
    )
    .replace(new RegExp(String.raw`\b(?:one|two|three|four|five|six|seven|eight|nine) hundred(?:(?: and)? ${NUMBER_WORDS})?\b`, 'g'), (m: string) => numberValue(m.replace(/ and /g, ' ')))
    // A range whose end is already a figure: "between eighty to 100" → "between 80 to 100".
    .replace(RANGE_TO_FIGURE, (m: string, a: string, link: string, b: string) => (/^\d+$/.test(numberValue(a)) ? `${numberValue(a)} ${link} ${b}` : m))
    .replace(new RegExp(String.raw`\b((?:${NUMBER_WORD}|hundred)(?:[- ](?:${NUMBER_WORD}|hundred|and))*)\b(?= (?:${COUNTED_UNIT}|percent|%|plus)\b)`, 'g'), (m: string) => numberValue(m))
    // A range said with a pause for "to": "four, 5 days" → "4 to 5 days", "seven, 8 hours" (a rising pair only).
    .replace(new RegExp(String.raw`\b(${NUMBER_WORD}), (\d+)(?= (?:${COUNTED_UNIT})\b)`, 'g'), (m: string, a: string, b: string) => (Number(numberValue(a)) < Number(b) ? `${numberValue(a)} to ${b}` : m))
    .replace(/(\d) (?:centimet(?:er|re)s?)\b/g, '$1 cm')
    .replace(/(\d) (?:millimet(?:er|re)s?)\b/g, '$1 mm')
    .replace(/\bmilligrams?\b/g, 'mg')
    .replace(/\bmicrograms?\b/g, 'mcg')
    .replace(/\bmilliliters?\b/g, 'mL')
    .replace(/(\d) ?(?:percent|%)/g, '$1%')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([,;:])(?=[,.;:?!])/g, '')
    .replace(/^[\s,.;:]+/, '')
    .trim();
  return s;
}

/** Leading conversational openers ("yeah, so, well, okay", "doctor,") that carry nothing. */
export function stripOpeners(text: string): string {
  return text.replace(/^(?:(?:yeah|yes|yep|yup|so|well|okay|ok|oh+|ah+|hey|gosh|geez|jeez|wow|phew|whew|foof|oof|ooh|gee|haha|hi|hello|mm+|hm+|mhm|and|but|now|right|alright|all right|also|actually|honestly|basically|sure|just|um|uh|like|then|doc(?:tor)?(?=,))\b[,\s]*)+/i, '');
}

const ACRONYMS = /\b(?:ekg|ecg|ct|mri|copd|gerd|uti|hiv|er|icu|cbc|bmp|cmp|tsh|inr|nsaids?|ssri|adhd|ptsd|ocd|dvt|chf|cad|bmi|ldl|hdl|pt|ot|ent|covid|jvd|acl|pcl|mcl|lcl|ckd|pcos|ibs|psa|egd|tia|gfr|pcp|dcis|cva|rca|lcx|cabg|pci|n?stemi|bnp|bun|esr|crp|ppi|bph|uri|ibd|eeg|emg|tmj|hpv|rsv|lvef|svt|pvcs?|ards|gi|iud|std|sti|lasik|pms|iv)\b/g;

export function capitalize(text: string): string {
  const s = text
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ve|ll|d)\b/g, "I'$1")
    .replace(ACRONYMS, (m) => m.toUpperCase())
    .replace(/\ba1c\b/g, 'A1c')
    .replace(/\bb12\b/g, 'B12')
    // The stroke-risk score as it is written, however said: "chads vasc", "chads2 vasc", "cha2ds2-vasc".
    .replace(/\bcha2?ds2?[- ]?vasc\b|\bchads[- ]?2?[- ]vasc\b/gi, 'CHA2DS2-VASc')
    .replace(/\bh\.? ?pylori\b/gi, 'H. pylori')
    .replace(/\blyme\b/g, 'Lyme')
    // The ST segment of an ECG: "no acute ST changes".
    .replace(/\bst(?= (?:changes?|elevations?|depressions?|segments?|wave))/g, 'ST')
    // Spinal levels and heart sounds in capitals: "L5-S1", "C5-C6", "S1 and S2".
    .replace(/\b[clts]\d{1,2}(?:-[clts]\d{1,2})?\b/g, (m) => m.toUpperCase())
    // A Holter monitor is named for its inventor.
    .replace(/\bholter\b/g, 'Holter')
    // Immunoglobulins as written: "IgA deficiency", "IgE".
    .replace(/\big([aegmd])\b/gi, (_m, kind: string) => `Ig${kind.toUpperCase()}`)
    // A title and the name after it: "Dr. Brown", "Ms. Hernandez".
    .replace(/\b(dr|mr|mrs|ms)\. ([a-z])/gi, (_m, title: string, initial: string) => `${title.charAt(0).toUpperCase()}${title.slice(1).toLowerCase()}. ${initial.toUpperCase()}`)
    .replace(/\bhepatitis ([abcde])\b/g, (_m, letter: string) => `hepatitis ${letter.toUpperCase()}`);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A sentence's opening word in running text: "Knee pain" → "knee pain"; an acronym ("MCL strain", "IgA deficiency") keeps its capitals. */
export const lowerFirst = (text: string) => ((/^[A-Z][a-z]/.test(text) && !/^[A-Z][a-z]*[A-Z]/.test(text)) || /^[A-Z](?:\s|$)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** Ends a sentence with one full stop. */
export function sentence(text: string): string {
  const s = capitalize(text.trim().replace(/[\s,;:-]+$/, ''));
  return /[.!?]$/.test(s) ? s.replace(/\?$/, '.') : `${s}.`;
}

export interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
  reflexive: string;
}
export const pronounsFor = (gender: 'male' | 'female' | undefined): Pronouns =>
  gender === 'male'
    ? { subject: 'he', object: 'him', possessive: 'his', reflexive: 'himself' }
    : gender === 'female'
      ? { subject: 'she', object: 'her', possessive: 'her', reflexive: 'herself' }
      : { subject: 'they', object: 'them', possessive: 'their', reflexive: 'themselves' };

const THIRD_PERSON_VERBS: Record<string, string> = {
  have: 'has', do: 'does', go: 'goes', am: 'is', was: 'was', "don't": "doesn't", "haven't": "hasn't", "can't": "can't", "won't": "won't",
  "didn't": "didn't", "wasn't": "wasn't", "couldn't": "couldn't", "wouldn't": "wouldn't", "shouldn't": "shouldn't",
};
/** Words after "I" that are not a present-tense verb to conjugate: modals, past forms, adverbs. */
const NOT_CONJUGATED = new Set(
  ('can cannot could would should will might may must shall did had was were got went felt took thought knew saw said made came ' +
    'told heard found gave left kept ran fell tried used noticed started stopped called missed quit put cut hit hurt set let shut ' +
    'woke laid lay ate drank slept wrote broke bought brought caught sat stood lost paid meant sent spent built bent rode drove ' +
    'threw wore tore swam began became forgot understood held led fed bled dug stuck struck sold fought taught slid ' +
    'and or but then so too first when where while if because like ' +
    'just really also never always usually sometimes still only even actually mostly often rarely definitely probably kind sort ' +
    'guess mean know think').split(' '),
);
// …and the adverbs of when that are no verb (decision 681): "I all of a sudden couldn't see" is not "she alls of a
// sudden", nor "I once had" "she onces had".
const ADVERBS = /^(?:just|really|also|never|always|usually|sometimes|still|only|even|actually|mostly|often|rarely|definitely|probably|generally|normally|typically|already|almost|barely|hardly|kinda|maybe|perhaps|occasionally|now|then|all of a sudden|once|ever|again|[a-z]+ly)$/;

/** The third person singular of a present-tense verb: take → takes, watch → watches, try → tries. */
function conjugate(verb: string): string {
  if (verb in THIRD_PERSON_VERBS) return THIRD_PERSON_VERBS[verb]!;
  // Past forms ("walked", "tried") stay; "need", "feed", "bleed" are present tense.
  if (/[^e]ed$|ing$|n't$/.test(verb) || (NOT_CONJUGATED.has(verb) && !/^(?:guess|mean|know|think)$/.test(verb))) return verb;
  // An adverb left where the verb should be ("i totally") is no verb; "apply", "rely", "fly" are.
  if (/ly$/.test(verb) && !/^(?:apply|reply|supply|rely|comply|fly|imply|multiply|ally)$/.test(verb)) return verb;
  // A pronoun is no verb either ("i it hurts" is speech begun again).
  if (/^(?:it|my|me|you|he|she|we|they|the|a|an)$/.test(verb)) return verb;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return /(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
}

function thirdPersonVerb(verb: string, plural: boolean): string {
  if (plural) return verb === 'am' ? 'are' : verb === 'was' ? 'were' : verb;
  return conjugate(verb);
}

/** The patient's first person ("I've had pain in my knee") to the note's third person ("she has had pain in her knee"). */
export function patientToThirdPerson(text: string, p: Pronouns): string {
  const plural = p.subject === 'they';
  return text
    .replace(/\bi'm\b/g, `${p.subject} ${plural ? 'are' : 'is'}`)
    .replace(/\bi've\b/g, `${p.subject} ${plural ? 'have' : 'has'}`)
    .replace(/\bi'd\b/g, `${p.subject} would`)
    .replace(/\bi'll\b/g, `${p.subject} will`)
    // "I usually take" → "she usually takes", "I also recently joined" → "she also recently joined": adverbs between
    // the subject and its verb are kept.
    .replace(new RegExp(String.raw`\bi ((?:(?:${ADVERBS.source.slice(1, -1)}) )*)([a-z]+n't|[a-z]+)(?![\w'])`, 'g'), (_m, adverbs: string, verb: string) =>
      `${p.subject} ${adverbs}${thirdPersonVerb(verb, plural)}`,
    )
    .replace(/\bi\b/g, p.subject)
    .replace(/\bmyself\b/g, p.reflexive)
    .replace(/\bmy\b/g, p.possessive)
    .replace(/\bmine\b/g, plural ? 'theirs' : p.possessive === 'his' ? 'his' : 'hers')
    .replace(/\bme\b/g, p.object);
}

/** The clinician's "you/your" (spoken to the patient) to the note's "the patient/her". */
export function clinicianToThirdPerson(text: string, p: Pronouns): string {
  const plural = p.subject === 'they';
  return text
    // "You probably have an infection" → "she probably has an infection": adverbs between the subject and its verb are kept.
    .replace(new RegExp(String.raw`\byou ((?:(?:${ADVERBS.source.slice(1, -1)}) )*)(have|do|are|were|was|feel|need|take|seem|look|don't|haven't|go|get|want|know|like|try)\b`, 'g'), (_m, adverbs: string, verb: string) =>
      `${p.subject} ${adverbs}${verb === 'are' ? (plural ? 'are' : 'is') : verb === 'were' ? (plural ? 'were' : 'was') : thirdPersonVerb(verb, plural)}`,
    )
    // "To make sure you tolerate the new medication", "when you walk": the verb after a conjunction agrees with its
    // new subject (not a modal, a past form or a word that is no verb).
    .replace(/(?<=\b(?:if|when|whenever|until|unless|once|because|so|sure|that|while|before|after|as long as|in case)\s)you ((?:just |also |still |ever |really )?)(?!(?:can|could|will|would|should|may|might|must|all|guys|and|or|the|a|an|to|had|did)\b)([a-z]+)\b(?<!ed)/g, (_m, adverb: string, verb: string) =>
      `${p.subject} ${adverb}${thirdPersonVerb(verb, plural)}`,
    )
    // "If you notice black stools or you vomit blood": the condition's second verb agrees too.
    .replace(/(?<=\b(?:if|when|whenever|unless|once)\b[^.;]*\b(?:or|and)\s)you ((?:just |also |still |ever |really )?)(?!(?:can|could|will|would|should|may|might|must|all|guys|and|or|the|a|an|to|had|did|know)\b)([a-z]+)\b(?<!ed)/g, (_m, adverb: string, verb: string) =>
      `${p.subject} ${adverb}${thirdPersonVerb(verb, plural)}`,
    )
    // "If you get more short of breath or you can't keep fluids down": the subject of a modal after a conjunction is the
    // patient's pronoun, as it is before a verb (decision 821).
    .replace(/(?<=\b(?:if|when|whenever|until|unless|once|because|so|that|while|before|after|or|and|but)\s)you (?=(?:can|can't|cannot|could|couldn't|will|won't|would|should|may|might|must)\b)/g, `${p.subject} `)
    .replace(/\byou're\b/g, `${p.subject} ${p.subject === 'they' ? 'are' : 'is'}`)
    .replace(/\byou've\b/g, `${p.subject} ${p.subject === 'they' ? 'have' : 'has'}`)
    .replace(/\byou'll\b/g, `${p.subject} will`)
    .replace(/\byourself\b/g, p.reflexive)
    .replace(/\byour\b/g, p.possessive)
    .replace(/\b(?:to|for|with|on|give|see|tell|send|call|put|start|refer|get|keep) you\b/g, (m) => m.replace(/you$/, p.object))
    .replace(/\byou\b/g, 'the patient')
    .replace(/\b(has|have) got\b/g, '$1')
    // "Strengthen that area", "prevent those exacerbations", "book that appointment": what the clinician pointed at in
    // speech is "the" in a note.
    .replace(POINTED_AT, 'the ');
}
/** A demonstrative before something of the visit: "that area", "those ligaments", "these scars". */
const POINTED_AT =
  /\b(?:that|this|those|these) (?=(?:(?:right|left|same|little|small) )?(?:area|spot|region|side|leg|arm|knee|foot|feet|finger|toe|hand|wrist|ankle|hip|shoulder|back|neck|elbow|joint|tendons?|ligaments?|muscles?|bones?|scars?|wound|incision|rash|lesion|mole|murmur|swelling|exacerbations?|flares?|symptoms?|appointment|sample|specimen|prescription|medications?|medicine|cream|ointment|inhaler|brace|splint|boot|sling|dose|test|x-?ray|mri|scan|results?|labs?|infection|modifications?|exercises?|stretches?)\b)/g;

const LAY_TERMS: [RegExp, string][] = [
  [/\bthrowing up\b/g, 'vomiting'],
  [/\bthrew up\b/g, 'vomited'],
  [/\bthrow up\b/g, 'vomit'],
  [/\b(?:belly|tummy)\b/g, 'abdomen'],
  [/\bpeeing\b/g, 'urinating'],
  [/\bpee\b/g, 'urinate'],
  [/\bpooping\b/g, 'having bowel movements'],
  [/\bpassed out\b/g, 'lost consciousness'],
  // "Light-headed", "light headed", and speech's "light-head" are written as one word (decision 679).
  [/\blight[- ]?head(?:ed)?(?![\w-])/g, 'lightheaded'],
  [/\blight[- ]headedness\b/g, 'lightheadedness'],
  [/\bheart attack\b/g, 'myocardial infarction'],
  [/\btype two (?=diabet)/g, 'type 2 '],
  [/\btype one (?=diabet)/g, 'type 1 '],
  // The condition, not a reading said to be high ("quite high blood pressure", "high blood pressure readings at home"
  // stay as said).
  [/(?<!\b(?:quite|very|really|pretty|slightly|too|bit|little|so|a|some) )\bhigh blood pressure\b(?! (?:readings?|numbers?|values?|levels?|at home))/g, 'hypertension'],
  [/(?<!\b(?:quite|very|really|pretty|slightly|too|bit|little|so|a|some) )\bhigh cholesterol\b(?! (?:readings?|numbers?|values?|levels?))/g, 'hyperlipidemia'],
  [/\bwinded\b/g, 'short of breath'],
  [/\bthe (?:er|ed)\b/g, 'the emergency department'],
  [/\b(?:(?:a )?(?:little|tiny|slight) bit of (?:a )?|a little |slightly )?low(?:-?ish)? pumping function(?: of (?:the|your|her|his|their) heart)?/g, 'reduced ejection fraction'],
  [/\bpumping function(?: of (?:the|your|her|his|their) heart)?/g, 'ejection fraction'],
  [/\bheart arteries\b/g, 'coronary arteries'],
  [/\bgood cholesterol\b/g, 'HDL'],
  [/\bbad cholesterol\b/g, 'LDL'],
  [/\bwater pills?\b/g, 'diuretic'],
  [/\bblood thinners?\b/g, 'anticoagulant'],
  [/\bfluid in (?:the|your|her|his|their) legs\b/g, 'lower extremity edema'],
  [/\b(?:a )?(?:little |tiny |wee )?bit (enlarged|swollen|tender|red|elevated|decreased|reduced|low|high|irregular)\b/g, 'mildly $1'],
  [/\b(?:a little|slightly) (enlarged|swollen|tender|red|elevated|decreased|reduced|low|high|irregular)\b/g, 'mildly $1'],
  // "A little bit of swelling" is mild swelling; "a little bit of her colon" is a part of it, not a degree.
  [/\b(?:a )?(?:little|tiny|slight) bit of (?:a |an )?(?!(?:her|his|the|my|your|their|it|that|this|those|these|them)\b)/g, 'mild '],
  [/\bweened\b/g, 'weaned'],
  // Names a note capitalises ("may" and "march" are words too, so they stay as said).
  [/\bgi\b/g, 'GI'],
  ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december'].map((day): [RegExp, string] => [new RegExp(String.raw`\b${day}`, 'g'), capitalize(day)]),
];
/** Lay words in the note's clinical vocabulary ("throwing up" → "vomiting", "belly" → "abdomen"). */
export function clinicalWords(text: string): string {
  return LAY_TERMS.reduce((s, [lay, clinical]) => s.replace(lay, clinical), text);
}

/** Content words of a text (for deduplication and relevance). */
export const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** "a, b and c": a list as a sentence says it. */
export const joinList = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
