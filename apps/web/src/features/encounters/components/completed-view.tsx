import { useState } from 'react';
import { Archive, ArchiveRestore } from 'lucide-react';
import type { Encounter } from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatEncounterDate, fullName, NAME_LIMIT, truncate } from '@/lib/format';
import { useIsMobile } from '@/lib/hooks';
import { cn } from '@/lib/utils';
import { currentTranscript, highlightSegments } from '../lib/note-text';
import { ArchiveEncounterDialog } from './archive-encounter-dialog';
import { NoteCard, type EvidenceSpans } from './note-card';
import { StatusBadge } from './status-badge';

export function TranscriptText({ text, highlight }: { text: string; highlight: EvidenceSpans }) {
  if (!text) return <p className="text-sm text-muted-foreground">No transcript.</p>;
  return (
    <p className="text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="transcript-text">
      {highlightSegments(text, highlight).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className="evidence" data-evidence="true">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

export function CompletedView({ encounter, userId }: { encounter: Encounter; userId: string }) {
  const isMobile = useIsMobile();
  const [tab, setTab] = useState('notes');
  const [highlight, setHighlight] = useState<EvidenceSpans>([]);
  const [selected, setSelected] = useState('0');
  const [archiveOpen, setArchiveOpen] = useState(false);
  const name = fullName(encounter.patient);
  const sections = encounter.sections;
  const debugAll = encounter.metadata.settings?.model_version === 'debug-all';
  const transcript = currentTranscript(encounter.transcription);
  const visible = isMobile && sections.length > 1 ? sections.filter((_, i) => String(i) === selected) : sections;

  const selectEvidence = (spans: EvidenceSpans) => {
    setHighlight(spans);
    setTab('transcript');
    // Bring the first highlighted span into view once the tab has rendered.
    setTimeout(() => document.querySelector('mark[data-evidence]')?.scrollIntoView({ block: 'center', behavior: 'smooth' }), 50);
  };

  return (
    <div className="grid gap-6">
      <Tabs value={tab} onValueChange={setTab}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value="notes">Notes</TabsTrigger>
            <TabsTrigger value="transcript">Transcript</TabsTrigger>
          </TabsList>
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            {formatEncounterDate(encounter.createdAt)} <StatusBadge status={encounter.status} />
          </span>
        </div>
        <TabsContent value="notes" className="grid gap-5">
          <Card className="gap-1 px-5 py-4">
            <h1 className="text-xl font-semibold tracking-tight" title={name}>
              {truncate(name, NAME_LIMIT)}
            </h1>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Chief complaint:</span> {encounter.chief_complaint || 'N/A'}
            </p>
          </Card>
          {isMobile && sections.length > 1 && (
            <div className="grid gap-1.5">
              <Label htmlFor="section-select">Select section</Label>
              <Select value={selected} onValueChange={setSelected}>
                <SelectTrigger id="section-select" aria-label="Select section">
                  <SelectValue placeholder="Select section" />
                </SelectTrigger>
                <SelectContent>
                  {sections.map((section, index) => (
                    <SelectItem key={index} value={String(index)}>
                      {section.modal}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          {sections.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes were generated for this encounter.</p>
          ) : (
            <div className={cn('grid items-start gap-5', debugAll && 'lg:grid-cols-3')}>
              {visible.map((section, index) => (
                <NoteCard key={`${section.modal}-${index}`} section={section} patientName={name} onSelectEvidence={selectEvidence} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="transcript">
          <Card>
            <CardContent>
              {highlight.length > 0 && (
                <div className="mb-3 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <span>Highlighted: where the selected sentence came from.</span>
                  <Button variant="ghost" size="sm" onClick={() => setHighlight([])}>
                    Clear highlight
                  </Button>
                </div>
              )}
              <TranscriptText text={transcript} highlight={highlight} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <div>
        <Button variant="destructive" onClick={() => setArchiveOpen(true)}>
          {encounter.is_archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {encounter.is_archived ? 'Unarchive Encounter' : 'Archive Encounter'}
        </Button>
      </div>
      <ArchiveEncounterDialog userId={userId} encounterId={encounter._id} archived={encounter.is_archived} open={archiveOpen} onOpenChange={setArchiveOpen} />
    </div>
  );
}
