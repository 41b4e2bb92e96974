import { describe, expect, it } from 'vitest';
import { examFindings } from './exam.js';
import { pronounsFor } from './text.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const exam = (said: string) => examFindings(said, pronounsFor('female'));

describe('exam findings', () => {
  it('writes the whole exam said normal as a general finding', () => {
    expect(exam("your exam's essentially normal , your lungs are clear .")).toEqual(['General: exam essentially normal.', 'Respiratory: lungs are clear.']);
  });

  it('drops the "any" of speech after a "no" (decision 760)', () => {
    expect(exam("i don't appreciate any jugular venous distention or any carotid bruits .")).toEqual(['Cardiovascular: no jugular venous distention or carotid bruits.']);
  });

  it('leaves out where a part is, told the patient in lay words, and charts the hand\'s bones under Musculoskeletal', () => {
    expect(exam('there is tenderness over her distal phalanx, which is the tip of her finger')).toEqual(['Musculoskeletal: tenderness over her distal phalanx.']);
    expect(exam('no tenderness over her metacarpophalangeal joint, which is right above her knuckle')).toEqual(['Musculoskeletal: no tenderness over her metacarpophalangeal joint.']);
  });

  it('charts a finding dictated under its system once, under the system said', () => {
    expect(exam('Respiratory: Lungs are clear to auscultation bilaterally. Cardiac: No murmurs, gallops, or rubs. Neurologic: sensation intact.')).toEqual([
      'Respiratory: lungs are clear to auscultation bilaterally.',
      'Cardiovascular: no murmurs, gallops, or rubs.',
      'Neurological: sensation intact.',
    ]);
  });

  it('writes the whole exam said normal beside the findings named as its exceptions (decision 380)', () => {
    expect(exam('so your physical exam is normal without any significant findings .')).toEqual(['General: exam normal.']);
    expect(exam("so your exam is normal other than you've got tenderness over your left ankle")).toEqual(['General: exam otherwise normal.', 'Musculoskeletal: tenderness over the left ankle.']);
    expect(exam('the rest of your physical exam looks pretty normal except for some mild wheezes in your lungs')).toEqual(['General: exam otherwise normal.', 'Respiratory: mild wheezes in her lungs.']);
    // A region's exam is that region, not the whole exam.
    expect(exam('your knee exam is normal')).toEqual(['Knee: exam is normal.']);
  });

  it('writes the exam\'s words that speech recognition misheard as the exam says them (decision 473)', () => {
    expect(exam('there is no midline tenderness to palpitation of the spine')).toEqual(['Musculoskeletal: no midline tenderness to palpation of the spine.']);
    const flank = exam('tenderness to palpation of the abdomen , no rebound or guarding , cva tinnitus on the right on her flank').join(' ');
    expect(flank).toMatch(/CVA tenderness on the right on her flank/);
    expect(flank).not.toMatch(/tinnitus/);
    expect(exam('no fibular venous distention')).toEqual(['Cardiovascular: no jugular venous distention.']);
  });

  it('writes neither what a finding is read with nor what the exam meant to learn (decision 474)', () => {
    expect(exam('your heart is a regular rate and rhythm , no murmur , along with this history of your congestive heart failure').join(' ')).not.toMatch(/history/);
    expect(exam('neck lymph nodes to see if any of them felt abnormal').join(' ')).not.toMatch(/to see if/);
  });

  it('charts a finding of the breast under Breast, though it names the skin (decision 693)', () => {
    expect(exam('there is skin thickening at the medial inferior aspect of the right breast')).toEqual(['Breast: skin thickening at the medial inferior aspect of the right breast.']);
    expect(exam('on your breast exam there is no nipple discharge')).toEqual(['Breast: no nipple discharge.']);
    expect(exam('no lesions on the skin of the arms')).toEqual(['Skin: no lesions on the skin of the arms.']);
  });

  it('charts the pelvic and genital exam under Genitourinary, not Skin (decision 475)', () => {
    expect(exam('pelvic exam demonstrates no external lesions')).toEqual(['Genitourinary: no external lesions.']);
    expect(exam('no external lesions on the labia , the cervix is pink without lesions').join(' ')).toMatch(/^Genitourinary: /);
    expect(exam('no lesions on the skin of the arms')).toEqual(['Skin: no lesions on the skin of the arms.']);
  });

  it('writes no instruction to the patient as a finding', () => {
    expect(exam('now keep your eyes closed can you feel me touch you here')).toEqual([]);
    expect(exam('i want you to close your eyes and reach out your arms in front of you')).toEqual([]);
    expect(exam('keep your eyes closed . there is no pronator drift')).toEqual(['Neurological: no pronator drift.']);
    expect(exam('push against my hand . strength is 5/5')).toEqual(['Musculoskeletal: strength is 5/5.']);
  });

  it('begins a new finding at what the exam reports on, said without marks', () => {
    // A region announced owns the findings after it: one finding under its heading, each its own part.
    expect(exam('on the neurological exam she is awake alert and oriented times three speech is clear and fluent gait is steady heel toe walking is normal')).toEqual([
      'Neurological: she is awake alert and oriented x3; speech is clear and fluent; gait is steady; heel toe walking is normal.',
    ]);
    // Without one, each is its own system's.
    expect(exam('lungs are clear , bilateral heart sounds are normal , no murmurs , gallops , or rubs noted .')).toEqual([
      'Respiratory: lungs are clear.',
      'Cardiovascular: bilateral heart sounds are normal.',
      'Cardiovascular: no murmurs, gallops, or rubs noted.',
    ]);
    // A subject bound to the words before it is not a new finding.
    expect(exam('there is pain to palpation of her lumbar spine lower extremity strength is normal')).toEqual(['Musculoskeletal: pain to palpation of her lumbar spine lower extremity strength is normal.']);
  });

  it('writes the tests of the nervous system under Neurological, whatever part they use', () => {
    expect(exam('there is no pronator drift')).toEqual(['Neurological: no pronator drift.']);
    expect(exam('finger to nose is normal')).toEqual(['Neurological: finger to nose is normal.']);
    expect(exam('heel toe walking is normal')).toEqual(['Neurological: heel toe walking is normal.']);
    expect(exam('speech is clear and fluent')).toEqual(['Neurological: speech is clear and fluent.']);
  });

  it('writes the vital signs said without their number as vitals, not a system\'s finding', () => {
    // The blood pressure said in words is the measurements' ("Blood pressure normal.").
    expect(exam("i don't see any fever or your blood pressure and heart rate are fine")).toEqual(['Vitals: afebrile.', 'Vitals: heart rate normal.']);
    expect(exam("your heart rate's right where it should be , which is good")).toEqual(['Vitals: heart rate normal.']);
    expect(exam('no fever , the lungs are clear')).toEqual(['Vitals: afebrile.', 'Respiratory: lungs are clear.']);
    // A heart rate said with what it is stays a finding.
    expect(exam('your heart rate is slow in the sixties')).toEqual(['Cardiovascular: heart rate is slow in the sixties.']);
  });

  it('reads a region begun again from its preposition, and the part examined said again as "they"', () => {
    expect(exam('alright now on your on the neurological exam she is awake alert and oriented times three')).toEqual(['Neurological: she is awake alert and oriented x3.']);
    expect(exam('no rebound your on examination of the lungs they sound clear to auscultation bilaterally')).toEqual([
      'Gastrointestinal: no rebound.',
      'Respiratory: lungs sound clear to auscultation bilaterally.',
    ]);
  });

  it('begins a new finding at "I don\'t see any", and reads no test\'s results as the exam', () => {
    expect(exam("there is swelling of the ankle i don't see any bruising")).toEqual(['Musculoskeletal: swelling of the ankle.', 'Skin: no bruising.']);
    expect(exam('the good news is i do not appreciate any laxity in the joint')).toEqual(['Musculoskeletal: no laxity in the joint.']);
    // The finding pointed at again is named plainly.
    expect(exam("and i don't see any bruising or that redness")).toEqual(['Skin: no bruising or redness.']);
    // After a test's results announced, what is seen is the test's.
    expect(exam("i'm gonna review the results of your x-ray the good news is i don't see any evidence of osteomyelitis")).toEqual([]);
  });

  it('charts each denial after a comma under its own system', () => {
    expect(exam("there's no intrinsic or satellite lesions , no other suspicious moles , no axillary , cervical , or supraclavicular lymphadenopathy .")).toEqual([
      'Skin: no intrinsic or satellite lesions.',
      'Skin: no other suspicious moles.',
      'Lymphatic: no axillary, cervical, or supraclavicular lymphadenopathy.',
    ]);
    expect(exam('skin is intact , no midline tenderness to palpation')).toEqual(['Skin: skin is intact.', 'Musculoskeletal: no midline tenderness to palpation.']);
    // One denial of several things is one finding.
    expect(exam('no murmurs , gallops , or rubs')).toEqual(['Cardiovascular: no murmurs, gallops, or rubs.']);
  });

  it('writes no place without its finding, no explanation after it, and the nodes of the groin as lymphatic', () => {
    expect(exam('on your lung exam i do hear crackles in your lungs bilaterally and what that means is fluid .')).toEqual(['Respiratory: crackles in her lungs bilaterally.']);
    expect(exam('on her lower extremities .')).toEqual([]);
    expect(exam("on your knee exam there's no effusion that's like a fluid underneath the knee .")).toEqual(['Musculoskeletal: no effusion.']);
    expect(exam("on your skin exam i don't see any redness or warmth of the skin and those are big words .")).toEqual(['Skin: no redness or warmth of the skin.']);
    // A region of two words announced starts a new finding: "… bilaterally on your right knee exam I do appreciate …".
    expect(exam('on your lung exam your lungs are clear to auscultation bilaterally on your right knee exam i do appreciate some erythema and edema')).toEqual([
      'Respiratory: lungs are clear to auscultation bilaterally.',
      'Right knee: erythema and edema.',
    ]);
    expect(exam('on your right knee exam i do appreciate some erythema and edema over your right patella now does it hurt when i press')).toEqual(['Right knee: erythema and edema over the right patella.']);
    expect(exam('on your shoulder exam you have limited active and passive range of motion and how')).toEqual(['Shoulder: limited active and passive range of motion.']);
    expect(exam('i do feel a soft lymph node in the right groin .')).toEqual(['Lymphatic: soft lymph node in the right groin.']);
    expect(exam('range of motion is decreased in the right hip with pain in the groin .')).toEqual(['Musculoskeletal: range of motion is decreased in the right hip with pain in the groin.']);
  });

  it('writes a finding said "there isn\'t any" as absent, apart from the one before it, without the dangling link', () => {
    expect(exam('on your examination of your abdomen there is tenderness to palpation of the abdomen there is n\'t any rebound or guarding though and only')).toEqual([
      'Gastrointestinal: tenderness to palpation of the abdomen.',
      'Gastrointestinal: no rebound or guarding.',
    ]);
    expect(exam("your lungs are clear there aren't any wheezes")).toEqual(['Respiratory: lungs are clear.', 'Respiratory: no wheezes.']);
    expect(exam('mild tenderness on the right only')).toEqual(['Mild tenderness on the right only.']);
  });

  it('writes each finding of a run-on exam apart, and what the clinician perceived however short', () => {
    expect(exam("there is no redness there's no swelling i can appreciate a a small amount of effusion and that means that there's a little bit of fluid under the knee")).toEqual([
      'No redness.',
      'No swelling.',
      'Musculoskeletal: small amount of effusion.',
    ]);
    expect(exam('your lungs are clear i can hear a faint murmur')).toEqual(['Respiratory: lungs are clear.', 'Cardiovascular: faint murmur.']);
    // What a finding means, told the patient, is not a finding of its own.
    expect(exam('it just means that i can hear little noises in all areas of your belly , which means your bowels are active and working .')).toEqual([]);
  });

  it('writes the part an exam was of after what was found of it', () => {
    expect(exam('now on your neurovascular exam of your left arm your capillary refill is less than three seconds')).toEqual(['Neurovascular: capillary refill of the left arm is less than 3 seconds.']);
    expect(exam('on neurovascular exam of the right foot she has brisk capillary refill')).toEqual(['Neurovascular: brisk capillary refill in the right foot.']);
  });

  it('writes nothing of the clinician asking to begin the exam or reviewing the vitals', () => {
    expect(exam('okay with you and start your physical exam reviewing your vitals')).toEqual([]);
    expect(exam("if it's okay with you and start your physical exam, your lungs are clear")).toEqual(['Respiratory: lungs are clear.']);
  });

  it('writes no finding cut off before what was found', () => {
    expect(exam('i see, sounds a bit .')).toEqual([]);
  });

  it('writes what the clinician found, without the talk to the patient', () => {
    expect(exam("on your heart exam , i do appreciate a three out of six systolic ejection murmur , which i've heard in the past , okay ?")).toEqual([
      'Cardiovascular: 3/6 systolic ejection murmur, previously noted.',
    ]);
    expect(exam('and on your lower extremities , i do appreciate one plus pitting edema , so you do have a little bit of fluid in your legs , okay ?')).toEqual([
      'Lower extremities: 1+ pitting edema.',
    ]);
    expect(exam('your lungs are clear and your abdomen is nice and soft .')).toEqual(['Respiratory: lungs are clear.', 'Gastrointestinal: abdomen is soft.']);
    expect(exam("there's no lower extremity edema .")).toEqual(['Musculoskeletal: no lower extremity edema.']);
    expect(exam("i'm feeling your neck . i do feel a little enlarged thyroid here that's not tender .")).toEqual(['Neck: mildly enlarged nontender thyroid.']);
    // A normal exam said as praise is written as normal.
    expect(exam('your lungs sound terrific and your ears look great .')).toEqual(['Respiratory: lungs sound normal.', 'HEENT: ears look normal.']);
    // Cut off by the patient, said on "my exam", said as what the patient does not have.
    expect(exam("on your heart exam , i do appreciate a little two out of six systolic ejection murmur-")).toEqual(['Cardiovascular: 2/6 systolic ejection murmur.']);
    expect(exam("so , on my exam , you have some significant tenderness to the lateral aspect of your right upper leg . you do n't seem to have any pain or tenderness with flexion of your lower leg .")).toEqual([
      'Significant tenderness to the lateral aspect of the right upper leg.',
      'No pain or tenderness with flexion of her lower leg.',
    ]);
    expect(exam('there are no palpable masses , however , there is skin thickening at the medial inferior aspect of the right breast .')).toEqual([
      'No palpable masses.',
      'Breast: skin thickening at the medial inferior aspect of the right breast.',
    ]);
    // Speech without punctuation: a negative said as "I don't appreciate any…", "you are positive for…".
    expect(exam("you are positive for tenderness to palpation of the anterior lateral soft tissue and now")).toEqual(['Positive for tenderness to palpation of the anterior lateral soft tissue.']);
    expect(exam("i don't appreciate any laxity on anterior drawer and inversion stress")).toEqual(['Musculoskeletal: no laxity on anterior drawer and inversion stress.']);
    expect(exam("same thing okay so you do have a bilateral positive tinel's sign")).toEqual(["Musculoskeletal: bilateral positive Tinel's sign."]);
    expect(exam('so on physical examination of the abdomen on a abdominal exam there is no peritoneal signs there is positive cva tenderness on the right flank')).toEqual([
      'Gastrointestinal: no peritoneal signs.',
      'Gastrointestinal: positive CVA tenderness on the right flank.',
    ]);
    // An exam recited in one breath: each region it names, and each "no …" after a finding, starts a finding.
    expect(exam('neck exam you do have a little bit of swelling in your neck little bit of jvd no bruits your lung exam you have some crackles in both bases')).toEqual([
      'Neck: mild swelling in her neck mild JVD.',
      'Cardiovascular: no bruits.',
      'Respiratory: crackles in both bases.',
    ]);
    // The clinician dictating a finding ("we'll say you have…") is not announcing the exam; the rest is normal.
    expect(exam("so we'll say you have some mild tenderness to light palpation in the upper abdominal quadrants , but everything on your exam looks normal .")).toEqual([
      'General: exam otherwise normal.',
      'Gastrointestinal: mild tenderness to light palpation in the upper abdominal quadrants.',
    ]);
  });

  it('charts head and neck findings under HEENT, leaves vitals to the measurements and the next instruction out', () => {
    expect(exam('there is edema and erythema of the nasal turbinates bilaterally with associated clear discharge open up your mouth and say')).toEqual([
      'HEENT: edema and erythema of the nasal turbinates bilaterally with associated clear discharge.',
    ]);
    expect(exam('okay on facial examination the patient has no pain to palpation of the frontal or maxillary sinuses')).toEqual(['HEENT: no pain to palpation of the frontal or maxillary sinuses.']);
    expect(exam('your lungs you have some coarse rhonchi at the bases that clear with cough')).toEqual(['Respiratory: coarse rhonchi at the bases that clear with cough.']);
    expect(exam('your heart rate is eighty four')).toEqual([]);
    // The clinician's own act and a lay explanation are not the finding; a region's verb goes.
    expect(exam('exactly so your neck exam has no jvd')).toEqual(['Neck: no JVD.']);
    expect(exam('there is no bruits that i can hear')).toEqual(['Cardiovascular: no bruits.']);
    expect(exam('on your belly exam is nice and soft')).toEqual(['Gastrointestinal: abdomen is soft.']);
    expect(exam('otherwise your neurological exam is normal')).toEqual(['Neurological: exam is normal.']);
    expect(exam('on your heart exam you do have a two over six systolic ejection murmur you had that in the past')).toEqual(['Cardiovascular: 2/6 systolic ejection murmur, previously noted.']);
    expect(exam("on your heart exam you have a two over six systolic ejection murmur you've had that in the past otherwise regular rate and rhythm")).toEqual([
      'Cardiovascular: 2/6 systolic ejection murmur, previously noted; otherwise regular rate and rhythm.',
    ]);
    expect(exam('on your leg exam there is a negative homans sign that means')).toEqual(['Musculoskeletal: negative Homans sign.']);
    expect(exam("on your heart exam it's regular rate and rhythm")).toEqual(['Cardiovascular: regular rate and rhythm.']);
    // A verdict with nothing it is said of is the whole exam's, written once.
    expect(exam('your physical exam is otherwise normal for the most part unremarkable')).toEqual(['General: exam normal.']);
    expect(exam('normal for the most part unremarkable')).toEqual([]);
    // A vital sign with its value is the measurements' line, however it is said.
    expect(exam('you have a normal temperature at ninety eight . four which is really good')).toEqual([]);
    expect(exam('on your knee exam there is no decreased range of motion negative varus and valgus test')).toEqual(['Musculoskeletal: no decreased range of motion; negative varus and valgus test.']);
    expect(exam('on exam there is bilateral positive tinel sign')).toEqual(['Musculoskeletal: bilateral positive Tinel sign.']);
    // "Recognize" is how some clinicians say they found it; a stutter is said once; what the patient mentioned is the history's.
    expect(exam('now on your foot exam i do recognize the necrotic wound on your heel as you mentioned')).toEqual(['Foot: necrotic wound on her heel.']);
    expect(exam('i i do recognize the sloughing of the of the tissue as')).toEqual(['Sloughing of the tissue.']);
    expect(exam("however i do n't recognize a palpable pulse dorsalis pedis or posterior tibial")).toEqual(['No palpable pulse dorsalis pedis or posterior tibial.']);
    expect(exam('on your knee exam the right knee does show mild effusion')).toEqual(['Knee: the right knee does show mild effusion.']);
    expect(exam('on your extremity exam you do have this one plus nonpitting edema of your lower extremities which is a little bit of swelling in your ankles')).toEqual(['Extremities: 1+ nonpitting edema of her lower extremities.']);
    expect(exam("on your back exam you do have some tenderness on the left paraspinal area right where i'm pressing right there your straight leg raise test is negative")).toEqual([
      'Musculoskeletal: tenderness on the left paraspinal area.',
      'Musculoskeletal: straight leg raise test is negative.',
    ]);
    expect(exam('no calf tenderness negative homans sign')).toEqual(['Musculoskeletal: no calf tenderness.', 'Musculoskeletal: negative Homans sign.']);
    // A filler "like" and the clinician's narration of the exam are not findings.
    expect(exam("i do n't appreciate any like adenopathy no thyromegaly no no carotid bruit looking at your listening to your heart")).toEqual([
      'Neck: no adenopathy.',
      'Neck: no thyromegaly.',
      'Cardiovascular: no carotid bruit.',
    ]);
    expect(exam('so your vital signs your blood pressure looks pretty good today at one twenty eight over seventy two your temperature is ninety eight . seven')).toEqual([]);
  });

  it('leaves out what an injury will do, said while examining', () => {
    expect(examFindings('on exam there is tenderness over the lateral knee and this type of injury essentially can be healed by itself', pronounsFor('male'))).toEqual(['Musculoskeletal: tenderness over the lateral knee.']);
  });

  it('leaves out announcements and reassurance', () => {
    expect(exam("listen to your heart and lungs okay that's good")).toEqual([]);
    expect(exam("so , i'm just gon na check out your heart and your lungs .")).toEqual([]);
    expect(exam('everything looks good .')).toEqual([]);
  });
});

