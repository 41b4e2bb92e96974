import { beforeAll, describe, expect, it } from 'vitest';
import type { NoteTemplate, TranscriptionSettings } from '@scribe/contracts';
import fixtures from './fixtures/aci-bench-train.json' with { type: 'json' };
import { loadIcd10 } from './icd10.js';
import { buildNote, stableEngine } from './stable-engine.js';
import { TEMPLATE_SECTIONS } from './templates.js';

beforeAll(() => {
  loadIcd10();
});

const VISIT = [
  'Doctor: Good morning. What brings you in today?',
  'Patient: I have had chest pain for three days. It is worse when I climb stairs and better with rest.',
  'Doctor: On a scale of 1 to 10, how bad is it?',
  'Patient: About a 6 out of 10.',
  'Doctor: Any nausea, sweating or shortness of breath?',
  'Patient: No, none of that.',
  'Doctor: Do you have any allergies to medications?',
  'Patient: I am allergic to penicillin.',
  'Doctor: What medications are you taking?',
  'Patient: I take lisinopril 20 mg once a day and atorvastatin 40 mg at night.',
  'Patient: I think it is my heart, honestly. My father had a heart attack at 50.',
  'Doctor: You have a history of hypertension and high cholesterol, right?',
  'Patient: Yes.',
  'Doctor: Let me examine you. Your blood pressure is 150 over 92 and your heart rate is 88.',
  'Doctor: On exam, your lungs are clear and I hear a soft systolic murmur.',
  'Doctor: My impression is stable angina.',
  'Doctor: I am going to order a stress test and an EKG.',
  'Doctor: We will start aspirin 81 mg daily.',
  'Doctor: I want you to call me if the pain happens at rest.',
  'Doctor: Let us follow up in two weeks.',
].join('\n');

const settings = (overrides: Partial<TranscriptionSettings> = {}): TranscriptionSettings => ({
  template: 'GENERIC_MULTIPLE_SECTIONS',
  detail_level: 'high',
  note_type: 'paragraph',
  type: 'in_person',
  ...overrides,
});
const patient = { first_name: 'Ada', last_name: 'Lovelace', birth_date: '1961-09-15', gender: 'female' as const };
const note = (transcript: string, overrides: Partial<TranscriptionSettings> = {}) =>
  buildNote({ transcript, patient, settings: settings(overrides), visitDate: new Date('2025-06-01') });
const sectionText = (result: ReturnType<typeof note>, title: string) => result.section.note_sections.find((s) => s.title === title)?.text ?? '';

describe('Stable Fusion on a primary-care visit', () => {
  const result = note(VISIT);

  it('writes every section of the template, labelled Stable Fusion, with the chief complaint', () => {
    expect(result.section.modal).toBe('Stable Fusion');
    expect(result.section.note_sections.map((s) => s.title)).toEqual(TEMPLATE_SECTIONS.GENERIC_MULTIPLE_SECTIONS);
    expect(result.chiefComplaint).toBe('Chest pain');
  });

  it('catches the symptom with onset, duration, severity and modifiers, in third person', () => {
    const hpi = sectionText(result, 'History of Present Illness');
    expect(hpi).toMatch(/^Patient is a 63-year-old female presenting with chest pain\./);
    expect(hpi).toMatch(/Reports chest pain, for 3 days, rated 6\/10, worse with i climb stairs, relieved by rest\./i);
    expect(hpi).toContain('Denies nausea and shortness of breath.');
    expect(hpi).not.toMatch(/\bI have\b/);
  });

  it('lists medications with dose and frequency, allergies, history and vitals', () => {
    expect(sectionText(result, 'Medications')).toContain('Lisinopril 20 mg daily.');
    expect(sectionText(result, 'Medications')).toContain('Atorvastatin 40 mg at night.');
    expect(sectionText(result, 'Allergies')).toBe('Allergic to penicillin.');
    expect(sectionText(result, 'Past Medical History')).toMatch(/History of hypertension and hyperlipidemia\./);
    expect(sectionText(result, 'Physical Exam')).toContain('Blood pressure 150/92 mmHg.');
    expect(sectionText(result, 'Physical Exam')).toContain('Heart rate 88 bpm.');
    expect(sectionText(result, 'Physical Exam')).toMatch(/lungs are clear.*soft systolic murmur/i);
  });

  it('writes the assessment from the clinician, never from the patient guess', () => {
    const assessment = sectionText(result, 'Assessment');
    expect(assessment).toMatch(/^Angina\./);
    expect(assessment).not.toMatch(/myocardial infarction|heart attack/i);
    expect(result.section.diagnostic_codes[0]).toEqual({ code: 'I20.9', display_name: 'Angina pectoris, unspecified' });
  });

  it('writes the plan as orders, instructions and the follow-up interval', () => {
    const plan = sectionText(result, 'Plan');
    expect(plan).toContain('Order a stress test and an EKG.');
    expect(plan).toContain('Start aspirin 81 mg daily.');
    expect(plan).toMatch(/Patient instructed to call me if the pain happens at rest\./);
    expect(plan).toContain('Follow up in 2 weeks.');
  });

  it('keeps, for every sentence, the transcript spans it came from', () => {
    for (const section of result.section.note_sections) {
      for (const s of section.sentences ?? []) {
        expect(s.evidence.length, s.text).toBeGreaterThan(0);
        for (const e of s.evidence) {
          expect(e.start).toBeGreaterThanOrEqual(0);
          expect(e.end).toBeLessThanOrEqual(VISIT.length);
          expect(e.end).toBeGreaterThan(e.start);
        }
      }
      expect(section.text).toBe((section.sentences ?? []).map((s) => s.text).join(' '));
    }
    const allergy = result.section.note_sections.find((s) => s.title === 'Allergies')!.sentences![0]!;
    expect(allergy.evidence.map((e) => VISIT.slice(e.start, e.end)).join(' ')).toContain('allergic to penicillin');
  });

  it('is deterministic', () => {
    expect(note(VISIT)).toEqual(result);
  });
});

