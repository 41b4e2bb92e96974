import { describe, expect, it } from 'vitest';
import { loggableUrl } from './log-redaction.js';

describe('loggableUrl', () => {
  it('drops the query string and redacts a recording ticket', () => {
    expect(loggableUrl('/api/patients/mine?search=Smith&limit=10')).toBe('/api/patients/mine');
    expect(loggableUrl('/api/patients/mine')).toBe('/api/patients/mine');
    expect(loggableUrl('/api/encounters/token/abc.def-123')).toBe('/api/encounters/token/[redacted]');
    expect(loggableUrl('/api/encounters/token/abc.def-123?x=1')).toBe('/api/encounters/token/[redacted]');
    expect(loggableUrl('/api/encounters/token/abc/stream')).toBe('/api/encounters/token/[redacted]/stream');
    expect(loggableUrl('/api/encounters/e1/transcript?q=token')).toBe('/api/encounters/e1/transcript');
    expect(loggableUrl('?a=1')).toBe('');
  });
});
