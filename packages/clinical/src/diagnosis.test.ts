import { describe, expect, it } from 'vitest';
import { codeOfDiagnosis, statedDiagnoses } from './diagnosis.js';
import { loadIcd10 } from './icd10.js';

const phrases = (lower: string) => statedDiagnoses(lower).map((d) => `${d.uncertain ? 'possible ' : ''}${d.phrase}`);

describe('diagnoses stated by the clinician', () => {
  it('ends a stated diagnosis where what it is based on begins', () => {
    expect(phrases('i think you have a lateral collateral ligament strain based on your exam')).toEqual(['lateral collateral ligament strain']);
    expect(phrases('my diagnosis is a right ankle sprain given the swelling')).toEqual(['right ankle sprain']);
  });

  it('reads the diagnosis after an impression, with its certainty', () => {
    expect(phrases('i think you have a lumbar strain from the lifting')).toEqual(['lumbar strain']);
    expect(phrases('what i see is a proximal humerus fracture')).toEqual(['proximal humerus fracture']);
    expect(phrases('i think this is probably a bone contusion')).toEqual(['possible bone contusion']);
    expect(phrases('his symptoms are most likely due to a rotator cuff tendinopathy')).toEqual(['possible rotator cuff tendinopathy']);
    // "Consistent with" states the diagnosis (decision 117); "suggestive of" leaves it possible.
    expect(phrases('this is consistent with medial epicondylitis which is caused by overuse')).toEqual(['medial epicondylitis']);
    expect(phrases('this is suggestive of medial epicondylitis which is caused by overuse')).toEqual(['possible medial epicondylitis']);
    // A problem taken up by number names its diagnosis; an impression after it is read once, by its own lead.
    expect(phrases('so for his last problem, his carpal tunnel syndrome, we will get a brace')).toEqual(['carpal tunnel syndrome']);
    expect(phrases('so for your first problem, i think you have an acute lumbar strain')).toEqual(['acute lumbar strain']);
    expect(phrases('make sure you say that you have a history of a an an iga deficiency')).toEqual(['iga deficiency']);
    expect(phrases('it sounds like you probably have got a sinus infection')).toEqual(['possible sinus infection']);
    expect(phrases('well, this is a case of hypothermia.')).toEqual(['hypothermia']);
    expect(phrases('it appears that you have a viral syndrome')).toEqual(['viral syndrome']);
  });

  it('names the diagnosis without its course, its visit, its degree of rarity or a tag (decision 746)', () => {
    expect(phrases('yes, looking at your results i think your kidney failure is resolved too.')).toEqual(['kidney failure']);
    expect(phrases('she has a rare case of thrombocytopenia.')).toEqual(['thrombocytopenia']);
    expect(phrases('it looks like you are here today for a recheck for the prostatitis.')).toEqual(['prostatitis']);
    expect(phrases('this is thoracic kyphosis to be specific.')).toEqual(['thoracic kyphosis']);
    expect(phrases('you are referred for some abdominal infection right?')).toEqual(['abdominal infection']);
    // A side said at the end stays.
    expect(phrases('i think you have a rotator cuff tear on the right?')).toEqual(['rotator cuff tear on the right']);
  });

  it('reads the ways clinicians commonly state a diagnosis', () => {
    expect(phrases('it sounds like you might have plantar fasciitis')).toEqual(['possible plantar fasciitis']);
    expect(phrases('that sounds like carpal tunnel syndrome to me')).toEqual(['carpal tunnel syndrome']);
    expect(phrases('this looks like a case of cellulitis')).toEqual(['cellulitis']);
    expect(phrases('you are suffering from plantar fasciitis')).toEqual(['plantar fasciitis']);
    expect(phrases('what you are describing is classic carpal tunnel syndrome')).toEqual(['carpal tunnel syndrome']);
    expect(phrases('you seem to have developed cellulitis')).toEqual(['cellulitis']);
    expect(phrases('we are dealing with a case of bronchitis here')).toEqual(['bronchitis']);
    expect(phrases('your symptoms point to carpal tunnel syndrome')).toEqual(['carpal tunnel syndrome']);
    expect(phrases('i would call this an ankle sprain')).toEqual(['ankle sprain']);
    expect(phrases('this appears to be a benign pituitary adenoma')).toEqual(['benign pituitary adenoma']);
    expect(phrases('the diagnosis here is de quervain tenosynovitis')).toEqual(['de quervain tenosynovitis']);
    expect(phrases('the most likely diagnosis is plantar fasciitis')).toEqual(['possible plantar fasciitis']);
    // What the problem is, what the case is of, what it is called: the diagnosis alone.
    expect(phrases('i think the problem is your rotator cuff tendinitis')).toEqual(['rotator cuff tendinitis']);
    expect(phrases('so you have developed a pretty bad case of bronchitis')).toEqual(['bronchitis']);
    expect(phrases("the most common diagnosis, what you're suffering from at the moment is something called labyrinthitis")).toEqual(['labyrinthitis']);
    // Decision 870: a diagnosis given, a past episode's diagnosis, and a topic named before "standpoint".
    expect(phrases("so i'm gonna diagnose you with sarcoidosis")).toEqual(['sarcoidosis']);
    expect(phrases('i think it was a viral gastroenteritis')).toEqual(['viral gastroenteritis']);
    expect(statedDiagnoses("from a sarcoidosis standpoint, let's get a chest x-ray").map((d) => `${d.phrase}${d.topic ? ' (topic)' : ''}`)).toEqual(['sarcoidosis (topic)']);
    expect(statedDiagnoses('from the iron deficiency anemia point of view, start iron').map((d) => d.phrase)).toEqual(['iron deficiency anemia']);
    expect(phrases("from a diet standpoint, let's cut down on salt")).toEqual([]);
  });

  it('reads no diagnosis the clause denies, nor a verb of telling, nor the course of a known one', () => {
    expect(phrases("i'm not saying you definitely have a heart attack")).toEqual([]);
    expect(phrases("i don't think you have a stress fracture")).toEqual([]);
    expect(phrases('you may have heard of plantar fasciitis')).toEqual([]);
    expect(phrases('it looks like the fracture is healing well')).toEqual([]);
    expect(phrases('it sounds like things are getting better')).toEqual([]);
  });

  it('reads no diagnosis in a supposition or a question', () => {
    expect(phrases("so likely if it were esophagitis, it's already healed by this point")).toEqual([]);
    expect(phrases('we will see if you have any type of infection')).toEqual([]);
    // "Have to" obliges; "you just have a …" still states.
    expect(phrases("you can't play football for a while, you have to have this fracture healed")).toEqual([]);
    expect(phrases('so you just have a small fracture of the wrist')).toEqual(['small fracture of the wrist']);
  });
});

