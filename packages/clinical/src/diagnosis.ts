/**
 * The clinician's stated diagnosis, for conditions the lexicon does not know: "I think you have a lumbar strain",
 * "what I see is a proximal humerus fracture", "my diagnosis would be lateral epicondylitis". The phrase is looked
 * up in the ICD-10-CM alphabetical index and code titles in the words a coder would use ("lumbar" → "lower back",
 * "ligament strain" → "sprain"), with its side.
 */
import type { Icd10Code, Icd10Index } from './icd10.js';
import type { Laterality } from './lexicon.js';

export interface StatedDiagnosis {
  /** The diagnosis as said, cleaned: "lumbar strain", "proximal humerus fracture". */
  phrase: string;
  /** Offset of the phrase in the sentence. */
  at: number;
  /** Said as possible ("probably a contusion", "suggestive of …"). */
  uncertain: boolean;
  /**
   * Named as the topic of what follows ("for your pancreatitis, …", "in terms of your hiatal hernia, …"): a problem the
   * assessment takes up when said there, not the clinician's impression of the visit.
   */
  topic?: boolean;
  /**
   * An injury named without its place ("it's just a sprain", "your x-ray shows a fracture"): coded only at the part the
   * visit's complaint is of, which the caller knows (decision 929).
   */
  unplaced?: boolean;
  /**
   * Said as what "it" is ("it's a sprain", "this is a viral infection"): a diagnosis after the exam, or an
   * explanation of one already named, which the caller tells apart by what was asked before (decision 944).
   */
  whatItIs?: boolean;
}

/**
 * The words that open a problem of the assessment and plan by its name: "regarding your X", "in regards to your X",
 * "with regard to the X", "in terms of your X", "as far as your X", "as for your X" (decision 920). One list for the
 * topic read here, the assessment's start (visit.ts) and a problem taken up (conditions.ts).
 */
export const TOPIC_OPENER = String.raw`regarding|in regards? to|with regards? to|in terms of|as far as|as for`;

/**
 * The topic of an assessment paragraph: "for your X", "in terms of your X", "regarding your X", "as far as your X",
 * "with regards to the X", "moving on to your X", "let's talk about your X".
 */
const TOPIC = new RegExp(String.raw`\b(?:for|${TOPIC_OPENER}|moving on to|(?:let'?s|let us) (?:talk|start) (?:about|with)) (?:your|his|her|the|this|that|you(?= (?:first|second|third|fourth|fifth|next|last|final|other) (?:problem|issue|diagnosis)\b)) (?:(?:(?:first|second|third|fourth|fifth|next|last|final|other) )?(?:problem|issue|diagnosis)(?: here)?,?(?: (?:is|of|which is))? (?:(?:your|his|her|the|this|that) )?)?`, 'g');

/**
 * A topic named before the word that makes it one: "from an asthma standpoint, continue the albuterol", "from a
 * sarcoidosis perspective" (the phrase ends at that word, END).
 */
export const STANDPOINT_SAID = String.raw`from (?:an?|the|your|his|her) (?:[a-z'-]+ ){1,5}?(?:standpoint|perspective|point of view)`;
const STANDPOINT = new RegExp(String.raw`\bfrom (?:an?|the|your|his|her) (?=(?:[a-z'-]+ ){1,5}?(?:standpoint|perspective|point of view)\b)`, 'g');

/**
 * A condition of the patient's given its course: "your asthma seems to be well controlled", "his gout is stable" — what
 * the assessment takes up, as a topic (decision 849).
 */
