import { describe, expect, it } from 'vitest';
import { resultFinding } from './results.js';
import { pronounsFor } from './text.js';

const result = (said: string, test?: string) => resultFinding(said, pronounsFor('female'), test);

describe('test results as the clinician reads them', () => {
  it('writes the test with what it showed', () => {
    expect(result('your x-ray shows no fracture .')).toBe('X-ray shows no fracture.');
    expect(result('so this is a normal x-ray of your lumbar spine .')).toBe('X-ray of the lumbar spine is normal.');
    // The aside after what it showed is not part of the result.
    expect(result('also shows that leaky valve , the mitral regurgitation that , that you have , okay ?', 'echocardiogram')).toBe('Echocardiogram shows leaky valve, the mitral regurgitation.');
  });

  it('never turns the reason a test was sent into its result', () => {
    expect(result('you have a lot of arthritis for someone so young , so we had sent off that autoimmune panel .')).toBeUndefined();
  });
});
