/** Words that show what a clinician's sentence is doing: stating an impression, ordering, instructing, examining. */

export const SMALL_TALK =
  /\b(?:how are you|nice to (?:meet|see)|good to see|thank you|thanks|have a (?:good|great|nice)|take care|bye|hello|hi there|good morning|good afternoon|weather|weekend|vacation|traffic|finalize the note|tell dax|about dax|nurse told you)\b/;
/** The clinician speaking about the visit itself ("let me go over my assessment and plan"). */
export const META = /\b(?:go over|talk (?:a (?:little )?bit )?about|tell you about|walk you through) (?:my|the|your) (?:assessment|plan|results)\b|\bdo you have any (?:other )?questions\b/;
export const PLAN_CUE =
  /\b(?:(?:i|we)(?:'m|'re| am| are)?(?: (?:also|just|really|do|still|probably|definitely|actually|then|first|now|kind of|gonna|might|may|could))* (?:going to|want to|would like to|need to|will|should|plan to|have to|like to)|(?:i|we)'(?:ll|d like to)|we can|let's|plan (?:is|to|will)|i recommend|recommend\w*|i'm (?:recommending|prescribing|ordering|referring|sending|starting|increasing|putting)|will (?:start|order|refer|continue|increase|decrease|schedule|prescribe|obtain|get|check|repeat|follow)|(?:i|we) (?:do n't|don't|do not|won't|will not) (?:feel the need|think (?:we|you) need|need|want) to|^(?:and |also |then )?(?:order|prescribe|start|continue|refer|refill))\b|\bplan\s*:/;
export const PLAN_ACTION =
  /\b(?:order|prescrib\w*|start|initiat\w*|increase|decrease|reduc\w*|switch|change|stop|discontinu\w*|hold|refill|continue|refer\w*|referral|schedul\w*|follow[- ]?up|come back|see you|recheck|repeat|check|draw|get (?:an?|some|the|you)|send|test\w*|x-?ray|mri|ct|ultrasound|echo\w*|ekg|labs?|blood work|physical therapy|therapy|counsel\w*|inject\w*|vaccin\w*|shot|biopsy|surgery|procedure|monitor|taper|add|give you|put you on|keep you on|try|bump)\b/;
export const NOT_PLAN =
  /\b(?:examine|take a (?:quick )?look|look at|listen(?: to| here| quickly| real quick)?|let me (?:listen|look|check|feel|press|see)|check out your|feel your|press on|push on|show me|go over|talk about|ask you|ask a few|tell you|let you know|review (?:your|some|the)|move on|do a (?:quick )?(?:physical )?exam)\b/;
export const INSTRUCTION =
  /\b(?:i (?:really |also |just |do )?(?:want|need) you to|i'?d (?:really |also )?like you to|i would like you to|you should|you need to|make sure (?:you|to)|you'?ll need to|you can|try to|avoid|call (?:me|us|the office)|give (?:me|us) a call|let (?:me|us) know if|go to the (?:er|emergency)|keep (?:an eye|track)|continue to)\b/;
/** When to come back: "in about 2 weeks", "in a couple of months", "in 3 to 6 months" (the interval captured). */
export const RETURN_IN = String.raw`\bin\s+(?:about\s+|like\s+|another\s+)?((?:\d+|a|an|one|two|three|four|five|six|eight|ten|twelve|a couple(?: of)?|a few)(?:\s+to\s+\w+)?\s+(?:days?|weeks?|months?|years?))`;
export const FOLLOW_UP = new RegExp(
  String.raw`\b(?:follow[- ]?up|come back|see you(?: back)?|return|recheck|check back|back in|touch base|take (?:a|another) look|revisit|reassess|re-?evaluate|check (?:on )?(?:you|it) (?:again )?)\b[^.?!]{0,30}?${RETURN_IN}`,
);
export const EXAM_CUE =
  /\b(?:on (?:your |the |his |her )?(?:physical |\w+ )?exam\w*|physical exam\w*|on (?:my )?exam|when i (?:listen|looked|look|press|pushed|examined|felt|feel)|i (?:do |don't |do not )?(?:hear|appreciate|see|notice|feel|palpate)|(?:lungs?|heart|abdomen|belly|neck|throat|ears?|eyes|skin|extremit\w*|pulses|reflexes|strength|sensation|range of motion|gait|tenderness|tender|swelling|edema|murmur|rub|gallop|wheez\w*|crackles|rales|rhonchi|clear to auscultation|regular rate|erythema|effusion|bruising|lesion|lymph nodes?|tympanic membrane|pupils|oriented|alert|no acute distress|incisions?|scars?|wounds?|healed|healing|sutures|staples|redness|drainage|grip strength|(?:positive|negative) (?:[a-z']+ ){0,2}(?:sign|test|maneuver))\b)/;
