/**
 * A patient's answer keeps its polarity in the note (issue 10: a denied symptom must never be written as reported).
 * Ways of saying no and yes written for the purpose, each after the same opening complaint; the note must deny, or
 * report, the symptom asked about and never the other.
 */
import { describe, expect, it } from 'vitest';
import { noteOfVisit } from './fixtures/short-visit.js';

const ANSWERS: [exchange: string, symptom: string, read: 'denied' | 'reported'][] = [
  ['Doctor: Any chest pain?|Patient: Nope.', 'chest pain', 'denied'],
  ['Doctor: Any fevers?|Patient: Not that I have noticed.', 'fever', 'denied'],
  ['Doctor: Any nausea?|Patient: I would not say so.', 'nausea', 'denied'],
  ['Doctor: Any shortness of breath?|Patient: Nah.', 'shortness of breath', 'denied'],
  ['Doctor: Any vomiting?|Patient: Not at all.', 'vomiting', 'denied'],
  ['Doctor: Any headaches?|Patient: I do not think so.', 'headache', 'denied'],
  ['Doctor: Have you had any dizziness?|Patient: Never.', 'dizziness', 'denied'],
  ['Doctor: How about diarrhea?|Patient: None.', 'diarrhea', 'denied'],
  ['Doctor: Any cough?|Patient: Zero.', 'cough', 'denied'],
  ['Patient: I have not had any fevers or chills.', 'chills', 'denied'],
  ['Patient: No fever, but I do have chills.', 'chills', 'reported'],
  ['Patient: No fever, but I do have chills.', 'fever', 'denied'],
  ['Doctor: Any nausea?|Patient: A little bit, in the mornings.', 'nausea', 'reported'],
  ['Doctor: Any dizziness?|Patient: Sometimes, when I stand up.', 'dizziness', 'reported'],
  ['Doctor: Any headaches?|Patient: Once in a while.', 'headache', 'reported'],
  ['Doctor: Any cough?|Patient: Only at night.', 'cough', 'reported'],
  ['Doctor: Any shortness of breath?|Patient: I guess so, when I climb stairs.', 'shortness of breath', 'reported'],
  ['Doctor: Do you have any chest pain or shortness of breath?|Patient: No chest pain, but I get short of breath.', 'chest pain', 'denied'],
  ['Doctor: Do you have any chest pain or shortness of breath?|Patient: No chest pain, but I get short of breath.', 'shortness of breath', 'reported'],
  ['Doctor: Any fever or chills?|Patient: Just chills.', 'chills', 'reported'],
  ['Doctor: Any numbness or tingling?|Patient: Yes, in my fingers.|Doctor: Any weakness?|Patient: No.', 'weakness', 'denied'],
  ['Patient: The nausea is gone now.', 'nausea', 'denied'],
  ['Doctor: Have you been vomiting?|Patient: Not anymore.', 'vomiting', 'denied'],
  ["Doctor: Have you had any fever, chills, or night sweats?|Patient: I haven't had any of those.", 'chills', 'denied'],
  ['Doctor: Any fever or chills?|Patient: Neither.', 'fever', 'denied'],
  ['Doctor: Any nausea, vomiting or diarrhea?|Patient: None of those, thankfully.', 'diarrhea', 'denied'],
  ["Doctor: Any dizziness or fainting?|Patient: I haven't noticed anything like that.", 'dizziness', 'denied'],
  // Found with MTS-Dialog (decision 724): the rest of the answer, a presumed symptom denied, a no said after a story.
  ["Doctor: Any nausea with the pain? Any vision changes?|Patient: Yeah, it's been pretty consistent. No vision changes.", 'vision changes', 'denied'],
  ['Doctor: And what about your diarrhea?|Patient: No more diarrhea.', 'diarrhea', 'denied'],
  ['Doctor: Any dizziness?|Patient: I have always been a bit clumsy. That is normal for me. Nothing like that.', 'dizziness', 'denied'],
  ['Doctor: Any room spinning?|Patient: No. I forgot to mention that after not being able to get up from my chair, my left hand became numb for two hours.', 'numbness', 'reported'],
  ['Doctor: What about blood in your vomit?|Patient: Nope.', 'hematemesis', 'denied'],
  // The review of systems' common questions in their usual words (decision 725).
  ['Doctor: Any pain in urination?|Patient: Nope.', 'dysuria', 'denied'],
  ['Doctor: Have you noticed any blood while urinating?|Patient: No.', 'hematuria', 'denied'],
  ['Doctor: Did you lose consciousness?|Patient: No.', 'syncope', 'denied'],
  ['Doctor: Any hot flashes or night sweats?|Patient: Neither.', 'hot flashes', 'denied'],
  ['Doctor: Any hallucinations or memory loss?|Patient: No.', 'memory loss', 'denied'],
  ['Doctor: Any hair loss?|Patient: Yes, a little.', 'hair loss', 'reported'],
  ['Doctor: Any yellowing of your skin or eyes?|Patient: No.', 'jaundice', 'denied'],
  ['Doctor: Any pain behind the eyes?|Patient: Sometimes.', 'eye pain', 'reported'],
  ['Doctor: Any tremor?|Patient: Yes.', 'tremor', 'reported'],
  ['Doctor: Any excessive sweating?|Patient: No.', 'excessive sweating', 'denied'],
  // "Actually" opens an answer as "well" does (decision 726).
  ['Doctor: Do you think you lost consciousness at any point?|Patient: Actually, I do. Right after the crash.', 'syncope', 'reported'],
  ['Doctor: Any frequency or urgency?|Patient: No.', 'urinary frequency', 'denied'],
  ["Patient: I'm still pretty tired most days.", 'fatigue', 'reported'],
  // A pain said with its site in everyday ways (decision 768).
  ['Patient: My left ankle also hurts.', 'ankle pain', 'reported'],
  ['Patient: My elbow is killing me.', 'elbow pain', 'reported'],
];

