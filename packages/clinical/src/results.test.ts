import { describe, expect, it } from 'vitest';
import { EXAM_CUE } from './facts/cues.js';
import { readsImageDenial, readsImageFinding, resultFinding, TEST_NAME } from './results.js';
import { pronounsFor } from './text.js';

const result = (said: string, test?: string) => resultFinding(said, pronounsFor('female'), test);

describe('test results as the clinician reads them', () => {
  it('writes the test with what it showed', () => {
    expect(result('your x-ray shows no fracture .')).toBe('X-ray shows no fracture.');
    expect(result('so this is a normal x-ray of your lumbar spine .')).toBe('X-ray of the lumbar spine is normal.');
    // The aside after what it showed is not part of the result.
    expect(result('also shows that leaky valve , the mitral regurgitation that , that you have , okay ?', 'echocardiogram')).toBe('Echocardiogram shows leaky valve, the mitral regurgitation.');
  });

  it('writes a point-of-care test the device was asked to show, positive or raised', () => {
    expect(result('and you also have, uh, positive for strep.', 'rapid strep')).toBe('Rapid strep is positive.');
    expect(result('you tested negative for influenza', 'rapid flu')).toBe('Rapid flu negative for influenza.');
    expect(result('okay, so, you know, your lyme titer is a little elevated')).toBe('Lyme titer is mildly elevated.');
  });

  it('writes a rhythm read as normal, acronyms in capitals, and the test the sentence names', () => {
    expect(result('the ekg shows normal sinus rhythm with a rate of 72 .')).toBe('EKG shows normal sinus rhythm with a rate of 72.');
    expect(result('your ekg looks normal .')).toBe('EKG is normal.');
    expect(result('the cbc is normal .')).toBe('CBC is normal.');
    // Talked about the EKG before, the sentence names the MRI.
    expect(result('the mri shows a small tear .', 'EKG')).toBe('MRI shows small tear.');
    // …and in the heading of a result read as "test: finding".
    expect(result('the ventricles are normal', 'mri')).toBe('MRI: ventricles normal.');
  });

  it('writes the finding without stammer, explanation or a pronoun for it', () => {
    expect(result('the pathology shows as melanoma .')).toBe('Pathology shows melanoma.');
    expect(result('your x-ray shows no there is no fracture .')).toBe('X-ray shows no fracture.');
    expect(result('the x-ray shows that she has a large spur there on the top of her big toe joint .')).toBe('X-ray shows large spur on the top of her big toe joint.');
    expect(result('the ct shows no evidence of hydronephrosis that would mean that the stone is obstructing the ureter .')).toBe('CT shows no evidence of hydronephrosis.');
    expect(result('your abdominal x-rays show a possible kidney stone .')).toBe('Abdominal x-rays show possible kidney stone.');
    expect(result("so , looking here at the results of your chest x-ray , it does look like you have a little bit of fluid in your lungs there , and that can be just from , um , your heart failure , okay ?")).toBe('Chest x-ray shows mild fluid in her lungs.');
    // What a finding points back to is not in the sentence; a verb where the finding should be is garbled.
    expect(result('the ct shows no evidence of that .')).toBeUndefined();
    expect(result('your labs shows as mildly low on the results .')).toBeUndefined();
  });

  it('writes what the reader of an image does not see as what it shows no evidence of', () => {
    expect(result("i do n't see any evidence of any fracture", 'x-rays')).toBe('X-rays show no evidence of fracture.');
    // Without what the reader expected, and one finding a sentence.
    expect(result("so i do n't even see any signs of any arthritis that i would've been suspecting", 'x-rays')).toBe('X-rays show no signs of arthritis.');
    expect(result("i do n't see any evidence of any fracture and when compared to the left knee everything looks good", 'x-ray')).toBe('X-ray shows no evidence of fracture.');
  });

  it('reads a structure said to be preserved after the test that was done', () => {
    expect(result('now i reviewed the x-rays that we did when you first came into the office here this morning and the joint spaces of that right knee are are well maintained')).toBe(
      'X-rays: joint spaces of the right knee well maintained.',
    );
    expect(result('looking at the x-ray that we did last week , it shows a fracture')).toBe('X-ray from last week shows fracture.');
  });

  it('never turns the reason a test was sent into its result', () => {
    expect(result('you have a lot of arthritis for someone so young , so we had sent off that autoimmune panel .')).toBeUndefined();
  });

  it('reads a test\'s site as a place on the body, and lesions and adenopathy as what an exam finds', () => {
    expect(TEST_NAME.test("on the right inferior back there's a one centimeter shave biopsy site")).toBe(false);
    expect(TEST_NAME.test('the biopsy showed melanoma')).toBe(true);
    expect(EXAM_CUE.test("there's no intrinsic or satellite lesions , no other suspicious moles")).toBe(true);
    expect(EXAM_CUE.test("there's no cervical lymphadenopathy .")).toBe(true);
  });
});

