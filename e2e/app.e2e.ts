import fs from 'node:fs';
import { assert, eventually, NARROW, test, WIDE } from './harness';
import {
  choose,
  createEncounter,
  createPatient,
  finishEncounter,
  getEncounter,
  PASSWORD,
  readResetCode,
  registerPractitioner,
  saveTranscript,
  signIn,
  uniqueEmail,
  VISIT_TRANSCRIPT,
} from './helpers';

test('sign up: validation messages, then the empty patient list', async (t) => {
  const { page } = await t.newPage(WIDE);
  await page.goto('/');
  await page.waitForURL('**/login');
  await t.screenshot(page, 'login-wide');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.waitForURL('**/registration');
  // A click before the login page is hydrated loads /registration afresh: the login form's "Email" is still there
  // until the new page renders, so the form is waited for by a field only it has.
  await page.getByLabel('First name').waitFor();

  // Validation on change, with the spec's messages.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByText('Please enter valid email.').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByText('At-least one capital letter, one digit and min 8 characters required.').waitFor();
  await page.getByLabel('First name').fill('J0hn');
  await page.getByText('Please insert alphabets only.').waitFor();
  await page.getByLabel('First name').fill('');
  await page.getByText('First name is required.').waitFor();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByText('Please select gender').waitFor();
  await page.getByText('Phone number is required.').waitFor();
  await t.screenshot(page, 'registration-errors-wide');

  const email = uniqueEmail('signup');
  await page.getByLabel('First name').fill('Amelia');
  await page.getByLabel('Last name').fill('Hart');
  await choose(page, 'Gender', 'Female');
  await page.getByLabel('Phone').fill('555-0142');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/patients');
  await page.getByText('There is no patient available press Add Patient button to add patient.').waitFor();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
  assert(stored.token && stored.token.length > 20, 'token stored under "token"');
  assert(JSON.parse(stored.user!).email === email, 'user stored under "user"');
  await page.getByRole('button', { name: /Account menu for Amelia Hart/ }).waitFor();
  await t.screenshot(page, 'patients-empty-wide');

  // A visitor with a stored token who opens /login goes to /patients.
  await page.goto('/login');
  await page.waitForURL('**/patients');
});

test('login: the server message in a red alert, then success', async (t) => {
  const who = await registerPractitioner(t.server, 'Nadia', 'Rahman');
  const { page } = await t.newPage(WIDE);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Email required').waitFor();
  await page.getByText('Password required').waitFor();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill('WrongPass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor();
  await t.screenshot(page, 'login-error-wide');
  // docs/product.md, 3.3 Sign-in screens: the request state resets 3 s after it settles.
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }).waitFor({ state: 'detached', timeout: 6000 });
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/patients');
});

