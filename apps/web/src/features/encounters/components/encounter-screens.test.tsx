import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Encounter, EncounterSummary } from '@scribe/contracts';
import { apiError, mockFetch, renderRoute, TEST_USER } from '@/test/utils';
import { encounterQueryOptions, isWaitingStatus, NOTES_POLL_INTERVAL_MS } from '../api/get-encounter';
import { CreateEncounterDialog } from './create-encounter-dialog';
import { EncounterDetails } from './encounter-details';
import { EncounterList } from './encounter-list';
import { statusVariant } from './status-badge';

const ID = '22222222-2222-4222-8222-222222222222';
const PATIENT = { _id: '33333333-3333-4333-8333-333333333333', first_name: 'Evelyn', last_name: 'Marchetti' };

const encounter = (overrides: Partial<Encounter> = {}): Encounter => ({
  _id: ID,
  patient: PATIENT,
  status: 'on-going',
  is_archived: false,
  chief_complaint: null,
  transcription: [],
  sections: [],
  metadata: { settings: { model_version: 'latest' } },
  createdAt: '2026-11-05T12:00:00Z',
  updatedAt: '2026-11-05T12:00:00Z',
  ...overrides,
});
const one = (e: Encounter) => ({ body: { data: e } });

function renderDetails() {
  return renderRoute(<EncounterDetails userId={TEST_USER._id} encounterId={ID} />, { path: '/encounter/:id', url: `/encounter/${ID}` });
}

describe('status badge and polling rules', () => {
  it('destructive for failed, default for completed, outline otherwise', () => {
    expect(statusVariant('failed')).toBe('destructive');
    expect(statusVariant('completed')).toBe('default');
    expect(statusVariant('on-going')).toBe('outline');
    expect(statusVariant('processing')).toBe('outline');
  });
  it('polls every 5500 ms only while waiting for notes', () => {
    expect(isWaitingStatus('processing')).toBe(true);
    expect(isWaitingStatus('something-new')).toBe(true);
    for (const s of ['on-going', 'in-progress', 'pending', 'completed', 'failed']) expect(isWaitingStatus(s)).toBe(false);
    const options = encounterQueryOptions('u', ID);
    const interval = options.refetchInterval as (q: { state: { data?: { data: { status: string } } } }) => number | false;
    expect(interval({ state: { data: { data: { status: 'processing' } } } })).toBe(NOTES_POLL_INTERVAL_MS);
    expect(NOTES_POLL_INTERVAL_MS).toBe(5500);
    expect(interval({ state: { data: { data: { status: 'completed' } } } })).toBe(false);
  });
});