describe('a result said after the test was done or reviewed (decision 573)', () => {
  it('reads the clause that names the test and what it was', () => {
    expect(result('so i was able to review the results of your recent lab work and your hcv antibody test was positive')).toBe('HCV antibody test was positive.');
    expect(result('i saw that they did a rapid covid test when you came in here and that was negative')).toBe('Rapid COVID test was negative.');
    expect(result('we did an x-ray of your left knee and it was normal')).toBe('X-ray of the left knee was normal.');
    expect(result('we were able to get a ct of your side and it showed that you do have a stone measuring point five centimeters in size and it\'s located in the proximal right ureter')).toBe(
      'CT shows stone measuring 0.5 cm in size, located in the proximal right ureter.',
    );
  });
  it('writes the values within normal limits, two things not seen as one list, and the site of the test', () => {
    expect(result('but your alt and albumin were all within normal limits', 'liver panel')).toBe('Liver panel: ALT and albumin all within normal limits.');
    expect(result('so there is no fractures no bony abnormalities', 'x-ray of the shoulder')).toBe('X-ray of the shoulder shows no fractures or bony abnormalities.');
  });
});

describe('"on your results for the chest x-ray" (decision 577)', () => {
  it('names the test whose result follows', () => {
    expect(result('so on your results for the chest x-ray it does look like you have some mild radiation pneumonitis which basically means some inflammation of the lungs')).toBe('Chest x-ray shows mild radiation pneumonitis.');
  });
});

describe('analytes said in a row without pauses (decision 644)', () => {
  it('are written as a series', () => {
    expect(result('your alt albumin and total bilirubin were all within normal limits .', 'liver panel')).toMatch(/ALT, albumin, and total bilirubin/);
  });
});

describe('"looks like you don\'t have any fractures" said after the image (decision 645)', () => {
  it('is what the image shows', () => {
    expect(result("looks like you don't have any fractures or any bony misalignment which i expect with this kind of injury .", 'x-rays')).toBe('X-rays show no fractures or bony misalignment.');
    expect(readsImageDenial("so it looks like you don't have any fracture")).toBe(true);
  });
  it('not a finding no image is read for', () => {
    expect(readsImageDenial("it looks like you don't have any swelling")).toBe(false);
  });
});

describe('a result read after the review of its test', () => {
  it('reads "I reviewed the results of the CT scan of your abdomen and it does show …" as what the scan shows', () => {
    expect(resultFinding('i reviewed the results of the ct scan of your abdomen and it does show a kidney stone in the right ureter', pronounsFor('male'), undefined)).toBe(
      'CT scan of the abdomen shows kidney stone in the right ureter.',
    );
  });
});

describe('a result read after the test was done, said as its reason (decision 803)', () => {
  it('reads "since we did the echocardiogram … it does show", each finding its own', () => {
    expect(result('now since we did the echocardiogram i reviewed those results and it does show a preserved ef of fifty five percent abnormal diastolic filling and mild-to-moderate mitral regurgitation')).toBe(
      'Echocardiogram shows preserved EF of 55%, abnormal diastolic filling and mild-to-moderate mitral regurgitation.',
    );
    expect(result('since we did the echocardiogram, i reviewed those results, and it does show a preserved ejection fraction of fifty five percent, abnormal diastolic filling and mild mitral regurgitation')).toBe(
      'Echocardiogram shows preserved ejection fraction of 55%, abnormal diastolic filling and mild mitral regurgitation.',
    );
  });
});

describe('a urine dipstick (decision 817)', () => {
  it('is a test whose result is read out', () => {
    expect(TEST_NAME.test('your urine dip shows positive leukocytes and nitrites')).toBe(true);
    expect(TEST_NAME.test('the dipstick was negative')).toBe(true);
  });
});

describe('an image said done and read, and a finding said as there being one (decision 835)', () => {
  it('reads "we did get an x-ray … and it showed …"', () => {
    expect(result('so we did get an x-ray of your shoulder today and it showed no fracture or dislocation .')).toBe('X-ray of the shoulder shows no fracture or dislocation.');
  });
  it('reads "there is some mild arthritis at the AC joint" after the image as what it shows', () => {
    expect(readsImageFinding('there is some mild arthritis at the ac joint .')).toBe(true);
    expect(readsImageFinding('there is some tenderness at the ac joint .')).toBe(false);
    expect(result('there is some mild arthritis at the ac joint .', 'x-ray')).toBe('X-ray shows mild arthritis at the AC joint.');
  });
});
