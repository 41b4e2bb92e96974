import { Fragment, useRef, useState } from 'react';
import { FileUp, Mic, PencilLine, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useSaveTranscript } from '../api/save-transcript';
import { useSuggestSpeakerLabels } from '../api/suggest-speaker-labels';
import type { LiveResult } from '../recording/use-live-recording';
import { LiveResultLine, TranscriptLines } from './transcript-lines';

/** The text area of Upload / Edit, with a .txt upload and the server's speaker labels. */
function TranscriptEditor({ encounterId, draft, onDraft, disabled }: { encounterId: string; draft: string; onDraft(text: string): void; disabled: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const speakerLabels = useSuggestSpeakerLabels(encounterId);

  // Issue 11: the server's suggested Clinician / Patient lines replace the draft; saving it accepts them.
  const onLabelSpeakers = () =>
    speakerLabels.mutate(draft, {
      onSuccess: ({ data }) => {
        onDraft(data.transcript);
        if (!data.labelled) toast({ title: 'This transcript already names its speakers.' });
      },
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    onDraft(await file.text());
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="grid flex-1 gap-2">
      <Label htmlFor="transcript-editor" className="sr-only">
        Transcript
      </Label>
      <Textarea
        id="transcript-editor"
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        disabled={disabled}
        placeholder="Type or paste the visit transcript here…"
        className="min-h-64 flex-1 leading-relaxed"
      />
      <div className="flex items-center gap-2">
        <input ref={fileInput} type="file" accept=".txt,text/plain" className="sr-only" id="transcript-file" onChange={(e) => void onUpload(e.target.files?.[0])} />
        <Button variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
          <FileUp aria-hidden="true" /> Upload a .txt file
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onLabelSpeakers}
          disabled={!draft.trim() || speakerLabels.isPending}
          title="Add Clinician / Patient labels to the lines; save to keep them"
        >
          {speakerLabels.isPending ? <Spinner label="Labelling speakers" /> : <Users aria-hidden="true" />} Label speakers
        </Button>
      </div>
    </div>
  );
}

export interface LiveTranscriptProps {
  transcript: string;
  isRecording: boolean;
  /** The text before the current recording, and the recording's final results (each label can be switched). */
  textBefore: string | null;
  liveResults: LiveResult[];
  partialText: string;
  onSwitchSpeaker(id: string): void;
}

/** The transcript as read: the recording's own lines while it runs, then the partial result in grey. */
function LiveTranscript({ transcript, isRecording, textBefore, liveResults, partialText, onSwitchSpeaker }: LiveTranscriptProps) {
  if (!transcript && !partialText) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-2 py-10 text-center text-sm text-muted-foreground">
        <Mic className="size-6 opacity-60" aria-hidden="true" />
        <p>No transcript yet. Start recording, or use Upload / Edit to type or paste one.</p>
      </div>
    );
  }
  return (
    <div className="text-[15px] leading-relaxed whitespace-pre-wrap" data-testid="live-transcript">
      {isRecording && liveResults.length > 0 ? (
        <>
          {textBefore?.trim() && <TranscriptLines text={textBefore.trimEnd()} />}
          {liveResults.map((result, index) => (
            <Fragment key={result.id}>
              {(index > 0 || textBefore?.trim()) && '\n'}
              <LiveResultLine result={result} onSwitch={() => onSwitchSpeaker(result.id)} />
            </Fragment>
          ))}
        </>
      ) : (
        <TranscriptLines text={transcript} />
      )}
      {partialText && <span className="text-muted-foreground/70"> {partialText}</span>}
    </div>
  );
}

export interface TranscriptCardProps extends LiveTranscriptProps {
  userId: string;
  encounterId: string;
  editing: boolean;
  onEditingChange(editing: boolean): void;
  /** The edited text is stored on the server. */
  onSaved(text: string): void;
}

/** The Transcription panel: the live transcript, or Upload / Edit with Cancel and Save (docs/product.md, Live recording view). */
export function TranscriptCard({ userId, encounterId, editing, onEditingChange, onSaved, ...live }: TranscriptCardProps) {
  const [draft, setDraft] = useState('');
  const save = useSaveTranscript(userId, encounterId);

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => onSaved(draft),
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  return (
    <Card className="min-h-80">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Transcription</CardTitle>
        {!editing ? (
          <Button
            variant="outline"
            size="sm"
            disabled={live.isRecording}
            onClick={() => {
              setDraft(live.transcript);
              onEditingChange(true);
            }}
          >
            <PencilLine aria-hidden="true" /> Upload / Edit
          </Button>
        ) : (
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                // Cancel restores the saved text.
                setDraft(live.transcript);
                onEditingChange(false);
              }}
            >
              Cancel
            </Button>
            <Button size="sm" onClick={onSave} disabled={save.isPending}>
              {save.isPending && <Spinner label="Saving" />}
              Save
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        {editing ? <TranscriptEditor encounterId={encounterId} draft={draft} onDraft={setDraft} disabled={live.isRecording} /> : <LiveTranscript {...live} />}
      </CardContent>
    </Card>
  );
}