describe('findings read as a clinician charts them (decision 570)', () => {
  it('writes a named sign read out under its system, the name in capitals', () => {
    expect(exam("looks like your mcmurray's test is negative")).toEqual(["Musculoskeletal: McMurray's test is negative."]);
    expect(exam('sacroiliac signs are negative')).toEqual(['Musculoskeletal: sacroiliac signs are negative.']);
    expect(exam("the patient's test")).not.toContain("The Patient's test.");
  });

  it('leaves out the comment on a finding and what was known before', () => {
    expect(exam("lungs are clear that's good news")).toEqual(['Respiratory: lungs are clear.']);
    expect(exam('negative straight leg raise , which is which is good')).toEqual(['Musculoskeletal: negative straight leg raise.']);
    expect(exam('i do however still appreciate that two over six systolic murmur that we talked about in the past')).toEqual(['Cardiovascular: 2/6 systolic murmur, previously noted.']);
    expect(exam("i don't appreciate any lymphadenopathy when i listen")).toEqual(['Neck: no lymphadenopathy.']);
  });

  it('writes no impression as a finding, and the finding said before it', () => {
    expect(exam('you do have some pain to palpation of the sinuses , so i think you do have a little bit of congestion there')).toEqual(['HEENT: pain to palpation of the sinuses.']);
  });

  it('splits findings at "however" and keeps a short one that names what was found', () => {
    expect(exam('i do recognize a slight fever however your vitals themselves look good')).toEqual(['Slight fever.', 'Vitals look normal.']);
    expect(exam('your exam is the same bilaterally')).toEqual(['Findings are the same bilaterally.']);
  });
});