test('patients: add, validation, search, sort, search-by and pagination', async (t) => {
  const who = await registerPractitioner(t.server);
  const { page } = await t.newPage(WIDE);
  await signIn(page, who);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Patient' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Add Patient' }).click();
  await dialog.getByText('First name is required.').waitFor();
  await dialog.getByText('Please enter a valid birth date').waitFor();
  // A user clicks into the masked field before typing; the click lets the mask place the caret.
  await dialog.getByLabel('Birth date').click();
  await dialog.getByLabel('Birth date').pressSequentially('12312099');
  const typed = await dialog.getByLabel('Birth date').inputValue();
  assert(typed === '12/31/2099', `the masked birth date holds what was typed (got "${typed}")`);
  await dialog.getByText('Future Date not allowed').waitFor();
  await t.screenshot(page, 'add-patient-errors-wide');
  // Closing and reopening resets the form.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  assert((await dialog.getByLabel('Birth date').inputValue()).replace(/[^\d]/g, '') === '', 'dialog resets on reopen');
  await dialog.getByLabel('First name').fill('Bartholomew-Alexander');
  await dialog.getByLabel('Last name').fill('Quinn');
  await dialog.getByLabel('Birth date').pressSequentially('03141975');
  await choose(page, 'Gender', 'Male');
  await dialog.getByRole('button', { name: 'Add Patient' }).click();
  await page.getByText('Patient added successfully').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('cell', { name: 'Bartholomew-Alexan...' }).waitFor();
  await page.getByRole('cell', { name: '03/14/1975' }).waitFor();

  for (let i = 1; i <= 29; i++) {
    await createPatient(t.server, who, `Patient${String.fromCharCode(64 + ((i % 26) || 26))}`, `Zeta${String.fromCharCode(96 + ((i % 26) || 26))}`, `19${50 + i}-01-0${(i % 9) + 1}`, i % 2 ? 'female' : 'male');
  }
  await page.reload();
  await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
  await t.screenshot(page, 'patients-wide');
  const rows = page.locator('tbody tr');
  assert((await rows.count()) === 25, 'page size 25');
  await page.getByRole('button', { name: 'Go to previous page' }).isDisabled().then((d) => assert(d, 'Previous disabled on page 1'));
  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/page=2/);
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 5);
  await eventually(() => page.getByRole('button', { name: 'Go to next page' }).isDisabled(), 'Next disabled on the last page');

  // Search, debounced, resets to page 1.
  await page.getByLabel('Search patients').fill('Barth');
  await page.waitForURL(/search=Barth/);
  assert(!/page=2/.test(page.url()), 'search goes back to page 1');
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
  await page.getByLabel('Search patients').fill('nobody-like-this');
  await page.getByText('No Patient Found').waitFor();
  await page.getByLabel('Search patients').fill('');
  await page.waitForFunction(() => !location.search.includes('search='));

  // Sort ascending by first name: 'Bartholomew' comes first.
  await choose(page, 'Sort', 'Asc');
  await page.waitForURL(/sort=asc/);
  await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent?.startsWith('Bartholomew'));
  // Search by gender or birth date disables the search box.
  await choose(page, 'Search by', 'Birth Date');
  await page.waitForURL(/searchBy=birth_date/);
  await eventually(() => page.getByLabel('Search patients').isDisabled(), 'search disabled for birth date');
  await page.waitForFunction(() => document.querySelector('tbody tr td:nth-child(2)')?.textContent === '01/02/1951');
  await choose(page, 'Search by', 'Last Name');
  await eventually(async () => !(await page.getByLabel('Search patients').isDisabled()), 'search enabled again');
});

