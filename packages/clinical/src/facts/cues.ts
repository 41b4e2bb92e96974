import { CONCERN_SAID, TOPIC_OPENER } from '../diagnosis.js';
import { MANEUVERS } from '../exam.js';
/** Words that show what a clinician's sentence is doing: stating an impression, ordering, instructing, examining. */

export const SMALL_TALK =
  /\b(?:how are you|nice to (?:meet|see)|good to see|thank you|thanks|have a (?:good|great|nice)|take care|bye|hello|hi there|good morning|good afternoon|weather|how was (?:your|the) (?:weekend|vacation|holiday)|(?:plans|doing anything) (?:for|this|over) the weekend|traffic|finalize the note|tell dax|about dax|nurse told you)\b/;
/** The clinician asking what the visit is for: "what brings you in today?", "how can I help?", "what's going on?". */
export const REASON_ASKED =
  /\bwhat (?:brings|brought|is bringing) you (?:in|here|to (?:the clinic|see me|us))|\bwhat can (?:i|we) (?:do for|help you with)|\bhow can (?:i|we) help\b|\bwhat(?:'s| is| seems to be) (?:going on|the (?:problem|trouble|issue|matter)|bothering you)|\bwhat are you (?:here|in) for\b|\bwhat(?:'s| is) the reason for (?:your|the|today'?s) visit|\bwhat (?:did you want|would you like) to (?:talk about|discuss|see me about)/;
/** The clinician speaking about the visit itself ("let me go over my assessment and plan"). */
export const META = /\b(?:go over|talk (?:a (?:little )?bit )?about|tell you about|walk you through) (?:my|the|your) (?:assessment|plan|results)\b|\bdo you have any (?:other )?questions\b/;
export const PLAN_CUE =
  /^(?:(?:so|and|okay|ok|then|just|please|also),?\s+)*(?:keep|continue) (?:taking|using|on) (?:the|your|his|her)\b|\b(?:(?<!\b(?:had|got|have|has|took|filled|old|previous|last|his|her|my) (?:a|the) )(?:a|the) prescription for\b|(?:i|we)(?:'ve| have) (?:already |just |also )?(?:sent (?:over |in |off )?|put in|placed|called in|submitted)\b(?![^.?!]*\b(?:before (?:the|this|your) visit|last time|in the past)\b)|(?:i|we)(?:'ve| have) (?:got )?(?:you|him|her) scheduled\b|(?:you|she|he)(?:'re| are|'s| is|'ll| will)(?: (?:gon ?na|going to))? (?:keep (?:taking|using|on)|continue|stay on)|stay on (?:the|your|his|her)|(?:i|we)(?:'m|'re| am| are)?(?: (?:also|just|really|do|still|probably|definitely|actually|then|first|now|kind of|gon ?na|might|may|could|would))* (?:going to|want to|would like to|need to|will|should|plan to|have to|like to)|(?:i|we)'(?:ll|d(?: (?:also|really|just))? like to)|we can|i can (?:also )?(?:prescribe|give (?:you|him|her)|get (?:you|him|her)|order|refer|arrange|send|start)\b|let's|let me (?:add|start|prescribe|order|refer|put (?:you|him|her) on|increase|decrease|switch|stop|send)|plan (?:is|to|will)|i recommend|recommend\w*|i'm (?:recommending|prescribing|ordering|referring|sending|starting|increasing|putting)|will (?:start|order|refer|continue|increase|decrease|schedule|prescribe|obtain|get|check|repeat|follow)|(?:i|we) (?:do n't|don't|do not|won't|will not) (?:feel the need|think (?:we|you) need|need|want) to|(?:i|we) (?:would not|wouldn'?t|would n't|won'?t|will not) (?:change|adjust|increase|decrease)|(?:i|we) (?:do n't|don't|do not) think (?:you|we|she|he) need (?:any|anything)|(?:you|she|he) (?:do n't|don't|do not|does n't|doesn't|does not) need (?:any|to)|^(?:and |also |then )?(?:order|prescribe|start|continue|refer|refill|hold|stop|discontinue|increase|decrease)|(?:it'?s|it is) (?:fine|okay|ok|safe|alright|all right) (?:for you )?to (?:take|use|continue))\b|(?:you|she|he)(?:'re| are|'s| is) (?:also |now |over)?due for\b|\bplan\s*:/;
/**
 * Nothing changed, said of the whole regimen: "I'm not going to change anything today", "let's keep everything the
 * same", "we won't make any changes".
 */
export const NOTHING_CHANGED =
  /\b(?:(?:not|n't)(?: going to| gonna| need to| want to)? (?:change|adjust) (?:anything|a thing)|(?:not|n't) make any (?:changes|adjustments)|keep (?:everything|things|it all) (?:the same|as (?:it is|is))|leave (?:everything|things) (?:the same|as (?:it is|is)))\b/;
export const PLAN_ACTION =
  /\b(?:keep (?:taking|using|on)|stay on|order|prescri[bp]\w*|start|initiat\w*|increase|decrease|reduc\w*|cut\w*(?= (?:(?:the|your|his|her) )?(?:[a-z]+ )?(?:back|down) to\b)|switch|change|stop|discontinu\w*|hold|refill|continue|refer\w*|referral|schedul\w*|follow[- ]?up|come back|see you|recheck|repeat|check|draw|get (?:an?|some|the|you)|send|test\w*|x-?ray|mri|ct|ultrasound|echo\w*|ekg|labs?|blood work|physical therapy|therapy|counsel\w*|consult\w*|inject\w*|vaccin\w*|shot|biopsy|surgery|procedure|monitor|taper|add|give you|put you on|keep you on|try|bump|go(?:ing)? (?:up|down) on|(?:up|raise|lower|double) the dose|doubl\w*|halv\w*|titrate|antibiotics?|steroids?|put you in|splint|brace|sling|cast|crutches|immobilizer|(?:fine|okay|ok|safe|alright) to (?:take|use|continue)|(?:consider|discuss)\w* (?:some |any |other |further )?treatment|have (?:you|him|her) (?:see|follow up with)|see (?:a|an|the) (?:[a-z]+ )?(?:[a-z]+ologist|[a-z]+iatrist|specialist|surgeon)|due for)\b/;
export const NOT_PLAN =
  /\b(?:examine|take a (?:quick )?look|look at|listen(?: to| here| quickly| real quick)?|let me (?:listen|look|check|feel|press|see)|check out your|feel your|press on|push on|show me|go over|talk about|ask you|ask a few|tell you|let you know|review (?:your|some|the)|move on|do a (?:quick )?(?:physical )?exam)\b/;
/** Self-care said as a bare imperative, however short: "weigh yourself daily", "keep it elevated", "check your sugars every morning". */
export const SELF_CARE =
  /^(?:(?:and|also|so|now|okay|ok|good|great|awesome|alright|all right|perfect)[, ]+)*(?:weigh yourself|get a (?:scale|blood pressure cuff)|keep (?:it|your [a-z]+) elevated|elevate (?:it|your)|ice (?:it|your)|drink (?:plenty|lots|more)|rest (?:it|your)|check (?:your|his|her) (?:blood )?(?:sugars?|glucose|pressure|feet)(?= (?:every|each|once|twice|daily|at|in|before|after|when)\b)|keep a (?:log|diary|record|journal) of|no more than (?:one|two|three|four|\d+|a) (?:drinks?|beers?|glasses? of wine)|take (?:the|your|his|her) [a-z]+ (?=at (?:night|bedtime)|in the (?:morning|evening)|with (?:food|meals|breakfast|dinner)))\b/;
/** Ways of reaching the practice again, in American and British words ("get in touch", "ring the surgery"). */
export const REACH_US = String.raw`get in touch|contact (?:me|us|the (?:surgery|practice|clinic))|ring (?:me|us|the surgery)|seek (?:medical )?(?:help|advice|attention)|call (?:911|999|an ambulance)|dial (?:911|999)`;
export const INSTRUCTION = new RegExp(
  String.raw`\b(?:(?:look|watch) out for|(?:it'?s|it is) (?:also |definitely |probably |really )?worth|i (?:would |will |'d |'ll )?(?:\w+ly )?(?:advise|recommend) (?:you|him|her) to|i (?:really |also |just |do )?(?:want|need) you to|i'?d (?:really |also )?like you to|i would like you to|you should|you need to|make sure (?:you|to)|you'?ll need to|you can|try to|avoid|call (?:me|us|the office)|give (?:me|us) a call|let (?:me|us) know if|come back (?:in |and see (?:me|us) |to see (?:me|us) )?if|go to the (?:er|emergency)|keep (?:an eye|track)|continue to|${REACH_US}|(?:i|we) (?:would |'d |do )?(?:\w+ly )?(?:advise|recommend|suggest)(?: that)? (?:you|he|she) (?!to\b))\b`,
);
/** When to come back: "in about 2 weeks", "in a couple of months", "in 3 to 6 months" (the interval captured). */
export const RETURN_IN = String.raw`\bin\s+(?:about\s+|like\s+|another\s+)?((?:\d+|a|an|one|two|three|four|five|six|eight|ten|twelve|a couple(?: of)?|a few)(?:\s+to\s+\w+)?\s+(?:days?|weeks?|months?|years?))`;
/** The interval said before the return: "if not better in three to four days, I'd like to see you again". */
export const FOLLOW_UP_AFTER_INTERVAL = new RegExp(String.raw`${RETURN_IN}\b[^.?!]{0,50}?\b(?:see you(?: again| back)?|come back|review you|follow[- ]?up)\b`);
export const FOLLOW_UP = new RegExp(
  // "Recheck the A1c in six months" repeats a test; it books no return (decision 820).
  String.raw`\b(?:follow[- ]?up|come back|see you(?: back)?|return|recheck(?! (?:the |your |his |her |an? )?(?:a1c|hemoglobin a1c|labs?|lab work|blood ?work|blood tests?|cholesterol|lipids?|lipid panel|kidney function|potassium|tsh|thyroid|psa|cbc|bmp|cmp|urine|x-?rays?|imaging|ultrasound|mri|ct|levels?|blood counts?)\b)|check back|back in|(?:telehealth|telemedicine|video|virtual|phone) (?:visit|appointment|follow[- ]?up)|(?:get|have|bring) (?:you|her|him|them) (?:come )?back|touch base|take (?:a|another) look|revisit|reassess|re-?evaluate|check (?:on )?(?:you|it) (?:again )?|review (?:you|him|her)|(?:arrange|book|schedule|have) (?:a |another )?review)\b(?: with [^.?!]{0,60}?|[^.?!]{0,40}?)${RETURN_IN}`,
);
/**
 * "I see you're coming in for knee pain", "I see that you injured your wrist", "I see that she referred you", "I see here
 * in your chart": the clinician reads the chart or the history; nothing is examined ("I see that you have some
 * swelling" is a finding).
 */
const NOT_THE_CHART = String.raw`(?! (?:that )?(?:(?:you|she|he|they)(?:'re| are| were|'ve been| have been| had| came| come| [a-z]+ed| hurt| fell| broke| took| got| underwent)\b|here\b|(?:in|on|from) (?:your|the|my) (?:chart|notes?|records?)\b))`;
export const EXAM_CUE =
  new RegExp(String.raw`\b(?:on (?:your |the |his |her )?(?:physical |\w+ )?exam\w*|physical exam\w*|on (?:my )?exam|when i (?:listen|looked|look|press|pushed|examined|felt|feel)|i (?:do |don't |do not )?(?:hear|appreciate|see|notice|feel|palpate)${NOT_THE_CHART}|(?:lungs?|heart|abdomen|belly|neck|throat|ears?|eyes|skin|extremit\w*|pulses|jugular venous distention|jvd|carotid bruits?|bruits?|reflex(?:es)?|focal (?:motor|sensory|neurologic\w*) (?:weakness|deficits?)|strength|sensation|range of motion|gait|tenderness|tender|swelling|edema|murmur|rub|gallop|wheez\w*|crackles|rales|rhonchi|clear to auscultation|regular rate|erythema|effusion|bruising|lesions?|lymph nodes?|(?:lymph)?adenopathy|tympanic membrane|pupils|oriented|alert|no acute distress|incisions?|scars?|wounds?|healed|healing|sutures|staples|redness|drainage|grip strength|(?:positive|negative) (?:[a-z']+ ){0,2}(?:sign|test|maneuver))\b)`);
/** Words that make a clinician's sentence an exam finding wherever it is said. */
export const EXAM_FINDING =
  new RegExp(String.raw`\b(?:on (?:your |the |his |her |my )?(?:[a-z]+ )?exam|exam(?:ination)? (?:shows|showed|reveals|revealed|is|was)|i (?:do |also |can |still )*(?:hear|appreciate|see|notice|palpate|identify|recognize)${NOT_THE_CHART}|well[- ]developed|well[- ]nourished|no acute distress|clear to auscultation|breath sounds|regular rate and rhythm|murmurs?|gallops?|tender(?:ness)?|range of motion|(?:flexion|extension|abduction|adduction|rotation)\b[^.?!]{0,30}?\bdegrees|afebrile|reflex(?:es)?|focal (?:motor|sensory|neurologic\w*) (?:weakness|deficits?)|pitting|(?:palpable|enlarged|swollen|tender|no) (?:lymph nodes?|lymphadenopathy)|pupils|tympanic membranes?|abdomen is soft|non-?tender|(?:incisions?|wounds?|scars?) (?:is|are|was|were|look|looks|did|has|have)|well healed|signs of infection|to palpation|pain with (?:(?:active |passive |resisted )?(?:flexion|extension|abduction|adduction|(?:internal |external )?rotation|elevation)|range of motion)|effusion|pitting edema|straight leg raise|(?:positive|negative) (?:[a-z']+ ){0,2}(?:sign|test|maneuver)|(?:${MANEUVERS}|(?:anterior |posterior )?drawer)'?s?(?: (?:test|sign|maneuver))? (?:is|was|are|were) (?:also )?(?:positive|negative)|healing (?:well|nicely)|(?:lungs?|heart|abdomen|belly|ears?|throat) (?:is|are|sounds?|looks?) (?:clear|normal|soft|good|regular|great|terrific|fine|healthy|perfect))\b`);
export const RESULT_TERM =
  /\b(?:x-?rays?|xray|ct(?: scan)?|cat scan|mri|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|labs?|lab work|blood work|bloodwork|a1c|hemoglobin|cholesterol|lipid panel|urinalysis|urine (?:test|sample|culture|dip(?:stick)?)|dipstick|culture|biopsy|stress test|results?|panel|cbc|metabolic panel|thyroid|tsh|creatinine|potassium|strep test|covid test|rapid (?:strep|covid|flu)|titers?|western blot|swab|mammogram|colonoscopy|pft|spirometry|holter|endoscopy)\b/;
export const RESULT_VERB =
  /\b(?:show(?:s|ed|ing)?|reveal\w*|demonstrat\w*|came back|(?:does |do )?looks? like (?:you|she|he|they) (?:do |does )?(?:have|has)|looks? (?:good|normal|fine|okay)|is (?:normal|elevated|high|low|negative|positive)|was (?:normal|elevated|high|low|negative|positive)|were (?:normal|elevated|high|low|negative|positive)|within normal limits|unremarkable|negative|positive|elevated|normal|at about|of about)\b/;
export const IMPRESSION_CUE =
  /\b(?:i think (?:you have|that you have|it'?s|it is|this is|that this is|you'?ve got|that'?s|we'?re dealing with|you'?re dealing with)|my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|(?:sounds|looks|seems)(?: to me)? like,? (?:you have|it'?s|you'?ve got|this is|an?\b)|consistent with|suggestive of|you (?:have|'?ve got) (?:an? )?|for your (?:first |second |third |next |last |other )?(?:problem)?|in terms of your|regarding your|as far as your|with regards? to your|from an? \w+(?: \w+)? standpoint|your (?:first|second|third|next|last|other) problem|it appears|diagnos\w+ (?:you )?with)\b/;
/**
 * The clinician's impression said just before a name. Read on the words before a mention too, so "it looks like
 * shingles" and "it looks like hip osteoarthritis" (the name at most two words after "like") state the diagnosis as
 * "it looks like a …" does; "what looks like cellulitis around the wound" describes what is seen, and is not one.
 */
export const STRONG_IMPRESSION = new RegExp(
  String.raw`\b(?:my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|(?:i think )?(?:that )?what (?:i think )?we'?re dealing with (?:here )?is|what i see is|i think (?:that )?we'?re dealing with|(?:is|are) (?:from|due to|caused by|because of|related to) (?:your |his |her |the )?|i think (?:you (?:do |definitely |probably )?have|that you (?:do )?have|it'?s|it is|this is|that this is|you'?ve got|that'?s)|${CONCERN_SAID}|i (?:do )?believe (?:that )?(?:you|she|he|it|this) (?:have|has|is)|consistent with|(?:sounds|looks|seems)(?: to me)? like,? (?:you (?:may |might |could |probably |likely )?have|it'?s|it is|you'?ve got|this is|an?)|assessment is|this (?:is|looks like|sounds like)(?! (?:a |an |the |my )?(?:dictation|note|recording|letter|message|phone call|telephone|telehealth|video|dr\.?|doctor)\b)|(?<!what )(?:sounds|looks|seems)(?: to me)? like(?=,? (?:(?!(?:you|your|she|he|his|her|it|its|they|their|we|i|if|when)\b)[a-z]+ ){0,2}$)|(?:it|this|that|what) (?:appears|seems) to be|(?:you|she|he)(?:'re| are| is|'s) (?:suffering from|going through|coming down with|fighting off|having an? (?=[a-z]+ (?:exacerbation|flare|attack)\b))|(?:you|she|he)(?:'ve| have| has) (?:caught|picked up|come down with)|(?:we|i)(?:'re| are|'m| am) dealing with|(?:points?|pointing) (?:to|towards?)|what (?:you|she|he)(?:'re| are| is|'s) describing is|diagnos\w+|(?<!\bto )confirm(?:s|ed)(?: that)?(?: (?:you|she|he) (?:have|has))?(?: an?| the)?(?= ?$)|(?:^|\b(?:so|okay|well|and|yeah)\b,? )it(?:'s| is) (?:(?:definitely|clearly|certainly) )?(?:an? )?(?=$))`,
);
/** The words for a relative, one list for every reading of the family (history answers, the patient's account, conditions). */
// Said in the plural too ("my sisters have blood pressure issues").
export const RELATIVES = String.raw`mother|mom|mum|father|dad|brothers?|sisters?|grand(?:mother|father|ma|pa|parents?|mum|mom)|grand?dad|granny|aunts?|uncles?|parents?|siblings?|cousins?|sons?|daughters?`;
export const FAMILY = new RegExp(String.raw`\b(?:my|your|her|his) (?:${RELATIVES}|family)\b|\bfamily history\b|runs in (?:my|the|your) family`);
/**
 * Words of a social history. "Drinking a lot of fluid" is intake, what one does for a cold, not alcohol; so is "I do
 * drink a lot" or "I wasn't drinking a lot" said of passing water or thirst, with no drink named. A lot of alcohol is
 * said to the alcohol question, which history-answers.ts reads, or with when one drinks it ("on the weekends").
 */
export const SOCIAL =
  /\b(?:smok(?:es|ed|ing|ers?)|(?:i|you|she|he|they|we|don't|do not|never|ever|will|sometimes|occasionally) smoke|smoke (?:a joint|weed|pot|marijuana|cigars?)|cigarettes?|packs? (?:a|per) day|tobacco|vap\w*|alcohol|drink(?:s|ing)? (?:beer|wine|alcohol|socially|every|a lot (?:on|at|over) (?:the )?(?:weekends?|nights?|parties|the pub))|beers?|glass(?:es)? of wine|marijuana|weed|cannabis|(?:recreational|illicit|street|illegal) drugs|(?:do|use|using|take|taking) (?:any )?drugs|drug use|cocaine|heroin|meth|i work (?:as|at|in)|works? as an?|retired|married|divorced|live (?:alone|with)|lives (?:alone|with))\b/;
export const SURGICAL =
  /\b(?:surger(?:y|ies)|operation|operated|\w+ectomy|\w+otomy|\w+plasty|c-section|cesarean|bypass|stent|replacement|repair|had (?:my|her|his) \w+ (?:out|removed|replaced|fixed))\b/;
/** Text just before a condition that names what the patient has: "we call it allergic rhinitis", "it's called serous otitis". */
export const NAMED_AS = /\b(?:(?:we|i|they) (?:would |usually )?call (?:this|that|it)|(?:this|that|it)(?:'s| is) called(?: as)?)\s+(?:an? )?$/;
/** Text just before a finding's name that makes the assessment take it up ("for your back pain", "in terms of the knee pain"). */
export const TAKEN_UP_BEFORE = new RegExp(String.raw`\b(?:for|${TOPIC_OPENER}|let'?s (?:talk|start) (?:about|with)) (?:the|your|his|her)\s+(?:\w+\s+){0,2}$`);
/** Text just after it ("from a back pain standpoint"). */
export const TAKEN_UP_AFTER = /^\s*(?:standpoint|perspective)\b/;

/** The clinician's examining verb just before "both": "let me check both ears", "I'll examine both knees". */
export const EXAMINED_BEFORE = /\b(?:check|examine|look (?:at|in|into)|feel|compare|test|palpate|listen to)\s+$/;

/**
 * What the clinician reads while examining, in the words of an exam (decision 853): an eardrum red and bulging, a
 * throat without exudates, strength five out of five, skin without rashes, a thyroid without nodules, a warm red area.
 * Read only once the examination has begun: the same words asked about earlier ("any rash?") are the history's.
 */
export const EXAM_WORDS =
  /\b(?:ear ?drums?|tympanic|exudates?|erythema(?:tous)?|bulging|strength|\d\/5|(?:one|two|three|four|five) out of five|crackles|rales|rhonchi|wheez(?:es|ing)|no (?:rash(?:es)?|nodules?|lesions?|masses|lymphadenopathy|edema|swelling|clubbing|cyanosis|deformity|bruising|ecchymosis)|(?:skin|thyroid|neck|throat|tonsils|nose|mouth|eyes?|conjunctivae?|extremities|pulses|gait|sensation|incision) (?:is|are|looks?|feels?|appears?|seems?)\b|(?:red|warm|swollen|inflamed),? (?:and )?(?:warm |red |swollen |tender )?(?:area|spot|patch|bump|lump)|nontender|non-tender)\b/;
