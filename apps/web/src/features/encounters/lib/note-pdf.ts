import { jsPDF } from 'jspdf';
import type { Section } from '@scribe/contracts';
import { formatPdfDate } from '@/lib/format';
import { diagnosticCodeLines, ICD10_HEADING } from './note-text';

/** docs/product.md, Notes view: the title is the patient name, the section name and today's date as MM-DD-YYYY. */
export function pdfTitle(patientName: string, sectionName: string, date: Date = new Date()): string {
  return `${patientName} - ${sectionName} - ${formatPdfDate(date)}`;
}

export function pdfFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, '').replace(/\s+/g, ' ').trim()}.pdf`;
}

/** Builds the note as an A4 PDF on the client; long text wraps and continues on new pages. */
export function buildNotePdf(section: Section, patientName: string, date: Date = new Date()): { doc: jsPDF; title: string } {
  const title = pdfTitle(patientName, section.modal, date);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title, subject: 'Progress note', creator: 'Clinical Scribe' });
  const margin = 56;
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const width = pageWidth - margin * 2;
  let y = margin;

  const ensureRoom = (height: number) => {
    if (y + height > pageHeight - margin) {
      doc.addPage();
      y = margin;
    }
  };
  const write = (text: string, options: { size: number; bold?: boolean; gapAfter?: number; color?: [number, number, number] }) => {
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size);
    doc.setTextColor(...(options.color ?? [30, 41, 59]));
    const lineHeight = options.size * 1.35;
    for (const paragraph of text.split('\n')) {
      const lines: string[] = paragraph.trim() === '' ? [''] : doc.splitTextToSize(paragraph, width);
      for (const line of lines) {
        ensureRoom(lineHeight);
        doc.text(line, margin, y + options.size);
        y += lineHeight;
      }
    }
    y += options.gapAfter ?? 0;
  };

  write(title, { size: 16, bold: true, gapAfter: 4 });
  doc.setDrawColor(203, 213, 225);
  doc.line(margin, y, pageWidth - margin, y);
  y += 14;
  if (section.notice) write(section.notice, { size: 10, gapAfter: 10, color: [146, 64, 14] });
  for (const sub of section.note_sections) {
    ensureRoom(40);
    write(sub.title, { size: 12, bold: true, gapAfter: 2 });
    write(sub.text.trim() || '-', { size: 11, gapAfter: 12 });
  }
  ensureRoom(40);
  write(ICD10_HEADING, { size: 12, bold: true, gapAfter: 2 });
  write(diagnosticCodeLines(section.diagnostic_codes).join('\n'), { size: 11 });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page++) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(100, 116, 139);
    doc.text(`Page ${page} of ${pages}`, pageWidth - margin, pageHeight - 28, { align: 'right' });
  }
  return { doc, title };
}

export function downloadNotePdf(section: Section, patientName: string): void {
  const { doc, title } = buildNotePdf(section, patientName);
  doc.save(pdfFileName(title));
}
