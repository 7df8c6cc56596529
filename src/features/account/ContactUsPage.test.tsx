import { screen, waitFor, within } from '@testing-library/react';
import { Ok } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../../../adapters/browser/clock';
import { ContactUs, type ContactForm } from '../../../domain/account/contact-us';
import { Query } from '../../../domain/shared/query';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(() => {
  vi.restoreAllMocks();
});

const MESSAGE = 'My lab report from last week has not arrived yet.';

describe('Contact us', { timeout: 20000 }, () => {
  it('shows each wrong field’s message at the field and sends nothing', async () => {
    const { user, services } = await renderApp('/contact-us');
    const send = vi.spyOn(services.get(ACCOUNT.AccountApi), 'contactUs');
    await screen.findByRole('form', { name: 'Contact us' });
    await user.type(screen.getByLabelText('E-mail address'), 'asha@');
    await user.type(screen.getByLabelText('Mobile number'), '12345');
    await user.type(screen.getByLabelText('Your message'), 'Help!');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Enter a 10-digit mobile number');
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      expect.stringContaining('Write at least 10 characters so we can help'),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('counts the message’s characters as they are typed', async () => {
    const { user } = await renderApp('/contact-us');
    const message = await screen.findByLabelText('Your message');
    expect(message).toHaveAccessibleDescription('0 of 1000 characters (at least 10)');
    await user.type(message, 'नमस्ते डॉक्टर');
    expect(message).toHaveAccessibleDescription(`${[...'नमस्ते डॉक्टर'].length} of 1000 characters (at least 10)`);
  });

  it('is filled from the profile when signed in', async () => {
    await renderApp('/contact-us', { signInAs: DEMO.patient });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Rahul Verma'));
    expect(screen.getByLabelText('Mobile number')).toHaveValue(DEMO.patient);
    expect(screen.getByLabelText('E-mail address')).not.toHaveValue('');
  });

  it('keeps what was typed while the profile was still loading, instead of filling the form over it', async () => {
    let answer: (form: ContactForm) => void = () => undefined;
    const slowProfile = new Query<ContactForm>(() => new Promise((resolve) => (answer = (form) => resolve(Ok(form)))), { clock: systemClock, freshForMs: 5_000 });
    vi.spyOn(ContactUs.prototype, 'prefill').mockReturnValue(slowProfile);
    const { user } = await renderApp('/contact-us', { signInAs: DEMO.patient });
    const name = await screen.findByLabelText('Name');
    await user.type(name, 'Asha');
    answer({ name: 'Rahul Verma', email: 'rahul@example.in', mobileNumber: DEMO.patient, message: '' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(name).toHaveValue('Asha');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
  });

  it('sends once on a double click and shows the success state with the customer-care number', async () => {
    const { user, services } = await renderApp('/contact-us');
    const send = vi.spyOn(services.get(ACCOUNT.AccountApi), 'contactUs');
    await user.type(await screen.findByLabelText('Name'), 'Asha Nair');
    await user.type(screen.getByLabelText('E-mail address'), 'Asha.Nair@Example.in');
    await user.type(screen.getByLabelText('Mobile number'), '98470 12345');
    await user.type(screen.getByLabelText('Your message'), MESSAGE);
    await user.dblClick(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, we have your message' });
    const success = heading.closest<HTMLElement>('[role="status"]');
    if (success === null) throw new Error('the success message is not announced');
    expect(success).toHaveTextContent('Our care team will reply to asha.nair@example.in soon.');
    expect(within(success).getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ name: 'Asha Nair', email: 'asha.nair@example.in', mobileNumber: '9847012345', message: MESSAGE });
  });

  it('keeps everything typed when sending fails', async () => {
    const { user, demo } = await renderApp('/contact-us');
    await user.type(await screen.findByLabelText('Name'), 'Asha Nair');
    await user.type(screen.getByLabelText('E-mail address'), 'asha@example.in');
    await user.type(screen.getByLabelText('Mobile number'), '9847012345');
    await user.type(screen.getByLabelText('Your message'), MESSAGE);
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your message was not sent.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Nair');
    expect(screen.getByLabelText('Your message')).toHaveValue(MESSAGE);
  });
});