describe('detail levels and note types', () => {
  it('writes a shorter note at low detail', () => {
    const high = note(fixtures.encounters[0]!.dialogue, { detail_level: 'high' });
    const low = note(fixtures.encounters[0]!.dialogue, { detail_level: 'low' });
    const length = (r: typeof high) => r.section.note_sections.map((s) => s.text).join(' ').split(/\s+/).length;
    expect(length(low)).toBeLessThan(length(high) / 2);
    expect(sectionText(low, 'Plan')).toMatch(/lisinopril/i);
    // The patient's own account is left to the high-detail note; the essentials stay.
    expect(sectionText(low, 'History of Present Illness')).not.toMatch(/traveling/);
    expect(sectionText(high, 'History of Present Illness')).toMatch(/traveling/);
    const soap = note(VISIT, { template: 'GENERIC_SOAP', detail_level: 'low' });
    expect(sectionText(soap, 'Subjective')).toMatch(/Reports chest pain.*Lisinopril 20 mg daily.*Allergic to penicillin/s);
  });

  it('writes one "- " bullet per sentence for bullet_points', () => {
    const result = note(VISIT, { note_type: 'bullet_points' });
    const plan = result.section.note_sections.find((s) => s.title === 'Plan')!;
    expect(plan.text.split('\n')).toEqual(plan.sentences!.map((s) => `- ${s.text}`));
  });
});

