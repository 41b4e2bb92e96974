import type { NoteTemplate } from '@scribe/contracts';
import type { FactKind } from './facts/index.js';

/** One section of a template: its title, what belongs in it, and which kinds of fact the engine puts there. */
export interface TemplateSection {
  title: string;
  holds: string;
  /** Fact kinds, in the order they are written. `chief_complaint` is the visit's reason. */
  kinds: readonly (FactKind | 'chief_complaint')[];
  /** The facts flagged for this specialty come first; the others follow under the label `others` (never dropped). */
  only?: 'psychiatric';
  others?: string;
  /** The exam's body systems this specialty reads first, in this order; the others follow in the order examined. */
  systemsFirst?: readonly string[];
}

const CC: TemplateSection = { title: 'Chief Complaint', holds: 'The reason for the visit, in a few words.', kinds: ['chief_complaint'] };
const HPI: TemplateSection = {
  title: 'History of Present Illness',
  holds: 'Who the patient is and why they came; each symptom with onset, duration, severity and modifiers; the patient’s account; pertinent negatives.',
  kinds: ['opening', 'symptom', 'narrative', 'negative'],
};
/**
 * The history of a template without a risk section: a denied or endorsed suicidal ideation is the history's
 * (decision 819), as the SOAP template's Subjective holds it.
 */
const HPI_WITH_RISK: TemplateSection = { ...HPI, kinds: [...HPI.kinds, 'risk'] };
const ROS: TemplateSection = { title: 'Review of Systems', holds: 'Symptoms endorsed and denied, by body system.', kinds: ['ros'] };
const MEDICATIONS: TemplateSection = { title: 'Medications', holds: 'Current medications with dose and frequency.', kinds: ['medication'] };
const ALLERGIES: TemplateSection = { title: 'Allergies', holds: 'Drug allergies, or no known drug allergies.', kinds: ['allergy'] };
const ASSESSMENT: TemplateSection = {
  title: 'Assessment',
  holds: 'The problems the clinician assessed (possible ones marked), and the clinician’s stated impression.',
  kinds: ['problem', 'impression'],
};
const PLAN: TemplateSection = {
  title: 'Plan',
  holds: 'Tests, new or changed medications, referrals, patient instructions, follow-up interval.',
  kinds: ['plan', 'instruction', 'followup', 'agreement'],
};
const RISK: TemplateSection = { title: 'Risk Assessment', holds: 'Suicidal and homicidal ideation, self-harm: endorsed or denied.', kinds: ['risk'] };

/** What each note template declares (docs/product.md, 11. Notes and codes), in the order a note shows it. */
export const TEMPLATES: Record<NoteTemplate, readonly TemplateSection[]> = {
  GENERIC_SOAP: [
    {
      title: 'Subjective',
      holds: 'Reason for the visit, history of present illness with pertinent negatives, history, medications, allergies.',
      kinds: ['opening', 'symptom', 'narrative', 'negative', 'risk', 'history', 'surgical', 'family', 'social', 'medication', 'allergy'],
    },
    { title: 'Objective', holds: 'Vital signs, examination findings, test results.', kinds: ['vital', 'exam', 'result'] },
    ASSESSMENT,
    PLAN,
  ],
  GENERIC_MULTIPLE_SECTIONS: [
    CC,
    HPI_WITH_RISK,
    ROS,
    { title: 'Past Medical History', holds: 'Medical, surgical, family and social history.', kinds: ['history', 'surgical', 'family', 'social'] },
    MEDICATIONS,
    ALLERGIES,
    { title: 'Physical Exam', holds: 'Vital signs, examination findings and results reviewed in the visit.', kinds: ['vital', 'exam', 'result'] },
    ASSESSMENT,
    PLAN,
  ],
  CARDIOLOGY_MULTIPLE_SECTIONS: [
    CC,
    HPI_WITH_RISK,
    {
      title: 'Cardiovascular Risk Factors',
      holds: 'Hypertension, diabetes, hyperlipidemia, smoking, obesity, coronary disease, family history of heart disease.',
      kinds: ['risk_factor'],
    },
    ROS,
    { title: 'Past Medical History', holds: 'Medical, surgical, family and social history.', kinds: ['history', 'surgical', 'family', 'social'] },
    MEDICATIONS,
    ALLERGIES,
    { title: 'Vital Signs', holds: 'Blood pressure, heart rate, oxygen saturation, weight.', kinds: ['vital'] },
    {
      title: 'Cardiac Exam',
      holds: 'Heart sounds, murmurs, rhythm, edema, pulses, lungs.',
      kinds: ['exam'],
      // As a cardiologist charts it: the neck's veins and carotids, the heart, the lungs, the legs' edema and pulses.
      systemsFirst: ['General', 'Neck', 'Cardiovascular', 'Respiratory', 'Extremities'],
    },
    { title: 'Diagnostic Results', holds: 'ECG, echocardiogram, stress test, labs.', kinds: ['result'] },
    ASSESSMENT,
    PLAN,
  ],
  PSYCHIATRY_MULTIPLE_SECTIONS: [
    CC,
    HPI,
    { title: 'Psychiatric History', holds: 'Psychiatric and medical history, family history.', kinds: ['history', 'family', 'surgical'] },
    { title: 'Psychiatric Medications', holds: 'Psychiatric medications with dose and frequency.', kinds: ['medication'], only: 'psychiatric', others: 'Other medications' },
    { title: 'Substance Use', holds: 'Alcohol, tobacco and drug use; social situation.', kinds: ['social'] },
    { title: 'Mental Status Exam', holds: 'Mood, affect, thought process and content, orientation, insight and judgment.', kinds: ['mental_status', 'exam', 'vital'] },
    RISK,
    ASSESSMENT,
    PLAN,
  ],
  PSYCHOLOGY_MULTIPLE_SECTIONS: [
    { title: 'Presenting Problem', holds: 'What brings the client in, symptoms and pertinent negatives.', kinds: ['chief_complaint', 'opening', 'symptom', 'negative'] },
    { title: 'History', holds: 'The client’s account, history, family and social context.', kinds: ['narrative', 'history', 'family', 'social', 'surgical'] },
    { title: 'Mental Status', holds: 'Mood, affect, thought content, behaviour in session.', kinds: ['mental_status', 'exam'] },
    { title: 'Interventions', holds: 'Therapeutic techniques used or taught in session.', kinds: ['intervention'] },
    { title: 'Progress Toward Goals', holds: 'Change since the last session, toward the treatment goals.', kinds: ['progress'] },
    RISK,
    ASSESSMENT,
    PLAN,
  ],
};

const titles = (template: NoteTemplate) => TEMPLATES[template].map((section) => section.title);

/** The section titles each note template declares, in order. */
export const TEMPLATE_SECTIONS: Record<NoteTemplate, readonly string[]> = {
  GENERIC_SOAP: titles('GENERIC_SOAP'),
  GENERIC_MULTIPLE_SECTIONS: titles('GENERIC_MULTIPLE_SECTIONS'),
  CARDIOLOGY_MULTIPLE_SECTIONS: titles('CARDIOLOGY_MULTIPLE_SECTIONS'),
  PSYCHIATRY_MULTIPLE_SECTIONS: titles('PSYCHIATRY_MULTIPLE_SECTIONS'),
  PSYCHOLOGY_MULTIPLE_SECTIONS: titles('PSYCHOLOGY_MULTIPLE_SECTIONS'),
};
