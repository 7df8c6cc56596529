import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RECORDS } from '../../app/modules/records/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => switchLanguage('en'));

const pdf = (name: string) => new File([new Uint8Array([...'%PDF-1.4\n%%EOF\n'].map((c) => c.charCodeAt(0)))], name, { type: 'application/pdf' });

describe('Uploading reports', { timeout: 30000 }, () => {
  it('uploads a PDF report for the mother with what the patient typed, and links to it in the records', async () => {
    const { user, services } = await renderApp('/patient/upload-reports?member=fm-3', { signInAs: DEMO.subscriber });
    await user.upload(await screen.findByLabelText('Choose files'), pdf('lipid_profile.pdf'));
    const row = within(await screen.findByRole('group', { name: 'File 1: lipid_profile.pdf' }));
    expect(row.getByLabelText('Name of the record')).toHaveValue('lipid profile');
    await waitFor(() => expect(row.getByLabelText('Whose record')).toHaveDisplayValue('Sunita Agarwal'));
    await user.clear(row.getByLabelText('Name of the record'));
    await user.type(row.getByLabelText('Name of the record'), 'Lipid profile after the diet');
    await user.type(row.getByLabelText('Lab or doctor (optional)'), 'Metropolis');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await row.findByRole('status')).toHaveTextContent('Uploaded. It is in your health records.');
    expect(row.getByRole('link', { name: 'See it in health records' })).toHaveAttribute('href', '/patient/health-record?member=fm-3');
    const saved = (await services.get(RECORDS.RecordsApi).records()).unwrap().find((record) => record.title === 'Lipid profile after the diet');
    expect(saved).toMatchObject({ kind: 'LAB_REPORT', source: 'Metropolis', memberId: 'fm-3', personName: 'Sunita Agarwal', file: { contentType: 'application/pdf' } });
  });

  it('refuses at the file a file that lies about its type, an empty one and one over 10 MB, keeping the good one', async () => {
    const { user } = await renderApp('/patient/upload-reports', { signInAs: DEMO.subscriber });
    const picker = await screen.findByLabelText('Choose files');
    const huge = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    huge.set([...'%PDF-1.4'].map((c) => c.charCodeAt(0)));
    await user.upload(picker, [
      new File(['PK\u0003\u0004 not a pdf'], 'report.pdf', { type: 'application/pdf' }),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
      new File([huge], 'scan.pdf', { type: 'application/pdf' }),
      pdf('cbc.pdf'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('report.pdf: This file is not a PDF, JPEG or PNG, whatever its name says.');
    expect(screen.getByRole('alert')).toHaveTextContent('empty.pdf: This file is empty.');
    expect(screen.getByRole('alert')).toHaveTextContent('scan.pdf: This file is 10.1 MB; the limit is 10 MB.');
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('report.pdf'));
    expect(screen.getByRole('group', { name: 'File 1: cbc.pdf' })).toBeVisible();
    expect(screen.queryByRole('group', { name: /report\.pdf/ })).not.toBeInTheDocument();
  });

  it('says at the field what is wrong and keeps what was typed', async () => {
    const { user } = await renderApp('/patient/upload-reports', { signInAs: DEMO.subscriber });
    await user.upload(await screen.findByLabelText('Choose files'), pdf('scan.pdf'));
    const row = within(await screen.findByRole('group', { name: 'File 1: scan.pdf' }));
    await user.clear(row.getByLabelText('Name of the record'));
    await user.type(row.getByLabelText('Lab or doctor (optional)'), 'Thyrocare');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await row.findByText('Give the record a name, such as Thyroid profile.')).toBeVisible();
    expect(row.getByLabelText('Lab or doctor (optional)')).toHaveValue('Thyrocare');
  });

  it('retries one failed file alone, with what was typed, after the others went', async () => {
    const { user, services, demo } = await renderApp('/patient/upload-reports', { signInAs: DEMO.subscriber });
    await user.upload(await screen.findByLabelText('Choose files'), [pdf('first.pdf'), pdf('second.pdf')]);
    const second = within(await screen.findByRole('group', { name: 'File 2: second.pdf' }));
    await user.clear(second.getByLabelText('Name of the record'));
    await user.type(second.getByLabelText('Name of the record'), 'Vitamin D');
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Upload all' }));
    await waitFor(() => expect(screen.getAllByText(/was not uploaded/)).toHaveLength(1));
    const failed = screen.getByText(/was not uploaded/).closest('fieldset');
    if (!failed) throw new Error('the failure is shown in its row');
    expect(screen.getAllByText('Uploaded. It is in your health records.')).toHaveLength(1);

    const api = services.get(RECORDS.RecordsApi);
    const before = (await api.records()).unwrap().length;
    await user.click(within(failed).getByRole('button', { name: /Try .* again/ }));
    expect(await within(failed).findByRole('status')).toHaveTextContent('Uploaded.');
    expect((await api.records()).unwrap()).toHaveLength(before + 1);
    expect((await api.records()).unwrap().some((record) => record.title === 'Vitamin D')).toBe(true);
  });

  it('speaks Hindi', async () => {
    switchLanguage('hi');
    await renderApp('/patient/upload-reports', { signInAs: DEMO.subscriber });
    expect(await screen.findByLabelText('फ़ाइलें चुनें')).toBeVisible();
    expect(screen.getByText('PDF, JPEG या PNG, हर एक 10 MB तक। आप एक साथ कई चुन सकते हैं।')).toBeVisible();
  });
});
