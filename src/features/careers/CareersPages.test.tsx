import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];

function resume(name: string, head: number[], size = 2048): File {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type: 'application/pdf' });
}

describe('Careers page', () => {
  it('lists the open positions newest first, filters them by team and city, and links each to its page', async () => {
    const { user } = await renderApp('/career');
    // The file's first page also loads and seeds the fake backend, which on a loaded machine takes many seconds.
    expect(await screen.findByText('7 positions', {}, { timeout: 45_000 })).toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.querySelector('a')?.textContent);
    expect(titles.slice(0, 3)).toEqual(['Data Analyst Intern', 'Patient Care Coordinator', 'Clinical Pharmacist']);
    expect(screen.getByRole('link', { name: 'Data Analyst Intern' })).toHaveAttribute('href', '/healthcare/job-detail?id=data-analyst-intern-ggn');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Engineering');
    expect(await screen.findByText('3 positions')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Gurugram');
    expect(await screen.findByText('2 positions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Backend Engineer, Payments' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Senior Frontend Engineer' })).not.toBeInTheDocument();
  }, 60_000);

  it('is in Hindi, the positions’ own words as sent', async () => {
    await switchLanguage('hi');
    await renderApp('/career');
    expect(await screen.findByText('7 पद', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'टीम' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clinical Pharmacist' })).toHaveAttribute('translate', 'no');
  });
});

describe('Job page', () => {
  it('shows the role, what it asks for and the way to apply; an unknown position says so', async () => {
    await renderApp('/healthcare/job-detail?id=clinical-pharmacist-mum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Clinical Pharmacist' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you need' })).toBeInTheDocument();
    expect(screen.getByText(/B\.Pharm or M\.Pharm/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply for this position' })).toHaveAttribute('href', '/healthcare/job-application?id=clinical-pharmacist-mum');
  });

  it('says an unknown position cannot be found, with the way to the open ones', async () => {
    await renderApp('/healthcare/job-detail?id=no-such-job');
    expect(await screen.findByRole('heading', { name: 'We could not find that position' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all positions' })).toHaveAttribute('href', '/career');
  });
});

describe('Job application page', () => {
  it('checks each field and the resume by its content, then sends it on a double press and gives the application number', async () => {
    const { user } = await renderApp('/healthcare/job-application?id=product-designer-blr');
    const form = await screen.findByRole('form', { name: 'Application for Product Designer' }, { timeout: 20_000 });

    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.type(within(form).getByRole('textbox', { name: 'LinkedIn profile (optional)' }), 'https://example.com/me');
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Choose your resume: a PDF, DOC or DOCX file')).toBeInTheDocument();
    expect(within(form).getByText('Choose your notice period')).toBeInTheDocument();
    expect(within(form).getByText(/Enter your LinkedIn profile address/)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('12345');

    const fileInput = within(form).getByLabelText('Resume');
    await user.upload(fileInput, resume('resume.pdf', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(await within(form).findByText(/This file is not a PDF, DOC or DOCX/)).toBeInTheDocument();
    await user.upload(fileInput, resume('resume.pdf', PDF_HEAD, 6 * 1024 * 1024));
    expect(await within(form).findByText(/This file is 6\.0 MB; the limit is 5 MB/)).toBeInTheDocument();
    await user.upload(fileInput, resume('ananya-resume.pdf', PDF_HEAD));
    expect(await within(form).findByText(/Chosen: ananya-resume\.pdf/)).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ananya Krishnan');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'ananya.k@example.com');
    await user.clear(within(form).getByRole('textbox', { name: 'Mobile number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '98450 12345');
    await user.type(within(form).getByRole('textbox', { name: 'City you live in now' }), 'Bengaluru');
    await user.type(within(form).getByRole('textbox', { name: 'Years of experience' }), '4');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Notice period' }), '30');
    await user.clear(within(form).getByRole('textbox', { name: 'LinkedIn profile (optional)' }));
    await user.dblClick(within(form).getByRole('button', { name: 'Send application' }));

    const confirmation = await screen.findByRole('status', {}, { timeout: 10_000 });
    await within(confirmation).findByText('Thank you, your application has been sent.');
    expect(confirmation).toHaveTextContent(/Your application number is JA-\d+\. We have written to ananya\.k@example\.com/);
  }, 60_000);
});
