import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

const QUESTION = 'Can the lab collect a sample from my office instead of home?';

async function openFaq() {
  const harness = await renderApp('/patient/faq', { signInAs: DEMO.patient });
  // A file's first page also loads the area's chunks, which on a loaded machine takes many seconds.
  await screen.findByRole('heading', { level: 2, name: 'Lab tests' }, { timeout: 45_000 });
  return harness;
}

describe('FAQ page', () => {
  it('lists the questions under their topics, each answer folded until opened', async () => {
    const { user } = await openFaq();

    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    const topics = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(topics).toEqual(expect.arrayContaining(['Consultations', 'Medicines', 'Lab tests', 'Payments and refunds', 'Account and privacy']));
    const question = screen.getByText('Do I need to fast before a blood test?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');

    await user.click(question);

    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText(/fast for 10 to 12 hours/)).toBeVisible();
  }, 60_000);

  it('filters as one types, says how many match, and says so when none does', async () => {
    const { user } = await openFaq();
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });

    await user.type(search, 'refund');

    expect(screen.getByRole('status')).toHaveTextContent(/questions? match “refund”/);
    expect(screen.getByText('How long does a refund take to reach me?')).toBeInTheDocument();
    expect(screen.queryByText('Do I need to fast before a blood test?')).not.toBeInTheDocument();

    await user.type(search, ' xylophone');

    expect(screen.getByRole('status')).toHaveTextContent('No question matches “refund xylophone”.');
    expect(screen.queryByText('How long does a refund take to reach me?')).not.toBeInTheDocument();
  });

  it('offers to send a search that found nothing as the question', async () => {
    const { user } = await openFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'Do you deliver to Port Blair');

    await user.click(screen.getByRole('button', { name: 'Ask this question' }));

    expect(screen.getByLabelText('Your question')).toHaveValue('Do you deliver to Port Blair');
    expect(screen.getByLabelText('Your question')).toHaveFocus();
  });

  it('says what is wrong at each field and sends nothing', async () => {
    const { user } = await openFaq();
    await user.type(screen.getByLabelText('Your question'), 'Sunday?');

    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect(screen.getByLabelText('What is it about?')).toHaveAccessibleDescription('Choose what your question is about');
    expect(screen.getByLabelText('What is it about?')).toHaveFocus();
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription(expect.stringContaining('Write at least 15 characters so our team can answer'));
  });

  it('sends the question once, however often pressed, and confirms it with a reference', async () => {
    const { user } = await openFaq();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Lab tests');
    await user.type(screen.getByLabelText('Your question'), QUESTION);
    const send = screen.getByRole('button', { name: 'Send question' });

    await user.dblClick(send);

    const confirmation = await screen.findByText('Thank you, we have your question');
    expect(confirmation.closest('[role="status"]')).toHaveTextContent(/Your reference is FQ-1001\./);
    await user.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it('keeps everything typed when sending fails, and says why', async () => {
    const { user, demo } = await openFaq();
    await user.selectOptions(screen.getByLabelText('What is it about?'), 'Something else');
    await user.type(screen.getByLabelText('Your question'), QUESTION);
    await demo.injectFault('500', 1);

    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your question was not sent.');
    expect(screen.getByLabelText('What is it about?')).toHaveValue('Other');
    expect(screen.getByLabelText('Your question')).toHaveValue(QUESTION);
  });

  it('gives back what was typed when the patient leaves the page and comes back', async () => {
    const { user } = await openFaq();
    await user.type(screen.getByLabelText('Your question'), QUESTION);
    const menu = screen.getByRole('navigation', { name: 'Patient menu' });

    await user.click(within(menu).getByRole('link', { name: 'Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await user.click(within(menu).getByRole('link', { name: 'FAQ' }));

    expect(await screen.findByLabelText('Your question')).toHaveValue(QUESTION);
  });

  it('speaks Hindi, the questions staying as the server sent them', async () => {
    await switchLanguage('hi');
    await renderApp('/patient/faq', { signInAs: DEMO.patient });

    expect(await screen.findByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(await screen.findByText('How long does a refund take to reach me?')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('searchbox', { name: 'सवाल खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सवाल भेजें' })).toBeInTheDocument();
  });
});