const COURSE_GIVEN = /\b(?:your|his|her) (?=(?:[a-z'-]+ ){0,5}?[a-z'-]+ (?:is|has been|seems?(?: to be)?|looks?|appears?(?: to be)?) (?:(?:now|still|very|really|pretty|quite|much) )?(?:(?:well |poorly |not )?controlled|uncontrolled|under (?:good )?control|out of control|stable|better|improv\w*|worse|worsening|resolved)\b)/g;

/**
 * The clinician's concern said as an impression: "I'm concerned that you have an ACL tear" (decision 953). One phrase
 * for a diagnosis's lead here and the impression that begins the assessment (cues.ts).
 */
export const CONCERN_SAID = String.raw`(?:i'?m|i am|we'?re|we are) (?:(?:a little|a bit|somewhat|very|really|also) )?(?:concerned|worried)(?: that)? (?:you|she|he) (?:may |might |could )?(?:have|has|'ve got)`;

/**
 * A dictated assessment's opening: "Katherine is a 22-month-old, twin with Smith-Magenis syndrome" — what the patient
 * is assessed with, as a topic (taken up only in the assessment, not in the history's opening line).
 */
const AGED_WITH = /\b\d+[- ](?:year|month|week|day)[- ]old\b[^.;?!]{0,60}?\bwith (?:an? )?(?=[a-z])/g;

const LEAD = new RegExp(
  String.raw`\b(?:i (?:do |really )?(?:think|believe|suspect|feel)(?: that)?(?: what (?:you|she|he) (?:have|has|'ve got) is)?(?: (?:it|this|that)(?:'s| is| was)(?=\s)| (?:you|she|he|this|it|[a-z]+)(?:'re| are| is|'s)? (?:have|has|'ve got|got|do have|does have|probably have|likely have|having|dealing with|is|are)?)?|(?:it|this|that|everything|all (?:of )?this|what (?:you|she|he)(?:'re| are| is|'s) describing|(?:your|his|her) (?:symptoms|story|history|exam)) (?:looks|sounds|seems|does look|does sound|does seem)(?: to me)? like,?(?: (?:(?:you|she|he) (?:(?:may|might|could|probably|likely|most likely) )?(?:have|has|'ve got)|(?:you|she|he)(?:'re|'s| are| is) having|(?:it|this|that)(?:'s| is|'d be| would be| may be| might be| could be))|(?= (?!(?:the|your|his|her|their|it(?! band)|this|that|you|we|i|he|she|they|things?|everything|something)\b)[a-z]))|it (?:appears|seems)(?: that)? (?:you|she|he) (?:have|has|'ve got)|(?:it|this|that) (?:appears|seems) to be|(?:you|she|he) (?:appears?|seems?) to (?:have|be suffering from)(?: developed)?|(?:you|she|he)(?:'re| are| is|'s) suffering from|(?:she|he) suffers from|(?:we|i) (?:did |also )?f(?:ou|i)nd(?= (?:an? |some )[a-z])|(?:we|i)(?:'re| are|'m| am) following up on (?:your|his|her|the)|(?:we|i) (?:want(?:ed)?|would like|'d like|need) to (?:follow up on|check on|see how) (?:your|his|her|the)|(?:we|i)(?:'re| are|'ve been| have been|'m| am)(?: currently)? treating (?:your|his|her)|(?:we|i)(?:'re| are|'m| am) (?:dealing with|looking at)(?: here)?|(?:everything|this|it|that|(?:your|his|her|the) (?:symptoms|exam|story|history|findings)) (?:points?|pointing) (?:to|towards?)|what (?:you|she|he)(?:'re| are| is|'s) describing is|(?:this|it|that)(?:'s| is) (?:a |an )?(?:clear |classic |typical )?case of|this(?:'s| is)(?! not\b)(?= (?:(?:an?|most likely|probably|likely|clearly|definitely) )?[a-z])|(?:it|that)(?:'s| is)(?= (?:(?:just|probably|likely|most likely|definitely|clearly|basically|actually) )?an? [a-z])|${CONCERN_SAID}|what (?:i see|we see|we'?re (?:looking at|dealing with)|i think we'?re dealing with|i think (?:you|she|he) (?:have|has)) is|my (?:impression|assessment|diagnosis)(?: here)?(?: (?:of|for) (?:you|him|her)| for [a-z ]{2,30}?)? (?:is|would be|was)(?: that)?(?: (?:you|she|he)(?:'ve| have| has)? (?:have|has|had|'ve got|probably have))?|(?:(?:the|my|your|his|her|primary|working|final|most likely) )*(?:diagnosis|impression|assessment)(?: here| today)? (?:is|was|will be|would be|of)|(?:assessment|impression|diagnosis):|(?:likely|probably|possibly|possible)(?= (?:an? )?[a-z])|(?:you|she|he) (?:are|is|were|was|tested|came back) positive for|what (?:we|i|they) call|what'?s called|(?:it|this|that)(?:'s| is) called(?: as)?|(?:first|second|third|next|last|final|other) (?:problem|issue|diagnosis) (?:is|was)(?: (?:your|his|her))?|for (?:your|his|her|the|this|that) (?:(?:first|second|third|fourth|next|last|final|other) )?(?:problem|issue)(?: of)?,?(?: (?:your|his|her|the))?|(?:you|she|he) (?:just |also |still |really |actually |definitely |certainly |clearly |probably |likely |most likely |may |might |could )?(?:have|has|'ve got|do have|does have)(?: been diagnosed with)?|(?:you|she|he)(?:'ve| have| has)?(?: (?:just|also|really|actually|definitely|certainly|clearly|probably|likely|most likely|may have|might have|could have))?(?=\s+(?:tore|torn|broke|broken|fractured|sprained|strained|pulled|dislocated|bruised) )|(?:you|she|he)'(?:ve|s) (?:(?:just|also|still|really|actually|definitely|certainly|clearly|probably|likely) )?got|diagnos(?:e|ed|ing) (?:you |her |him )?with|what (?:you|she|he) (?:have|has|'ve got)(?: here)? is|(?:here|presents?|presenting|seen|referred|(?:a )?follow-?up(?: visit)?)(?: today)?(?: with me)? (?:for|with)(?: (?:evaluation|management|follow-?up) of)?|consistent with|suggestive of|(?:x-? ?rays?|mri|m r i|ct(?: scan)?|c t(?: scan)?|scans?|ultrasound|imaging|images|echo\w*|biopsy|pathology|blood ?work|labs?|lab (?:work|results)|reports?)(?: (?:of|on) (?:the |your |his |her )?(?:(?:right|left) )?[a-z]+(?: [a-z]+)?)?(?: (?:today|here|again|that we (?:did|got|took)|we (?:did|got|took)(?: today)?|you had(?: done)?(?: today)?))?(?:,? and (?:it|that))? (?:(?:also|clearly|now) )?(?:shows?|showed|revealed?|reveals|demonstrates?|confirms?|confirmed|came back(?: as| positive for)?)(?: that)?(?: (?:you|she|he) (?:have|has))?|(?:is|are|was|(?:could|may|might) be)(?: (?:most )?(?:likely|probably))? (?:due to|caused by|secondary to|from)|(?:we|i|they) (?:would |'d )?call (?:this|that|it)|(?:newly|recently) diagnosed(?: with)?|(?:you|she|he)(?:'ve| have| has)? (?:now )?developed|(?:we|i)(?:'re| are|'ll| will|'m| am)? (?:going to |gonna )?treat(?:ing)? (?:you|her|him|this|it|that) (?:as|for)(?= (?:an? |the |your |his |her )?[a-z])|(?:a |her |his )?new diagnosis of|(?:problem|issue) of (?:the |your |his |her |this )?)\s+(?:(probably(?: have)?|likely(?: have)?|most likely|possibly|maybe|may have|might have|could have|may be|might be|could be|definitely|just|basically|actually|clearly) )?(?:more (?:of|like) )?(?:(?:a|an|some|the|this|that|your|his|her|mild|minor|little|classic|typical) )*`,
  'g',
);

/** Words that make a phrase a diagnosis rather than a thing or an event. */
const HEAD =
  /\b(?:fracture|sprain|strain|tear|rupture|contusion|bruise|dislocation|subluxation|laceration|tendinitis|tendonitis|tendinopathy|tenosynovitis|epicondylitis|bursitis|fasciitis|arthritis|osteoarthritis|degenerative joint disease|syndrome|disease|disorder|infection|cyst|mass|lesion|nodule|polyp|cancer|carcinoma|melanoma|lymphoma|tumor|neoplasm|ulcer|hernia|herniation|herniated disc|herniated disk|displacement|stones?|calculus|calculi|deficiency|dysfunction|insufficiency|failure|injury|neuropathy|radiculopathy|stenosis|effusion|tics?|spasm|impingement|instability|rigidus|valgus|varus|trigger finger|bites?|hypogonadism|hypofunction|adenoma|neoplasm|degeneration|tennis elbow|golfer'?s elbow|shin splints|torn|sprained|fractured|bruised|(?:lip|aden|carcin|melan|lymph|sarc|my|fibr|neur|gli|mening|angi|papill|chondr|oste)oma|sepsis|hypothermia|hyperthermia|tremor|pulled (?:hamstring|groin|calf|quad\w*|thigh|muscle)|ganglion|warts?|cataracts?|glaucoma|athlete'?s foot|tinea|ingrown (?:toe)?nails?|ingrowing nails?|dry eyes?|aneurysms?|prolapse|regurgitation|hypotension|(?:arr|dysr)hythmias?|[a-z]+cardia|(?:heart|av|atrioventricular|bundle branch) block|(?:hyper|hypo)[a-z]+ism|embolism|alcoholism|[a-z]+ectasis|[a-z]+penia|[a-z]+thorax|[a-z]{3,}cele|fibroids?|fistulas?|fissures?|strictures?|contractures?|intolerance|polyps?|bunions?|hammer ?toes?|thrush|herpes|shingles|vitiligo|alopecia|molluscum|styes?|chalazion|hordeolum|spondylolisthesis|abrasions?|barrett'?s? esophagus|slipped (?:disc|disk)|migraines?|gout|epilepsy|seizures?|murmurs?|eczema|acne|obesity|dementia|insomnia|vertigo|apnea|reflux|palsy|asthma|hirsutism|(?!(?:mechan|organ|optim)ism)[a-z]{4,}ism|[a-z]+itis|[a-z]+osis|[a-z]+iasis|[a-z]+emia|[a-z]+opathy|[a-z]+algia|[a-z]+malacia|[a-z]+plasia)\b/;
/** The sentence names a diagnosis ("a lumbar strain", "a flare of cervical radiculopathy"). */
export const namesDiagnosis = (text: string) => HEAD.test(text);

/**
 * One-word names of common diseases that are main terms of the ICD-10-CM index ("Pneumonia J18.9", "Croup J05.0",
 * "Scabies B86"), and the eponyms said without "disease" or "syndrome" ("Cushing's", "Crohn's"): a clinician states a
 * diagnosis by them alone ("I think you have pneumonia").
 */
const DISEASE_NAMES = String.raw`pneumonia|sciatica|rickets|hiccups|hiccoughs|enuresis|colic|hemophilia|dyslexia|jet lag|scarlet fever|heat ?stroke|sunstroke|influenza|croup|scabies|lice|measles|mumps|chickenpox|hives|impetigo|gangrene|emphysema|empyema|ileus|gonorrhea|chlamydia|syphilis|impotence|dysmenorrhea|amenorrhea|menorrhagia|infertility|gynecomastia|keloids?|amblyopia|strabismus|delirium|autism|bulimia|urticaria|angioedema|anaphylaxis|rosacea|dehydration|hemorrhoids|abscess(?:es)?|carbuncles?|furuncles?|(?:cushing|crohn|parkinson|raynaud|addison|hashimoto|meniere|huntington|sjogren|paget|peyronie|tourette|asperger|osgood[- ]schlatter)(?:'?s)?|graves'?`;

/**
 * What a stated diagnosis may end in, beyond the words that make a sentence name one (namesDiagnosis, which the note
 * text reads, keeps HEAD): the plural of a finding's head ("two rib fractures", "bilateral pleural effusions"; not
 * "recurrent lung infections", a pattern of past episodes rather than this visit's diagnosis), a substance
 * dependence or use disorder ("nicotine dependence", "opioid use disorder"), and the one-word disease names above.
 */
const MORE_HEADS = new RegExp(String.raw`\b(?:(?:fracture|sprain|strain|contusion|laceration|ulcer|lesion|nodule|tumor|neoplasm|hernia|cyst|effusion|spasm)s|(?:(?:first|second|third|1st|2nd|3rd)[- ]degree )?burns?|broken|dislocated|mallet finger|dependence|addiction|abuse|use disorder|${DISEASE_NAMES})\b`);
/**
 * Everyday diagnoses a clinician says in words that name no disease by their form, each the index's own entry once the
 * abbreviation is spelled out (SYNONYMS): "Seizure(s) R56.9", "Syndrome, polycystic ovary E28.2", "Resistance,
 * insulin E88.819", "Use, tobacco Z72.0", "Pain, chronic G89.29", "Elevated, prostate specific antigen R97.20",
 * "Cold (common) (head) J00", "Drip, postnasal R09.82", "Premature, beats, ventricular I49.3", "Tachycardia,
 * supraventricular I47.10", "Boil — see Furuncle". The whole phrase must be one ("a cold sore" is not a cold).
 */
const PLAIN_NAMES = new RegExp(
  String.raw`^(?:seizures?|pcos|polycystic ovar(?:y|ian) syndrome|insulin resistance|tobacco use|chronic pain(?: syndrome)?|(?:elevated|high|raised|rising) (?:psa|prostate specific antigen)(?: levels?)?|(?:common |head )?cold|post-? ?nasal drip|pvcs?|premature ventricular contractions?|svt|supraventricular tachycardia|boils?|pms|premenstrual syndrome|dyspepsia|indigestion|(?:impacted )?ear ?wax(?: build-?up| impaction)?|(?:impacted )?cerumen(?: impaction)?|(?:helicobacter|h) pylori(?: infection)?)$`,
);
const isHead = (text: string) => HEAD.test(text) || MORE_HEADS.test(text) || PLAIN_NAMES.test(text);
/** The phrase ends in what a stated diagnosis may end in ("lumbar strain", "sciatica"), not a visit or a person. */
export const endsInDiagnosis = isHead;
const SELF_NAMED_MORE = new RegExp(String.raw`^(?:${DISEASE_NAMES})$`);

/** A last word that names a disease without the words before it (not "fracture" or "syndrome"). */
const SELF_NAMED = /^(?:[a-z]{4,}(?:itis|osis|iasis|oma|emia|opathy|ism|algia|plasia|trophy|malacia|ectasis|penia|cardia|thorax|cele|listhesis)|[a-z]{3,}thermia|sepsis|rigidus|warts?|glaucoma|cataracts?|hypotension|(?:arr|dysr)hythmia|vitiligo|thrush|shingles|bunions?|styes?|chalazion|anemia|gout|epilepsy|migraines?|eczema|acne|obesity|dementia|insomnia|vertigo|asthma|hernia|hammertoes?|alopecia)$/;
/**
 * Where a stated diagnosis ends: punctuation, a new clause, an explanation. Transcripts often lack the punctuation, so
 * a new subject ends it too: "for your first problem of recurrent lung infections your symptoms seem …".
 */
const END =
  /[,;!?]|\.(?!\d)|\s(?:which|that|and (?:i|we|you|it|that|this|so)|but|so|because|if|unless|from|due to|since|as well|okay|here|there|now|today|again|at this point|what that means|and that|is what|for now|right now|consistent with|likely|possibly|probably|or (?:a |an )?[a-z]+$|i|we|let'?s|let me|to me|and (?:the )?(?:treatment|plan|management)|based|given|according to|judging|looking at|standpoint|perspective|point of view|with the (?:exam|x-?ray|mri|findings|history|symptoms)|first of all|to be (?:specific|exact|honest|clear|sure)|(?:your|his|her|the) (?:symptoms|exam|x-?rays?|results?|labs?|mri|ct scan|imaging) (?:are|is|were|was|seem|seems|show|shows|look|looks))\b|$|\s(?=(?:is|are|was|were|has been|have been|seems?(?: to be)?|looks?|appears?(?: to be)?)\s+(?:now\s+|all\s+|completely\s+|much\s+|very\s+|really\s+|pretty\s+|a (?:lot|little|bit)\s+)?(?:resolved|gone|better|improv\w*|worse|worsening|stable|healed|healing|(?:well |poorly |not )?controlled|under (?:good )?control|still|also|fine|okay|good|back)\b)/;
/**
 * Words that leave a stated diagnosis possible. Not "consistent with": said by the clinician after the exam or the
 * imaging ("your symptoms are consistent with a right ankle sprain"), it states the diagnosis that the note then
 * writes as such (decision 117).
 */
const UNCERTAIN = /\b(?:probably|likely|most likely|possibly|possible|probable|questionable|maybe|might|may|could|suspect\w*|suspicion|worried|suggestive of|concern\w*|rule out|differential)\b/;

const LUMBAR = String.raw`lumbar(?: spine)?|low(?:er)? back`;
const DISC_HERNIATION = String.raw`(?:(?:disc|disk) herniation|herniated (?:disc|disk)|(?:disc|disk) (?:bulge|protrusion)|slipped (?:disc|disk))`;

/** Coders' words for what clinicians say. */
const SYNONYMS: [RegExp, string][] = [
  // The abbreviations and plain words of PLAIN_NAMES, in the index's words.
  [/\bpcos\b|\bpolycystic ovary syndrome\b/g, 'polycystic ovarian syndrome'],
  [/\b(?:elevated|high|raised|rising) (?:psa|prostate specific antigen)(?: levels?)?\b/g, 'elevated prostate specific antigen'],
  [/\bpvcs?\b|\bpremature ventricular contractions?\b/g, 'premature ventricular contractions'],
  [/\bsvt\b/g, 'supraventricular tachycardia'],
  [/^(?:head )?cold$/g, 'common cold'],
  // The chest wall is the thorax's front wall in a code's title ("Contusion of front wall of thorax", decision 925).
  [/\bchest wall\b/g, 'front wall of thorax'],
  // "SI joint" is the sacroiliac joint (decision 926).
  [/\bsi joints?\b/g, 'sacroiliac joint'],
  [/\bpost-? ?nasal drip\b/g, 'postnasal drip'],
  [/\bboils?\b/g, 'furuncle'],
  // "Infection, Helicobacter pylori A04.8" ("… as cause of disease classified elsewhere B96.81" goes with the disease,
  // which is said, not this lookup). Its code's title, "Other specified bacterial intestinal infections", shares no word.
  [/^(?:helicobacter|h) pylori(?: infection)?$/g, 'other specified bacterial intestinal infection'],
  // "Premenstrual tension (syndrome) N94.3": the syndrome, not the dysphoric disorder (F32.81) whose title shares its words.
  [/\bpremenstrual syndrome\b|\bpms\b/g, 'premenstrual tension syndrome'],
  // "Indigestion R10.13" is the index's dyspepsia; "Wax in ear — see Impaction, cerumen" (H61.2-).
  [/\bindigestion\b/g, 'dyspepsia'],
  // The index names the meniscus, not its adjective: "Tear, meniscus (knee) (current injury) S83.20-".
  [/\bmeniscal\b/g, 'meniscus'],
  // Names of musculoskeletal problems the index knows in its own words (decision 948): a high ankle sprain is of the
  // tibiofibular ligament (S93.43-); the kneecap is the patella ("Dislocation, patella S83.00-"); a partial tear of the
  // rotator cuff is its incomplete tear (M75.11-); a muscle spasm is of the back (M62.830), the calf (M62.831) or
  // elsewhere (M62.838); a place "behind" is the place ("a Baker's cyst behind the knee").
  [/\bhigh ankle sprain\b|\bsprain(?:ed)? (?:of )?(?:the |your |his |her )?(?:ankle )?syndesmosis\b|\bsyndesmotic (?:ankle )?sprain\b/g, 'sprain of tibiofibular ligament of ankle'],
  [/\bknee ?caps?\b/g, 'patella'],
  [/\bpatell(?:ar|a) (dislocation|subluxation)\b/g, '$1 of patella'],
  [/\bdislocated patella\b/g, 'dislocation of patella'],
  [/\bpartial(?:[- ]thickness)? (?:rotator cuff tear|tear of (?:the |your |his |her )?rotator cuff)\b/g, 'incomplete rotator cuff tear'],
  [/\b(?:muscle )?spasms? (?:in|of) (?:the |your |his |her )?(?:lower |upper |mid )?back(?: muscles?)?\b|\b(?:lower |upper |mid )?back (?:muscle )?spasms?\b/g, 'muscle spasm of back'],
  [/\b(?:muscle )?spasms? (?:in|of) (?:the |your |his |her )?(?:calf|calves)(?: muscles?)?\b|\bcalf (?:muscle )?spasms?\b/g, 'muscle spasm of calf'],
  [/\bmuscle spasms? (?:in|of) (?:the |your |his |her )?(?:neck|shoulders?|trapezius|traps|hamstrings?|thighs?|arms?|legs?|chest)(?: muscles?)?\b/g, 'other muscle spasm'],
  [/\bbehind (?=(?:the|your|his|her) )/g, 'of '],
  // A gout said of a place is the index's idiopathic gout of it ("Gout, idiopathic, ankle M10.07-"), not one "due to
  // renal impairment".
  [/^(?:acute\s+)?gout(?:y\s+arthritis)?(?:\s+(?:flare|attack))?(?=\s+(?:of|in|on|at)\s)/g, 'idiopathic gout'],
  // …and a joint's disease of a toe is of the foot in the index ("Osteoarthritis, primary, foot joint M19.07-").
  [/\b((?:gout|osteoarthritis|arthritis)\s+(?:of|in|on|at)\s+(?:(?:the|your|his|her)\s+)?)(?:(?:big|great|little|second|third|fourth|fifth)\s+)?toes?\b/g, '$1foot'],
  [/\bbig\s+toe\b/g, 'great toe'],
  // "A bruised knee" is the knee's contusion; "wear and tear" of a joint is how a clinician names osteoarthritis to a
  // patient ("wear and tear arthritis"), not a tear.
  [/\bbruised\s+([a-z]+)\b/g, '$1 contusion'],
  // "A broken toe", "a dislocated finger": the part's fracture or dislocation, as "broke your toe" is (INJURED);
  // "hammertoe" is the index's "hammer toe".
  [/\bbroken\s+([a-z]+)\b/g, '$1 fracture'],
  [/\bdislocated\s+([a-z]+)\b/g, '$1 dislocation'],
  [/\bhammertoes?\b/g, 'hammer toe'],
  // The index's words for the parts: "collarbone" is the clavicle, "quad" the quadriceps, the "IT band" the iliotibial
  // band; a Jones fracture is of the fifth metatarsal.
  [/\bcollar ?bone\b/g, 'clavicle'],
  [/\bquads?\b/g, 'quadriceps'],
  [/\bit band\b/g, 'iliotibial band'],
  [/\bjones fracture\b/g, 'fifth metatarsal fracture'],
  [/\bwear and tear(?: arthritis)?\b/g, 'osteoarthritis'],
  [/\b(?:impacted )?ear ?wax(?: build-?up| impaction)?\b/g, 'impacted cerumen'],
  // A vertebral level names the spine's region, which a disc or spine code is by: "disc degeneration at C5-6" is
  // cervical (M50.3-), "a herniation at L4-L5" lumbar. Said as "region", which the region words below leave as is.
  [/\b(?:at|of|in) (?:the )?(?:level (?:of )?)?c ?[1-7](?: ?[-/]? ?c? ?[1-7])?\b/g, 'cervical region'],
  [/\b(?:at|of|in) (?:the )?(?:level (?:of )?)?t ?(?:1[0-2]|[1-9])(?: ?[-/]? ?t? ?(?:1[0-2]|[1-9]))?\b/g, 'thoracic region'],
  [/\b(?:at|of|in) (?:the )?(?:level (?:of )?)?l ?[1-5](?: ?[-/]? ?(?:l ?)?[1-5]| ?[-/]? ?s ?1)?\b/g, 'lumbar region'],
  // "Cervical disc degeneration" (M50.3-), "lumbar disc degeneration" (M51.3-): the region stays the coder's word.
  [/\b(cervical|thoracic|lumbar) (?:intervertebral )?(?:disc|disk) degeneration\b/g, 'intervertebral disc degeneration $1 region'],
  [new RegExp(String.raw`\b${DISC_HERNIATION} lumbar region\b`, 'g'), 'intervertebral disc displacement lumbar region'],
  [new RegExp(String.raw`\b${DISC_HERNIATION} cervical region\b`, 'g'), 'cervical disc displacement'],
  // The index: "Herniation, intervertebral disc — see Displacement, intervertebral disc", by region; a disc
  // herniation without its region finds no code.
  [new RegExp(String.raw`\b(?:(?:${LUMBAR}) )${DISC_HERNIATION}\b|\b${DISC_HERNIATION} (?:in|of) (?:the |your |his |her )?(?:${LUMBAR})\b`, 'g'), 'intervertebral disc displacement lumbar region'],
  [new RegExp(String.raw`\b(?:(?:cervical|neck) )${DISC_HERNIATION}\b|\b${DISC_HERNIATION} (?:in|of) (?:the |your |his |her )?(?:neck|cervical spine)\b`, 'g'), 'cervical disc displacement'],
  // The spine's stenosis is coded by its region ("Spinal stenosis, lumbar region").
  [/\b(?:lumbar|low(?:er)? back)(?: spinal| spine)? stenosis\b|\bspinal stenosis (?:in|of) (?:the |your |his |her )?(?:lumbar spine|low(?:er)? back)\b/g, 'spinal stenosis lumbar region'],
  [/\b(?:cervical|neck)(?: spinal| spine)? stenosis\b|\bspinal stenosis (?:in|of) (?:the |your |his |her )?(?:cervical spine|neck)\b/g, 'spinal stenosis cervical region'],
  // A pulled muscle is a strain, coded by the muscle group: the hamstrings are the thigh's posterior group, the calf
  // the lower leg's, the groin the thigh's adductors.
  [/\b(?:pulled|strained) (hamstring|groin|calf|quad(?:ricep)?s?|thigh)(?: muscle)?\b/g, '$1 strain'],
  // "A pulled muscle in your back" is a strain of the back's muscle, as "pulled a muscle in your back" is (INJURED).
  [/\b(?:pulled|strained) muscle (?:in|of) (?:the |your |his |her )?((?:lower |upper |mid )?[a-z]+)\b/g, '$1 muscle strain'],
  [/\bhamstring(?: muscle)? (?:strain|pull|tear)\b|\bstrain(?: of)?(?: (?:the|your|his|her))? hamstring(?: muscle)?\b/g, 'strain of muscle of posterior muscle group at thigh level'],
  [/\b(?:calf|gastrocnemius)(?: muscle)? (?:strain|pull|tear)\b|\bstrain(?: of)?(?: (?:the|your|his|her))? (?:calf|gastrocnemius)(?: muscle)?\b/g, 'strain of muscle of posterior muscle group at lower leg level'],
  [/\b(?:groin|adductor)(?: muscle)? (?:strain|pull)\b|\bstrain(?: of)?(?: (?:the|your|his|her))? (?:groin|adductor)(?: muscle)?\b/g, 'strain of adductor muscle of thigh'],
  [/\bquad(?:ricep)?s?(?: muscle)? (?:strain|pull)\b/g, 'strain of quadriceps muscle'],
  // Names the index knows in other words: "Abuse, drug NEC — see Abuse, drug, psychoactive NEC" (F19.10).
  [/\b(?:substance|drug) abuse\b/g, 'drug abuse'],
  // "Addiction — see Dependence": an addiction to a substance is its dependence.
  [/\b(alcohol|opioid|opiate|heroin|cocaine|nicotine|cannabis|marijuana) addiction\b/g, '$1 dependence'],
  [/\bmarijuana\b/g, 'cannabis'],
  [/\b(?:cigarette|tobacco|smoking) (?:addiction|dependence)\b/g, 'nicotine dependence'],
  // "Parkinson's" said alone is the disease (G20.A1), not "Parkinsonism" (G20.C).
  [/\bparkinson'?s(?: disease)?\b/g, 'parkinson disease'],
  // Names the index knows in other words.
  [/\bboxer'?s? fracture\b/g, 'fracture of neck of fifth metacarpal bone'],
  [/\bscaphoid fracture\b|\bfracture(?:d)? (?:of )?(?:the |your |his |her )?scaphoid\b/g, 'fracture of navicular bone of wrist'],
  [/\bganglion cysts?\b/g, 'ganglion'],
  [/\bathlete'?s foot\b/g, 'tinea pedis'],
  [/\bingrown (?:toe)?nails?\b/g, 'ingrowing nail'],
  [/\bdry eyes?(?: syndrome)?\b/g, 'dry eye syndrome'],
  // A tick's, a mosquito's or a bug's bite is a nonvenomous insect bite, coded by its site.
  [/\b(?:tick|bug|mosquito|flea|insect|gnat|bed ?bug) bites?\b/g, 'insect bite'],
  // The index: "Spondylosis, cervical M47.812" (without myelopathy or radiculopathy unless said).
  [/\b(cervical|thoracic|lumbar) spondylosis\b(?! with)/g, 'spondylosis without myelopathy or radiculopathy $1 region'],
  [/\blumbar\b(?! region)|\blow(?:er)? back\b/g, 'lower back'],
  // …but a sprain of the lower back is of the lumbar spine's ligaments (S33.5), a strain of its muscles (S39.012).
  [/\blower back(?: spine)? sprain\b|\bsprain(?:ed)? (?:of )?(?:the |your |his |her )?lower back(?: spine)?\b/g, 'sprain of ligaments of lumbar spine'],
  [/\b(?:cervical|neck)\b(?! region)/g, 'neck'],
  [/\bproximal (humerus|humeral|femur|femoral|tibia|tibial|fibula|radius|ulna)\b/g, 'upper end $1'],
  [/\btibial plateau\b/g, 'upper end tibia'],
  [/\bdistal (humerus|humeral|femur|femoral|tibia|tibial|fibula|radius|radial|ulna)\b/g, 'lower end $1'],
  [/\bhumeral\b/g, 'humerus'],
  [/\bradial\b/g, 'radius'],
  // "A torn meniscus" is a meniscus tear.
  [/\btorn ((?:[a-z]+ ){0,3}?(?:meniscus|labrum|ligament|tendon|rotator cuff|acl|mcl|pcl|lcl))\b/g, '$1 tear'],
  // "A sprained wrist" is a wrist sprain.
  [/\bsprained ((?:[a-z]+ ){0,2}?[a-z]+)\b/g, '$1 sprain'],
  [/\bstrained ((?:[a-z]+ ){0,2}?[a-z]+)\b/g, '$1 strain'],
  [/\bfractured ((?:[a-z]+ ){0,2}?[a-z]+)\b/g, '$1 fracture'],
  // The index: "Fracture, hip — see Fracture, femur, neck".
  [/\b(?:hip fracture|fracture (?:of|in) (?:the |your |his |her )?hip|broken hip)\b/g, 'fracture neck of femur'],
  [/\bdegenerative (?:dis[ck]|spine) disease\b/g, 'intervertebral disc degeneration'],
  // The index: "Choledocholithiasis — see Calculus, bile duct".
  [/\b(?:(?:stones?|calculus|calculi) in (?:the |your |his |her )?(?:common bile duct|c\.? ?b\.? ?d\b\.?|bile ducts?)|choledocholithiasis)/g, 'calculus of bile duct'],
  [/\bacl\b/g, 'anterior cruciate ligament'],
  [/\bpcl\b/g, 'posterior cruciate ligament'],
  [/\bmcl\b/g, 'medial collateral ligament'],
  [/\blcl\b/g, 'lateral collateral ligament'],
  [/\b(?:degenerative joint disease|djd|degenerative arthritis|wear and tear arthritis)\b/g, 'osteoarthritis'],
  [/\bbruise\b/g, 'contusion'],
  // A muscle is strained, not sprained: "a muscular sprain" of the back is a strain of its muscle.
  [/\b(?:muscular|muscle) (?:sprain|strain)\b/g, 'strain of muscle'],
  [/\blisfranc (?:fracture|injury)\b/g, 'fracture of metatarsal bone'],
  // Stenosing tenosynovitis of a finger is trigger finger (M65.3-).
  [/\bstenosing tenosynovitis\b(?=.*\b(?:finger|thumb)\b)/g, 'trigger finger'],
  [/\btennis elbow\b/g, 'lateral epicondylitis'],
  // The index: "Tendinitis, bicipital M75.2-"; "Dupuytren's contraction M72.0".
  [/\bbiceps? (?:tendonitis|tendinitis|tendinopathy|tendinosis)\b/g, 'bicipital tendinitis'],
  [/\bdupuytren'?s?(?: contracture| disease)?\b/g, 'palmar fascial fibromatosis'],
  [/\bgolfer'?s elbow\b/g, 'medial epicondylitis'],
  [/\btics?\b/g, 'tic disorder'],
  [/\bpatellofemoral (?:pain )?syndrome\b/g, 'patellofemoral disorder'],
  [/\b([a-z]+) adenoma\b/g, 'benign neoplasm $1'],
  [/\bmetatarsal\b/g, 'metatarsal bone'],
  // The index: "Syndrome, rotator cuff, shoulder — see Tear, rotator cuff" (M75.10-), which covers its tendinitis.
  [/\brotator cuff (?:tendonitis|tendinitis|tendinopathy|tendonopathy|tendinosis|syndrome)\b/g, 'rotator cuff tear'],
  [/\b(?:tendonitis|tendinopathy|tendonopathy|tendinosis)\b/g, 'tendinitis'],
  [/\b(?:hypogonadism|low testosterone)\b/g, 'testicular hypofunction'],
  // A ligament is sprained, a muscle or tendon strained; a meniscus "sprain" is a knee sprain.
  [/\bstrain(?: of)?(?: (?:the|your|his|her))? ((?:[a-z]+ ){0,3}ligament)\b/g, 'sprain of $1'],
  [/\b((?:[a-z]+ ){0,3}ligament) (?:strain|sprain|tear|rupture|injury)\b/g, 'sprain of $1'],
  [/\b(?:medial |lateral )?menisc\w* (?:sprain|strain)\b/g, 'knee sprain'],
];
/** "You may have heard of arthritis", "you have been told about a fracture": a verb of telling, not a diagnosis. */
const HEARD_OF = /^(?:heard|seen|been|had|told|said|mentioned|talked|noticed|read|looked|gone|done|taken|tried|asked|wondered)\b/;
/** "I'm not saying you definitely have a heart attack", "I don't think this is a fracture": the clause denies it. */
const DENIED_BEFORE = /(?:\bnot|n't|\bnever|\bnothing)\b(?:(?!\bbut\b)[^,.;!?])*$/;
const CONDITIONAL = /\b(?:if|whether|unless|in case|make sure)\s*$/;
/**
 * "And you say you have a cold", "you mentioned that you have eczema": the patient's words said back, not a diagnosis.
 * "Make sure you say that you have …" tells the patient what to tell others, and is no report of theirs.
 */
const REPORTED = /\b(?<!make sure )(?<!be sure to )(?:you|she|he|they) (?:say|says|said|mentioned|mention|told me|tell me|reported|report|feel|felt|think|thought)(?: that)?,?\s*$/;

/** What is said about a disease, not a diagnosis: "a risk factor for heart disease", "a side effect of the arthritis drug". */
const ABOUT_A_DISEASE = /^(?:(?:big|major|main|common|known|possible|rare|serious) )?(?:risk factors?|risks?|side effects?|symptoms?|signs?|complications?|causes?|results?|consequences?|treatments?|part|types?|kinds?|forms?) (?:of|for|from|with)\b/;

/**
 * "It's a sprain", "that's a fracture", "this is a viral infection": what "it" is, said after the exam or a study
 * (decision 944). Said of a disease just named, the same words explain it ("it's a nervous system disorder that
 * involves repetitive movements"): a clause of what the disease usually does or involves.
 */
const DEFINING = /^(?:it|that|this)(?:'s| is)\s+(?!called\b)/;
const EXPLAINS = /^\s*(?:that|which)\s+(?:you know\s+)?(?:(?:usually|typically|often|commonly|generally|normally|basically)\s+)?(?:involves?|affects?|causes?|means?|has|have|happens?|occurs?|presents?|begins?|starts?|is characterized)\b/;

/** Words a coder drops before looking a diagnosis up. */
const MODIFIERS = /\b(?:bad|nasty|common|acute|chronic|newly|diagnosed|partial|small|mild|moderate|severe|minor|little|slight|overuse|early|new|recurrent|possible|probable|post-?traumatic|rather|very|quite|pretty|fairly|significant|of|the|your|his|her|a|an|one|two|some|in|on|to|with|my|this|that)\b/g;

/** An injury said as what the patient did to a part: "tore your meniscus", "broke her wrist", "pulled a muscle in your back". */
const INJURED = /^(?:(?:have|has|'ve)\s+)?(tore|torn|broke|broken|fractured|sprained|strained|pulled|dislocated|bruised)\s+(?:your|his|her|the|a)\s+((?:(?:right|left)\s+)?[a-z]+(?:\s+[a-z]+)?(?:\s+(?:in|of)\s+(?:the|your|his|her)\s+(?:(?:right|left)\s+)?[a-z]+)?)$/;
const INJURED_IT = /^(?:(?:have|has|'ve)\s+)?(tore|torn|broke|broken|fractured|sprained|strained|pulled|dislocated|bruised)\s+(?:it|that|this)\b.*$/;
const INJURY_OF_VERB: Record<string, string> = { tore: 'tear', torn: 'tear', broke: 'fracture', broken: 'fracture', fractured: 'fracture', sprained: 'sprain', strained: 'strain', pulled: 'strain', dislocated: 'dislocation', bruised: 'contusion' };

/** The diagnoses stated in one clinician sentence (lower case, cleaned). */
export function statedDiagnoses(said: string): StatedDiagnosis[] {
  // "H. pylori": the abbreviated genus's full stop ends no sentence (the same length, so offsets stay the sentence's).
  const lower = said.replace(/\bh ?\. ?pylori\b/g, (m) => 'h pylori'.padEnd(m.length, ' '));
  const out: StatedDiagnosis[] = [];
  const topics = [...lower.matchAll(TOPIC), ...lower.matchAll(AGED_WITH), ...lower.matchAll(COURSE_GIVEN), ...lower.matchAll(STANDPOINT)].map((m) => Object.assign(m, { topic: true }));
  for (const m of [...lower.matchAll(LEAD), ...topics] as (RegExpMatchArray & { index: number; topic?: boolean })[]) {
    // A topic already read as a stated diagnosis ("for your first problem of your …") is not read twice.
    if (m.topic && out.some((d) => d.at >= m.index && d.at <= m.index + m[0].length + 2)) continue;
    const from = m.index + m[0].length;
    const rest = lower.slice(from);
    const end = END.exec(rest);
    let phrase = rest
      .slice(0, end ? end.index : rest.length)
      // "What you're suffering from at the moment is something called labyrinthitis": the name after "called".
      .replace(/^(?:(?:at the moment|right now|currently|today|now|here)\s+)?(?:is\s+)?(?:(?:something|what(?:'s| is)?|what (?:we|i|they))\s+)?(?:call(?:ed)?|known as)\s+(?:(?:a|an|the|that|this)\s+)?/, '')
      // "You have a history of a an IgA deficiency": the diagnosis, without its history and stammered articles.
      .replace(/^(?:history of\s+)?(?:(?:a|an|the)\s+)*/, '')
      // "Probably have got an infection": the verb after a hedge is not part of the name.
      .replace(/^(?:(?:have|has|'ve)\s+)?got\s+(?:(?:a|an|the|some)\s+)?/, '')
      // "I think the problem is your rotator cuff tendinitis", "you have developed a pretty bad case of bronchitis":
      // the diagnosis is what the problem is, of what the case is.
      .replace(/^(?:(?:the|your|his|her)\s+)?(?:problem|issue|cause|culprit)\s+(?:here\s+)?is\s+(?:(?:a|an|the|your|his|her)\s+)?/, '')
      .replace(/^developed\s+(?:(?:a|an|some)\s+)?/, '')
      // "I think you sprained it": the injury the verb names, of a part said before (the complaint's, decision 930).
      .replace(INJURED_IT, (_, verb: string) => INJURY_OF_VERB[verb]!)
      // "You tore your meniscus", "I think you pulled a muscle in your back": the injury the verb names, of the part.
      .replace(INJURED, (_, verb: string, part: string) => {
        const muscle = /^muscle (?:in|of) (?:the |your |his |her )?(.+)$/.exec(part);
        if (muscle) return `${muscle[1]} muscle ${INJURY_OF_VERB[verb]}`;
        // "The neck of your right femur" is the right femur's neck, as a diagnosis names it.
        // "The fifth metatarsal in your right foot": the foot's fifth metatarsal (decision 924).
        return `${part.replace(/^(\w+(?: \w+)?) (?:in|of) (?:the|your|his|her) (.+)$/, '$2 $1')} ${INJURY_OF_VERB[verb]}`;
      })
      .replace(/^(?:(?:pretty|really|very|bad|nasty|mild|moderate|severe|serious|classic|typical|clear|rare|unusual|textbook)\s+)*case of\s+(?:(?:a|an|the)\s+)?/, '')
      // "Here today for a recheck for the prostatitis": what the visit rechecks, not the recheck.
      .replace(/^(?:re-?check|follow[- ]?up|re-?evaluation|evaluation|check-?up|consult(?:ation)?)(?: visit)?\s+(?:for|of|on|regarding|about)\s+(?:(?:the|your|his|her|this|that)\s+)?/, '')
      .replace(/\s{2,}/g, ' ')
      .trim();
    // "You are referred for some abdominal infection right?": the question's tag is no side.
    if (end && rest[end.index] === '?') phrase = phrase.replace(/(?<!\b(?:the|on|in|to|at|your|his|her))\s+(?:right|okay|ok|correct)$/, '');
    // "This is consistent with medial epicondylitis": the words that make it uncertain are not part of its name.
    const hedge = /^(?:(?:most )?(?:likely|probably|possibly)|consistent with|suggestive of|compatible with)\s+(?:(?:a|an|the|some)\s+)?/.exec(phrase);
    if (hedge) phrase = phrase.slice(hedge[0].length);
    // "A lumbar radiculopathy, most likely from a herniated disc": the likely cause, named without its "from".
    phrase = phrase.replace(/^(?:from|due to|caused by|secondary to|because of)\s+(?:(?:a|an|the|some)\s+)?/, '');
    // "She has a past medical history of uterine fibroids and anemia": the dictated history lists past conditions; a
    // diagnosis of the visit is stated as such elsewhere.
    // So is "a long / recurring history of …" (a history said first, "you have a history of IgA deficiency", is the
    // diagnosis the visit is about, and read above).
    if (/^(?:(?:a|her|his|your|the)\s+)?(?:past\s+)?(?:medical|surgical)\s+history\b|^past history\b|^pmh\b|\bhistory of\b/.test(phrase)) continue;
    // "An ankle sprain of the lateral ligament complex and the ligament on the outside of your ankle is what got
    // stretched": unpunctuated, a second noun phrase that names no diagnosis explains the first, and is not part of it.
    const explained = / and (?:the|your|his|her|this|that) (?!.*\band\b)/.exec(phrase);
    if (explained && !isHead(phrase.slice(explained.index)) && isHead(phrase.slice(0, explained.index))) phrase = phrase.slice(0, explained.index);
    // "It's a skin disease that usually has scaly patches": a disease explained, not the patient's (decision 944).
    if (end && DEFINING.test(m[0]) && EXPLAINS.test(rest.slice(end.index))) continue;
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.length > 12 || !isHead(phrase) || ABOUT_A_DISEASE.test(phrase)) continue;
    // "See if you have any type of infection" wonders; "effusion" alone names a finding, not where it is.
    // "Likely if it were esophagitis, it's already healed" supposes; it diagnoses nothing.
    // "You have to have this fracture healed" obliges; it diagnoses nothing.
    if (CONDITIONAL.test(lower.slice(Math.max(0, m.index - 25), m.index)) || REPORTED.test(lower.slice(Math.max(0, m.index - 25), m.index)) || DENIED_BEFORE.test(lower.slice(Math.max(0, m.index - 40), m.index)) || /^(?:any|no|not|if|whether|unless|when|it(?! band)|there|i|we|you|he|she|they|let|so|um|uh|to)\b/.test(phrase) || HEARD_OF.test(phrase)) continue;
    // "The x-ray of your right ankle shows a fracture": an injury the study found is of the part it imaged (decision 922).
    const imaged = BARE_INJURY.test(phrase) ? STUDY_OF_PART.exec(m[0]) : null;
    if (imaged && BODY_PART.test(imaged[1]!)) phrase = `${phrase} of the ${imaged[1]}`;
    // "A slight effusion", "a strain": a finding or a kind of injury without what it is of is not a diagnosis.
    const content = phrase.replace(MODIFIERS, ' ').trim().split(/\s+/).filter(Boolean);
    const unplaced = content.length <= 1 && BARE_INJURY.test(phrase);
    if (content.length <= 1 && !unplaced && !SELF_NAMED.test(content[0] ?? '') && !SELF_NAMED_MORE.test(content[0] ?? '') && !PLAIN_NAMES.test(phrase)) continue;
    // "For your history of DVT": a past condition named as the topic is not a diagnosis of the visit.
    if (m.topic && /^(?:history|past|prior|previous|family|mother|father|sister|brother|wife|husband|son|daughter)\b|^\w+'s (?!disease|syndrome|palsy|esophagus|neuroma|cyst)/.test(rest.trim())) continue;
    // "A bad tendinitis in that elbow", cut at "that": the place is not said, and the dangling word goes.
    phrase = phrase.replace(/(?:\s+(?:in|on|of|at|with|to|for|over|from|and|or))+$/, '');
    const qualified = /^(?:possible|probable|suspected|presumed|questionable)\s+/.exec(phrase);
    if (qualified) phrase = phrase.slice(qualified[0].length);
    const hedged = (!!hedge && !/^(?:consistent|compatible) with/.test(hedge[0])) || !!qualified;
    const uncertain = hedged || (!!m[1] && /probably|likely|possibly|maybe|may|might|could/.test(m[1])) || UNCERTAIN.test(lower.slice(Math.max(0, m.index - 30), from));
    const at = from + (hedge?.[0].length ?? 0);
    // "Left ventricular dysfunction and moderate mitral regurgitation": two diagnoses, when each part names one.
    const parts = phrase.split(/ and (?:an? |the |some )?/);
    const listed = parts.length === 2 && parts.every((part) => isHead(part) && part.replace(MODIFIERS, ' ').trim().split(/\s+/).filter(Boolean).length >= 1 && (part.split(' ').length > 1 || SELF_NAMED.test(part) || SELF_NAMED_MORE.test(part)));
    // "Treat you for a possible pneumothorax" is read after "treat you for" and after "possible": once.
    for (const part of listed ? parts : [phrase]) if (!out.some((d) => d.phrase === part)) out.push({ phrase: part, at: at + phrase.indexOf(part), ...(m.topic ? { topic: true } : {}), ...(unplaced ? { unplaced } : {}), ...(DEFINING.test(m[0]) ? { whatItIs: true } : {}), uncertain });
  }
  return out;
}

/** An injury named without its place ("a fracture", "a small avulsion fracture"), and the part a study imaged. */
const BARE_INJURY = /^(?:(?:small|tiny|little|mild|bad|hairline|nondisplaced|non-displaced|displaced|avulsion|stress) )*(?:fracture|break|sprain|strain|tear|dislocation|contusion|bruise)$/;
const STUDY_OF_PART = /\b(?:of|on) (?:the |your |his |her )?((?:(?:right|left) )?[a-z]+)/;

/** The side said in the phrase, else the sentence's, else the visit's. */
export function sideIn(text: string): Laterality {
  return /\b(?:both|bilateral\w*)\b/.test(text) ? 'bilateral' : /\bright\b/.test(text) ? 'right' : /\bleft\b/.test(text) ? 'left' : undefined;
}

/**
 * The billable code of a stated diagnosis, or undefined when the index does not know it with every content word
 * matched. Modifiers are dropped first ("partial tear" → "tear"), then leading words one at a time, keeping at
 * least the head noun and one word before it.
 */
export function codeOfDiagnosis(phrase: string, side: Laterality, index: Icd10Index): Icd10Code | undefined {
  let text = SYNONYMS.reduce((s, [re, to]) => s.replace(re, to), phrase.replace(/\b(?:right|left|bilateral|both)\b/g, ' '));
  // The index knows an eponym with or without its possessive ("de Quervain tenosynovitis", "Bell palsy").
  text = text.replace(/'s\b/g, '').replace(/\s+/g, ' ').trim();
  const bare = (t: string) => t.replace(MODIFIERS, ' ').replace(/\s+/g, ' ').trim();
  // Also without a trailing place ("contusion on the tip of the finger" → "contusion", "distal radius fracture of the
  // right wrist" → "distal radius fracture").
  const head = text.replace(/\s(?:on|at|in|over|near|around|from|of)\s.*$/, '');
  const attempts = [text, bare(text), ...(head !== text ? [head, bare(head)] : [])];
  for (const base of [bare(text), bare(head)]) {
    const words = base.split(' ');
    for (let drop = 1; words.length - drop >= 2; drop++) attempts.push(words.slice(drop).join(' '));
    // A head that names a disease by itself ("intermediate thickness melanoma" → "melanoma").
    if (words.length > 1 && (SELF_NAMED.test(words.at(-1)!) || SELF_NAMED_MORE.test(words.at(-1)!))) attempts.push(words.at(-1)!);
  }
  // The body site the phrase names must be the code's ("meniscus sprain" is not a sprain of the jaw).
  // Of the words a coder looks up: "athlete's foot" is tinea pedis, whose code does not say "foot".
  // A bone's neck ("a femoral neck fracture", "the neck of the glenoid") is that bone's, not the neck's.
  const bone = BONE_NECK.exec(text);
  const boneSite = bone && BONES.find(([re]) => re.test(bone[1] ?? bone[2]!))?.[1];
  const sites = SITES.filter(([re]) => re.test(text)).map(([, site]) => site).filter((site) => !boneSite || site !== 'neck|cervical').concat(boneSite ? [boneSite] : []);
  // An injury is coded by where it is: "a muscular sprain" names no site, and the index would pick one at random.
  // "A strain of the muscles there": the muscles, ligaments or "there" name no place either (decision 929).
  const unplacedInjury = (words: string) => bare(words).replace(new RegExp(INJURY.source, 'g'), ' ').replace(/\b(?:muscles?|muscular|ligaments?|tendons?|bones?|closed|open|displaced|nondisplaced|hairline|traumatic|there|here|area|lateral|medial)\b/g, ' ').trim() === '';
  if (!sites.length && unplacedInjury(text)) return undefined;
  // A disc disorder is coded by its region: without one said, the index would choose one.
  if (/\b(?:intervertebral )?dis[ck]\b/.test(text) && !sites.length && !/\bregion\b/.test(text)) return undefined;
  const atSite = (code: Icd10Code) => !sites.length || sites.some((site) => site.split('|').some((name) => code.display_name.toLowerCase().includes(name)));
  for (const attempt of attempts) {
    if (!attempt || !isHead(attempt)) continue;
    // Nor does an injury its place was dropped from ("sprain", of "sprain of the distal interphalangeal joint").
    if (!sites.length && INJURY.test(attempt) && unplacedInjury(attempt)) continue;
    // "Stones in the common bile duct" is not any stone: a bare generic head, its place dropped, would be a guess.
    if (GENERIC_HEAD.test(attempt) && attempt !== text) continue;
    // A fracture is traumatic unless said otherwise (the index's default); a pathological or stress fracture
    // (or periprosthetic, or a vertebra's fatigue fracture M48.4-) code for "a rib fracture" would be wrong.
    const traumatic = /\bfracture/.test(attempt) && !PATHOLOGICAL.test(phrase);
    const tries = [attempt, ...(traumatic ? [`${attempt} traumatic`] : []), ...sites.map((site) => site.split('|')[0]!).filter((site) => !attempt.includes(site)).map((site) => `${attempt} ${site}`)];
    for (const words of tries) {
      const match = index.bestMatch(words);
      // "Other injury of unspecified body region" says nothing a coder would use.
      if (!match || /^T14/.test(match.code) || (traumatic && /^M(?:8[04]|97|48\.4)/.test(match.code)) || (/^[OP]/.test(match.code) && !PREGNANCY.test(phrase)) || !atSite(match)) continue;
      // A phrase that names no body part takes no code of one: "tendinitis" is not "Achilles tendinitis".
      if (!sites.length && BODY_PART.test(match.display_name.replace(/\bunspecified \w+/gi, '')) && !BODY_PART.test(phrase) && !BODY_PART.test(text) && !BONE_SAID.test(text)) continue;
      // A congenital code only for a condition said to be inborn: "mitral regurgitation" is not Q23.3, "a renal cyst" not Q61.0-.
      if (/\bcongenital\b/i.test(match.display_name) && !CONGENITAL.test(phrase)) continue;
      // Nor a juvenile one for an arthritis not said to be a child's ("arthritis in the big toe" is not M08.97-).
      if (/\bjuvenile\b/i.test(match.display_name) && !/\b(?:juvenile|childhood|pediatric)\b/.test(phrase)) continue;
      // Nor a calcific one for a tendinitis not said to be calcific, nor a complication of a procedure ("Accidental
      // puncture or laceration of dura during a procedure") for a tear nobody said a procedure made.
      if (/\bcalcific\b/i.test(match.display_name) && !/\bcalci/.test(phrase)) continue;
      if (/\b(?:during|complicating|following) (?:a |an )?(?:procedure|surgery)\b/i.test(match.display_name) && !/\b(?:procedure|surgery|operation|intraoperative|postoperative)\b/.test(phrase)) continue;
      // Nor a code of the condition in or due to another nobody said: "anemia" is not "anemia in chronic kidney disease",
      // "a urethral stricture" not one "due to childbirth".
      const cause = /\b(?:in|due to|secondary to|complicating) (?:other )?([a-z]+)/i.exec(match.display_name.replace(/\b(?:in|due to) (?:unspecified|other|right|left|bilateral|specified)\b/gi, ''));
      if (cause && CAUSES.test(cause[1]!) && !phrase.includes(cause[1]!.toLowerCase().slice(0, 5))) continue;
      // A combination code names a second condition ("Type 2 diabetes mellitus with foot ulcer"): only when it was said.
      if (/diabet/i.test(match.display_name) && !/diabet/.test(phrase)) continue;
      // A substance's dependence or abuse said without a complication is the index's own entry ("Dependence, alcohol
      // F10.20", "Abuse, cannabis F12.10"), not one "with withdrawal" or "with … induced disorder".
      const substance = /^F1\d/.test(match.code) && !/\b(?:with|withdrawal|intoxicat\w*|induced|delirium|psychos[ie]s|remission|in remission)\b/.test(phrase) ? (/\b(?:dependence|addiction|addicted)\b/.test(phrase) ? '20' : /\babuse\b/.test(phrase) ? '10' : undefined) : undefined;
      const plain = substance ? index.billableFor(`${match.code.slice(0, 3)}.${substance}`) : undefined;
      if (plain) return plain;
      // So is one of another disease "with" what was said: "inflammatory arthritis" is not "Sjogren syndrome with
      // inflammatory arthritis" (M35.05).
      if (!namesWhatWasSaid(match.display_name, phrase)) continue;
      const said = withoutUnsaid(match, phrase, index);
      return mostSpecific(side ? said : sideUnspecified(said, index), `${phrase} ${side ?? ''}`, index);
    }
  }
  return undefined;
}

/** Words of a code's title that name no disease of their own. */
const GENERAL_WORDS = /^(?:other|unspecified|specified|disease|diseases|disorder|disorders|syndrome|acute|chronic|primary|secondary|type|without|mention|site|part|region)$/;

/** A title "X with Y" names the X said, or one of X's words was said. */
function namesWhatWasSaid(title: string, phrase: string): boolean {
  const at = title.toLowerCase().indexOf(' with ');
  if (at <= 0) return true;
  const named = title.toLowerCase().slice(0, at).split(/[^a-z]+/).filter((w) => w.length >= 4 && !GENERAL_WORDS.test(w));
  return !named.length || named.some((w) => phrase.includes(w.slice(0, 5)));
}

/** What a code's title says the condition is in or due to, when it names another condition or an event. */
const CAUSES = /^(?:chronic|neoplastic|diseases?|conditions?|pregnancy|childbirth|puerperium|malignant|diabetes|infectious|parasitic|hiv|drug|drugs|alcohol|renal|lead|radiation|trauma|injury|surgery|procedure|medical|nutritional|endocrine|metabolic|systemic|connective|tuberculosis|syphilis|gonococcal|sarcoidosis|rheumatic|hypertension|hypertensive)$/i;
const BODY_PART = /\b(?:achilles|patellar?|hip|knee|shoulder|elbow|wrist|hand|foot|feet|ankle|toe|finger|thumb|leg|arm|thigh|forearm|heel|calf|shin|trochanteric|olecranon|prepatellar|gluteal|iliotibial)\b/i;
/** A bone the phrase names places it as a part does: "a humerus fracture" is of the arm. */
const BONE_SAID = /\b(?:humer(?:us|al)|clavic\w+|scapul\w+|radi(?:us|al)|ulnar?|femur|femoral|tibia[l]?|fibula[r]?|patellar?|metatarsal|metacarpal|phalan\w+|calcane\w+|talus|navicular|scaphoid|olecranon|malleol\w+)\b/;
const CONGENITAL = /\b(?:congenital\w*|born with|birth defect|since birth|inborn|inherited|hereditary)\b/;

/** A head that names nothing without its place. */
const GENERIC_HEAD = /^(?:stones?|calculus|calculi|mass(?:es)?|lesions?|cysts?|nodules?|ulcers?|polyps?|infections?|tumou?rs?|inflammation)$/;

/** Codes of pregnancy (O) and the perinatal period (P) only for a diagnosis said of one ("varicose veins" is not O22.0-). */
const PREGNANCY = /\b(?:pregnan\w*|gestation\w*|postpartum|obstetric\w*|labou?r|delivery|newborn|neonat\w*|perinatal)\b/;
const PATHOLOGICAL = /\b(?:patholog\w*|stress|osteopor\w*|insufficiency|fragility|periprosthetic|prosthe\w*|implant|replacement)\b/;
const INJURY = /\b(?:strain|sprain|fracture|contusion|tear|dislocation|subluxation|laceration|injury)\b/;

/** Body sites and the words that name them, for the site check. */
const SITES: [RegExp, string][] = [
  // The kneecap's own codes name the patella, not the knee.
  [/\bknee|menisc\w*|patell\w*|cruciate|collateral ligament/, 'knee|patella'],
  // The index's ankle fracture is "Other fracture of … lower leg" (S82.89-), or of its malleolus.
  [/\bankle/, 'ankle|malleolus|lower leg'],
  [/\bfoot|feet|metatars\w*|tarsometatars\w*|heel|lisfranc/, 'foot'],
  [/\btoe/, 'toe'],
  [/\bhip\b/, 'hip|femur'],
  [/\bshoulder|rotator cuff/, 'shoulder'],
  // An elbow's fracture is coded by its bone's part: "fracture (avulsion) of medial epicondyle of humerus", "of olecranon".
  // Its dislocation is of the ulnohumeral joint or the radial head.
  [/\belbow|epicondyl\w*/, 'elbow|epicondyle|olecranon|ulnohumeral|radial head'],
  [/\bwrist|colles/, 'radius|radial|wrist|carpal'],
  [/\bfinger|phalanx/, 'finger'],
  [/\bthumb/, 'thumb'],
  // A code names the spine's regions as "lumbar" or "cervical", an injury's as "lower back" or "neck".
  [/\blumbar|lower back|low back/, 'lower back|lumbar'],
  [/\bneck|cervical/, 'neck|cervical'],
  [/\bhamstring|thigh|quadricep\w*|\bquads?\b|groin|adductor/, 'thigh'],
  [/\bcalf|calves|\bshin|gastrocnemius/, 'lower leg|calf'],
  // The chest is the thorax in a code's title: "chest wall contusion" is not the abdominal wall's (decision 925).
  [/\bchest|\bthora\w*|\bribs?\b/, 'thora|chest|rib'],
  // "Sacroiliac joint dysfunction" is not the temporomandibular joint's, which the index finds once "sacroiliac" is
  // dropped (decision 926).
  [/\bsacroiliac|\bsacr(?:al|um)\b/, 'sacroiliac|sacral|sacrococcygeal|sacrum'],
];

/** A bone's neck, said either way: "femoral neck", "the neck of his glenoid". */
const BONE_NAMES = String.raw`glenoid|scapular?|femoral|femur|humeral|humerus|radial|radius|talus|talar|metacarpal|metatarsal|rib`;
const BONE_NECK = new RegExp(String.raw`\b(${BONE_NAMES}) neck\b|\bneck of (?:the )?(?:(?:right|left|fifth|first|second|third|fourth) )*(${BONE_NAMES})\b`);
/** The word a code's title names each bone by. */
const BONES: [RegExp, string][] = [
  [/glenoid|scapul/, 'glenoid|scapula'], [/femo|femur/, 'femur'], [/humer/, 'humerus'], [/radi/, 'radius'], [/tal/, 'talus'],
  [/metacarpal/, 'metacarpal'], [/metatarsal/, 'metatarsal'], [/rib/, 'rib'],
];

/** The names of the fingers and toes a code's title picks one by. */
const DIGIT_NAMES = /\b(?:index|middle|ring|little|great|lesser)\b/g;
/** Words that pick one code among its siblings: the side, the digit, the bone's number. */
const SPECIFIERS = /\b(?:right|left|bilateral|index|middle|ring|little|thumb|great|lesser|second|third|fourth|fifth|upper|lower|medial|lateral|anterior|posterior)\b/g;

/**
 * The sibling of an unspecified code that the visit's words specify: "distal phalanx fracture" (S62.639A) said of
 * the right middle finger is S62.632A. Siblings share the code up to its last specifying character (and keep an
 * injury's 7th character); the one whose title holds every specifying word and the fewest other words wins.
 */
function mostSpecific(code: Icd10Code, context: string, index: Icd10Index): Icd10Code {
  // Only words the code's own title does not already say ("medial" in "sprain of medial collateral ligament").
  const wanted = [...new Set(context.toLowerCase().match(SPECIFIERS) ?? [])].filter((w) => !new RegExp(`\\b${w}\\b`, 'i').test(code.display_name));
  if (!wanted.length || !/unspecified/i.test(code.display_name)) return code;
  // The specifying character is the last before any placeholder X and an injury's 7th character.
  const siblings = siblingsOf(code, index);
  // A word no sibling names picks none of them: "mallet finger of the right middle finger" is "… of right finger(s)"
  // (M20.011), the codes naming no digit (decision 948).
  const picking = wanted.filter((w) => siblings.some((c) => new RegExp(`\\b${w}\\b`, 'i').test(c.display_name)));
  if (!picking.length) return code;
  // Nor one that adds a digit nobody said: a "right finger sprain" is not of the right ring finger (decision 945).
  const unsaidDigit = (title: string) => (title.toLowerCase().match(DIGIT_NAMES) ?? []).some((w) => !wanted.includes(w) && !new RegExp(`\\b${w}\\b`, 'i').test(code.display_name));
  const fits = siblings.filter((c) => picking.every((w) => new RegExp(`\\b${w}\\b`, 'i').test(c.display_name)) && !/unspecified (?:finger|side|hand|foot|knee|elbow|toe)/i.test(c.display_name) && !unsaidDigit(c.display_name));
  // The sibling that differs only by the words wanted ("Incarcerated fracture … of unspecified humerus" said of the
  // left is "Incarcerated fracture … of left humerus", not the shorter "Displaced fracture … of left humerus").
  const kind = (title: string) => title.toLowerCase().replace(SPECIFIERS, ' ').replace(/\bunspecified\b/g, ' ').replace(/\s+/g, ' ').trim();
  const sameKind = (c: Icd10Code) => (kind(c.display_name) === kind(code.display_name) ? 0 : 1);
  // A sibling of another kind is a guess ("Cellulitis of unspecified part of limb" said of the right leg is not "of
  // right axilla", the shortest title with "right"): only when one of the same kind is not there, and the kind of the
  // code is a part the side was said of, not of a site it leaves open.
  const ranked = fits.sort((a, b) => sameKind(a) - sameKind(b) || a.display_name.length - b.display_name.length);
  if (ranked[0] && sameKind(ranked[0]) === 1 && /\bunspecified (?:part|site)\b/i.test(code.display_name)) return code;
  return ranked[0] ?? code;
}

/** A metatarsal, metacarpal, toe or finger named by its number or name: "a fracture to your second metatarsal bone". */
const DIGIT_SAID = /\b(first|second|third|fourth|fifth|great|lesser|index|middle|ring|little) (metatarsal|metacarpal|toe|finger)s?\b/;

/**
 * A code of an unspecified metatarsal, metacarpal, toe or finger, when the visit said which one: "a Lisfranc fracture,
 * which is a fracture to your second metatarsal bone" is S92.32- (of the second metatarsal), not S92.30- (of an
 * unspecified one), on the same side, with the same 7th character. Displaced unless said not to be (Official Guidelines
 * I.C.19.c.1: a fracture not indicated as displaced or nondisplaced is coded to displaced).
 */
export function ofDigitSaid(code: Icd10Code, context: string, index: Icd10Index): Icd10Code {
  const said = DIGIT_SAID.exec(context);
  if (!said || !new RegExp(String.raw`\bunspecified ${said[2]}`, 'i').test(code.display_name)) return code;
  const side = /\b(?:right|left)\b/i.exec(code.display_name)?.[0].toLowerCase();
  const seventh = /^[ST]/.test(code.code) && code.code.length === 8 ? code.code.slice(-1) : '';
  const displacement = /\bnon-?displaced\b/.test(context) ? /^nondisplaced\b/i : /^(?!nondisplaced\b)/i;
  const fits = index
    .billableUnder(code.code.slice(0, 5))
    .filter((c) => c.code.length === code.code.length && c.code.endsWith(seventh) && c.display_name.toLowerCase().includes(`${said[1]} ${said[2]}`))
    .filter((c) => (!side || new RegExp(String.raw`\b${side}\b`, 'i').test(c.display_name)) && displacement.test(c.display_name));
  return fits.sort((a, b) => a.display_name.length - b.display_name.length)[0] ?? code;
}

/** A code that names a side nobody said ("…, right foot") gives way to its unspecified sibling. */
function sideUnspecified(code: Icd10Code, index: Icd10Index): Icd10Code {
  // "Meniere's disease" said of no ear is not "…, bilateral" (H81.03) but "…, unspecified ear" (H81.09).
  if (!/\b(?:right|left|bilateral)\b/i.test(code.display_name)) return code;
  return siblingsOf(code, index).find((c) => /\bunspecified (?:side|foot|knee|hand|hip|ankle|wrist|elbow|shoulder|arm|leg|finger|toe|upper arm|forearm|lower leg|thigh|ear|eye|femur|humerus|radius|ulna|tibia|fibula|clavicle|scapula)\b/i.test(c.display_name)) ?? code;
}

/**
 * A code that adds what nobody said ("…, lumbar region with discogenic back pain only" for "degenerative disc disease
 * of the lumbar spine") gives way to its sibling "without mention of …" or "unspecified".
 */
function withoutUnsaid(code: Icd10Code, phrase: string, index: Icd10Index): Icd10Code {
  const added = /\bwith (?!or\b)([a-z]+(?: [a-z]+)?)/i.exec(code.display_name);
  if (!added || phrase.includes(added[1]!.toLowerCase().split(' ')[0]!)) return code;
  const siblings = siblingsOf(code, index);
  // A substance's code says "uncomplicated" where others say "without": "nicotine dependence" is F17.200, not F17.208
  // "… with other nicotine-induced disorders".
  return siblings.find((c) => /\bwithout mention\b/i.test(c.display_name)) ?? siblings.find((c) => /, unspecified$/i.test(c.display_name)) ?? siblings.find((c) => /, uncomplicated$/i.test(c.display_name)) ?? code;
}

/** Codes that differ from this one only in the character that specifies side or site (an injury keeps its 7th character). */
function siblingsOf(code: Icd10Code, index: Icd10Index): Icd10Code[] {
  const bare = code.code.replace('.', '');
  const seventh = bare.length === 7 ? bare.slice(6) : '';
  const stem = dottedStem((seventh ? bare.slice(0, 6) : bare).replace(/X+$/, '').slice(0, -1));
  return index.billableUnder(stem).filter((c) => c.code.length === code.code.length && (!seventh || c.code.endsWith(seventh)));
}

const dottedStem = (bare: string) => (bare.length > 3 ? `${bare.slice(0, 3)}.${bare.slice(3)}` : bare);