describe('vital signs said normal together (decision 574)', () => {
  it('writes them as one line, blood pressure left to the measurements', () => {
    expect(exam('you know , your blood pressure and your heart rate and your oxygenation all look really good .')).toEqual(['Vitals: heart rate and oxygenation normal.']);
    expect(exam('your heart rate and your oxygen level look good')).toEqual(['Vitals: heart rate and oxygen level normal.']);
    expect(exam('your blood pressure and heart rate are fine')).toEqual(['Vitals: heart rate normal.']);
  });
});

describe('a part named, then what the patient has there (decision 575)', () => {
  it('begins a new finding in speech without marks', () => {
    expect(exam('your lungs are clear to auscultation bilaterally your lower legs you have palpable pulses')).toEqual(['Respiratory: lungs are clear to auscultation bilaterally.', 'Lower legs: palpable pulses.']);
    // Not after a preposition: "on your right knee" is one phrase.
    expect(exam('on your right knee you have some swelling').join(' ')).not.toMatch(/^Musculoskeletal: the right knee\.$/);
  });
});

describe('a finding kept from what is said around it (decision 577)', () => {
  it('drops what it could be from, the link left at its end and the rest of the exam said good', () => {
    expect(exam('on your skin exam on your chest you do have some erythema on the anterior side of the chest and this could be related to the radiation')).toEqual(['Skin: erythema on the anterior side of the chest.']);
    expect(exam("i don't appreciate any cervical lymphadenopathy and also no supraclavicular adenopathy")).toEqual(['Neck: no cervical lymphadenopathy.', 'Neck: no supraclavicular adenopathy.']);
    expect(exam('i appreciate no edema and everything else looks good')).toEqual(['Musculoskeletal: no edema.']);
    expect(exam("it's probably just the scar tissue")).toEqual([]);
  });
});