const noteOf = (exchange: string) =>
  noteOfVisit(['Patient: I came in because my stomach has been hurting for three days.', ...exchange.split('|')])
    .section.note_sections.map((s) => s.text)
    .join(' ')
    .toLowerCase();

describe('the answer to a symptom question', () => {
  it('is denied or reported as said, never the other way', () => {
    const wrong = ANSWERS.map(([exchange, symptom, read]) => {
      const text = noteOf(exchange);
      const denied = new RegExp(`denies[^.]*${symptom}`).test(text);
      const reported = new RegExp(`(?:endorses|reports)[^.]*${symptom}`).test(text);
      return { exchange, symptom, read, denied, reported };
    }).filter((x) => (x.read === 'denied' ? !x.denied || x.reported : !x.reported || x.denied));
    expect(wrong).toEqual([]);
  });

  it('is no report of vomiting when the question asks for blood in the vomit', () => {
    expect(noteOf('Doctor: What about blood in your vomit?|Patient: Nope.')).not.toMatch(/(?:endorses|reports)[^.]*vomiting/);
  });

  it('is no yes when "I have" opens a story ("I have always been a homebody")', () => {
    expect(noteOf('Doctor: Any headaches?|Patient: I have always been a homebody.')).not.toMatch(/(?:endorses|reports)[^.]*headache/);
    expect(noteOf('Doctor: Any headaches?|Patient: I have, yes.')).toMatch(/endorses headache/);
  });

  it('is no urinary frequency in a "high frequency" hearing loss (decision 726)', () => {
    const text = noteOf("Doctor: Any other symptoms?|Patient: I feel like I've lost some of my hearing.|Doctor: You have some mild high frequency sensorineural hearing loss.");
    expect(text).not.toMatch(/urinary frequency/);
    expect(text).toMatch(/hearing loss/);
  });

  it("is no report of a parent's symptom (decision 761)", () => {
    const text = noteOf("Doctor: Any memory problems?|Patient: No, I don't think so, my parents did experience some memory loss but that was when they were in their nineties.");
    expect(text).not.toMatch(/(?:endorses|reports)[^.]*memory loss/);
    expect(noteOf('Patient: My grandparents had a lot of back pain.')).not.toMatch(/(?:endorses|reports)[^.]*back pain/);
    // Said of others, then of the patient: "they get really red and hot and sometimes I just feel a little bit dizzy".
    expect(noteOf('Patient: My ears, they get really red and hot and sometimes I just feel a little bit dizzy.')).toMatch(/(?:endorses|reports)[^.]*dizziness/);
  });

  it('is no condition in a test done for it, nor numbness in a numbing medicine (decision 761)', () => {
    expect(noteOf('Patient: They checked my diabetes, my blood pressure and my cholesterol, and the doctor said it was all OK.')).not.toMatch(/diabetes/);
    expect(noteOf('Patient: She gave me some numbing medicine and it helped a little bit.')).not.toMatch(/numbness/);
  });

  it('is no report of a pain had in the past, but is of one had in the past few weeks (decision 769)', () => {
    expect(noteOf("Doctor: Any joint pain?|Patient: Not right now, but I've had left knee pain in the past.")).not.toMatch(/(?:endorses|reports)[^.]*knee pain/);
    expect(noteOf("Patient: I've had left knee pain in the past few weeks.")).toMatch(/(?:endorses|reports)[^.]*knee pain/);
  });

  it('is no denial of the symptom a question sets aside to ask of others (decision 775)', () => {
    const text = noteOf('Doctor: Besides pain in your left eye, are you having any other problems?|Patient: No.');
    expect(text).not.toMatch(/denies[^.]*eye pain/);
    expect(text).toMatch(/(?:endorses|reports|presents with)[^.]*eye pain/);
  });

  it('is no report of what a drug is for', () => {
    // "Albuterol as needed for wheezing?" "Yes." says the drug is taken, not that the patient wheezes now.
    expect(noteOf('Doctor: Are you still taking the albuterol as needed for wheezing?|Patient: Yes.')).not.toMatch(/(?:endorses|reports)[^.]*wheez/);
    expect(noteOf('Doctor: Any wheezing?|Patient: Yes.')).toMatch(/endorses wheezing/);
  });

  it('is no complaint when the question presumed it and the answer says it is well now', () => {
    const note = noteOfVisit([
      'Doctor: How is your back pain doing since the injections?',
      'Patient: Oh, my back is doing really well, no problems there.',
      'Doctor: So what brings you in today?',
      'Patient: My right knee has been hurting for two weeks, since I slipped on the stairs.',
      'Doctor: I think you have a medial meniscus tear.',
    ]);
    const text = note.section.note_sections.map((s) => s.text).join(' ');
    expect(note.chiefComplaint).not.toMatch(/back/i);
    expect(text).not.toMatch(/(?:endorses|reports)[^.]*back pain/i);
    // Better is not gone (decision 776): "It has been better now. I won't say I am all good."
    expect(noteOf("Doctor: How is your dysphagia?|Patient: It has been better now. I won't say I am all good.")).not.toMatch(/denies[^.]*difficulty swallowing/);
    // Still there, it stays a complaint.
    expect(noteOf('Doctor: How is your nausea?|Patient: It is better, but still there in the mornings.')).not.toMatch(/denies[^.]*nausea/);
  });
});
