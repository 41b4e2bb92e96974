import { describe, expect, it } from 'vitest';
import { createPlaceholders, isPrivateNetworkUrl } from './privacy.js';

describe('isPrivateNetworkUrl', () => {
  it.each([
    ['http://localhost:11434/v1', true],
    ['http://127.0.0.1:8000/v1', true],
    ['http://[::1]:8080/v1', true],
    ['http://10.1.2.3/v1', true],
    ['http://172.20.0.5:8000/v1', true],
    ['http://192.168.1.20:1234/v1', true],
    ['http://[fd12:3456::1]/v1', true],
    ['http://172.32.0.1/v1', false],
    ['https://api.openai.com/v1', false],
    ['https://my-gateway.example.com/v1', false],
    ['http://8.8.8.8/v1', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => {
    expect(isPrivateNetworkUrl(url)).toBe(expected);
  });
});

describe('placeholders', () => {
  const placeholders = createPlaceholders({ first_name: 'Ada', last_name: 'Lovelace', birth_date: '1980-12-10' });

  it('hides the name in any case and the birth date in the usual spellings', () => {
    const hidden = placeholders.hide(
      '[doctor] hello ada lovelace , born 12/10/1980 ? [patient] yes, December 10th, 1980. ADA is fine. Records say 1980-12-10 and 10 Dec 1980, asr says december 10th , 1980 . Adam came too.',
    );
    expect(hidden).not.toMatch(/ada\b|lovelace|1980/i);
    expect(hidden).toContain('hello [PATIENT_FIRST_NAME] [PATIENT_LAST_NAME]');
    expect(hidden).toContain('Adam came too');
    expect(hidden.match(/\[PATIENT_BIRTH_DATE\]/g)).toHaveLength(5);
  });

  it('puts the record\'s values back, whatever case the model used for the placeholder', () => {
    expect(placeholders.restore('[PATIENT_FIRST_NAME] [patient_last_name], born [PATIENT_BIRTH_DATE].')).toBe('Ada Lovelace, born 1980-12-10.');
  });

  it('leaves other bracketed words alone', () => {
    expect(placeholders.restore('[doctor] [PATIENT_NAME]')).toBe('[doctor] [PATIENT_NAME]');
  });
});