describe('everyday diagnoses named in plain words (decision 657)', () => {
  it('reads them as diagnoses, whole', () => {
    expect(phrases('i think you have seizures')).toEqual(['seizures']);
    expect(phrases('so you have pcos')).toEqual(['pcos']);
    expect(phrases('i think you have a cold')).toEqual(['cold']);
    expect(phrases('i think you have chronic pain')).toEqual(['chronic pain']);
    expect(phrases('i think you have a cold sore')).toEqual([]);
  });

  it('does not read the patient\'s words said back as a diagnosis', () => {
    expect(phrases('and you say you have a cold')).toEqual([]);
    expect(phrases('you mentioned that you have seizures')).toEqual([]);
    expect(phrases('make sure you say that you have a seizure disorder')).toEqual(['seizure disorder']);
  });

  it('looks them up in the index\'s words', () => {
    const index = loadIcd10();
    const code = (phrase: string) => codeOfDiagnosis(phrase, undefined, index)?.code;
    expect(code('pcos')).toBe('E28.2');
    expect(code('elevated psa')).toBe('R97.20');
    expect(code('svt')).toBe('I47.10');
    expect(code('pvcs')).toBe('I49.3');
    expect(code('boil')).toBe('L02.92');
    expect(code('cold')).toBe('J00');
    expect(code('tobacco use')).toBe('Z72.0');
  });
});