describe('templates', () => {
  const templates: NoteTemplate[] = ['GENERIC_SOAP', 'GENERIC_MULTIPLE_SECTIONS', 'CARDIOLOGY_MULTIPLE_SECTIONS', 'PSYCHIATRY_MULTIPLE_SECTIONS', 'PSYCHOLOGY_MULTIPLE_SECTIONS'];
  it.each(templates)('%s gives its declared sections', (template) => {
    expect(note(VISIT, { template }).section.note_sections.map((s) => s.title)).toEqual(TEMPLATE_SECTIONS[template]);
  });

  it('SOAP puts history in Subjective and vitals and exam in Objective', () => {
    const result = note(VISIT, { template: 'GENERIC_SOAP' });
    expect(sectionText(result, 'Subjective')).toMatch(/Reports chest pain.*Lisinopril 20 mg daily.*Allergic to penicillin/s);
    expect(sectionText(result, 'Objective')).toMatch(/Blood pressure 150\/92 mmHg.*murmur/s);
  });

  it('cardiology lists risk factors, vital signs and the cardiac exam apart', () => {
    const result = note(VISIT, { template: 'CARDIOLOGY_MULTIPLE_SECTIONS' });
    expect(sectionText(result, 'Cardiovascular Risk Factors')).toMatch(/Hypertension\..*Hyperlipidemia\./s);
    expect(sectionText(result, 'Vital Signs')).toContain('Blood pressure 150/92 mmHg.');
    expect(sectionText(result, 'Cardiac Exam')).toMatch(/murmur/);
  });

  const PSYCH_VISIT = [
    'Doctor: How has your mood been since we started sertraline?',
    'Patient: I have been feeling down most days and I am not sleeping well.',
    'Patient: I take sertraline 50 mg daily and lisinopril 10 mg daily.',
    'Doctor: Any thoughts of hurting yourself or others?',
    'Patient: No, never.',
    'Patient: I drink two beers on weekends and I quit smoking last year.',
    'Doctor: Today we practiced breathing exercises and talked about coping strategies.',
    'Patient: The breathing exercises have been helping me at work.',
    'Doctor: I think this is major depressive disorder, recurrent.',
    'Doctor: We will increase sertraline to 100 mg daily and follow up in four weeks.',
  ].join('\n');

  it('psychiatry gives psychiatric medications, substance use and the risk assessment', () => {
    const result = note(PSYCH_VISIT, { template: 'PSYCHIATRY_MULTIPLE_SECTIONS' });
    expect(sectionText(result, 'Psychiatric Medications')).toContain('Sertraline 50 mg daily.');
    expect(sectionText(result, 'Psychiatric Medications')).not.toMatch(/lisinopril/i);
    expect(sectionText(result, 'Substance Use')).toMatch(/drinks two beers on weekends/);
    expect(sectionText(result, 'Risk Assessment')).toMatch(/Denies suicidal ideation and homicidal ideation\./);
    expect(sectionText(result, 'Plan')).toMatch(/Increase sertraline to 100 mg daily/);
    expect(result.section.diagnostic_codes[0]?.code).toBe('F33.9');
  });

  it('psychology gives interventions and progress toward goals', () => {
    const result = note(PSYCH_VISIT, { template: 'PSYCHOLOGY_MULTIPLE_SECTIONS' });
    expect(sectionText(result, 'Interventions')).toMatch(/breathing exercises/);
    expect(sectionText(result, 'Progress Toward Goals')).toMatch(/helping/);
    expect(sectionText(result, 'Risk Assessment')).toMatch(/Denies suicidal ideation/);
  });
});

describe('social and family history', () => {
  it('reads questions and answers into history, denials included', () => {
    const result = note(
      [
        'Doctor: Do you smoke?',
        'Patient: No.',
        'Doctor: Any family history of heart disease?',
        'Patient: My father had a heart attack at 60.',
        'Doctor: How about alcohol?',
        'Patient: I drink wine on weekends.',
        'Doctor: What do you do for work?',
        'Patient: I am a teacher.',
      ].join('\n'),
    );
    const history = sectionText(result, 'Past Medical History');
    expect(history).toContain('Denies tobacco use.');
    expect(history).toContain('Her father had a myocardial infarction at 60.');
    expect(history).toContain('She drinks wine on weekends.');
    expect(history).toContain('She is a teacher.');
    expect(result.section.diagnostic_codes.map((c) => c.code)).not.toContain('I21.9');
  });
});

describe('transcripts without speaker labels', () => {
  it('still finds the clinician impression, and says that speakers were not labelled', () => {
    const result = note('I have had a sore throat for three days and a fever. Let me look. I think you have strep throat, so we will start amoxicillin 500 mg twice a day.');
    expect(result.section.notice).toMatch(/no speaker labels/);
    expect(result.section.diagnostic_codes[0]?.code).toBe('J02.0');
    expect(sectionText(result, 'Plan')).toMatch(/amoxicillin 500 mg twice daily|amoxicillin 500 mg twice a day/i);
  });

  it('says so when it recognises nothing', () => {
    const result = note('Doctor: The weather is lovely today.\nPatient: Yes, it is very sunny outside this week.');
    expect(result.section.notice).toMatch(/found nothing/);
    expect(result.section.diagnostic_codes).toEqual([]);
  });
});

describe('post-visit dictation', () => {
  it('reads the clinician narrative into the note', () => {
    const dictation =
      'Fifty two year old male seen today for cough for two weeks. He denies fever. Lungs are clear on exam. Assessment is acute bronchitis. We will start albuterol two puffs every four hours as needed and follow up in one week.';
    const result = note(dictation, { type: 'post_visit', template: 'GENERIC_SOAP' });
    expect(sectionText(result, 'Subjective')).toMatch(/cough, for 2 weeks/);
    expect(sectionText(result, 'Subjective')).toMatch(/Denies fever/);
    expect(sectionText(result, 'Objective')).toMatch(/Lungs are clear/);
    expect(sectionText(result, 'Assessment')).toMatch(/Acute bronchitis/);
    expect(sectionText(result, 'Plan')).toMatch(/albuterol/);
    expect(result.section.diagnostic_codes.map((c) => c.code)).toContain('J20.9');
    expect(result.section.diagnostic_codes.map((c) => c.code)).not.toContain('R50.9');
  });
});