describe('a word taught to the patient while examining (decision 579)', () => {
  it('is no finding; the term is written without the frame that teaches it', () => {
    expect(exam('the acl is a ligament in your knee')).toEqual([]);
    expect(exam("so this the ureter is the duct in which urine passes between the kidney and the bladder there's no evidence of what we call hydronephrosis this means you know swelling of the kidney")).toEqual(['No evidence of hydronephrosis.']);
  });
});

describe('signs said in a row without pauses (decision 644)', () => {
  it('are written as a series', () => {
    expect(exam('your lungs are clear without wheezes rales or rhonchi .')).toEqual(['Respiratory: lungs are clear without wheezes, rales, or rhonchi.']);
    expect(exam('i do not appreciate any murmurs rubs or gallops .')).toEqual(['Cardiovascular: no murmurs, rubs, or gallops.']);
  });
  it('two signs keep their "or"', () => {
    expect(exam('there is no rebound or guarding .')).toEqual(['Gastrointestinal: no rebound or guarding.']);
  });
});

describe('an exam said over again, with the "I" of its verb dropped (decision 646)', () => {
  it('writes the finding without the region said twice or the bare verb', () => {
    expect(exam('your heart exam for your heart exam notice that your heart is regular in rate and rhythm i do however still appreciate that two over six systolic murmur .')).toEqual([
      'Cardiovascular: heart is regular in rate and rhythm.',
      'Cardiovascular: 2/6 systolic murmur.',
    ]);
  });
  it('reads "do not appreciate any" without its "I" as a finding of its own', () => {
    expect(exam('on your heart exam you have a regular rate and rhythm do not appreciate any clicks or murmurs .')).toEqual(['Cardiovascular: regular rate and rhythm.', 'Cardiovascular: no clicks or murmurs.']);
    expect(exam('on your musculoskeletal exam i do not appreciate any clubbing of your fingers .')).toEqual(['Musculoskeletal: no clubbing of her fingers.']);
  });
});