describe('an H. pylori infection (decision 660)', () => {
  it('is read whole, the point of its abbreviation ending nothing', () => {
    expect(phrases('i think you have an h. pylori infection')).toEqual(['h pylori infection']);
    expect(phrases('so you have h . pylori')).toEqual(['h pylori']);
  });

  it('is the index\'s "Infection, Helicobacter pylori A04.8"; with its disease, the disease is looked up', () => {
    const index = loadIcd10();
    const code = (phrase: string) => codeOfDiagnosis(phrase, undefined, index)?.code;
    expect(code('h pylori infection')).toBe('A04.8');
    expect(code('helicobacter pylori')).toBe('A04.8');
    expect(code('h pylori gastritis')).toBe('K29.70');
  });
});

describe('a stated diagnosis looked up as the index says', () => {
  it('takes no combination code of a disease nobody said (decision 748)', () => {
    expect(codeOfDiagnosis('inflammatory arthritis', undefined, loadIcd10())?.code).not.toBe('M35.05');
    expect(codeOfDiagnosis('sjogren syndrome with inflammatory arthritis', undefined, loadIcd10())?.code).toBe('M35.05');
  });

  const code = (phrase: string) => codeOfDiagnosis(phrase, undefined, loadIcd10())?.code;

  it('takes what a condition is only as said, and an injury only with its place (decision 874)', () => {
    // Not the index's equally short "Melanoma, in situ, back"; not "Tumor, syphilitic, brain" (General paresis).
    expect(code('melanoma on your back')).toBe('C43.59');
    expect(code('melanoma in situ of the back')).toBe('D03.59');
    expect(code('brain tumor')).toBeUndefined();
    expect(code('tuberculosis')).toBe('A15.9');
    // A sprain whose place the index does not know is not "sprain" looked up alone (an ankle's).
    expect(code('sprain of the distal interphalangeal joint')).toBeUndefined();
    // The side of a site the code leaves open picks no other site ("Cellulitis of right axilla").
    expect(codeOfDiagnosis('cellulitis of right leg', 'right', loadIcd10())?.display_name).not.toMatch(/axilla|upper limb/);
    // Of the unspecified children, the one of no side and of the unspecified digit.
    expect(code('a patella fracture')).toBe('S82.009A');
    expect(code('a dislocated finger')).toBe('S63.259A');
    // What decisions 870 and 874 mend in the lookups of everyday names.
    expect(code('chronic kidney disease')).toBe('N18.9');
    expect(code('rheumatoid arthritis')).toBe('M06.9');
    expect(code('vitamin b12 deficiency')).toBe('E53.8');
    expect(code('bipolar disorder')).toBe('F31.9');
    expect(code('a thyroid nodule')).toBe('E04.1');
    expect(code('benign paroxysmal positional vertigo')).toBe('H81.10');
  });

  it('drops what grades a diagnosis, a possessive and a trailing place before the lookup', () => {
    const sided = (phrase: string, side: 'right' | 'left') => codeOfDiagnosis(phrase, side, loadIcd10())?.code;
    // Stenosing tenosynovitis of a finger is trigger finger, of the finger named.
    expect(sided('post-traumatic rather severe stenosing tenosynovitis of his right index finger', 'right')).toBe('M65.321');
    expect(code("de quervain's tenosynovitis of the left wrist")).toBe('M65.4');
    expect(sided('distal radius fracture of the right wrist', 'right')).toBe('S52.501A');
  });

  it('codes an injury only where it is, and a fracture as traumatic unless said otherwise', () => {
    // "This is a common injury that tends to heal on its own" names no site (decision 870): not a common bile duct's.
    expect(code('common injury')).toBeUndefined();
    // "A muscular sprain" names no site: no code (the visit's region is added by the caller).
    expect(code('muscular sprain')).toBeUndefined();
    expect(code('muscular sprain of the lower back')).toBe('S39.012A');
    expect(code('rib fracture')?.startsWith('S22.3')).toBe(true);
    // Never a pathological fracture for a plain one; a stress fracture is one.
    expect(code('hip fracture') ?? '').not.toMatch(/^M84/);
    expect(code('acute acromioclavicular joint fracture') ?? '').not.toMatch(/^M(?:84|97)/);
    expect(code('stress fracture of the second metatarsal')).toMatch(/^M84\.37/);
  });

  it('codes a pulled muscle by its group, never at another site', () => {
    // "Strain of calf muscle" was coded as a strain of the lower back (S39.012A).
    expect(code('strain of calf muscle')).toBe('S86.119A');
    expect(code('pulled hamstring')).toBe('S76.319A');
    expect(code('hamstring strain')).toBe('S76.319A');
    expect(code('groin strain')).toBe('S76.219A');
  });

  it('looks up what clinicians say in the words of the index', () => {
    expect(code('lumbar spinal stenosis')).toBe('M48.061');
    expect(code('cervical stenosis')).toBe('M48.02');
    expect(code('scaphoid fracture')).toMatch(/^S62\.0/);
    expect(code('boxer fracture')).toMatch(/^S62\.33/);
    expect(code('ganglion cyst')).toBe('M67.40');
    expect(code("athlete's foot")).toBe('B35.3');
    expect(code('ingrown toenail')).toBe('L60.0');
    expect(code('dry eye')).toBe('H04.129');
    expect(code('essential tremor')).toBe('G25.0');
    expect(code('cataracts')).toBe('H26.9');
    expect(phrases('i think you have a wart on your finger')).toEqual(['wart on your finger']);
    expect(phrases('so i think you have a pulled hamstring')).toEqual(['pulled hamstring']);
  });

  it('reads a disc herniation as a displacement of the disc of its region, and no code without a region', () => {
    expect(code('acute lumbar disk herniation')).toBe('M51.26');
    expect(code('herniated disc in your lower back')).toBe('M51.26');
    expect(code('herniated disc in your neck')).toBe('M50.20');
    expect(code('acute disk herniation')).toBeUndefined();
    expect(code('lumbar strain')).toBe('S39.012A');
  });

  it('reads torn, sprained and broken parts as their injury, with no side nobody said', () => {
    expect(code('torn acl')).toBe('S83.519A');
    expect(code('sprained wrist')).toBe('S63.509A');
    expect(code('hip fracture')).toBe('S72.009A');
    expect(code('torn meniscus')).toBe('S83.209A');
  });

  it('adds nothing the clinician did not say: no pregnancy, no pain type, no region', () => {
    expect(code('degenerative disc disease of the lumbar spine')).toBe('M51.369');
    expect(code('degenerative disc disease')).toBeUndefined();
    expect(code('hematoma')).toBeUndefined();
  });

  it('reads a burn as a diagnosis, coded by its degree and the part burned (decision 793)', () => {
    expect(phrases('okay, you have a second degree burn on the back of your right hand.')).toEqual(['second degree burn on the back of your right hand']);
    expect(code('second degree burn on the back of your right hand')).toBe('T23.261A');
    expect(code('first degree burn on your forearm')).toBe('T22.119A');
    // A burning pain is a symptom, not a burn.
    expect(phrases('it burns when i pee')).toEqual([]);
  });

  it('reads "I\'m diagnosing you with" and "what you have is", and never a diagnosis said not to be (decision 797)', () => {
    expect(phrases("so i'm diagnosing you with a rotator cuff tear.")).toEqual(['rotator cuff tear']);
    expect(phrases('so what you have is a ganglion cyst.')).toEqual(['ganglion cyst']);
    expect(phrases("we're not diagnosing you with anything today.")).toEqual([]);
    expect(phrases('what you have is not a fracture.')).toEqual([]);
  });
});
