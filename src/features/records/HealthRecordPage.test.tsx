import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ok } from 'ts-results-es';
import { parametersOf, trendOf } from '../../../domain/records/lab-results';
import { testRecord } from '../../../domain/records/test-records';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { RECORDS } from '../../app/modules/records/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => {
  switchLanguage('en');
  vi.restoreAllMocks();
});

const PDF = new Uint8Array([...'%PDF-1.4\n%%EOF\n'].map((c) => c.charCodeAt(0)));

const list = () => within(screen.getByRole('list', { name: 'The records' }));
/** The records listed, by their headings, top to bottom. */
const titles = () => list().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// The first case types into four filters over a family's years of records: slow on a busy machine.
describe('Health records', { timeout: 60000 }, () => {
  it("lists the family's lab reports newest first, and narrows them to the mother, a date range and a search", async () => {
    const { user, services } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const all = (await services.get(RECORDS.RecordsApi).records()).unwrap();
    const reports = all.filter((record) => record.kind === 'LAB_REPORT').sort((a, b) => b.date.localeCompare(a.date) || b.addedAt.localeCompare(a.addedAt));
    expect(await screen.findByRole('tab', { name: 'Lab test reports', selected: true })).toBeVisible();
    await waitFor(() => expect(titles()).toEqual(reports.map((record) => record.title)));

    await user.selectOptions(screen.getByLabelText('Whose records'), 'Sunita Agarwal');
    const mothers = reports.filter((record) => record.memberId === 'fm-3');
    expect(mothers.length).toBeGreaterThan(0);
    expect(titles()).toEqual(mothers.map((record) => record.title));
    for (const item of list().getAllByRole('listitem')) expect(item).toHaveTextContent('For Sunita Agarwal');

    const oldest = mothers.at(-1);
    await user.type(screen.getByLabelText('To date'), oldest?.date ?? '');
    expect(titles()).toEqual([oldest?.title]);
    await user.type(screen.getByLabelText('Search by name, lab or doctor'), 'no such report');
    expect(screen.getByText('No record matches these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(reports.length);
  });

  it('opens on one family member from the link on their details, and shows prescriptions in their tab', async () => {
    const { user } = await renderApp('/patient/health-record?member=fm-3', { signInAs: DEMO.subscriber });
    await waitFor(() => expect(screen.getByLabelText('Whose records')).toHaveDisplayValue('Sunita Agarwal'));
    await user.click(screen.getByRole('tab', { name: 'Prescriptions' }));
    expect(await screen.findByRole('tab', { name: 'Prescriptions', selected: true })).toBeVisible();
    const items = (await screen.findByRole('list', { name: 'The records' })).querySelectorAll('li');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toHaveTextContent('For Sunita Agarwal');
  });

  it('opens a record in the page, with its download', async () => {
    const { user } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const first = within(await screen.findByRole('list', { name: 'The records' })).getAllByRole('listitem')[0];
    if (!first) throw new Error('Priya has lab reports');
    const title = within(first).getByRole('heading', { level: 3 }).textContent ?? '';
    await user.click(within(first).getByRole('button', { name: `Open ${title}` }));
    const viewer = screen.getByRole('region', { name: `${title}, opened` });
    expect(within(viewer).getByTitle(`The report ${title}`).tagName).toBe('IFRAME');
    expect(within(viewer).getByRole('link', { name: `Download ${title}` })).toHaveAttribute('download');
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: `${title}, opened` })).not.toBeInTheDocument();
  });

  it('deletes an upload only after the patient confirms, and says so', async () => {
    const { user, services } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const api = services.get(RECORDS.RecordsApi);
    await api.upload({ kind: 'LAB_REPORT', title: 'Urine routine', date: '2026-01-14', source: 'Thyrocare', memberId: null, file: { name: 'urine.pdf', contentType: 'application/pdf', bytes: PDF } });
    await user.type(await screen.findByLabelText('Search by name, lab or doctor'), 'urine');
    const item = within(await screen.findByRole('list', { name: 'The records' })).getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Delete Urine routine' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this record?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Urine routine' })).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Delete Urine routine' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Urine routine” was deleted.');
    expect(screen.queryByRole('heading', { level: 3, name: 'Urine routine' })).not.toBeInTheDocument();
    // Deleted at the server once the few seconds to undo it have passed.
    await waitFor(async () => expect((await api.records()).unwrap().some((record) => record.title === 'Urine routine')).toBe(false), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('brings a deleted upload back with Undo, and the server keeps it', async () => {
    const { user, services } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const api = services.get(RECORDS.RecordsApi);
    const remove = vi.spyOn(api, 'remove');
    await api.upload({ kind: 'LAB_REPORT', title: 'Urine routine', date: '2026-01-14', source: 'Thyrocare', memberId: null, file: { name: 'urine.pdf', contentType: 'application/pdf', bytes: PDF } });
    await user.type(await screen.findByLabelText('Search by name, lab or doctor'), 'urine');
    const item = within(await screen.findByRole('list', { name: 'The records' })).getByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Delete Urine routine' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Urine routine' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Urine routine' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('“Urine routine” is back.');
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows a family with 500 records 20 at a time: "Show more" brings the next 20, takes the focus to the first of them and says how many are shown; search reaches them all', async () => {
    const { user, services } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    await screen.findByRole('list', { name: 'The records' });
    // Report 1 is the newest, a day before report 2, and so on back.
    const many = Array.from({ length: 500 }, (_, index) =>
      testRecord({ id: `doc-${index + 1}`, title: `Report ${index + 1}`, date: new Date(Date.UTC(2026, 10, 1) - index * 24 * 60 * 60 * 1000).toISOString().slice(0, 10) }),
    );
    vi.spyOn(services.get(RECORDS.RecordsApi), 'records').mockResolvedValue(Ok(many));
    services.get(RECORDS.HealthRecords).list().invalidate();
    await waitFor(() => expect(titles()).toEqual(many.slice(0, 20).map((record) => record.title)));
    const shown = screen.getByText('Showing 20 of 500');
    expect(shown).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(titles()).toHaveLength(40);
    expect(screen.getByRole('heading', { level: 3, name: 'Report 21' })).toHaveFocus();
    expect(shown).toHaveTextContent('Showing 40 of 500');

    await user.type(screen.getByLabelText('Search by name, lab or doctor'), 'Report 499');
    expect(titles()).toEqual(['Report 499']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('marks one of the patient’s own records private from its box and shares it again; a family member’s record has no box', async () => {
    const { user, services, clock } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const api = services.get(RECORDS.RecordsApi);
    await api.upload({ kind: 'LAB_REPORT', title: 'Urine routine', date: '2026-01-14', source: 'Thyrocare', memberId: null, file: { name: 'urine.pdf', contentType: 'application/pdf', bytes: PDF } });
    await user.type(await screen.findByLabelText('Search by name, lab or doctor'), 'urine');
    const item = within(await screen.findByRole('list', { name: 'The records' })).getByRole('listitem');
    const box = within(item).getByRole('checkbox', { name: 'Private: only I can see this Urine routine' });
    expect(box).not.toBeChecked();

    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect((await api.records()).unwrap().find((record) => record.title === 'Urine routine')?.private).toBe(true);
    await waitFor(() => expect(box).toBeEnabled());
    clock.advance(THROTTLE_MS);
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box).not.toBeChecked());
    expect((await api.records()).unwrap().find((record) => record.title === 'Urine routine')?.private).toBe(false);

    await user.clear(screen.getByLabelText('Search by name, lab or doctor'));
    await user.selectOptions(screen.getByLabelText('Whose records'), 'Sunita Agarwal');
    const mothers = within(screen.getByRole('list', { name: 'The records' })).getAllByRole('listitem');
    for (const record of mothers) expect(within(record).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('speaks Hindi, with the names as the server sends them', async () => {
    switchLanguage('hi');
    await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('tab', { name: 'लैब जाँच रिपोर्ट' })).toBeVisible();
    expect(screen.getByLabelText('किसके रिकॉर्ड')).toBeVisible();
    expect((await screen.findAllByRole('heading', { level: 3 }))[0]).toHaveAttribute('translate', 'no');
  });

  it('follows a lab value over time: the patient’s values with those out of range first, one opened as every result across labs, newest first', async () => {
    const { user, services } = await renderApp('/patient/health-record', { signInAs: DEMO.subscriber });
    const results = (await services.get(RECORDS.RecordsApi).labResults()).unwrap();
    const summaries = parametersOf(results, null);
    const followed = summaries.find((summary) => summary.count >= 3);
    if (!followed) throw new Error('Priya has a parameter followed up at least three times');
    await user.click(await screen.findByRole('tab', { name: 'Trends' }));

    const list = await screen.findByRole('list', { name: 'Lab values' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(summaries.map((summary) => summary.parameter));
    await user.click(within(list).getByRole('link', { name: followed.parameter }));

    const table = await screen.findByRole('table', { name: `${followed.parameter}, every result` });
    const trend = trendOf(results, null, followed.parameter);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(trend?.points.length ?? 0);
    const newest = trend?.points.at(-1);
    expect(rows[0]).toHaveTextContent(newest?.lab ?? '');
    expect(rows[0]).toHaveTextContent(newest?.standing === 'normal' ? 'In range' : newest?.standing === 'high' ? 'High' : 'Low');
    expect(screen.getByRole('heading', { level: 2, name: followed.parameter })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'All lab values' }));
    expect(await screen.findByRole('list', { name: 'Lab values' })).toBeVisible();
  });

  it('has no lab values for a member whose reports were all uploaded files, and says why', async () => {
    const { user } = await renderApp('/patient/health-record?tab=TRENDS', { signInAs: DEMO.subscriber });
    await screen.findByRole('option', { name: 'Sunita Agarwal' });
    await user.selectOptions(screen.getByLabelText('Whose lab values'), 'Sunita Agarwal');
    expect(await screen.findByText('No lab values here yet. When a lab test booked here reports, its values show here over time.')).toBeVisible();
  });

  it('says so when the address names a parameter the person has no values of, and lists the ones there are', async () => {
    await renderApp('/patient/health-record?tab=TRENDS&parameter=Serum%20ferritin', { signInAs: DEMO.subscriber });
    expect(await screen.findByText('There are no values of Serum ferritin for this person. Here are the ones there are.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('list', { name: 'Lab values' })).toBeVisible();
  });
});
