import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Encounter } from '@scribe/contracts';
import { mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import type { LiveResult, RecordingState } from '../recording/use-live-recording';
import { EncounterDetails } from './encounter-details';

// The live view must show whatever the recorder (issue 5) reports: partial text, reconnecting, errors.
const recorder = vi.hoisted(() => ({
  value: {
    state: 'idle' as RecordingState,
    partialText: '',
    error: null as string | null,
    start: async () => {},
    stop: async () => {},
    switchSpeaker: (() => {}) as (id: string) => void,
  },
  onResults: null as ((results: LiveResult[]) => void) | null,
}));
vi.mock('../recording/use-live-recording', () => ({
  useLiveRecording: (options: { onResults: (results: LiveResult[]) => void }) => {
    recorder.onResults = options.onResults;
    return recorder.value;
  },
  switchedRole: (speaker: string | null) => (speaker === 'clinician' ? 'patient' : 'clinician'),
}));

const ID = '22222222-2222-4222-8222-222222222222';
const encounter: Encounter = {
  _id: ID,
  patient: { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Evelyn', last_name: 'Marchetti' },
  status: 'in-progress',
  is_archived: false,
  chief_complaint: null,
  transcription: ['Doctor: Good morning.'],
  sections: [],
  metadata: { settings: null },
  createdAt: '2026-11-05T12:00:00Z',
  updatedAt: '2026-11-05T12:00:00Z',
};

const renderLive = () => renderRoute(<EncounterDetails userId={TEST_USER._id} encounterId={ID} />, { path: '/encounter/:id', url: `/encounter/${ID}` });

describe('Live view with the recorder states', () => {
  it('shows partial text in a lighter style after the transcript', async () => {
    recorder.value = { ...recorder.value, state: 'recording', partialText: 'how are you feel', error: null };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    const partial = await screen.findByText('how are you feel');
    expect(partial).toHaveClass('text-muted-foreground/70');
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('Doctor: Good morning. how are you feel');
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeEnabled();
  });

  it("shows 'Reconnecting…' calmly and keeps Checkout disabled", async () => {
    recorder.value = { ...recorder.value, state: 'reconnecting', partialText: '', error: null };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows the error when set', async () => {
    recorder.value = { ...recorder.value, state: 'idle', partialText: '', error: 'Microphone access was denied.' };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    expect(await screen.findByText('Microphone access was denied.')).toBeInTheDocument();
  });

  it('shows each final result with its speaker as it arrives (the server stores it; no PUT while streaming)', async () => {
    recorder.value = { ...recorder.value, state: 'recording', partialText: '', error: null };
    const fetch = mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    // A typed "Doctor:" line is marked like the recorder's own labels.
    expect(await screen.findByText('Doctor:')).toHaveAttribute('data-speaker', 'clinician');
    act(() => recorder.onResults!([{ id: 'r1', text: 'Any fever?', speaker: 'clinician' }]));
    expect(await screen.findByRole('button', { name: 'Clinician: click to switch to Patient' })).toBeInTheDocument();
    act(() =>
      recorder.onResults!([
        { id: 'r1', text: 'Any fever?', speaker: 'clinician' },
        { id: 'r2', text: 'No fever.', speaker: 'patient' },
      ]),
    );
    const rows = await screen.findAllByTestId('live-result');
    expect(rows.map((row) => row.textContent)).toEqual(['Clinician: Any fever?', 'Patient: No fever.']);
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('Doctor: Good morning. Clinician: Any fever? Patient: No fever.');
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('switches a label with a click', async () => {
    const user = userEvent.setup();
    const switchSpeaker = vi.fn();
    recorder.value = { ...recorder.value, state: 'recording', partialText: '', error: null, switchSpeaker };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    // A typed "Doctor:" line is marked like the recorder's own labels.
    expect(await screen.findByText('Doctor:')).toHaveAttribute('data-speaker', 'clinician');
    act(() => recorder.onResults!([{ id: 'r1', text: 'I have a cough.', speaker: 'clinician' }]));
    await user.click(await screen.findByRole('button', { name: 'Clinician: click to switch to Patient' }));
    expect(switchSpeaker).toHaveBeenCalledWith('r1');
  });

  it('suggests speaker labels in the editor without saving them', async () => {
    const user = userEvent.setup();
    recorder.value = { ...recorder.value, state: 'idle', partialText: '', error: null };
    const fetch = mockFetch()
      .on('GET', `/encounters/${ID}`, { body: { data: { ...encounter, status: 'pending', transcription: ['Any fever? No.'] } } })
      .on('POST', `/encounters/${ID}/transcript/speaker-labels`, { body: { data: { transcript: 'Clinician: Any fever?\nPatient: No.', labelled: true } } });
    renderLive();
    await user.click(await screen.findByRole('button', { name: 'Upload / Edit' }));
    await user.click(screen.getByRole('button', { name: /Label speakers/ }));
    expect(await screen.findByDisplayValue(/Clinician: Any fever\?\s+Patient: No\./)).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({ transcript: 'Any fever? No.' });
    expect(fetch.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a saved transcript with its speaker lines marked', async () => {
    recorder.value = { ...recorder.value, state: 'idle', partialText: '', error: null };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: { ...encounter, status: 'pending', transcription: ['Clinician: Any fever?\nPatient: No.'] } } });
    renderLive();
    const label = await screen.findByText('Patient:');
    expect(label).toHaveAttribute('data-speaker', 'patient');
    expect(screen.getByTestId('live-transcript')).toHaveTextContent('Clinician: Any fever? Patient: No.');
  });

  it('starting: a spinner in the disabled record button', async () => {
    recorder.value = { ...recorder.value, state: 'starting', partialText: '', error: null };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    renderLive();
    expect(await screen.findByRole('status', { name: 'Starting recording' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('recording: the pulse, Stop calls stop(), and Checkout, Reset, Archive and editing are disabled', async () => {
    const user = userEvent.setup();
    const stop = vi.fn(async () => {});
    recorder.value = { ...recorder.value, state: 'recording', partialText: '', error: null, stop };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: { ...encounter, status: 'on-going' } } });
    renderLive();
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('recording-pulse')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Reset Transcript/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Archive Encounter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upload / Edit' })).toBeDisabled();
  });

  it('stopping: a spinner in the disabled button; idle: Start calls start()', async () => {
    const user = userEvent.setup();
    recorder.value = { ...recorder.value, state: 'stopping', partialText: '', error: null };
    mockFetch().on('GET', `/encounters/${ID}`, { body: { data: encounter } });
    const { unmount } = renderLive();
    expect(await screen.findByRole('status', { name: 'Stopping recording' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeDisabled();
    unmount();
    const start = vi.fn(async () => {});
    recorder.value = { ...recorder.value, state: 'idle', start };
    renderLive();
    await user.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });
});
