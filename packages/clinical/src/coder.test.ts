import { beforeAll, describe, expect, it } from 'vitest';
import { codesForProblemText } from './coder.js';
import { loadIcd10 } from './icd10.js';
import { CONDITIONS, SYMPTOMS } from './lexicon.js';
import { buildNote } from './stable-engine.js';

beforeAll(() => {
  loadIcd10();
});

/** The codes suggested for a short visit. */
function codesFor(transcript: string, type: 'in_person' | 'post_visit' = 'in_person') {
  const result = buildNote({
    transcript,
    patient: { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1970-03-01', gender: 'female' },
    settings: { template: 'GENERIC_SOAP', detail_level: 'high', note_type: 'paragraph', type },
    visitDate: new Date('2025-06-01'),
  });
  return result.section.diagnostic_codes.map((c) => c.code);
}
const doctorSays = (impression: string) => `Patient: I am here for my checkup.\nDoctor: ${impression}`;

describe('coder: common primary-care problems', () => {
  it.each([
    ['Your hypertension is well controlled, so we will continue lisinopril.', 'I10'],
    ['Your type 2 diabetes is well controlled.', 'E11.9'],
    ['Your type 2 diabetes is uncontrolled, your A1c is high.', 'E11.65'],
    ['You have type 2 diabetes with diabetic neuropathy in your feet.', 'E11.40'],
    ['You have type 1 diabetes and we will adjust your insulin.', 'E10.9'],
    ['Your asthma is stable.', 'J45.909'],
    ['I think you are having an asthma exacerbation.', 'J45.901'],
    ['This is a COPD exacerbation, so we will start prednisone.', 'J44.1'],
    ['You have a urinary tract infection, I will prescribe nitrofurantoin.', 'N39.0'],
    ['You have an ear infection in your left ear.', 'H66.92'],
    ['You have otitis media in the right ear.', 'H66.91'],
    ['You have low back pain from a muscle strain.', 'M54.50'],
    ['I think you have depression.', 'F32.A'],
    ['You have major depressive disorder, recurrent.', 'F33.9'],
    ['Your anxiety has been worse, we will start sertraline.', 'F41.9'],
    ['You have generalized anxiety disorder.', 'F41.1'],
    ['Your acid reflux is from GERD.', 'K21.9'],
    ['Your hyperlipidemia needs a statin.', 'E78.5'],
    ['You have atrial fibrillation.', 'I48.91'],
    ['You have paroxysmal atrial fibrillation.', 'I48.0'],
    ['Your congestive heart failure is stable.', 'I50.9'],
    ['You have chronic systolic heart failure.', 'I50.22'],
    ['I think this is stable angina.', 'I20.9'],
  ])('%s → %s', (impression, code) => {
    expect(codesFor(doctorSays(impression))[0]).toBe(code);
  });

  it('takes the side the visit settles on ("not the right knee, the left knee")', () => {
    const codes = codesFor('Doctor: You came in with right knee pain?\nPatient: It is not the right knee, it is the left knee pain.\nDoctor: Okay, the left knee pain then.');
    expect(codes).toContain('M25.562');
    expect(codes).not.toContain('M25.561');
  });

  it('looks an impression the lexicon does not know up in the alphabetical index', () => {
    expect(codesFor(doctorSays('Your exam is consistent with a medial collateral ligament sprain, so we will get you a brace.'))[0]).toBe('S83.419A');
  });

  it('codes hypertension with heart failure as hypertensive heart disease, beside the heart failure', () => {
    const codes = codesFor(doctorSays('You have hypertension and congestive heart failure.'));
    expect(codes).toEqual(expect.arrayContaining(['I11.0', 'I50.9']));
  });
});

describe('coder: what is never coded', () => {
  it('never codes a negated finding', () => {
    const codes = codesFor('Doctor: Any chest pain or shortness of breath?\nPatient: No.\nDoctor: You have hypertension.\nPatient: I deny any cough.');
    expect(codes).toContain('I10');
    expect(codes).not.toContain('R07.9');
    expect(codes).not.toContain('R06.02');
    expect(codes).not.toContain('R05.9');
  });

  it('never codes the patient own guess as a diagnosis', () => {
    const codes = codesFor('Patient: I have chest pain and I think it might be a heart attack.\nDoctor: Your heart sounds normal.');
    expect(codes).toContain('R07.9');
    expect(codes).not.toContain('I21.9');
  });

  it('codes the symptom, not a possible diagnosis', () => {
    const codes = codesFor('Patient: I have had a cough for a week.\nDoctor: This could be pneumonia, so we will get a chest x-ray.');
    expect(codes).toContain('R05.9');
    expect(codes).not.toContain('J18.9');
  });

  it('puts the assessed problems before the symptoms', () => {
    const codes = codesFor('Patient: My stomach hurts and I have heartburn.\nDoctor: I think you have GERD.');
    expect(codes[0]).toBe('K21.9');
    expect(codes).toContain('R10.9');
  });

  it('reads a post-visit dictation as the clinician own assessment', () => {
    const codes = codesFor('Patient seen for follow up of hypertension and type 2 diabetes with neuropathy. Denies chest pain.', 'post_visit');
    expect(codes).toEqual(expect.arrayContaining(['I10', 'E11.40']));
    expect(codes).not.toContain('R07.9');
  });
});

describe('codesForProblemText (a written problem list)', () => {
  it('uses the lexicon first, then the alphabetical index', () => {
    const codes = codesForProblemText(['Congestive heart failure.', 'Acute otitis media, left ear.', 'Carpal tunnel syndrome, right.'], [...CONDITIONS, ...SYMPTOMS]);
    expect(codes.map((c) => c.code)).toEqual(['I50.9', 'H66.92', 'G56.01']);
  });
});
