/**
 * Test results as the clinician reads them out, written as a note does: "so, this is the result of the
 * echocardiogram that we did last year. it showed that you have that low-ish pumping function of your heart at
 * about 45%" → "Echocardiogram shows reduced ejection fraction at about 45%."
 */
import { commaSeries } from './exam.js';
import { noteSentence } from './phrasing.js';
import { capitalize, cleanSpoken, clinicalWords, stripOpeners, type Pronouns } from './text.js';

/**
 * Tests whose results a clinician reads out. A test's site is a place on the body, not the test: "there's a one
 * centimeter shave biopsy site … no satellite lesions" is what the exam sees.
 */
export const TEST_NAME =
  /\b(?:(?:chest |knee |hip |ankle |foot |hand |wrist |shoulder |spine |lumbar |back |abdominal )?x-?rays?|xray|ct(?: scan)?|cat scan|mri|ultrasound|echocardiogram|echo|ekg|ecg|electrocardiogram|stress test|lipid panel|cholesterol panel|labs?|lab work|blood work|bloodwork|cbc|(?:basic |comprehensive )?metabolic panel|urinalysis|urine (?:test|culture|dip(?:stick)?)|(?:urine )?dipstick|culture|biopsy|mammogram|colonoscopy|endoscopy|pft|spirometry|holter(?: monitor)?|(?:covid|strep|flu|pregnancy) test|(?:[a-z0-9]+ )?(?:antibody|antigen) test|rapid (?:strep|covid|flu)(?: test)?|[a-z]+ titers?|western blot(?: pcr)?|swab|[a-z]+ panel|dexa(?: scan)?|bone density(?: scan)?|nerve conduction stud(?:y|ies)|emg|cath(?:eterization)?|angiogram|pathology)\b(?! sites?\b)/;


/** The part of the body a test was of: "an x-ray of your left shoulder" (not "a ct of your side"). */
export const TEST_SITE = String.raw`(?:(?:right|left|lower|upper) )?(?:chest|abdomen|pelvis|head|brain|neck|(?:(?:lumbar|cervical|thoracic) )?spine|back|shoulder|elbow|wrist|hand|finger|hip|knee|ankle|foot|toe|kidney|heart|lung|leg|arm|thyroid|breast)s?`;

function testLabel(name: string): string {
  const label = name.replace(/^echo$/, 'echocardiogram').replace(/^xray$/, 'x-ray').replace(/^(?:labs?|lab work|blood work|bloodwork)$/, 'laboratory results');
  // Acronyms are written as such: "EKG is normal", not "Ekg is normal".
  return label.replace(/\b(?:ekg|ecg|ct|mri|cbc|pft|emg|dexa|hcv|hbv|hiv|hpv)\b/g, (m) => m.toUpperCase());
}

/** The reader of an image saying what it does not show: "I don't see any evidence of", "I don't even see any signs of". */
const IMAGE_DENIAL = String.raw`(?:i|we) (?:don't|do not|didn't|did not) (?:even |really )?see (?:any )?(evidence|signs?) of (?:any )?`;
const IMAGE_DENIES = new RegExp(`^${IMAGE_DENIAL}`);
/**
 * What an image is read for, said not to be there in the patient's words ("looks like you don't have any fractures or
 * any bony misalignment"): said after the image is named, it is what the image shows.
 */
const IMAGED = String.raw`(?:fractur\w*|breaks?|dislocations?|(?:bony )?misalignments?|(?:bony )?abnormalit(?:y|ies)|arthritis|pneumonia|masses|mass|stones?|hydronephrosis|osteomyelitis)`;
const LOOKS_WITHOUT = new RegExp(String.raw`^(?:it )?(?:looks?|seems?|appears?) like (?:you|she|he|they) (?:don't|do not|doesn't|does not) have (?:any )+(?=${IMAGED}\b)`);
/** The sentence reads an image as not showing something (checked on cleaned speech). */
export const readsImageDenial = (cleaned: string) => new RegExp(String.raw`\b${IMAGE_DENIAL}`).test(cleaned) || LOOKS_WITHOUT.test(stripOpeners(cleaned));