describe('a second finding said straight after the first, its degree first (decision 647)', () => {
  it('is a finding of its own', () => {
    expect(exam('okay so some pain on palpation on the inside little bit of pain on the outside of the knee .')).toEqual(['Musculoskeletal: pain on palpation on the inside; mild pain on the outside of the knee.']);
    expect(exam('you have tenderness over the lateral malleolus mild swelling .')).toEqual(['Tenderness over the lateral malleolus; mild swelling.']);
  });
  it('not a degree said within one finding', () => {
    expect(exam('there is mild swelling of the ankle .')).toEqual(['Musculoskeletal: mild swelling of the ankle.']);
  });
});

describe('a possessive said again in a list of tests (decision 649)', () => {
  it('begins the next item, and a region announced last is not part of the finding', () => {
    expect(exam('your lachman your anterior drawer and mcmurray test are all negative bilaterally neurologically .')).toEqual(['Musculoskeletal: Lachman, anterior drawer and McMurray test are all negative bilaterally.']);
  });
  it('not after a preposition', () => {
    expect(exam('you have 1+ pitting edema in both of your ankles .')).toEqual(['Musculoskeletal: 1+ pitting edema in both of her ankles.']);
  });
});

describe('a murmur heard before and stable (decision 803)', () => {
  it('is previously noted and stable, however the clinician says it', () => {
    expect(exam("on your heart exam i appreciate a two over six systolic ejection murmur which i've heard before and so it's stable")).toEqual(['Cardiovascular: 2/6 systolic ejection murmur, previously noted and stable.']);
    expect(exam("i do appreciate a two over six systolic ejection murmur which i've noted this before and it is stable")).toEqual(['Cardiovascular: 2/6 systolic ejection murmur, previously noted and stable.']);
  });
});