describe('a structured dictation', () => {
  it('reads "Assessment:" and "Plan:" and keeps uncertain diagnoses out of the codes', () => {
    const dictation =
      'This is a 45-year-old male with a history of type 2 diabetes who presents with right knee pain for two weeks after a fall. He denies numbness. ' +
      'His blood pressure is 128 over 76. Exam shows tenderness over the medial joint line of the right knee. X-ray shows no fracture. ' +
      'Assessment: right knee pain, likely a medial collateral ligament sprain, and type 2 diabetes, well controlled. ' +
      'Plan: ibuprofen 600 mg three times a day with food, refer to physical therapy, continue metformin 1000 mg twice daily. Follow up in two weeks.';
    const result = buildNote({ transcript: dictation, patient: { ...patient, gender: 'male' }, settings: settings({ type: 'post_visit', template: 'GENERIC_SOAP' }), visitDate: new Date('2025-06-01') });
    expect(sectionText(result, 'Subjective')).toContain('Metformin 1000 mg twice daily.');
    expect(sectionText(result, 'Objective')).toMatch(/^Blood pressure 128\/76 mmHg\. Exam shows tenderness over the medial joint line of the right knee\. X-ray shows no fracture\.$/);
    expect(sectionText(result, 'Plan')).toBe('Ibuprofen 600 mg 3 times a day with food, refer to physical therapy, continue metformin 1000 mg twice daily. Follow up in 2 weeks.');
    expect(result.section.diagnostic_codes.map((c) => c.code)).toEqual(['E11.9', 'M25.561']);
  });
});

describe('golden facts on ACI-BENCH train dialogues', () => {
  const run = (i: number) => {
    const e = fixtures.encounters[i]!;
    return buildNote({
      transcript: e.dialogue,
      patient: { ...patient, gender: e.gender as 'male' | 'female', birth_date: `${2025 - e.age}-01-01` },
      settings: settings(),
      visitDate: new Date('2025-06-01'),
    });
  };

  it('D2N001: heart failure, depression, hypertension; lisinopril increased, Lasix started, echo ordered', () => {
    const result = run(0);
    const all = result.section.note_sections.map((s) => s.text).join('\n');
    expect(result.chiefComplaint).toBe('Annual exam');
    expect(sectionText(result, 'History of Present Illness')).toMatch(/Denies chest pain, shortness of breath, lower extremity edema/);
    expect(sectionText(result, 'Physical Exam')).toMatch(/3\/6 systolic ejection murmur/);
    expect(sectionText(result, 'Plan')).toMatch(/Increase her lisinopril to 40 mg/);
    expect(sectionText(result, 'Plan')).toMatch(/Start lasix, 20 mg/i);
    expect(sectionText(result, 'Plan')).toMatch(/echocardiogram/);
    expect(sectionText(result, 'Assessment')).toMatch(/Heart failure\..*Depression\..*Hypertension\./s);
    expect(result.section.diagnostic_codes.map((c) => c.code)).toEqual(expect.arrayContaining(['F32.A', 'I11.0']));
    expect(all).not.toMatch(/\?/);
  });

  it('D2N006: gout and reflux with their medications', () => {
    const result = run(1);
    expect(sectionText(result, 'Medications')).toMatch(/allopurinol/i);
    expect(sectionText(result, 'Medications')).toMatch(/omeprazole/i);
    expect(result.section.diagnostic_codes.map((c) => c.code)).toEqual(expect.arrayContaining(['M10.9', 'K21.9']));
  });

  it('D2N011: a 62-year-old man after an ER visit for chest pain; his blood pressure then', () => {
    const result = run(2);
    expect(sectionText(result, 'History of Present Illness')).toMatch(/62 year old male here for emergency room follow-up for some chest pain/i);
    expect(sectionText(result, 'Physical Exam')).toMatch(/180\/95/);
    expect(sectionText(result, 'Plan')).toMatch(/carvedilol/i);
  });
});

describe('speed', () => {
  it('writes a 30-minute visit (about 4,500 words) in under a second', async () => {
    const visit = fixtures.encounters.map((e) => e.dialogue).join('\n');
    expect(visit.split(/\s+/).length).toBeGreaterThan(4000);
    await stableEngine.generate({ transcript: VISIT, patient, settings: settings(), visitDate: new Date() });
    const started = performance.now();
    await stableEngine.generate({ transcript: visit, patient, settings: settings(), visitDate: new Date() });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