describe('Encounter details by status', () => {
  it("shows 'Loading...' then 'Error: ' and the message", async () => {
    mockFetch().on('GET', `/encounters/${ID}`, apiError(404, 'Encounter not found.'));
    renderDetails();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Encounter not found.')).toBeInTheDocument();
  });

  it('failed: the too-short text and an archive button', async () => {
    mockFetch().on('GET', `/encounters/${ID}`, one(encounter({ status: 'failed' })));
    renderDetails();
    expect(await screen.findByText("Transcription too short we can't generate progress notes.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Archive Encounter' })).toBeInTheDocument();
  });

  it('processing: the waiting text, then the notes once the poll sees them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Encounter['status'] = 'processing';
    const fetch = mockFetch().on('GET', `/encounters/${ID}`, () =>
      one(encounter({ status, sections: [{ modal: 'Stable Fusion', note_sections: [{ title: 'Plan', text: 'Rest.' }], diagnostic_codes: [] }] })),
    );
    renderDetails();
    expect(await screen.findByText("Please wait, we're generating Progress Notes...")).toBeInTheDocument();
    status = 'completed';
    await act(() => vi.advanceTimersByTimeAsync(5400));
    expect(fetch.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole('tab', { name: 'Notes' })).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(2);
    vi.useRealTimers();
  });
});

describe('Live view', () => {
  it('cuts the patient label at 30 and alerts when checking out with no transcript', async () => {
    const user = userEvent.setup();
    mockFetch().on('GET', `/encounters/${ID}`, one(encounter({ patient: { ...PATIENT, first_name: 'Maximiliana', last_name: 'Featherstonehaugh-Smythe' } })));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Maximiliana Featherstonehaugh-...' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert).toHaveTextContent('Kindly provide a transcript by speaking up, so we can generate accurate progress notes for you.');
    expect(within(alert).getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  it('edit: Cancel restores; Save saves, then asks the automatic checkout question; Yes checks out', async () => {
    const user = userEvent.setup();
    let saved = encounter({ transcription: ['First words.'], status: 'pending' });
    const fetch = mockFetch()
      .on('GET', `/encounters/${ID}`, () => one(saved))
      .on('PUT', `/encounters/${ID}/transcript`, ({ body }) => {
        saved = { ...saved, transcription: [...saved.transcription, (body as { transcript: string }).transcript] };
        return one(saved);
      })
      .on('POST', `/encounters/${ID}/finish`, () => {
        saved = { ...saved, status: 'processing' };
        return one(saved);
      });
    renderDetails();
    expect(await screen.findByText('First words.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload / Edit' }));
    await user.clear(screen.getByLabelText('Transcript'));
    await user.type(screen.getByLabelText('Transcript'), 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('First words.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload / Edit' }));
    await user.clear(screen.getByLabelText('Transcript'));
    await user.type(screen.getByLabelText('Transcript'), 'A full visit transcript.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Do you want to checkout this encounter?');
    expect(fetch.calls.find((c) => c.method === 'PUT')!.body).toEqual({ transcript: 'A full visit transcript.' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText("Please wait, we're generating Progress Notes...")).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/finish'))).toBe(true);
  });

  it("manual checkout asks 'Are you sure…'; archive is disabled for a pending encounter", async () => {
    const user = userEvent.setup();
    mockFetch().on('GET', `/encounters/${ID}`, one(encounter({ status: 'pending', transcription: ['Words.'] })));
    renderDetails();
    await screen.findByText('Words.');
    expect(screen.getByRole('button', { name: 'Archive Encounter' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Checkout Encounter' });
    expect(dialog).toHaveTextContent('Are you sure you want to checkout this encounter?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Reset Transcript clears the text on the server and here', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch()
      .on('GET', `/encounters/${ID}`, one(encounter({ status: 'pending', transcription: ['Old words.'] })))
      .on('POST', `/encounters/${ID}/reset`, one(encounter({ transcription: [] })));
    renderDetails();
    await screen.findByText('Old words.');
    await user.click(screen.getByRole('button', { name: /Reset Transcript/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Old words.')).not.toBeInTheDocument());
    expect(fetch.calls.some((c) => c.url.pathname.endsWith('/reset'))).toBe(true);
  });
});

describe('Completed view', () => {
  const completed = (overrides: Partial<Encounter> = {}) =>
    encounter({
      status: 'completed',
      chief_complaint: 'Headache',
      patient: { ...PATIENT, first_name: 'Bartholomew-Alexander', last_name: 'Quinn' },
      transcription: ['old', 'Patient has a headache for two weeks.'],
      sections: [
        {
          modal: 'Stable Fusion',
          notice: 'Fell back to Stable Fusion.',
          note_sections: [
            { title: 'Subjective', text: 'Headache for 2 weeks.\nNo fever.', sentences: [{ text: 'Headache for 2 weeks.', evidence: [{ start: 14, end: 22 }] }, { text: 'No fever.', evidence: [] }] },
          ],
          diagnostic_codes: [{ display_name: 'Headache, unspecified', code: 'R51.9' }],
        },
        { modal: 'Nova LLM', note_sections: [{ title: 'Plan', text: 'Rest.' }], diagnostic_codes: [] },
      ],
      ...overrides,
    });

  it('shows name (18), chief complaint, one card per section with codes or N/A, and the notice', async () => {
    mockFetch().on('GET', `/encounters/${ID}`, one(completed()));
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Bartholomew-Alexan...' })).toBeInTheDocument();
    expect(screen.getByText('Headache')).toBeInTheDocument();
    const cards = screen.getAllByTestId('note-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Stable Fusion')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Fell back to Stable Fusion.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('ICD10 Codes (In Beta, please review carefully)')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('1 - Headache, unspecified [R51.9]')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('N/A')).toBeInTheDocument();
    expect(cards[0]!.parentElement).not.toHaveClass('lg:grid-cols-3');
    expect(screen.getByRole('button', { name: 'Archive Encounter' })).toBeInTheDocument();
  });

  it('uses 3 columns for debug-all', async () => {
    mockFetch().on('GET', `/encounters/${ID}`, one(completed({ metadata: { settings: { model_version: 'debug-all' } } })));
    renderDetails();
    const cards = await screen.findAllByTestId('note-card');
    expect(cards[0]!.parentElement).toHaveClass('lg:grid-cols-3');
  });

  it('Copy to EMR writes the note text and toasts', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFetch().on('GET', `/encounters/${ID}`, one(completed()));
    renderDetails();
    const cards = await screen.findAllByTestId('note-card');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Copy to EMR' }));
    expect(await screen.findByText('Notes Copied!, Please paste to EMR')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Subjective\nHeadache for 2 weeks.\nNo fever.\n\nICD10 Codes (In Beta, please review carefully)\n1 - Headache, unspecified [R51.9]');
  });

  it('a sentence with evidence switches to the Transcript tab and highlights its span', async () => {
    const user = userEvent.setup();
    mockFetch().on('GET', `/encounters/${ID}`, one(completed()));
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Headache for 2 weeks.' }));
    expect(screen.getByRole('tab', { name: 'Transcript' })).toHaveAttribute('aria-selected', 'true');
    const mark = await screen.findByText('headache');
    expect(mark.tagName).toBe('MARK');
    expect(screen.getByTestId('transcript-text')).toHaveTextContent('Patient has a headache for two weeks.');
  });

  it("small screens: a 'Select section' dropdown picks the one card shown", async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList,
    );
    mockFetch().on('GET', `/encounters/${ID}`, one(completed()));
    renderDetails();
    const select = await screen.findByRole('combobox', { name: 'Select section' });
    expect(screen.getAllByTestId('note-card')).toHaveLength(1);
    expect(within(screen.getByTestId('note-card')).getByText('Stable Fusion')).toBeInTheDocument();
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Nova LLM' }));
    expect(within(screen.getByTestId('note-card')).getByText('Rest.')).toBeInTheDocument();
  });

  it('opens the same content in a dialog', async () => {
    const user = userEvent.setup();
    mockFetch().on('GET', `/encounters/${ID}`, one(completed()));
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Open Nova LLM note in a dialog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova LLM' });
    expect(within(dialog).getByText('Rest.')).toBeInTheDocument();
  });
});

describe('Encounter list', () => {
  const row = (status: EncounterSummary['status'], i: number): EncounterSummary => ({
    _id: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`,
    patient: PATIENT,
    status,
    is_archived: false,
    chief_complaint: null,
    createdAt: '2026-11-05T12:00:00Z',
    updatedAt: '2026-11-05T12:00:00Z',
  });
  const list = (docs: EncounterSummary[]) => ({ body: { data: { docs, totalDocs: docs.length, totalPages: 1, page: 1, limit: 25 } } });
  const renderList = () =>
    renderRoute(<EncounterList userId={TEST_USER._id} />, { path: '/encounter', url: `/encounter?patient=${PATIENT._id}` });

  it('lists with capitalised status badges and asks for is_archived=false first', async () => {
    const fetch = mockFetch().on('GET', '/encounters/mine', list([row('completed', 1), row('failed', 2), row('pending', 3)]));
    renderList();
    expect(await screen.findByText('Completed')).toHaveAttribute('data-variant', 'default');
    expect(screen.getByText('Failed')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'outline');
    expect(screen.getAllByText('Evelyn Marchetti')).toHaveLength(3);
    expect(Object.fromEntries(fetch.calls[0]!.url.searchParams)).toEqual({ patient: PATIENT._id, limit: '25', offset: '0', is_archived: 'false' });
  });

  it("archive rule: disabled for pending; a failure shows in the dialog in bold", async () => {
    const user = userEvent.setup();
    mockFetch()
      .on('GET', '/encounters/mine', list([row('pending', 1), row('on-going', 2)]))
      .on('POST', /\/encounters\/.+\/archive/, apiError(409, 'Only completed, failed or on-going encounters can be archived.'));
    renderList();
    const rows = await screen.findAllByRole('button', { name: /Actions for encounter/ });
    await user.click(rows[0]!);
    expect(await screen.findByRole('menuitem', { name: 'Archive Encounter' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    await user.click(rows[1]!);
    await user.click(await screen.findByRole('menuitem', { name: 'Archive Encounter' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    const message = await screen.findByText('Only completed, failed or on-going encounters can be archived.');
    expect(message).toHaveClass('font-bold', 'text-destructive');
  });

  it("Archive tab asks is_archived=true, has no Visit Encounter, and shows 'No Encounters' when empty", async () => {
    const user = userEvent.setup();
    const fetch = mockFetch().on('GET', '/encounters/mine', ({ url }) => (url.searchParams.get('is_archived') === 'true' ? list([row('completed', 9)]) : list([])));
    renderList();
    expect(await screen.findByText('No Encounters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Encounter' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Archive' }));
    await user.click(await screen.findByRole('button', { name: /Actions for encounter/ }));
    expect(await screen.findByRole('menuitem', { name: 'Unarchive Encounter' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Visit Encounter' })).not.toBeInTheDocument();
    expect(fetch.calls.at(-1)!.url.searchParams.get('is_archived')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Create Encounter' })).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the message when the list fails", async () => {
    mockFetch().on('GET', '/encounters/mine', apiError(500, 'Boom.'));
    renderList();
    expect(await screen.findByText('Error: Boom.')).toBeInTheDocument();
  });
});

describe('Create encounter confirmation', () => {
  it('disables No and Yes while pending, toasts and navigates to the new encounter', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    mockFetch().on('POST', '/encounters', () => new Promise((resolve) => (release = () => resolve({ status: 201, body: { data: encounter() } }))));
    const { router } = renderRoute(<CreateEncounterDialog userId="u" patientId={PATIENT._id} open onOpenChange={() => {}} />, { path: '/patients' });
    expect(screen.getByText('Are you sure you want to proceed with Encounter?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toBeDisabled());
    expect(screen.getByRole('button', { name: /Yes/ })).toBeDisabled();
    release();
    expect(await screen.findByText('Encounter successfully created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/encounter/${ID}`));
  });

  it("shows 'Something went wrong' when the failure has no message", async () => {
    const user = userEvent.setup();
    mockFetch().on('POST', '/encounters', { status: 500, body: {} });
    renderRoute(<CreateEncounterDialog userId="u" patientId={PATIENT._id} open onOpenChange={() => {}} />, { path: '/patients' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