test('encounter: create, edit and save the transcript, check out, notes, copy and PDF', async (t) => {
  const who = await registerPractitioner(t.server);
  const patient = await createPatient(t.server, who, 'Evelyn', 'Marchetti', '1961-09-23', 'female');
  const { page } = await t.newPage(WIDE);
  await signIn(page, who);
  await page.getByRole('button', { name: 'Actions for Evelyn Marchetti' }).click();
  await page.getByRole('menuitem', { name: 'Create Encounter' }).click();
  await page.getByText('Are you sure you want to proceed with Encounter?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/encounter\/[0-9a-f-]{36}$/);
  await page.getByText('Encounter successfully created.').first().waitFor();
  await page.getByRole('heading', { name: 'Evelyn Marchetti' }).waitFor();
  await t.screenshot(page, 'encounter-live-empty-wide');

  // Checkout without a transcript: the alert with Close only.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByText('Kindly provide a transcript by speaking up, so we can generate accurate progress notes for you.').waitFor();
  await page.getByRole('button', { name: 'Close' }).click();

  // The placeholder recorder: starting → recording (pulse, Checkout disabled) → stopping → idle.
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await eventually(() => page.getByRole('button', { name: 'Checkout' }).isDisabled(), 'Checkout disabled while recording');
  await eventually(() => page.getByRole('button', { name: 'Upload / Edit' }).isDisabled(), 'editing disabled while recording');
  await t.screenshot(page, 'encounter-recording-wide');
  await page.getByRole('button', { name: 'Stop recording' }).click();
  // Stopping waits 2 s, then the stream closes after the server's last results.
  await eventually(() => page.getByRole('button', { name: 'Start recording' }).isEnabled(), 'back to idle after stopping', 30_000);

  // Edit: Cancel restores, Save opens the automatic checkout confirmation.
  await page.getByRole('button', { name: 'Upload / Edit' }).click();
  await page.getByLabel('Transcript').fill('something to throw away');
  await page.getByRole('button', { name: 'Cancel' }).click();
  assert(!(await page.getByText('something to throw away').count()), 'Cancel restores the saved text');
  await page.getByRole('button', { name: 'Upload / Edit' }).click();
  await page.getByLabel('Transcript').fill(VISIT_TRANSCRIPT);
  await t.screenshot(page, 'encounter-edit-wide');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Do you want to checkout this encounter?').waitFor();
  await page.getByRole('button', { name: 'No' }).click();
  await page.getByTestId('live-transcript').getByText('essential hypertension', { exact: false }).waitFor();
  await page.reload();
  await page.getByTestId('live-transcript').getByText('lisinopril 10 milligrams', { exact: false }).waitFor();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByText('Are you sure you want to checkout this encounter?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  // Waiting view, then the notes once the worker is done (the view polls every 5.5 s).
  await page.getByText('Notes', { exact: true }).or(page.getByText("Please wait, we're generating Progress Notes...")).first().waitFor();
  await page.getByRole('tab', { name: 'Notes' }).waitFor({ timeout: 60_000 });
  const card = page.getByTestId('note-card').first();
  await card.waitFor();
  await card.getByText('ICD10 Codes (In Beta, please review carefully)').waitFor();
  await t.screenshot(page, 'encounter-notes-wide');
  const codeLines = await card.locator('ul li').allTextContents();
  assert(codeLines.length > 0 && (codeLines[0] === 'N/A' || /^1 - .+ \[[A-Z0-9.]+\]$/.test(codeLines[0]!)), `numbered code list: ${codeLines.join(' | ')}`);

  // Copy to EMR: the clipboard holds the titles, texts and the codes.
  await card.getByRole('button', { name: 'Copy to EMR' }).click();
  await page.getByText('Notes Copied!, Please paste to EMR').first().waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert(copied.includes('ICD10 Codes (In Beta, please review carefully)'), 'copied text has the codes heading');
  const cardTitle = (await card.locator('[data-slot=card-title]').textContent())!;
  const firstSubTitle = (await card.locator('h3').first().textContent())!;
  assert(copied.startsWith(firstSubTitle), `copied text starts with the first section title (${firstSubTitle})`);

  // Download PDF: a real PDF whose text has the title and the note.
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download PDF' }).click()]);
  const pdfPath = await download.path();
  const pdf = fs.readFileSync(pdfPath).toString('latin1');
  assert(pdf.startsWith('%PDF-'), 'file is a PDF');
  const today = new Date();
  const mmddyyyy = `${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}-${today.getFullYear()}`;
  assert(download.suggestedFilename() === `Evelyn Marchetti - ${cardTitle} - ${mmddyyyy}.pdf`, `PDF file name: ${download.suggestedFilename()}`);
  assert(pdf.includes(`(Evelyn Marchetti - ${cardTitle} - ${mmddyyyy})`), 'PDF shows the title');
  assert(pdf.includes(`(${firstSubTitle})`), 'PDF shows the first section title');
  assert(pdf.includes('(ICD10 Codes \\(In Beta, please review carefully\\))'), 'PDF shows the codes heading');
  fs.copyFileSync(pdfPath, `${process.cwd()}/e2e/artifacts/note.pdf`);

  // The dialog view and the Transcript tab.
  await card.getByRole('button', { name: /Open .* note in a dialog/ }).click();
  await page.getByRole('dialog').getByText('ICD10 Codes (In Beta, please review carefully)').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Transcript' }).click();
  await page.getByTestId('transcript-text').getByText('essential hypertension', { exact: false }).waitFor();
  await t.screenshot(page, 'encounter-transcript-wide');
  // Selecting a sentence with evidence shows its source span.
  await page.getByRole('tab', { name: 'Notes' }).click();
  const evidence = card.locator('[role=button][title="Show where this came from in the transcript"]');
  const sentencesWithEvidence = await evidence.count();
  console.log(`    (${sentencesWithEvidence} note sentence(s) carry transcript evidence)`);
  if (sentencesWithEvidence > 0) {
    await evidence.first().click();
    await page.locator('mark[data-evidence]').first().waitFor();
    await eventually(async () => (await page.getByRole('tab', { name: 'Transcript' }).getAttribute('aria-selected')) === 'true', 'evidence opens the Transcript tab');
    await t.screenshot(page, 'encounter-evidence-wide');
    await page.getByRole('tab', { name: 'Notes' }).click();
  }
  // Keyboard: the tabs move with the arrow keys.
  await page.getByRole('tab', { name: 'Notes' }).focus();
  await page.keyboard.press('ArrowRight');
  await eventually(async () => (await page.getByRole('tab', { name: 'Transcript' }).getAttribute('aria-selected')) === 'true', 'arrow keys move between tabs');
  void patient;
});

test('encounter list: tabs, status badges, archive and unarchive with the rule', async (t) => {
  const who = await registerPractitioner(t.server);
  const patient = await createPatient(t.server, who, 'Oscar', 'Lindqvist', '1990-02-02');
  const ongoing = await createEncounter(t.server, who, patient._id);
  const pending = await createEncounter(t.server, who, patient._id);
  await saveTranscript(t.server, who, pending._id, 'Patient reports a mild cough.');
  const { page } = await t.newPage(WIDE);
  await signIn(page, who, `/encounter?patient=${patient._id}`);
  await page.getByRole('tab', { name: 'Unarchive' }).waitFor();
  await page.locator('tbody tr').nth(1).waitFor();
  await page.getByText('On-going').waitFor();
  await page.getByText('Pending').waitFor();
  await t.screenshot(page, 'encounters-wide');
  // Archive is disabled for a pending encounter.
  const pendingRow = page.locator('tbody tr').filter({ hasText: 'Pending' });
  await pendingRow.getByRole('button', { name: /Actions for encounter/ }).click();
  await eventually(async () => (await page.getByRole('menuitem', { name: 'Archive Encounter' }).getAttribute('aria-disabled')) === 'true', 'archive disabled for pending');
  await page.keyboard.press('Escape');
  const ongoingRow = page.locator('tbody tr').filter({ hasText: 'On-going' });
  await ongoingRow.getByRole('button', { name: /Actions for encounter/ }).click();
  await page.getByRole('menuitem', { name: 'Visit Encounter' }).waitFor();
  await page.getByRole('menuitem', { name: 'Archive Encounter' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Encounter archived.').first().waitFor();
  assert((await getEncounter(t.server, who, ongoing._id)).is_archived, 'archived on the server');
  await page.getByRole('tab', { name: 'Archive', exact: true }).click();
  await page.getByText('On-going').waitFor();
  await page.getByRole('button', { name: /Actions for encounter/ }).click();
  assert((await page.getByRole('menuitem', { name: 'Visit Encounter' }).count()) === 0, 'no Visit Encounter on the Archive tab');
  await page.getByRole('menuitem', { name: 'Unarchive Encounter' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText('No Encounters').waitFor();
  assert(!(await getEncounter(t.server, who, ongoing._id)).is_archived, 'unarchived on the server');
  // Create from the list.
  await page.getByRole('tab', { name: 'Unarchive' }).click();
  await page.getByRole('button', { name: 'Create Encounter' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.waitForURL(/\/encounter\/[0-9a-f-]{36}$/);
});

test('failed encounter view and archive from the details', async (t) => {
  const who = await registerPractitioner(t.server);
  const patient = await createPatient(t.server, who, 'Hugo', 'Brandt');
  const encounter = await createEncounter(t.server, who, patient._id);
  await saveTranscript(t.server, who, encounter._id, 'Hello there.');
  await finishEncounter(t.server, who, encounter._id);
  const { page } = await t.newPage(WIDE);
  await signIn(page, who, `/encounter/${encounter._id}`);
  await page.getByText("Transcription too short we can't generate progress notes.").waitFor({ timeout: 40_000 });
  await t.screenshot(page, 'encounter-failed-wide');
  await page.getByRole('button', { name: 'Archive Encounter' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: 'Unarchive Encounter' }).waitFor();
});

test('profile: update, change password with the new session, log out and back in', async (t) => {
  const who = await registerPractitioner(t.server, 'Grace', 'Ndlovu');
  const { page } = await t.newPage(WIDE);
  await signIn(page, who, '/patients');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My Profile' }).click();
  await page.waitForURL('**/profile');
  assert(await page.getByLabel('Email').isDisabled(), 'email read-only');
  await page.getByLabel('First name').fill('');
  await page.getByText('First name is required.').waitFor();
  await page.getByLabel('First name').fill('Gracie');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('Profile updated successfully').first().waitFor();
  await page.getByRole('button', { name: /Account menu for Gracie Ndlovu/ }).waitFor();
  assert(JSON.parse((await page.evaluate(() => localStorage.getItem('user')))!).first_name === 'Gracie', 'stored user replaced');
  await t.screenshot(page, 'profile-wide');

  await page.getByRole('tab', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill('NewScribe2025');
  await page.getByLabel('Confirm password').fill('NewScribe2024');
  await page.getByText('Passwords did not match').waitFor();
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await eventually(async () => (await page.getByLabel('New password').getAttribute('type')) === 'text', 'show/hide toggle');
  await page.getByLabel('Confirm password').fill('NewScribe2025');
  await t.screenshot(page, 'change-password-wide');
  const oldToken = await page.evaluate(() => localStorage.getItem('token'));
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Password updated successfully').first().waitFor();
  const newToken = await page.evaluate(() => localStorage.getItem('token'));
  assert(newToken && newToken !== oldToken, 'the new session token is stored');
  // Still signed in with the new token.
  await page.getByRole('link', { name: 'Patients' }).first().click();
  await page.getByText('There is no patient available press Add Patient button to add patient.').waitFor();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/login');
  assert((await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).every((v) => v === null), 'storage cleared');
  await page.goBack();
  assert(!page.url().endsWith('/patients'), 'log out replaced history');
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill('NewScribe2025');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/patients');
});

test('settings: model list with unavailable engines, template and radio groups, save', async (t) => {
  const who = await registerPractitioner(t.server);
  const { page } = await t.newPage(WIDE);
  await signIn(page, who, '/settings');
  await page.getByRole('heading', { name: 'Notes Settings' }).waitFor();
  await page.getByRole('combobox', { name: 'Modal Version' }).click();
  await page.getByRole('option', { name: /Stable Fusion/ }).waitFor();
  const disabled = await page.locator('[role=option][data-disabled]').count();
  await t.screenshot(page, 'settings-models-wide');
  await page.getByRole('option', { name: /Stable Fusion/ }).click();
  await choose(page, 'Note Template', /Generic Multiple Sections/);
  await page.getByRole('radiogroup', { name: 'Level of Detail' }).getByLabel('Low').click();
  await page.getByRole('radiogroup', { name: 'Note Type' }).getByLabel('Bullet Points').click();
  await page.getByRole('radiogroup', { name: 'Transcription' }).getByLabel('Post Visit Dictation').click();
  await t.screenshot(page, 'settings-wide');
  await page.getByRole('button', { name: 'Save Setting' }).click();
  await page.getByText('Settings updated successfully').first().waitFor();
  await page.reload();
  await page.getByRole('combobox', { name: 'Note Template' }).getByText('Generic Multiple Sections').waitFor();
  assert((await page.getByRole('radiogroup', { name: 'Transcription' }).getByLabel('Post Visit Dictation').getAttribute('aria-checked')) === 'true', 'saved');
  console.log(`    (${disabled} model option(s) shown as unavailable)`);
});

test('forgot password → verify code from the e-mail → reset → login', async (t) => {
  const who = await registerPractitioner(t.server);
  const { page } = await t.newPage(WIDE);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(who.email);
  await t.screenshot(page, 'forgot-password-wide');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Please check your email we sent you a code').waitFor();
  await page.waitForURL(/\/verify-code\?email=/, { timeout: 6000 });
  // A wrong code shows the server's message for 3 s.
  await page.getByLabel('Verification code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('alert').first().waitFor();
  await t.screenshot(page, 'verify-code-error-wide');
  // Resend: loading, then the 30 s countdown.
  await page.getByRole('button', { name: 'Resend code' }).click();
  await page.getByRole('button', { name: /Resend in (30|29|28) Seconds/ }).waitFor();
  await eventually(() => page.getByRole('button', { name: /Resend in \d+ Seconds/ }).isDisabled(), 'resend disabled while counting');
  // The resend replaces the first code: wait for the second e-mail.
  const code = await readResetCode(t.server, who.email, 2);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/reset-password\?email=.*&code=\d{6}/, { timeout: 6000 });
  await page.getByLabel('Password', { exact: true }).fill('Fresh2025pass');
  await page.getByLabel('Confirm password').fill('Fresh2025pas');
  await page.getByText("Passwords don't match").waitFor();
  await page.getByLabel('Confirm password').fill('Fresh2025pass');
  await t.screenshot(page, 'reset-password-wide');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.waitForURL(/\/login\?email=/, { timeout: 5000 });
  assert((await page.getByLabel('Email').inputValue()) === who.email, 'email carried to login');
  await page.getByLabel('Password', { exact: true }).fill('Fresh2025pass');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/patients');
});

test('session expiry: a 401 opens Session Expired; Back To Login clears storage', async (t) => {
  const who = await registerPractitioner(t.server);
  const { page } = await t.newPage(WIDE);
  await signIn(page, who, '/patients');
  await page.getByText('There is no patient available press Add Patient button to add patient.').waitFor();
  await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
  await page.getByRole('link', { name: 'Analytics' }).first().click();
  await page.waitForURL('**/session');
  await page.getByText('Session Expired - Please login again').waitFor();
  await t.screenshot(page, 'session-expired-wide');
  await page.getByRole('button', { name: 'Back To Login' }).click();
  await page.waitForURL('**/login');
  assert((await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).every((v) => v === null), 'storage cleared');
});

test('404 page and the analytics dashboard', async (t) => {
  const { page } = await t.newPage(WIDE);
  await page.goto('/no/such/page');
  await page.getByText('Page not found').waitFor();
  await page.getByText('404').waitFor();
  await t.screenshot(page, 'not-found-wide');
  const who = await registerPractitioner(t.server);
  const patient = await createPatient(t.server, who, 'Lena', 'Vogel');
  await createEncounter(t.server, who, patient._id);
  await signIn(page, who, '/analytics');
  await page.getByLabel('Total patients: 1').waitFor();
  await page.getByLabel('Total encounters: 1').waitFor();
  await t.screenshot(page, 'analytics-wide');
});

test('sidebar: collapses with Ctrl+B and remembers it in a cookie; keyboard menus and dialogs', async (t) => {
  const who = await registerPractitioner(t.server);
  const { page, context } = await t.newPage(WIDE);
  await signIn(page, who, '/patients');
  // /patients paints a prerendered shell that the app replaces in one commit (decision 113): the sidebar element can be
  // swapped between a locator's wait and its measurement (a CI run read a null box), so measure inside the page, and
  // press Ctrl+B only once the app's own layout (with its account menu, absent from the shell) is there.
  const sidebarWidth = () => Math.round(document.querySelector('[data-testid=sidebar]')?.getBoundingClientRect().width ?? 0);
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
  const wide = await page.evaluate(sidebarWidth);
  assert(wide === 256, `sidebar 16rem wide (${wide})`);
  await page.keyboard.press('Control+b');
  await page.waitForFunction(() => Math.round(document.querySelector('[data-testid=sidebar]')?.getBoundingClientRect().width ?? 0) === 48);
  const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
  assert(cookie?.value === 'false', 'state in a cookie');
  assert(Math.abs(cookie.expires - Date.now() / 1000 - 7 * 24 * 3600) < 120, 'cookie kept 7 days');
  await t.screenshot(page, 'sidebar-collapsed-wide');
  // Keyboard: the account menu opens with Enter, moves with the arrows, and Escape closes it.
  await page.getByRole('button', { name: /Account menu/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  // Opened from the keyboard, the first item (My Profile) has focus; one step down is Analytics.
  await eventually(async () => (await page.evaluate(() => document.activeElement?.textContent?.trim())) === 'My Profile', 'first item focused');
  // Under load the menu's entry focus can land after a first ArrowDown and take focus back to My Profile (a CI run
  // went to /profile): press ArrowDown while My Profile still has focus, and Enter only once Analytics has it.
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
  await eventually(async () => {
    if ((await focused()) === 'My Profile') await page.keyboard.press('ArrowDown');
    return (await focused()) === 'Analytics';
  }, 'ArrowDown moves focus to Analytics');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/analytics');
  // Keyboard: the Add Patient dialog traps focus and Escape closes it.
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Add', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Add Patient' }).waitFor();
  await eventually(() => page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')), 'focus moves into the dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Add Patient' }).waitFor({ state: 'detached' });
  await page.reload();
  // The signed-in layout is fetched after the page loads (issue 12): wait for the sidebar to be there, then narrow.
  await page.waitForFunction(() => Math.round(document.querySelector('[data-testid=sidebar]')?.getBoundingClientRect().width ?? 0) === 48);
  await page.keyboard.press('Control+b');
});

test('narrow screen (375 px): cards, drawer, every main screen', async (t) => {
  const who = await registerPractitioner(t.server, 'Christopher', 'Abernathy-Wells');
  const patient = await createPatient(t.server, who, 'Maximiliana', 'Featherstonehaugh-Smythe', '1948-11-30', 'female');
  for (let i = 0; i < 3; i++) await createPatient(t.server, who, `Ruth${'abc'[i]}`, 'Ortega');
  const live = await createEncounter(t.server, who, patient._id);
  await saveTranscript(t.server, who, live._id, VISIT_TRANSCRIPT);
  const done = await createEncounter(t.server, who, patient._id);
  await saveTranscript(t.server, who, done._id, VISIT_TRANSCRIPT);
  await finishEncounter(t.server, who, done._id);

  const { page } = await t.newPage(NARROW);
  await page.goto('/login');
  await t.screenshot(page, 'login-narrow');
  await page.goto('/registration');
  await t.screenshot(page, 'registration-narrow');
  await signIn(page, who, '/patients');
  await page.getByRole('list', { name: 'Patients' }).waitFor();
  assert((await page.locator('table').count()) === 0, 'cards, not a table, on narrow screens');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert(overflow <= 0, `no horizontal scroll (${overflow}px)`);
  await t.screenshot(page, 'patients-narrow');
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.waitFor();
  const drawerWidth = (await drawer.boundingBox())!.width;
  assert(Math.round(drawerWidth) === 288, `drawer 18rem (${drawerWidth})`);
  await t.screenshot(page, 'sidebar-drawer-narrow');
  await drawer.getByRole('link', { name: 'Analytics' }).click();
  await page.waitForURL('**/analytics');
  await page.getByLabel('Total patients: 4').waitFor();
  await t.screenshot(page, 'analytics-narrow');
  await page.goto(`/encounter?patient=${patient._id}`);
  await page.getByRole('list', { name: 'Encounters' }).waitFor();
  await t.screenshot(page, 'encounters-narrow');
  await page.goto(`/encounter/${live._id}`);
  await page.getByRole('button', { name: /Start Over/ }).waitFor();
  await page.getByRole('heading', { name: 'Maximiliana Featherstonehaugh-...' }).waitFor();
  await t.screenshot(page, 'encounter-live-narrow');
  await page.goto(`/encounter/${done._id}`);
  await page.getByTestId('note-card').first().waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Maximiliana Feathe...' }).waitFor();
  await t.screenshot(page, 'encounter-notes-narrow');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Update Profile' }).waitFor();
  await t.screenshot(page, 'profile-narrow');
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Save Setting' }).waitFor();
  await t.screenshot(page, 'settings-narrow');
  await page.getByRole('button', { name: 'Add', exact: true }).waitFor({ state: 'detached' }).catch(() => {});
  await page.goto('/patients');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('dialog', { name: 'Add Patient' }).waitFor();
  await t.screenshot(page, 'add-patient-narrow');
  await page.goto('/nothing-here');
  await t.screenshot(page, 'not-found-narrow');
});
