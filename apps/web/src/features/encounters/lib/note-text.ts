import type { DiagnosticCode, NoteSection, Section } from '@scribe/contracts';

export const ICD10_HEADING = 'ICD10 Codes (In Beta, please review carefully)';

/** 'n - display name [code]' lines, numbered from 1; 'N/A' when there are none. */
export function diagnosticCodeLines(codes: readonly DiagnosticCode[]): string[] {
  if (codes.length === 0) return ['N/A'];
  return codes.map((code, index) => `${index + 1} - ${code.display_name} [${code.code}]`);
}

/** Copy to EMR (docs/product.md, Notes view): each section title with its text, followed by the ICD10 Codes list. */
export function emrText(section: Section): string {
  const parts = section.note_sections.map((sub) => `${sub.title}\n${sub.text.trim()}`);
  parts.push(`${ICD10_HEADING}\n${diagnosticCodeLines(section.diagnostic_codes).join('\n')}`);
  return parts.join('\n\n');
}

export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/** Splits `text` into plain and highlighted runs for the given [start, end) spans (clamped and merged). */
export function highlightSegments(text: string, spans: readonly { start: number; end: number }[]): TextSegment[] {
  const ranges = spans
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.max(0, Math.min(end, text.length)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const range of merged) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), highlighted: false });
    segments.push({ text: text.slice(range.start, range.end), highlighted: true });
    at = range.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), highlighted: false });
  return segments;
}

/** The current transcript: the last entry of `transcription`, or empty text. */
export function currentTranscript(transcription: readonly string[]): string {
  return transcription[transcription.length - 1] ?? '';
}

export interface TextPiece {
  text: string;
  evidence?: { start: number; end: number }[];
}

/**
 * Splits a note sub-section's text into its sentences (with their evidence) and the text between them, so the
 * text keeps its own line breaks and bullets. Null when there are no sentences or they do not match the text.
 */
export function sentencePieces(sub: NoteSection): TextPiece[] | null {
  const sentences = sub.sentences?.filter((s) => s.text.trim());
  if (!sentences?.length) return null;
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const sentence of sentences) {
    const at = sub.text.indexOf(sentence.text, cursor);
    if (at < 0) return null;
    if (at > cursor) pieces.push({ text: sub.text.slice(cursor, at) });
    pieces.push({ text: sentence.text, evidence: sentence.evidence });
    cursor = at + sentence.text.length;
  }
  if (cursor < sub.text.length) pieces.push({ text: sub.text.slice(cursor) });
  return pieces;
}
