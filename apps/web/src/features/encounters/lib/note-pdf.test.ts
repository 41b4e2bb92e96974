import { describe, expect, it } from 'vitest';
import type { Section } from '@scribe/contracts';
import { buildNotePdf, pdfFileName, pdfTitle } from './note-pdf';

const longSection: Section = {
  modal: 'Stable Fusion',
  notice: 'The LLM engine was unreachable; this note comes from Stable Fusion.',
  note_sections: Array.from({ length: 12 }, (_, i) => ({
    title: `Section ${i + 1}`,
    text: `${'The patient describes a long history of intermittent symptoms that are documented here in detail. '.repeat(12)}\nSecond line.`,
  })),
  diagnostic_codes: [{ display_name: 'Essential (primary) hypertension', code: 'I10' }],
};

describe('note PDF (docs/product.md, Notes view)', () => {
  it('titles the PDF with patient name, section name and MM-DD-YYYY', () => {
    expect(pdfTitle('Evelyn Marchetti', 'Stable Fusion', new Date(2026, 10, 5))).toBe('Evelyn Marchetti - Stable Fusion - 11-05-2026');
    expect(pdfFileName('A/B: C - 11-05-2026')).toBe('AB C - 11-05-2026.pdf');
  });

  it('wraps long text and continues on new pages', () => {
    const { doc, title } = buildNotePdf(longSection, 'Evelyn Marchetti', new Date(2026, 10, 5));
    expect(title).toBe('Evelyn Marchetti - Stable Fusion - 11-05-2026');
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const raw = doc.output();
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('(Evelyn Marchetti - Stable Fusion - 11-05-2026)');
    expect(raw).toContain('(Section 12)');
    expect(raw).toContain('(1 - Essential \\(primary\\) hypertension [I10])');
    expect(raw).toContain(`(Page ${doc.getNumberOfPages()} of ${doc.getNumberOfPages()})`);
    // No line is wider than the page: every wrapped line fits.
    const width = doc.internal.pageSize.getWidth() - 112;
    const lines = doc.splitTextToSize('The patient describes a long history of intermittent symptoms that are documented here in detail. '.repeat(12), width) as string[];
    expect(lines.length).toBeGreaterThan(3);
  });

  it('writes N/A when there are no codes', () => {
    const { doc } = buildNotePdf({ ...longSection, note_sections: [{ title: 'Plan', text: 'Rest.' }], diagnostic_codes: [] }, 'Ann Lee');
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.output()).toContain('(N/A)');
  });
});
