import { describe, expect, it } from 'vitest';
import { isClinicalRegister, registerIssues } from './register.js';

const kinds = (sentence: string) => registerIssues(sentence).map((issue) => issue.kind);

describe('clinical register', () => {
  it('accepts sentences a clinician would write', () => {
    for (const sentence of [
      'Reports chest pain for 3 days, rated 6/10.',
      'Denies fever, chills and cough.',
      'No known drug allergies.',
      'Increase lisinopril to 20 mg daily.',
      'Type I diabetes mellitus, well controlled.',
      'Blood pressure 150/92 mmHg.',
      'Well-controlled hypertension.',
      'Renal US shows no hydronephrosis.',
      'She has been hiking every weekend.',
      'Not discussed.',
    ]) {
      expect(registerIssues(sentence), sentence).toEqual([]);
    }
  });

  it('finds the first and second person', () => {
    expect(kinds("I'm going to order an x-ray of the knee.")).toContain('person');
    expect(kinds('We will bump the lisinopril up to 20.')).toContain('person');
    expect(kinds('Take your medication every day.')).toContain('person');
    expect(kinds("Let's follow up in two weeks.")).toContain('person');
    expect(kinds('I think it is out of control.')).toContain('person');
    expect(registerIssues('On heart exam, I appreciate a murmur.')).toContainEqual({ kind: 'person', words: 'I' });
  });

  it('finds fillers and spoken openings', () => {
    expect(kinds('It has been, you know, a stressful summer.')).toContain('filler');
    expect(kinds('The pain is kind of sharp.')).toContain('filler');
    expect(kinds('Huh, her symptoms have started affecting her work.')).toContain('filler');
    expect(kinds('She usually eats a lot so, and she enjoys eating as well, but so that has been a bit concerning.')).toContain('filler');
    expect(kinds('Her chest feels sore, but so does her scar.')).toEqual([]);
    expect(kinds('Um, the knee is swollen.')).toContain('filler');
    expect(kinds('Hm, she has a history of atopic dermatitis.')).toContain('filler');
    expect(kinds('So, the knee is swollen.')).toContain('filler');
    expect(kinds('Okay so the knee is swollen.')).toContain('filler');
    expect(kinds('The knee is swollen, okay.')).toContain('filler');
    expect(kinds('Yeah, it hurts when she walks.')).toContain('filler');
    expect(kinds('She was, like, really tired.')).toContain('filler');
  });

  it('finds the visit talking about itself', () => {
    expect(kinds('For his first problem, hypertension.')).toContain('discourse');
    expect(kinds('Going over the assessment and plan now.')).toContain('discourse');
    expect(kinds('In terms of her depression, therapy is helping.')).toContain('discourse');
    // Something handed over in the room (decision 726): "Here's the list of medicine she was taking."
    expect(kinds("Here's the list of medicine she was taking.")).toContain('discourse');
    expect(kinds('Here are the other medications she has been using.')).toContain('discourse');
    expect(kinds('Speaking of this, she wanted to also share that she has PMS symptoms.')).toContain('discourse');
    expect(kinds('From a depression standpoint, doing well.')).toContain('discourse');
    expect(kinds('That is good.')).toEqual([]);
    expect(kinds("That's encouraging.")).toContain('discourse');
    expect(kinds('One more thing, he wants to make sure he does not forget.')).toContain('discourse');
    expect(kinds('Sounds like he is going to be busy getting this all checked out.')).toContain('discourse');
    expect(kinds('He sounds like he is congested.')).toEqual([]);
  });

  it('finds questions and commands to the scribe device', () => {
    expect(kinds('No chest pain are the patient having any abdomen pain.')).toContain('question');
    expect(kinds('The patient has had chest pain.')).toEqual([]);
    expect(kinds('Any chest pain?')).toContain('question');
    expect(kinds('Hey Dragon, show me the x-ray.')).toContain('device');
    expect(kinds('She called it a few names, god damn why is this in her foot.')).toContain('quoted');
    expect(kinds('She reports a sore foot.')).toEqual([]);
  });

  it('isClinicalRegister is true only without issues', () => {
    expect(isClinicalRegister('Order knee x-ray.')).toBe(true);
    expect(isClinicalRegister("I'm going to order an x-ray of the knee.")).toBe(false);
  });
});
