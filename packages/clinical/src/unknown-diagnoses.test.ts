/**
 * Diagnoses the lexicon does not name, said in the ways an assessment takes a problem up, are coded through the
 * ICD-10-CM index (diagnosis.ts). Visits written for the purpose, not taken from any data set.
 */
import { describe, expect, it } from 'vitest';
import { codeOfDiagnosis, namesDiagnosis, statedDiagnoses } from './diagnosis.js';
import { loadIcd10 } from './icd10.js';
import { noteOfVisit } from './fixtures/short-visit.js';

const HISTORY = ['Doctor: What brings you in today?', 'Patient: I have had some belly pain after meals for a few weeks.', 'Doctor: Okay, let me examine you.', 'Doctor: On exam, your abdomen is soft with mild epigastric tenderness.'];
const codesOf = (lines: string[]) => noteOfVisit(lines).section.diagnostic_codes.map((c) => c.code);

describe('a dictated assessment opening with the patient\'s age', () => {
  it('assesses what the patient is said to be "with" there, and not in the history\'s opening line (decision 469)', () => {
    const visit = ['Doctor: Katherine is a 22-month-old twin with Smith Magenis syndrome, here with her mother.', 'Doctor: Any problems with feeding?', 'Patient: She eats well now.', 'Doctor: Physical exam shows a well-nourished female.'];
    expect(codesOf(visit)).not.toContain('Q93.88');
    expect(codesOf([...visit, 'Doctor: Assessment and plan. Katherine is a 22-month-old, twin with Smith Magenis syndrome. We will obtain a screening ultrasound of the kidneys today.'])).toContain('Q93.88');
  });
});

describe('a stated diagnosis as its heading', () => {
  it('keeps the degree and leaves out the hedge on it ("rather severe") (decision 467)', () => {
    const assessment = noteOfVisit([...HISTORY, 'Doctor: So just put that he has a post-traumatic rather severe stenosing tenosynovitis of his right index finger, and the plan is a steroid injection today.']).section.note_sections.find((s) => s.title === 'Assessment')!.text;
    expect(assessment).toMatch(/Post-traumatic severe stenosing tenosynovitis of the right index finger\./);
  });
});