/** Words that make a clinician's sentence an exam finding wherever it is said. */
export const EXAM_FINDING =
  /\b(?:on exam|exam(?:ination)? (?:shows|showed|reveals|revealed|is|was)|i (?:do )?(?:hear|appreciate|see|notice|palpate)|well[- ]developed|well[- ]nourished|no acute distress|clear to auscultation|breath sounds|regular rate and rhythm|murmurs?|gallops?|tender(?:ness)?|range of motion|reflexes|pitting|(?:palpable|enlarged|swollen|tender|no) (?:lymph nodes?|lymphadenopathy)|pupils|tympanic membranes?|abdomen is soft|non-?tender|(?:incisions?|wounds?|scars?) (?:is|are|was|were|look|looks|did|has|have)|well healed|signs of infection|to palpation|pain with (?:flexion|extension|range of motion)|effusion|pitting edema|straight leg raise|(?:positive|negative) (?:[a-z']+ ){0,2}(?:sign|test|maneuver)|healing (?:well|nicely)|(?:lungs?|heart|abdomen|belly|ears?|throat) (?:is|are|sounds?|looks?) (?:clear|normal|soft|good|regular|great|terrific|fine|healthy|perfect))\b/;
export const RESULT_TERM =
  /\b(?:x-?rays?|xray|ct(?: scan)?|cat scan|mri|ultrasound|echo(?:cardiogram)?|ekg|ecg|electrocardiogram|labs?|lab work|blood work|bloodwork|a1c|hemoglobin|cholesterol|lipid panel|urinalysis|urine (?:test|sample|culture)|culture|biopsy|stress test|results?|panel|cbc|metabolic panel|thyroid|tsh|creatinine|potassium|strep test|covid test|swab|mammogram|colonoscopy|pft|spirometry|holter|endoscopy)\b/;
export const RESULT_VERB =
  /\b(?:show(?:s|ed|ing)?|reveal\w*|demonstrat\w*|came back|looks? (?:good|normal|fine|okay)|is (?:normal|elevated|high|low|negative|positive)|was (?:normal|elevated|high|low|negative|positive)|were (?:normal|elevated|high|low|negative|positive)|within normal limits|unremarkable|negative|positive|elevated|normal|at about|of about)\b/;
export const IMPRESSION_CUE =
  /\b(?:i think (?:you have|that you have|it'?s|it is|this is|that this is|you'?ve got|that'?s|we'?re dealing with|you'?re dealing with)|my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|(?:sounds|looks|seems) like (?:you have|it'?s|you'?ve got|this is|an?\b)|consistent with|suggestive of|you (?:have|'?ve got) (?:an? )?|for your (?:first |second |third |next |last |other )?(?:problem)?|in terms of your|regarding your|as far as your|with regards? to your|from an? \w+(?: \w+)? standpoint|your (?:first|second|third|next|last|other) problem|it appears|diagnos\w+ (?:you )?with)\b/;
export const STRONG_IMPRESSION =
  /\b(?:my (?:impression|assessment|diagnosis)|(?:diagnosis|impression) (?:is|of)|(?:i think )?(?:that )?what (?:i think )?we'?re dealing with (?:here )?is|what i see is|i think (?:that )?we'?re dealing with|(?:is|are) (?:from|due to|caused by|because of|related to) (?:your |his |her |the )?|i think (?:you have|that you have|it'?s|it is|this is|that this is|you'?ve got|that'?s)|i (?:do )?believe (?:that )?(?:you|she|he|it|this) (?:have|has|is)|consistent with|(?:sounds|looks|seems) like (?:you have|it'?s|you'?ve got|this is)|assessment is|this (?:is|looks like|sounds like)|diagnos\w+)\b/;
export const FAMILY = /\b(?:my|your|her|his) (?:mother|mom|father|dad|brother|sister|grandmother|grandma|grandfather|grandpa|aunt|uncle|parents|siblings?|family|cousins?|son|daughter)\b|\bfamily history\b|runs in (?:my|the|your) family/;
export const SOCIAL =
  /\b(?:smok\w*|cigarettes?|packs? (?:a|per) day|tobacco|vap\w*|alcohol|drink(?:s|ing)? (?:beer|wine|alcohol|socially|a lot|every)|beers?|glass(?:es)? of wine|marijuana|weed|cannabis|drugs|cocaine|heroin|meth|i work (?:as|at|in)|works? as an?|retired|married|divorced|live (?:alone|with)|lives (?:alone|with))\b/;
export const SURGICAL =
  /\b(?:surger(?:y|ies)|operation|operated|\w+ectomy|\w+otomy|\w+plasty|c-section|cesarean|bypass|stent|replacement|repair|had (?:my|her|his) \w+ (?:out|removed|replaced|fixed))\b/;
/** Text just before a finding's name that makes the assessment take it up ("for your back pain", "in terms of the knee pain"). */
export const TAKEN_UP_BEFORE = /\b(?:for|regarding|as for|in terms of|with regards? to|as far as|let'?s (?:talk|start) (?:about|with)) (?:the|your|his|her)\s+(?:\w+\s+){0,2}$/;
/** Text just after it ("from a back pain standpoint"). */
export const TAKEN_UP_AFTER = /^\s*(?:standpoint|perspective)\b/;