describe('a sensation named by its test (decision 816)', () => {
  it('is one finding, begun after the finding before it', () => {
    expect(exam('on exam , your feet look good , monofilament sensation is intact .')).toEqual(['Feet look normal.', 'Neurological: monofilament sensation is intact.']);
    expect(exam('light touch sensation is intact bilaterally .')).toEqual(['Neurological: light touch sensation is intact bilaterally.']);
  });
});

describe('the next question asked while examining, said without a break (decision 854)', () => {
  it('is not part of the finding before it', () => {
    expect(examFindings('positive pain with flexion what about when he moves it back', pronounsFor('male'))).toEqual(['Positive pain with flexion.']);
    expect(examFindings('pain with extension how about rotation', pronounsFor('male'))).toEqual(['Pain with extension.']);
    expect(examFindings('you do have full range of motion', pronounsFor('male'))).toEqual(['Musculoskeletal: full range of motion.']);
  });
});

describe('an exam mostly normal, a heart that beats, a finding after "you\'ve got" (decision 855)', () => {
  const read = (said: string) => examFindings(said, pronounsFor('male'));
  it('writes an exam normal "for the most part" as normal but for what follows', () => {
    expect(read('your physical exam is pretty much for the most part normal with a few exceptions')).toEqual(['General: exam otherwise normal.']);
    expect(read('your exam is mostly normal other than some tenderness')).toEqual(['General: exam otherwise normal; some tenderness.']);
  });
  it('writes no heart "beating there"', () => {
    expect(read('your heart is beating there')).toEqual([]);
  });
  it('does not cut "you\'ve got" from its finding', () => {
    expect(read("so you've got moderate pain with passive range of motion of the right elbow")).toEqual(['Musculoskeletal: he has moderate pain with passive range of motion of the right elbow.']);
  });
});