describe('a diagnosis named as the topic of an assessment paragraph', () => {
  it('reads "for your X", "in terms of your X", "regarding your X" as the topic', () => {
    const topic = (lower: string) => statedDiagnoses(lower).filter((d) => d.topic).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);
    expect(topic('so for your hiatal hernia, i want you to take omeprazole')).toEqual(['hiatal hernia']);
    expect(topic('in terms of your pancreatitis, we will get a ct scan')).toEqual(['pancreatitis']);
    expect(topic('regarding his sarcoidosis, we will refer him to pulmonology')).toEqual(['sarcoidosis']);
    expect(topic('for your second diagnosis here, the endometriosis, we will start the pill')).toEqual(['endometriosis']);
    expect(statedDiagnoses('for your possible pancreatitis, we will get labs').map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`)).toEqual(['possible pancreatitis']);
    // A past condition or a relative's is no topic of this visit's assessment.
    expect(topic('for your history of pancreatitis, nothing to do')).toEqual([]);
    expect(topic("for your mother's sarcoidosis, she should see her doctor")).toEqual([]);
  });

  it('codes the topic in the assessment, not a question or the history taking', () => {
    expect(codesOf([...HISTORY, 'Doctor: So for your hiatal hernia, I want you to start omeprazole 20 mg daily and avoid late meals.']).slice(0, 3).some((c) => /^K44/.test(c))).toBe(true);
    expect(codesOf([...HISTORY, 'Doctor: In terms of your pancreatitis, we will get a CT scan of the abdomen.'])[0]).toMatch(/^K85/);
    // Before the assessment ("for your hernia, have you…" is a question; the history's topic is not assessed there).
    expect(codesOf(['Doctor: What brings you in today?', 'Doctor: So for your hiatal hernia, have you been taking anything?', 'Patient: No, just the belly pain after meals.', 'Doctor: On exam, your abdomen is soft.']).some((c) => /^K44/.test(c))).toBe(false);
    expect(codesOf([...HISTORY, 'Doctor: For your possible pancreatitis, we will get a lipase level.']).some((c) => /^K85/.test(c))).toBe(false);
  });

  it('codes the topic named before "standpoint" or "perspective" (decision 870)', () => {
    expect(codesOf([...HISTORY, "Doctor: So from a hiatal hernia standpoint, I want you to start omeprazole 20 mg daily and avoid late meals."]).slice(0, 3).some((c) => /^K44/.test(c))).toBe(true);
    expect(codesOf([...HISTORY, 'Doctor: From a pancreatitis perspective, we will get a CT scan of the abdomen.'])[0]).toMatch(/^K85/);
    expect(codesOf([...HISTORY, "Doctor: From a diet standpoint, let's avoid late meals."]).some((c) => /^K/.test(c) && !/^K30/.test(c))).toBe(false);
  });
});

/** Everyday diagnoses whose name ends in a word a diagnosis ends in (an aneurysm, a prolapse, a -cardia, a -penia …). */
const BY_HEAD: [diagnosis: string, category: string][] = [
  ['supraventricular tachycardia', 'I47'], ['an abdominal aortic aneurysm', 'I71'], ['mitral valve prolapse', 'I34'], ['bronchiectasis', 'J47'], ['hyperparathyroidism', 'E21'],
  ['a hydrocele', 'N43'], ['vitiligo', 'L80'], ['alopecia areata', 'L63'], ['molluscum contagiosum', 'B08'], ['oral thrush', 'B37'], ['genital herpes', 'A60'], ['thrombocytopenia', 'D69'],
  ['a stye', 'H00'], ['spondylolisthesis', 'M43'], ['a hammer toe', 'M20'], ['a pneumothorax', 'J93'], ['colon polyps', 'K63'], ['lactose intolerance', 'E73'],
  ['an anal fistula', 'K60'], ['rectal prolapse', 'K62'], ['orthostatic hypotension', 'I95'], ['an arrhythmia', 'I49'], ['a corneal abrasion', 'S05'], ["Barrett's esophagus", 'K22'],
  ['atelectasis', 'J98'], ['neutropenia', 'D70'],
];
/** Everyday diagnoses the index alone codes wrongly or a shorter lexicon term took: named in the lexicon or as a coder looks them up. */
const BY_NAME: [diagnosis: string, category: string][] = [
  ['pulmonary hypertension', 'I27'], ['psoriatic arthritis', 'L40'], ["Alzheimer's disease", 'G30'], ['a pleural effusion', 'J90'], ['a renal cyst', 'N28'], ['aortic regurgitation', 'I35'],
  ['lymphedema', 'I89'], ['an allergic reaction', 'T78'], ['cold sores', 'B00'], ['uterine fibroids', 'D25'], ['TMJ dysfunction', 'M26'], ['a stomach virus', 'A08'],
  ['biceps tendinitis', 'M75'], ["Dupuytren's contracture", 'M72'], ['cervical spondylosis', 'M47'], ['a bunion', 'M21'],
  // Decision 872: names of diseases that need no head word, and a heat stroke that is not a stroke.
  ['heat stroke', 'T67'], ['scarlet fever', 'A38'], ['hemophilia', 'D66'], ['jet lag', 'G47'], ['rickets', 'E55'], ['hiccups', 'R06'],
];
const firstCodes = (diagnosis: string) =>
  codesOf(['Patient: I have not been feeling well for a few weeks.', 'Doctor: Okay, let me take a look.', 'Doctor: On exam, everything else looks normal.', `Doctor: So I think you have ${diagnosis}.`, "Doctor: We'll start treatment for that today."]).slice(0, 3);

describe('everyday diagnoses the lexicon did not know', () => {
  it.each(BY_HEAD)('codes %s (%s) through the index', (diagnosis, category) => {
    expect(firstCodes(diagnosis).some((c) => c.startsWith(category))).toBe(true);
  });
  it.each(BY_NAME)('codes %s as %s', (diagnosis, category) => {
    expect(firstCodes(diagnosis).some((c) => c.startsWith(category))).toBe(true);
  });
  it('keeps hypertension and osteoarthritis for what they name', () => {
    expect(firstCodes('pulmonary hypertension')).not.toContain('I10');
    expect(firstCodes('psoriatic arthritis')).not.toContain('M19.90');
    expect(firstCodes('high blood pressure')).toContain('I10');
    expect(firstCodes('arthritis in your right knee')[0]).toMatch(/^M17/);
  });
});

describe('how a stated diagnosis is read and looked up', () => {
  const index = loadIcd10();
  it('reads two diagnoses listed with "and", each naming one', () => {
    expect(statedDiagnoses('for your second diagnosis here the newly reduced left ventricular dysfunction and moderate mitral regurgitation i think it will improve').map((d) => d.phrase)).toEqual([
      'newly reduced left ventricular dysfunction',
      'moderate mitral regurgitation',
    ]);
    // A finding that names no disorder stays with the diagnosis it was said with.
    expect(statedDiagnoses('you have a sprain and swelling').map((d) => d.phrase)).toEqual(['sprain and swelling']);
  });
  it('reads a problem taken up by number, as transcribed ("for you first problem this new anemia")', () => {
    expect(statedDiagnoses('so, for you first problem this new anemia i want to send off some more labs').map((d) => d.phrase)).toEqual(['new anemia']);
  });
  it('knows the everyday words a diagnosis ends in', () => {
    for (const phrase of ['abdominal migraines', 'chronic gout', 'absence epilepsy', 'a systolic murmur', 'hirsutism', 'hyperaldosteronism']) expect(namesDiagnosis(phrase)).toBe(true);
    expect(namesDiagnosis('the mechanism')).toBe(false);
  });
  it('codes a condition as congenital only when it is said to be inborn', () => {
    expect(codeOfDiagnosis('renal cyst', undefined, index)?.code ?? '-').not.toMatch(/^Q/);
    expect(codeOfDiagnosis('congenital renal cyst', undefined, index)?.code).toMatch(/^Q61/);
  });
});

describe('more ways a diagnosis is stated, and codes that say more than was said', () => {
  const index = loadIcd10();
  const phrases = (lower: string) => statedDiagnoses(lower).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);
  it('reads "you have developed X", "we will treat this as X", "treat you for X"', () => {
    expect(phrases("so you've developed a bad tendinitis in that elbow")).toEqual(['bad tendinitis']);
    expect(phrases("we're going to treat this as a stress fracture of the foot")).toEqual(['stress fracture of the foot']);
    expect(phrases('we will treat you for the plantar fasciitis')).toEqual(['plantar fasciitis']);
    expect(phrases('we will treat you for a possible pneumothorax')).toEqual(['possible pneumothorax']);
  });
  it('takes no code of the condition in or due to another nobody said', () => {
    expect(codeOfDiagnosis('new anemia', undefined, index)?.code ?? '-').not.toBe('D63.1');
    expect(codeOfDiagnosis('urethral stricture', undefined, index)?.code ?? '-').not.toMatch(/^N35\.02/);
    expect(codeOfDiagnosis('anemia in chronic kidney disease', undefined, index)?.code).toBe('D63.1');
  });
  it('codes no body part nobody said', () => {
    expect(codeOfDiagnosis('bad tendinitis', undefined, index)?.code ?? '-').not.toMatch(/^M76\.6/);
    expect(codeOfDiagnosis('bursitis', undefined, index)?.code).toBe('M71.9');
    expect(codeOfDiagnosis('achilles tendinitis', undefined, index)?.code).toMatch(/^M76\.6/);
  });
});

/** Everyday names of common diagnoses, as a patient would understand them said. */
const LAY: [diagnosis: string, category: string][] = [
  ['an irregular heartbeat', 'I49'], ['a pinched nerve in your neck', 'M54.12'], ['a slipped disc in your lower back', 'M51'], ['an enlarged heart', 'I51'], ['low iron', 'E61'],
  ['a sunburn', 'L55'], ['a bad case of poison ivy', 'L23'], ['motion sickness', 'T75'], ['heat exhaustion', 'T67'], ['restless legs', 'G25'], ['low testosterone', 'E29'], ['a nosebleed', 'R04'],
];
describe('everyday names of common diagnoses', () => {
  it.each(LAY)('codes %s as %s', (diagnosis, category) => {
    expect(firstCodes(diagnosis).some((c) => c.startsWith(category))).toBe(true);
  });
  it('codes no unspecified arrhythmia beside the arrhythmia it names', () => {
    expect(codesOf(['Patient: My heart races.', 'Doctor: So I think you have atrial fibrillation, which is an irregular heartbeat.', "Doctor: We'll start metoprolol today."])).not.toContain('I49.9');
  });
});

/** Diseases a clinician names in one word or by an eponym alone, which the index has as main terms (decision 311). */
const ONE_WORD: [diagnosis: string, category: string][] = [
  ['croup', 'J05'], ['measles', 'B05'], ['chickenpox', 'B01'], ['lice', 'B85'], ["Cushing's", 'E24'], ["Crohn's", 'K50'], ["Parkinson's", 'G20.A'], ["Raynaud's", 'I73'],
  ["Meniere's", 'H81.09'], ['substance abuse', 'F19.1'], ['two rib fractures', 'S22'],
];
describe('one-word disease names and eponyms said alone', () => {
  it.each(ONE_WORD)('codes %s as %s', (diagnosis, category) => {
    expect(firstCodes(diagnosis).some((c) => c.startsWith(category))).toBe(true);
  });
  it('reads them as diagnoses only after a lead, and not a pattern of past infections', () => {
    expect(statedDiagnoses('i think you have croup').map((d) => d.phrase)).toEqual(['croup']);
    expect(statedDiagnoses('have you ever had croup')).toEqual([]);
    expect(statedDiagnoses('for your first problem of recurrent lung infections we will get a ct').map((d) => d.phrase)).toEqual([]);
  });
  it('knows a disease named by its last word in -iasis, as in -osis', () => {
    expect(codeOfDiagnosis('scalp psoriasis', undefined, loadIcd10())?.code).toBe('L40.9');
  });
});

describe('where an unpunctuated stated diagnosis ends (decision 312)', () => {
  const phrases = (lower: string) => statedDiagnoses(lower).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);
  it('ends at a new subject: "your symptoms are", "first of all"', () => {
    expect(phrases('for your first problem of nicotine dependence first of all i want to applaud you')).toEqual(['nicotine dependence']);
    expect(phrases('for your first problem of plantar fasciitis your symptoms are getting better')).toEqual(['plantar fasciitis']);
  });
  it('leaves out a second noun phrase that explains the first', () => {
    expect(phrases('your symptoms are consistent with an ankle sprain of the lateral ligament complex and the ligament on the outside of your ankle is what got stretched')).toEqual([
      'ankle sprain of the lateral ligament complex',
    ]);
    // Two diagnoses stay two.
    expect(phrases('you have a rotator cuff tear and the bursitis')).toEqual(['rotator cuff tear', 'bursitis']);
  });
  it('reads "my impression of you is that you\'ve had X" and drops a dangling "and"', () => {
    expect(phrases("my impression of you is that you've had this newfound anemia and for that we will start iron")).toEqual(['newfound anemia']);
  });
  it('reads no diagnosis of the visit in a dictated past medical history', () => {
    expect(phrases('she has a past medical history of uterine fibroids and anemia')).toEqual([]);
    expect(phrases('he has a medical history of gout')).toEqual([]);
    expect(phrases('i see that you have a recurring history of pneumonia')).toEqual([]);
    // The visit's own diagnosis, said with its history, is still read.
    expect(phrases('you have a history of a an iga deficiency')).toEqual(['iga deficiency']);
  });
});

describe('more leads a clinician states a diagnosis by (decision 313)', () => {
  const phrases = (lower: string) => statedDiagnoses(lower).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);
  it('reads a result said by its test: x rays, blood work, labs, reports', () => {
    expect(phrases('it looks like your xrays show bronchitis')).toEqual(['bronchitis']);
    expect(phrases('your blood work also shows anemia')).toEqual(['anemia']);
    expect(phrases('cervical x-ray reveals significant disc degeneration at c56')).toEqual(['significant disc degeneration at c56']);
    // A result that finds nothing, or names no disorder, is none.
    expect(phrases('the x-ray shows no fracture')).toEqual([]);
    expect(phrases('your labs show that your potassium is low')).toEqual([]);
  });
  it('reads "we found a X", "we are following up on your X", "we have been treating your X", "she suffers from X"', () => {
    expect(phrases('we did find a heart murmur so we will get an echocardiogram')).toEqual(['heart murmur']);
    expect(phrases('we found that you are doing well')).toEqual([]);
    expect(phrases('we are following up on your severe osteoarthritis in both knees')).toEqual(['severe osteoarthritis in both knees']);
    expect(phrases('we have been treating your psoriasis')).toEqual(['psoriasis']);
    expect(phrases('she suffers from bipolar disorder and gout')).toEqual(['bipolar disorder', 'gout']);
    // As "I think you're having …" was: "it looks like she's having X".
    expect(phrases("it looks like she's having some food intolerance")).toEqual(['food intolerance']);
    expect(phrases("it looks like you're having a hard time")).toEqual([]);
  });
});

describe('a vertebral level names the region of the spine (decision 314)', () => {
  const index = loadIcd10();
  it('codes a disc or spine diagnosis by the region its level is in', () => {
    expect(codeOfDiagnosis('significant disc degeneration at c56', undefined, index)?.code).toBe('M50.30');
    expect(codeOfDiagnosis('disc herniation at l4-5', undefined, index)?.code).toBe('M51.26');
    expect(codeOfDiagnosis('herniated disc at c5-6', undefined, index)?.code).toMatch(/^M50\.2/);
    expect(codeOfDiagnosis('spinal stenosis at l4-l5', undefined, index)?.code).toMatch(/^M48\.06/);
    expect(codeOfDiagnosis('cervical disc degeneration', undefined, index)?.code).toBe('M50.30');
  });
  it('codes no disc disorder without its region, and no fatigue fracture for a fracture', () => {
    expect(codeOfDiagnosis('disc degeneration', undefined, index)).toBeUndefined();
    expect(codeOfDiagnosis('fracture of l1', undefined, index)?.code ?? '-').not.toMatch(/^M48\.4/);
  });
});

describe('a substance dependence or abuse said without a complication (decision 315)', () => {
  const index = loadIcd10();
  it('is the uncomplicated code, not one with withdrawal or an induced disorder', () => {
    expect(codeOfDiagnosis('nicotine dependence', undefined, index)?.code).toBe('F17.200');
    expect(codeOfDiagnosis('alcohol dependence', undefined, index)?.code).toBe('F10.20');
    expect(codeOfDiagnosis('cannabis abuse', undefined, index)?.code).toBe('F12.10');
    expect(codeOfDiagnosis('opioid addiction', undefined, index)?.code).toBe('F11.20');
    expect(codeOfDiagnosis('marijuana addiction', undefined, index)?.code).toBe('F12.20');
    // A complication said is coded.
    expect(codeOfDiagnosis('alcohol dependence with withdrawal', undefined, index)?.code).toMatch(/^F10\.23/);
  });
});

describe('a diagnosis the index codes, named again where the assessment takes it up', () => {
  it('takes the plan said after it ("for problem number two." "So the radiation pneumonitis.")', () => {
    const plan = noteOfVisit([
      'Patient: I have had a dry cough for two weeks.',
      'Doctor: On your chest x-ray it does look like you have some mild radiation pneumonitis.',
      'Doctor: So for your assessment and plan.',
      'Doctor: For the first problem, your diabetes, we will continue the metformin and I will order a hemoglobin a1c.',
      'Doctor: Okay, for problem number two.',
      'Doctor: So the radiation pneumonitis.',
      "Doctor: That's what is causing the cough, so I'm going to prescribe prednisone 40 milligrams daily for five days.",
    ]).section.note_sections.find((s) => s.title === 'Plan')!.text;
    expect(plan).toContain('Radiation pneumonitis. Medical treatment: Start prednisone 40 mg daily for 5 days.');
    expect(plan).toContain('Diabetes. Medical treatment: Continue metformin. Additional testing: Order hemoglobin A1c.');
  });
});

describe('an injury said as what the patient did to a part (decision 779)', () => {
  const codes = (said: string) => codesOf([...HISTORY, `Doctor: ${said}`]);
  it('is the injury of that part, coded by the index', () => {
    expect(codes('I think you pulled a muscle in your back.')).toEqual(['S39.012A']);
    expect(codes('I think you tore your meniscus.')).toEqual(['S83.209A']);
    expect(codes('It looks like you fractured your wrist.')).toEqual(['S62.109A']);
    expect(codes("You've sprained your left wrist.")).toEqual(['S63.502A']);
    expect(codes('Well, you broke your leg.')).toEqual(['S82.90XA']);
    expect(codes('You fractured the neck of your right femur.')[0]).toMatch(/^S72\.0/);
  });
  it('is not a verb said of a thing, nor an injury said as possible', () => {
    const injuryCoded = (said: string) => codes(said).some((c) => /^S/.test(c));
    expect(injuryCoded('You pulled the lever too hard.')).toBe(false);
    expect(injuryCoded('You broke your promise.')).toBe(false);
    expect(injuryCoded('You probably broke your wrist.')).toBe(false);
  });
  it('never takes a bone\'s neck for the neck', () => {
    expect(codes('You have a right femoral neck fracture.').some((c) => /^S12/.test(c))).toBe(false);
    expect(codes('You have a neck strain.')).toEqual(['S16.1XXA']);
  });
});

describe('a tear, a tendinitis and a bruise in a clinician\'s plain words (decision 781)', () => {
  const codes = (said: string) => codesOf([...HISTORY, `Doctor: ${said}`]);
  it('never codes a tear nobody said a procedure made as a complication of one, nor a calcific tendinitis unsaid', () => {
    expect(codes('You have a lot of wear and tear in that knee.').some((c) => /^G97/.test(c))).toBe(false);
    expect(codes('You have a lot of wear and tear in that knee.')[0]).toMatch(/^M(?:1[5-9])/);
    expect(codes('You have some tendinitis in your right shoulder.')).not.toContain('M75.31');
    expect(codes('You have calcific tendinitis of the right shoulder.')).toContain('M75.31');
  });
  it('reads a bruised part as its contusion', () => {
    expect(codes('So I think you have a bruised knee.')).toContain('S80.00XA');
    expect(codes('You have a bruised right knee.')).toContain('S80.01XA');
  });
});

describe('"I think it\'s a …" as an impression (decision 782)', () => {
  const codes = (said: string) => codesOf([...HISTORY, `Doctor: ${said}`]);
  it('states the diagnosis after "I think it\'s", "I believe it\'s", and keeps the words after "what you have is"', () => {
    expect(codes("So, for your knee pain, I believe it's a meniscal tear.")).toContain('S83.209A');
    expect(codes("I think it's a meniscal tear.")).toContain('S83.209A');
    expect(codes('I do think that what you have is medial epicondylitis.')).toContain('M77.00');
  });
  it('is not what is said about a disease', () => {
    expect(codes("I think it's a risk factor for heart disease.").some((c) => /^I/.test(c))).toBe(false);
    expect(codes("I think it's a good idea to rest.")).toEqual(['R10.9']);
  });
});

describe('an elbow fracture by its bone\'s part, on the side said (decision 783)', () => {
  const codes = (lines: string[]) => codesOf(lines);
  it('codes the medial epicondyle and the olecranon, and keeps the kind when the side is added', () => {
    const visit = ['Doctor: Where does it hurt?', 'Patient: It is really bad here on my left elbow.', 'Doctor: Well, these x rays show an incarcerated medial epicondyle fracture.'];
    expect(codes(visit)).toContain('S42.448A');
    expect(codes(['Doctor: Where does it hurt?', 'Patient: My right elbow.', 'Doctor: You have an olecranon fracture.'])[0]).toMatch(/^S52\.02/);
  });
});

describe('a hernia said without its kind (decision 791)', () => {
  const codes = (said: string) => codesOf([...HISTORY, `Doctor: ${said}`]);
  it('is the index\'s "Hernia K46.9", and a kind said keeps its own code', () => {
    expect(codes('You have a hernia.')).toContain('K46.9');
    expect(codes('You have an inguinal hernia on the right.')).toContain('K40.90');
    expect(codes('I want to rule out a hernia.')).not.toContain('K46.9');
  });
});

describe('a problem opened by "in regards to", "as for", "as far as" (decision 920)', () => {
  const EXAMINED = [...HISTORY.slice(0, 2), 'Doctor: Okay, let me examine you.', 'Doctor: Everything looks okay on exam.'];
  it('opens the assessment and plan with the diagnosis it names, coded from the index', () => {
    expect(codesOf([...EXAMINED, 'Doctor: In regards to your right knee MCL strain, I want you to continue your current medication.'])).toContain('S83.411A');
    expect(codesOf([...EXAMINED, 'Doctor: As for your right knee MCL strain, I want you to continue your current medication.'])).toContain('S83.411A');
  });
  it('but questions "regarding your smoking" are still the history', () => {
    const visit = [
      'Doctor: What brings you in today?',
      'Patient: I have had diarrhea and vomiting for three days.',
      'Doctor: Okay. Just a couple of questions regarding your smoking and alcohol. Do you do either of those?',
      'Patient: No.',
      'Doctor: Normally you have to be diarrhea free for about 48 hours before you go back to work.',
      'Doctor: So I think this is gastroenteritis. Drink plenty of fluids.',
    ];
    const assessment = noteOfVisit(visit).section.note_sections.find((s) => s.title === 'Assessment')!.text;
    expect(assessment).toMatch(/Gastroenteritis/);
    expect(assessment).not.toMatch(/diarrhea free|diarrhea-free/i);
  });
});

describe('a diagnosis read from an imaging result (decision 922)', () => {
  const phrases = (lower: string) => statedDiagnoses(lower).map((d) => d.phrase);
  it('is read when the study is named with its part, its day, or "and it shows"', () => {
    expect(phrases('your x-ray today shows a right ankle fracture.')).toEqual(['right ankle fracture']);
    expect(phrases('i reviewed the x-ray of your right ankle and it shows a fracture of the distal fibula.')).toEqual(['fracture of the distal fibula']);
    expect(phrases('the x-ray of your right ankle showed no fracture which is a good thing')).toEqual([]);
    // A fracture the study found, named without its place, is of the part the study imaged.
    expect(phrases('the x-ray of your right wrist shows a small fracture.')).toEqual(['small fracture of the right wrist']);
    // A study of no named part leaves the fracture unplaced (decision 929: the complaint's part may place it).
    expect(statedDiagnoses('so your x-ray shows a fracture.').map((d) => `${d.phrase}${d.unplaced ? ' (unplaced)' : ''}`)).toEqual(['fracture (unplaced)']);
  });
  it('and coded', () => {
    expect(codesOf([...HISTORY.slice(0, 2), 'Doctor: So your x-ray today shows a right ankle fracture.', 'Doctor: We will put you in a boot.'])).toContain('S82.891A');
  });
});

describe('a diagnosis the code set lacks, named again by a coded problem (decision 923)', () => {
  it('is one problem, not a second heading', () => {
    const visit = [
      'Doctor: What brings you in today?',
      'Patient: I have had low back pain going down my right leg for two months.',
      'Doctor: Okay, let me examine you. On exam, you have tenderness over the lower back.',
      'Doctor: I reviewed the results of your MRI and it shows disk herniation with nerve impingement.',
      'Doctor: So for your first problem, you have an L4 L5 herniated disk with radiculopathy. We will refer you to physical therapy.',
    ];
    const assessment = noteOfVisit(visit).section.note_sections.find((s) => s.title === 'Assessment')!.text;
    expect(assessment).toMatch(/^L4 L5 herniated disk of the lower back\. Medical reasoning: .*MRI shows disk herniation with nerve impingement/m);
    expect(assessment).not.toMatch(/^Disk herniation with nerve impingement\.$/m);
  });
});

describe('an injury told by its verb, of a part named in two words (decision 924)', () => {
  it('names the part whole and codes it', () => {
    expect(statedDiagnoses('it looks like you broke the fifth metatarsal in your right foot.').map((d) => d.phrase)).toEqual(['right foot fifth metatarsal fracture']);
    expect(statedDiagnoses('you tore the medial meniscus in your left knee.').map((d) => d.phrase)).toEqual(['left knee medial meniscus tear']);
    expect(codesOf([...HISTORY.slice(0, 2), 'Doctor: It looks like you broke the fifth metatarsal in your right foot.', 'Doctor: We will put you in a boot.'])).toContain('S92.351A');
  });
});

describe('the chest and the elbow in the words of a code (decision 925)', () => {
  const index = loadIcd10();
  const code = (phrase: string, side?: 'right' | 'left') => codeOfDiagnosis(phrase, side, index)?.code;
  it('codes a chest wall injury at the thorax, never the abdominal wall', () => {
    expect(code('chest wall contusion')).toBe('S20.219A');
    expect(code('right chest wall contusion', 'right')).toBe('S20.211A');
    expect(code('chest wall strain')).toBe('S29.011A');
    expect(code('thoracic kyphosis')).toBe('M40.204');
  });
  it('never codes the sacroiliac joint as the temporomandibular joint (decision 926)', () => {
    expect(code('left si joint dysfunction', 'left')).toBeUndefined();
    expect(code('sacroiliac joint sprain')).toBe('S33.6XXA');
  });
  it('codes an elbow dislocation at the ulnohumeral joint, with its side', () => {
    expect(code('left elbow dislocation', 'left')).toBe('S53.105A');
  });
});

describe('a follow-up booked right after a problem is taken up (decision 928)', () => {
  it('"see you back in two weeks" does not make the problem history, as "back in 2010" does', () => {
    const EXAMINED = [...HISTORY.slice(0, 2), 'Doctor: Okay, let me examine you.', 'Doctor: Everything looks okay on exam.'];
    expect(codesOf([...EXAMINED, 'Doctor: So for your first problem, your hypertension, I want to see you back in two weeks.'])).toContain('I10');
    expect(codesOf([...EXAMINED, 'Doctor: So for your first problem, your hypertension, we talked about it back in 2010.'])).not.toContain('I10');
  });
});

describe('an injury named without its place (decision 929)', () => {
  const WRIST = ['Doctor: What brings you in today?', 'Patient: I fell off my bike and hurt my right wrist. It is really swollen.', 'Doctor: Okay, let me examine your right wrist. You have tenderness over the wrist.'];
  it('is the injury of the one part the complaint is of', () => {
    expect(codesOf([...WRIST, 'Doctor: So I think you have a sprain. We will put you in a splint.'])).toContain('S63.501A');
    expect(codesOf([...WRIST, 'Doctor: Your x-ray shows a fracture. We will put you in a splint.'])).toContain('S62.101A');
    expect(codesOf([...WRIST, 'Doctor: So you have a contusion, a bone bruise. We will put you in a splint.'])).toContain('S60.211A');
  });
  it('never a strain of the abdomen for "the muscles there"', () => {
    const codes = codesOf([...WRIST, "Doctor: You've got a bad strain of the muscles there. We will put you in a splint."]);
    expect(codes).not.toContain('S39.011A');
    expect(codes).toContain('S66.911A');
  });
  it('nothing when the complaint is of two parts, and no second heading beside the injury already named', () => {
    const two = ['Doctor: What brings you in today?', 'Patient: I fell and hurt my right wrist and my right knee.', 'Doctor: Okay, let me examine you.'];
    expect(codesOf([...two, 'Doctor: So I think you have a sprain. We will put you in a splint.']).filter((c) => c.startsWith('S'))).toEqual([]);
    const named = noteOfVisit([...WRIST, 'Doctor: So you have a right wrist sprain.', 'Doctor: A sprain like this gets better over a couple of weeks. We will put you in a splint.']).section.note_sections.find((s) => s.title === 'Assessment')!.text;
    expect(named).not.toMatch(/^Sprain of the right wrist\./m);
  });
});

describe('an injury told of "it", or of ligaments by their side (decision 930)', () => {
  const ANKLE = ['Doctor: What brings you in today?', 'Patient: I rolled my right ankle playing basketball and it really hurts.', 'Doctor: Okay, let me examine your right ankle. You have swelling and tenderness over the lateral ankle.'];
  it('"you sprained it" is the sprain of the part complained of, never a heading "Sprained it."', () => {
    const note = noteOfVisit([...ANKLE, 'Doctor: I think you sprained it.', 'Doctor: We will put you in a brace.']);
    expect(note.section.diagnostic_codes.map((c) => c.code)).toContain('S93.401A');
    expect(note.section.note_sections.find((s) => s.title === 'Assessment')!.text).not.toMatch(/Sprained it/i);
  });
  it('"a sprain of the lateral ligaments" of an ankle is no knee ligament', () => {
    const codes = codesOf([...ANKLE, 'Doctor: For your right ankle pain, I think you have a sprain of the lateral ligaments.', 'Doctor: We will put you in a brace.']);
    expect(codes).not.toContain('S83.421A');
    expect(codes.some((c) => c.startsWith('S93.4'))).toBe(true);
  });
});

describe('a joint disease assessed without its joint (decision 931)', () => {
  const KNEE = ['Doctor: What brings you in today?', 'Patient: My right knee has been hurting for months, especially on the stairs.', 'Doctor: Okay, let me examine your right knee. There is some crepitus and mild tenderness.'];
  it('is of the one joint the visit\'s pain is of', () => {
    expect(codesOf([...KNEE, 'Doctor: So it is arthritis.', 'Doctor: We will start physical therapy.'])).toContain('M17.11');
    expect(codesOf([...KNEE, 'Doctor: You have some osteoarthritis there.', 'Doctor: We will start physical therapy.'])).toEqual(['M17.11']);
  });
  it('not when another place is said with it', () => {
    expect(codesOf([...KNEE, 'Doctor: You also have some arthritis in the back, and we will start physical therapy.'])).not.toContain('M17.11');
  });
});

describe('what "it" is, said after the exam (decision 944)', () => {
  const ANKLE = ['Doctor: What brings you in today?', 'Patient: I twisted my right ankle playing soccer and now my ankle really hurts when I walk.', 'Doctor: Let me examine your right ankle. There is swelling over the lateral ankle and no bony tenderness.'];
  it('"it\'s just a sprain", "that\'s a viral infection" state the diagnosis', () => {
    expect(codesOf([...ANKLE, "Doctor: It's just a sprain.", 'Doctor: We will put you in a brace.'])).toContain('S93.401A');
    expect(statedDiagnoses("it's just a viral infection.").map((d) => d.phrase)).toEqual(['viral infection']);
    expect(statedDiagnoses("that's a fracture of the fifth metatarsal.").map((d) => d.phrase)).toEqual(['fracture of the fifth metatarsal']);
    expect(statedDiagnoses("it's probably a sprain.").map((d) => d.uncertain)).toEqual([true]);
  });
  it('not when it explains a disease, to a patient\'s question or by what the disease usually does', () => {
    expect(statedDiagnoses("it's a skin disease that usually has scaly patches.")).toEqual([]);
    expect(statedDiagnoses("it's a nervous system disorder that you know involves repetitive movements.")).toEqual([]);
    const asked = ['Doctor: What brings you in today?', 'Patient: I had surgery on my spine years ago and the biopsy showed a hemangioblastoma.', 'Doctor: Okay.', "Patient: That's cancer, right? It was all done in 1993."];
    expect(codesOf([...asked, "Doctor: Well no, not exactly, it's a benign tumor.", 'Doctor: How have your symptoms been since?'])).toEqual(codesOf([...asked, 'Doctor: How have your symptoms been since?']));
    expect(codesOf([...asked, "Doctor: It's a benign tumor.", 'Doctor: How have your symptoms been since?']).some((c) => c.startsWith('D'))).toBe(false);
  });
  it('nor in words the code set does not know ("an infection of your tummy")', () => {
    const note = noteOfVisit(['Doctor: What brings you in today?', 'Patient: I have had diarrhea and vomiting since yesterday.', "Doctor: It's an infection of your tummy, it should settle in a few days."]);
    expect(note.section.note_sections.find((s) => s.title === 'Assessment')!.text).not.toMatch(/Infection of the tummy/i);
  });
});

describe('the injured part told by how it was hurt, and a digit nobody named (decision 945)', () => {
  const icd10 = loadIcd10();
  it('"I twisted my right ankle" places the sprain at the ankle when the pain is said without its part', () => {
    const twisted = ['Doctor: What brings you in today?', 'Patient: I twisted my right ankle playing soccer yesterday. It is swollen and hurts to walk.', 'Doctor: On exam there is swelling and tenderness, but no bony tenderness.'];
    expect(codesOf([...twisted, "Doctor: It's just a sprain.", 'Doctor: Come back in two weeks if it is not better.'])).toContain('S93.401A');
    const landed = ['Doctor: What brings you in today?', 'Patient: I slipped on the ice and landed on my left wrist. It is swollen.', 'Doctor: On exam there is swelling and tenderness.'];
    expect(codesOf([...landed, 'Doctor: So I think you have a sprain.', 'Doctor: We will put you in a splint.'])).toContain('S63.502A');
  });
  it('a finger said without which one is the unspecified finger, not the ring finger of that side', () => {
    expect(codeOfDiagnosis('finger sprain', 'right', icd10)?.code).toBe('S63.619A');
    expect(codeOfDiagnosis('finger fracture', 'right', icd10)?.code).toBe('S62.609A');
    expect(codeOfDiagnosis('sprain of the index finger', 'right', icd10)?.code).toBe('S63.610A');
  });
});

describe('musculoskeletal problems in the index\'s own words (decision 948)', () => {
  const icd10 = loadIcd10();
  const code = (phrase: string, side?: 'right' | 'left') => codeOfDiagnosis(phrase, side, icd10)?.code;
  it('names the kneecap, the partial cuff tear, the muscle spasm and the place "behind" as the index does', () => {
    expect(code('patellar dislocation', 'right')).toBe('S83.004A');
    expect(code('dislocated kneecap', 'left')).toBe('S83.005A');
    expect(code('partial rotator cuff tear', 'left')).toBe('M75.112');
    expect(code('muscle spasm in your lower back')).toBe('M62.830');
    expect(code('calf muscle spasm')).toBe('M62.831');
    expect(code('muscle spasm in the neck')).toBe('M62.838');
    expect(code("baker's cyst behind the knee", 'right')).toBe('M71.21');
    expect(code('fracture of the big toe', 'right')).toBe('S92.401A');
  });
  it('never a juvenile arthritis, nor a gout due to renal impairment, for words that said neither', () => {
    expect(code('arthritis of the right knee', 'right') ?? '').not.toMatch(/^M08/);
    expect(code('gout of the right foot', 'right')).toBe('M10.071');
    expect(code('gout flare in the right big toe', 'right')).toBe('M10.071');
  });
  it('keeps the side of a code whose siblings name no digit ("mallet finger of the right middle finger")', () => {
    expect(code('mallet finger of the right middle finger', 'right')).toBe('M20.011');
  });
  it('codes a high ankle sprain and a gout flare of the big toe by their place in a visit', () => {
    const visit = (said: string) => codesOf(['Doctor: What brings you in today?', 'Patient: It has been bothering me for a couple of weeks.', 'Doctor: Let me examine you. There is some tenderness there.', `Doctor: So I think you have ${said}.`, 'Doctor: We will see you back in two weeks.']);
    expect(visit('a high ankle sprain on the right')).toContain('S93.431A');
    expect(visit('a gout flare in your right big toe')).toContain('M10.071');
    // The joint of a past flare is not today's gout's.
    expect(codesOf(['Doctor: How is your gout?', 'Patient: Fine, I take my allopurinol.', 'Doctor: I know you had an episode of gout of your right big toe about two months ago.', 'Doctor: For your gout, continue the allopurinol.'])).toContain('M10.9');
  });
});

describe('a skin cancer named without its site (decision 951)', () => {
  it('is of the skin the visit biopsied', () => {
    const visit = (biopsy: string) => codesOf(['Doctor: Your dermatologist sent you to me because she found a melanoma.', `Doctor: ${biopsy}`, 'Doctor: For assessment and plan, the patient presents today with newly diagnosed melanoma.', 'Doctor: We will order an ultrasound of the lymph nodes.']);
    expect(visit('The pathology, shave of right inferior back, malignant melanoma, invasive.')).toContain('C43.59');
    expect(visit('The punch biopsy of the left forearm came back as melanoma.')).toContain('C43.62');
    expect(visit('The pathology came back as melanoma.')).toContain('C43.9');
  });
});

describe('"I\'m concerned that you have …" after the exam (decision 953)', () => {
  const KNEE = ['Doctor: How are you doing?', 'Patient: My right knee has been hurting since I landed on it playing basketball.', 'Doctor: On exam of your right knee, there is a moderate effusion and your Lachman test is positive.'];
  it('is a possible diagnosis of the complaint, not coded (IV.H), and begins the assessment', () => {
    const note = noteOfVisit([...KNEE, "Doctor: So, based on your exam, I'm concerned that you have an ACL tear of your right knee.", 'Doctor: I want to get an MRI of your right knee.']);
    expect(note.section.note_sections.find((s) => s.title === 'Assessment')!.text).toMatch(/^Right knee pain, possible ACL tear/m);
    expect(note.section.diagnostic_codes.map((c) => c.code)).toEqual(['M25.561']);
    expect(statedDiagnoses("i'm worried that you have pneumonia.").map((d) => d.uncertain)).toEqual([true]);
  });
});
