import { Fragment } from 'react';
import { ClipboardCopy, Download, Info, Maximize2 } from 'lucide-react';
import type { NoteSection, Section } from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { diagnosticCodeLines, emrText, ICD10_HEADING, sentencePieces } from '../lib/note-text';

export const COPIED_MESSAGE = 'Notes Copied!, Please paste to EMR';

export type EvidenceSpans = { start: number; end: number }[];

function SubSectionText({ sub, onSelectEvidence }: { sub: NoteSection; onSelectEvidence?: (spans: EvidenceSpans) => void }) {
  const pieces = onSelectEvidence ? sentencePieces(sub) : null;
  if (!pieces || !onSelectEvidence) {
    return <p className="text-sm leading-relaxed whitespace-pre-wrap text-foreground/90">{sub.text}</p>;
  }
  return (
    <p className="text-sm leading-relaxed whitespace-pre-wrap text-foreground/90">
      {pieces.map((piece, index) =>
        piece.evidence && piece.evidence.length > 0 ? (
          <span
            key={index}
            role="button"
            tabIndex={0}
            onClick={() => onSelectEvidence(piece.evidence!)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onSelectEvidence(piece.evidence!);
              }
            }}
            title="Show where this came from in the transcript"
            className="cursor-pointer rounded-sm decoration-primary/40 decoration-dotted underline-offset-4 hover:bg-primary/8 hover:underline focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {piece.text}
          </span>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}

export function NoteContent({ section, onSelectEvidence }: { section: Section; onSelectEvidence?: (spans: EvidenceSpans) => void }) {
  return (
    <div className="grid gap-5">
      {section.notice && (
        <p className="flex items-start gap-2 rounded-md border border-amber-300/60 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {section.notice}
        </p>
      )}
      {section.note_sections.map((sub, index) => (
        <section key={`${sub.title}-${index}`} className="grid gap-1.5">
          <h3 className="text-sm font-semibold text-primary">{sub.title}</h3>
          <SubSectionText sub={sub} onSelectEvidence={onSelectEvidence} />
        </section>
      ))}
      <section className="grid gap-1.5 rounded-lg bg-muted/60 p-3">
        <h3 className="text-sm font-semibold">{ICD10_HEADING}</h3>
        <ul className="grid gap-1 text-sm">
          {diagnosticCodeLines(section.diagnostic_codes).map((line) => (
            <li key={line} className="tabular-nums">
              {line}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export async function copyToEmr(section: Section): Promise<void> {
  try {
    await navigator.clipboard.writeText(emrText(section));
    toast({ title: COPIED_MESSAGE });
  } catch {
    toast({ title: 'Could not copy. Please allow clipboard access and try again.', variant: 'destructive' });
  }
}

/** jsPDF is large: load it only when a PDF is asked for. */
async function downloadPdf(section: Section, patientName: string): Promise<void> {
  try {
    const { downloadNotePdf } = await import('../lib/note-pdf');
    downloadNotePdf(section, patientName);
  } catch {
    toast({ title: 'Could not create the PDF. Please try again.', variant: 'destructive' });
  }
}

export function NoteCard({
  section,
  patientName,
  onSelectEvidence,
  className,
}: {
  section: Section;
  patientName: string;
  onSelectEvidence?: (spans: EvidenceSpans) => void;
  className?: string;
}) {
  return (
    <Card className={cn('gap-4', className)} data-testid="note-card">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{section.modal}</CardTitle>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Open ${section.modal} note in a dialog`}>
              <Maximize2 />
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-3xl">
            <DialogHeader>
              <DialogTitle>{section.modal}</DialogTitle>
              <DialogDescription>Progress note for {patientName}</DialogDescription>
            </DialogHeader>
            <NoteContent section={section} />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent className="flex-1">
        <NoteContent section={section} onSelectEvidence={onSelectEvidence} />
      </CardContent>
      <CardFooter className="flex-wrap gap-2 border-t pt-4">
        <Button variant="outline" size="sm" onClick={() => void copyToEmr(section)}>
          <ClipboardCopy aria-hidden="true" /> Copy to EMR
        </Button>
        <Button variant="outline" size="sm" onClick={() => void downloadPdf(section, patientName)}>
          <Download aria-hidden="true" /> Download PDF
        </Button>
      </CardFooter>
    </Card>
  );
}
