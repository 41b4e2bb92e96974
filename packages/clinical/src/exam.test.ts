import { describe, expect, it } from 'vitest';
import { examFindings } from './exam.js';
import { pronounsFor } from './text.js';

const exam = (said: string) => examFindings(said, pronounsFor('female'));

describe('exam findings', () => {
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
    // Cut off by the patient, said on "my exam", said as what the patient does not have.
    expect(exam("on your heart exam , i do appreciate a little two out of six systolic ejection murmur-")).toEqual(['Cardiovascular: 2/6 systolic ejection murmur.']);
    expect(exam("so , on my exam , you have some significant tenderness to the lateral aspect of your right upper leg . you do n't seem to have any pain or tenderness with flexion of your lower leg .")).toEqual([
      'Significant tenderness to the lateral aspect of the right upper leg.',
      'No pain or tenderness with flexion of her lower leg.',
    ]);
  });

  it('leaves out announcements and reassurance', () => {
    expect(exam("so , i'm just gon na check out your heart and your lungs .")).toEqual([]);
    expect(exam('everything looks good .')).toEqual([]);
  });
});
