import { describe, expect, it } from 'vitest';
import { explainedBy } from './integral.js';

describe('symptoms routinely part of a diagnosis (I.B.5)', () => {
  it('explains a fever by an infection, not by an inflammation of a tendon or a joint', () => {
    expect(explainedBy('fever', ['pneumonia'])).toBe(true);
    expect(explainedBy('fatigue', ['acute sinusitis'])).toBe(true);
    expect(explainedBy('fever', ['medial epicondylitis'])).toBe(false);
    expect(explainedBy('fatigue', ['osteoarthritis'])).toBe(false);
  });

  it('explains the pain of a site by a diagnosis of that site only', () => {
    expect(explainedBy('knee pain', ['medial meniscus tear'])).toBe(true);
    expect(explainedBy('knee pain', ['lumbar strain'])).toBe(false);
  });
  it('explains the symptoms of the diseases the note names by their own names (decision 320)', () => {
    // "Herpes zoster" is how the note names shingles; a cold, a food poisoning, a DVT have their routine signs.
    expect(explainedBy('rash', ['herpes zoster'])).toBe(true);
    expect(explainedBy('itching', ['scabies'])).toBe(true);
    expect(explainedBy('nasal congestion', ['common cold'])).toBe(true);
    expect(explainedBy('cough', ['common cold'])).toBe(true);
    expect(explainedBy('vomiting', ['food poisoning'])).toBe(true);
    expect(explainedBy('nausea', ['migraine'])).toBe(true);
    expect(explainedBy('headache', ['concussion'])).toBe(true);
    expect(explainedBy('headache', ['cluster headache'])).toBe(true);
    expect(explainedBy('lower extremity edema', ['deep vein thrombosis'])).toBe(true);
    expect(explainedBy('rectal bleeding', ['hemorrhoids'])).toBe(true);
    expect(explainedBy('swelling of the lips', ['angioedema'])).toBe(true);
    expect(explainedBy('palpitations', ['cardiac arrhythmia'])).toBe(true);
    expect(explainedBy('depressed mood', ['bipolar disorder'])).toBe(true);
    expect(explainedBy('anxious mood', ['post-traumatic stress disorder'])).toBe(true);
    expect(explainedBy('leg pain', ['sciatica'])).toBe(true);
    expect(explainedBy('finger pain', ['trigger finger'])).toBe(true);
    expect(explainedBy('jaw pain', ['temporomandibular joint disorder'])).toBe(true);
  });

  it('keeps a symptom a diagnosis does not routinely include (decision 320)', () => {
    // A sore throat is acute pharyngitis (J02.9), which a clinician may make a problem beside an URI.
    expect(explainedBy('sore throat', ['upper respiratory infection'])).toBe(false);
    expect(explainedBy('rash', ['hypertension'])).toBe(false);
    expect(explainedBy('leg pain', ['knee sprain'])).toBe(false);
    expect(explainedBy('headache', ['hypertension'])).toBe(false);
    expect(explainedBy('depressed mood', ['anxiety'])).toBe(false);
  });
});

describe('a viral illness the clinician does not place (decision 521)', () => {
  it('explains the cough and the stuffy nose of an upper respiratory infection, not a pain of a site', () => {
    expect(explainedBy('cough', ['viral infection'])).toBe(true);
    expect(explainedBy('nasal congestion', ['viral infection'])).toBe(true);
    expect(explainedBy('fatigue', ['viral infection'])).toBe(true);
    expect(explainedBy('knee pain', ['viral infection'])).toBe(false);
    expect(explainedBy('chest pain', ['viral infection'])).toBe(false);
  });
});

describe('a diagnosis named in capitals (decision 841)', () => {
  it('explains its symptoms as its lower-case name does', () => {
    expect(explainedBy('cough', ['COPD'])).toBe(true);
    expect(explainedBy('shortness of breath', ['COPD'])).toBe(true);
  });
});