describe('a range of motion in degrees, and a patient said to be afebrile (decision 883)', () => {
  const exam = (line: string) =>
    noteOfVisit(['Doctor: What brings you in today?', 'Patient: My knee has been hurting.', "Doctor: Okay, let's do a quick exam.", `Doctor: ${line}`, 'Doctor: So I think you have knee osteoarthritis.']).section.note_sections.find((s) => s.title === 'Physical Exam')!.text;
  it('keeps the degrees, as a figure, and a finding said with "you can"', () => {
    expect(exam('Flexion is limited to about ninety degrees.')).toBe('Flexion is limited to about 90 degrees.');
    expect(exam('Range of motion is limited, you can bend it to about ninety degrees.')).toMatch(/range of motion is limited, the patient can bend it to about 90 degrees/);
  });
  it('writes afebrile as a vital sign', () => {
    expect(exam("You're afebrile and your oxygen is ninety eight percent on room air.")).toMatch(/Vitals: afebrile\./);
  });
});

describe('a knee exam said in everyday words (decision 952)', () => {
  it('keeps a sign named with its degree, the knee it is of, and the eponyms in capitals', () => {
    expect(exam("there's a moderate effusion.")).toEqual(['Musculoskeletal: moderate effusion.']);
    expect(exam('so on exam of your right knee, you have a moderate effusion.')).toEqual(['Musculoskeletal: moderate effusion in the right knee.']);
    expect(exam('your lachman test is positive.')).toEqual(['Musculoskeletal: Lachman test is positive.']);
    expect(exam("mcmurray's is negative.")).toEqual(["Musculoskeletal: McMurray's is negative."]);
    expect(exam('heart rate.')).toEqual([]);
  });
  it('writes a system\'s own exam said intact as the exam\'s, not "neurovascular is intact"', () => {
    expect(exam('your neurovascular exam is intact.')).toEqual(['Neurovascular: exam is intact.']);
  });
});

describe('a maneuver read alone in the exam, and its "also" (decision 954)', () => {
  it('keeps "McMurray\'s is negative." said as a sentence of its own, and writes "anterior drawer is positive"', () => {
    const note = noteOfVisit(['[patient] my right knee hurts .', "[doctor] let me take a look . so on exam of your right knee , there's a moderate effusion . mcmurray's is negative . you have decreased range of motion due to pain ."]);
    expect(note.section.note_sections.find((s) => s.title === 'Physical Exam')!.text).toMatch(/McMurray's is negative/);
    expect(exam('your lachman test is positive , and your anterior drawer is also positive .')).toEqual(['Musculoskeletal: Lachman test is positive.', 'Musculoskeletal: anterior drawer is positive.']);
  });
});