/** A finding an image shows, said as there being one: "there is some mild arthritis at the AC joint". */
const IMAGE_FINDING_SAID = /^there(?:'s| is| are) (?:some |a little |a bit of )?((?:an? )?(?:(?:mild|moderate|severe|small|tiny|early|minimal|significant|some) )*(?:arthritis|degenerative (?:changes?|disease)|(?:joint space )?narrowing|bone spurs?|osteophytes?|calcifications?|effusion|opacit(?:y|ies)|infiltrates?|nodules?|stones?|cysts?|(?:partial|full[- ]thickness) tear)\b.*)$/;

/** The sentence says what the image just read shows, as there being a finding (checked on cleaned speech). */
export const readsImageFinding = (cleaned: string) => IMAGE_FINDING_SAID.test(stripOpeners(cleaned).replace(/^(?:(?:so|and|okay|now|also)[, ]+)*/, '').replace(/[.!?]+$/, '').trim());

/** "It doesn't show any pneumonia": what an image shows none of (not "anything concerning", which names nothing). */
const SHOWS_NONE = /^(?:does not|doesn'?t|did not|didn'?t) show (?:any )?(?!anything|something|much\b)/;

/** Words that read a result out after the test is named. */
const RESULT_AFTER = /\b(?:shows?|showed|revealed?|came back|was|were|is|are|looks?|looked|demonstrat\w*|normal|negative|positive)\b/;

/** What the clinician said after the finding to explain or reassure, which the note leaves out. */
const EXPLANATION = /,?\s*(?:which\b|and (?:that|this|it) (?:can|could|may|might) (?:just )?be\b|that'?s (?:that|why|what|good|great|normal|not)|that is (?:that|why|what|good)|so (?:that|this|it|we|i|you)|but (?:it|that) (?:was|is)n'?t|and (?:we'?ll|we will|i'?ll|i will|we'?re going|i'?m going)|okay|you know)\b.*$/;

/**
 * The finding read out in one clinician sentence, as a note sentence, or undefined. `test` is the test the
 * clinician was last talking about, for a sentence that does not name it ("it also shows…").
 */
export function resultFinding(raw: string, p: Pronouns, test: string | undefined): string | undefined {
  // Tests and analytes named by their letters are written in capitals, wherever they fall: "HCV antibody test", "ALT".
  const read = readResult(raw, p, test)
    ?.replace(/\b(?:hcv|hbv|hiv|hpv|alt|ast|ldl|hdl|a1c|ef|ac(?= joint))\b/gi, (m) => m.toUpperCase())
    // "an EF of 55% abnormal diastolic filling": a percentage said straight before the next finding ends its own.
    .replace(/(\d%) (?!(?:and|or|of|in|on|at|to|with|for|from|by|which|that|but|than|range|probability|chance|likely)\b)(?=[a-z])/g, '$1, ');
  return read === undefined ? undefined : commaSeries(read);
}

function readResult(raw: string, p: Pronouns, test: string | undefined): string | undefined {
  let s = stripOpeners(clinicalWords(cleanSpoken(raw))).replace(/^(?:(?:so|okay|and|now|here|alright|all right|basically|yeah|well|good|great|perfect|fine)[, ]+)*/, '');
  let subject = test;
  // "I was able to review the results of your recent lab work and your HCV antibody test was positive": the result is
  // the clause that names its test and says what it was; the review before it only announces it.
  const resultClause = new RegExp(String.raw`\band (?=(?:your|the|his|her) (?:[a-z0-9-]+ ){0,3}?(?:${TEST_NAME.source}) (?:is|was|were|are|came back|shows?|showed)\b)`).exec(s);
  if (resultClause) s = s.slice(resultClause.index + resultClause[0].length);
  const lead = /^(?:(?:in )?(?:looking(?: here| back)? at|reviewing|taking a look at)|(?:this|that|here) is the results? of|(?:(?:on|in) )?(?:the|your) results? (?:of|for)|the results? of|i reviewed)\s+(?:the results? of\s+)?(?:this|that|it|(?:your |the |his |her )?([a-z0-9 -]{2,40}?))(?:(?: (?:that|which) (?:we|i|they|the [a-z ]{2,30}?) (?:did|took|got|obtained|ordered|had done)(?: (?!and\b)[a-z']+){0,12}? and)|(?: that we did| from) ([a-z ]{3,20}?))?(?:,|(?<!\b(?:of|on|in|for|at|to))\s+(?:and\s+)?(?=(?:it|you|she|he|there|everything|your|the)\b))\s*/.exec(s);
  if (lead) {
    if (lead[1] && TEST_NAME.test(lead[1])) subject = `${testLabel(lead[1].trim().replace(/\b(?:your|his|her)\b/g, 'the'))}${lead[2] ? ` from ${lead[2].trim()}` : ''}`;
    s = s.slice(lead[0].length);
  }
  // "I saw that they did a rapid covid test when you came in here and that was negative": the test done, then what it
  // was.
  // "Since we did the echocardiogram, I reviewed those results and it does show …": the same, said as its reason.
  const done = new RegExp(String.raw`^(?:(?:we|i) )?(?:since |now that |when )?(?:i (?:saw|see|noticed|notice) (?:that )?)?(?:they|we|you) (?:(?:were|was) able to |did )?(?:did|had|got|get|ran|performed) (?:a |an |the |your )?(${TEST_NAME.source})(?: of (?:your |the |his |her )+(${TEST_SITE}))?(?:,? [a-z ]*?)?,? and (?:it|that|this) (?=(?:was|is|came back|showed|shows|revealed|(?:does|did)(?:n'?t| not)? show)\b)`).exec(s);
  if (done) {
    subject = `${testLabel(done[1]!)}${done[2] ? ` of the ${done[2]}` : ''}`;
    s = s.slice(done[0].length);
  }
  // "…and it doesn't show any pneumonia": what it shows none of.
  s = s.replace(SHOWS_NONE, 'shows no ');
  const named = TEST_NAME.exec(s);
  // "You have a lot of arthritis for someone so young, so we sent off that autoimmune panel": the reason the test was
  // sent, not what it showed (unless what it showed follows the test).
  if (named && /\b(?:so|and so|which is why|that'?s why)\s+(?:we|i)\b[^.]*$/.test(s.slice(0, named.index)) && !RESULT_AFTER.test(s.slice(named.index))) return undefined;
  if (named && !subject) subject = testLabel(named[0]);
  s = s
    .replace(EXPLANATION, '')
    // "the joint spaces of that right knee": the knee of the patient, not one pointed at.
    .replace(/\b(?:that|this) (?=(?:right|left)\b)/g, 'the ')
    .replace(/^(?:everything|overall|here),?\s+/, '')
    .replace(/[.!?,]+$/, '')
    .replace(/\s+for (?:you|her|him)$/, '')
    .replace(/^(this|that|it)'s\b/, '$1 is')
    .trim();
  // "this is a normal x-ray of your lumbar spine" → "X-ray of the lumbar spine is normal."
  const verdict = new RegExp(String.raw`^(?:this|that|it) (?:is|was|looks like|appears to be|seems to be) (?:essentially |basically )?(?:an? )?(?:nice,? )?(normal|abnormal|unremarkable|negative|positive|stable) ((?:${TEST_NAME.source})(?: of (?:the |your |his |her )?[a-z ]{2,30})?)$`).exec(s);
  if (verdict) return noteSentence(`${verdict[2]!.replace(/\b(?:your|his|her)\b/, 'the')} is ${verdict[1]}`, 'clinician', p, { minWords: 3, maxWords: 20 });
  // "your labs here all look good", "everything looks fine": the test was normal.
  const fine = new RegExp(String.raw`^(?:(?:your|the|his|her) )?((?:${TEST_NAME.source}))?(?: here| today)?(?: all)? (?:looks?|looked|is|are|was|were|came back) (?:really |pretty |all )?(?:good|fine|great|normal|okay|reassuring|unremarkable)$`).exec(s);
  const whole = fine && (fine[1] ? testLabel(fine[1]) : subject);
  if (whole) return `${whole.charAt(0).toUpperCase()}${whole.slice(1)} ${/s$/.test(whole) && !/is$/.test(whole) ? 'are' : 'is'} normal.`;
  // "there's no fracture or anything" after the x-ray is named: the x-ray shows no fracture.
  s = s.replace(/^there(?:'s| is| are) (no\b.*?)(?: or anything(?: like that)?)?$/, 'shows $1');
  // "There is some mild arthritis at the AC joint", said of the image just read: what it shows.
  s = s.replace(IMAGE_FINDING_SAID, 'shows $1');
  // "I don't see any evidence of any fracture", "I don't even see any signs of arthritis that I would have been
  // suspecting": the image read in the reader's first person shows no such thing (without what the reader expected).
  s = s
    .replace(IMAGE_DENIES, (_m, kind?: string) => `shows no ${kind ? `${kind.replace(/^sign$/, 'signs')} of ` : ''}`)
    .replace(/^(shows no .*?)\s+(?:that|which) (?:i|we) (?:would|might|could)(?:'ve| have)? (?:been )?(?:suspect|expect|worri|concern)\w*$/, '$1')
    // "…no evidence of any fracture and when compared to the left knee everything looks good": one finding a sentence.
    .replace(/^(shows no .*?)\s+and (?:when|everything|so|i|we|it|that|this)\b.*$/, '$1');
  // "your ekg here is normal" / "the x-ray shows no fracture": the test as the subject of the finding.
  const own = new RegExp(String.raw`^(?:(?:your|the|his|her) )?(?:${TEST_NAME.source})(?: (?:here|today|from [a-z ]+?))?\s+`).exec(s);
  if (own) {
    // A sentence that names its test is about that test, whatever was talked about before ("the MRI shows a tear").
    subject = testLabel(TEST_NAME.exec(own[0])![0]);
    s = s.slice(own[0].length);
  }
  else if (/^(?:it|this|that|which|they)\s+(?:also\s+)?/.test(s)) s = s.replace(/^(?:it|this|that|which|they)\s+/, '');
  s = s.replace(SHOWS_NONE, 'shows no ');
  // "Show me the rapid strep." "And you also have positive for strep.": the test is positive.
  const positive = /^(?:and )?(?:you|she|he|it) (?:also )?(?:have|has|are|is|were|was|tested|came back)(?: also)?,? (positive|negative) for ([a-z -]+)$/.exec(s);
  if (positive && subject) {
    const target = positive[2]!.trim();
    return `${subject.charAt(0).toUpperCase()}${subject.slice(1)} ${subject.toLowerCase().includes(target) ? `is ${positive[1]}` : `${positive[1]} for ${target}`}.`;
  }
  s = s
    // "Looks like you don't have any fractures or any bony misalignment": the image shows none (one list of what not).
    .replace(LOOKS_WITHOUT, 'shows no ')
    .replace(/^(shows no .*?) or any (?=[a-z])/, '$1 or ')
    // "It does look like you have a little bit of fluid in your lungs": what the image shows.
    .replace(/^(?:does |do )?(?:looks?|seems?|appears?) like (?:(?:you|she|he|they) (?:do |does )?(?:have|has)\s+)/, 'shows ')
    // "It does show a 0.5 cm kidney stone": speech's emphasis, the image shows it.
    .replace(/^(?:does|did|do) (show|reveal|demonstrate)\b/, '$1s')
    .replace(/^(?:also )?(?:shows?|showed|reveals?|revealed|demonstrates?|demonstrated|came back(?: with)?|indicates?|indicated)(?: that)?\s+/, (m) => (/also/.test(m) ? 'also shows ' : 'shows '))
    .replace(/\b(shows )(?:you|she|he|they) (?:do |does )?(?:have|has)\s+/, '$1')
    .replace(/^(?:you|she|he|they) (?:do |does )?(?:have|has)\s+/, 'shows ')
    .replace(/\b(shows )(?:that |some |a |an )+/, '$1')
    .replace(/\bthat (?=(?:mild|low|reduced|high)\b)/, '')
    // "…the mitral regurgitation that you have, okay": what it showed, without the aside.
    .replace(/,?\s*(?:okay|right)$/, '')
    .replace(/\s+that,?(?: that)? (?:you|she|he|they) (?:have|has|had)$/, '')
    // "shows as melanoma", "shows no there is no fracture": the finding without the stammer.
    .replace(/^shows as\s+/, 'shows ')
    .replace(/^(shows )(?:that )?(?:you|she|he|they) (?:do |does )?(?:have|has)\s+/, '$1')
    .replace(/^shows (?:no )?there (?:is|are|was|were)\s+/, 'shows ')
    // "…a stone measuring 0.5 cm and it's located in the proximal ureter": where it is, said of what was found.
    .replace(/,?\s*and (?:it|that)(?:'s| is) (located|found|seen|sitting)\b/, ', $1')
    // "No fractures no bony abnormalities": two things not seen are one list.
    .replace(/(?<=\bno [a-z-]+(?: [a-z-]+)?) no (?=[a-z])/g, ' or ')
    .replace(/\bthere(?= (?:on|in|at)\b)\s*/, '')
    .replace(/\s+(?:there|here)(?=,|$)/, '')
    // The clinician's explanation after the finding ("…hydronephrosis that would mean that the stone is…").
    .replace(/,?\s+(?:that|which) (?:would|could|might|means?|meant|is why)\b.*$/, '')
    .replace(/,?\s+in addition to that$/, '')
    .trim();
  // A finding that points back ("shows no evidence of that") or a verb where the finding should be ("shows been seen")
  // cannot be written.
  // "Shows normal sinus rhythm" is a finding; "shows normal" alone is not.
  if (/^shows (?:been|be|being|is|are|was|were|it is)\b|^shows (?:mildly |slightly |a little )?(?:low|high|elevated|normal)(?:$|\s+(?:on|in|at|for|with|of|to|from|and|but)\b)|\b(?:of|for) (?:that|this|it)$/.test(s)) return undefined;
  if (!subject) return undefined;
  // "is" must say what the result was ("is normal", "was 45%"), not open a question ("is the pain constant").
  const verdictWord = /^(?:is|was|were|are) (?:not |also |mildly |slightly |very |essentially )?(?:normal|abnormal|unremarkable|negative|positive|stable|unchanged|clear|elevated|low|high|consistent with|significant for|notable for|concerning|reassuring|fine|okay|good|better|worse|improved|\d)/;
  // "Labs show", "X-ray shows".
  const plural = /(?:labs|tests|x-rays|scans|studies|results|panels)$/i.test(subject);
  if (/^(?:also )?shows /.test(s) || verdictWord.test(s)) return noteSentence(`${subject} ${plural ? s.replace(/^(also )?shows /, '$1show ').replace(/^is /, 'are ') : s}`, 'clinician', p, { minWords: 3, maxWords: 30 });
  // "looking at your lipid panel, your cholesterol was a tiny bit high" → "Lipid panel: cholesterol mildly high."
  const clause = /^(?:(?:your|his|her|the) )?([a-z0-9 -]{2,40}?) (?:is|was|were|are|came back) ((?:not |a little |mildly |slightly |very |quite )?(?:high|low|elevated|normal|abnormal|negative|positive|fine|good|okay|stable|unchanged|borderline|decreased|increased|reduced|mild\w*|(?:well )?(?:maintained|preserved|aligned)|intact|(?:all )?within normal limits|[0-9.]+[a-z%/ ]*))\b/.exec(s);
  if (!clause) return undefined;
  const written = noteSentence(`${clause[1]} ${clause[2]}`, 'clinician', p, { minWords: 2, maxWords: 20 });
  return written ? `${capitalize(subject)}: ${written.charAt(0).toLowerCase()}${written.slice(1).replace(/^ldl|^hdl|^ekg|^a1c/i, (m) => m.toUpperCase())}` : undefined;
}
