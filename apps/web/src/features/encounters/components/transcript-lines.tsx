import { Fragment } from 'react';
import { SPEAKER_LINE_LABELS, splitSpeakerLine, type SpeakerRole } from '@scribe/contracts';
import { cn } from '@/lib/utils';
import { switchedRole, type LiveResult } from '../recording/use-live-recording';

const ROLE_STYLE: Record<SpeakerRole, string> = {
  clinician: 'bg-primary/10 text-primary',
  patient: 'bg-amber-100 text-amber-900',
  other: 'bg-muted text-muted-foreground',
};
const chip = 'mr-1 inline-block rounded px-1.5 py-0.5 text-xs font-semibold tracking-wide uppercase';

/**
 * A transcript with its `Clinician: …` / `Patient: …` lines (issue 11) marked by colour. The text is shown as
 * it is stored (the label and its colon stay in the text), so what is read is what the editor holds.
 */
export function TranscriptLines({ text }: { text: string }) {
  // Lines stay apart by their own line breaks (the container keeps white space), so copied text is the transcript.
  return text.split('\n').map((line, index) => {
    const labelled = splitSpeakerLine(line);
    return (
      <Fragment key={index}>
        {index > 0 && '\n'}
        {labelled ? (
          <>
            <span className={cn(chip, ROLE_STYLE[labelled.speaker])} data-speaker={labelled.speaker}>
              {labelled.label}:
            </span>{' '}
            {labelled.text}
          </>
        ) : (
          line
        )}
      </Fragment>
    );
  });
}

/** One final result of the recording: its role as a button that switches it, then its words. */
export function LiveResultLine({ result, onSwitch }: { result: LiveResult; onSwitch: () => void }) {
  if (!result.speaker) return <span>{result.text}</span>;
  const label = SPEAKER_LINE_LABELS[result.speaker];
  return (
    <span data-testid="live-result">
      <button
        type="button"
        onClick={onSwitch}
        title={`Said by the ${SPEAKER_LINE_LABELS[switchedRole(result.speaker)].toLowerCase()}? Click to switch.`}
        aria-label={`${label}: click to switch to ${SPEAKER_LINE_LABELS[switchedRole(result.speaker)]}`}
        data-speaker={result.speaker}
        className={cn(chip, ROLE_STYLE[result.speaker], 'cursor-pointer hover:ring-2 hover:ring-ring/40 focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none')}
      >
        {label}:
      </button>{' '}
      {result.text}
    </span>
  );
}
