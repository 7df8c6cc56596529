import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('/auth/call-info', () => {
  it('gives the customer-care number as a link phones can call, with the hours', async () => {
    await renderApp('/auth/call-info');

    expect(await screen.findByRole('heading', { level: 1, name: 'Call information' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: '1800 3090 101' })).toHaveAttribute('href', 'tel:18003090101');
    expect(main).toHaveTextContent('We answer every day from 8 AM to 10 PM.');
  });

  it('says what to keep ready, that we never ask for an OTP, and where to go in an emergency', async () => {
    await renderApp('/auth/call-info');

    const ready = await screen.findByRole('region', { name: 'Keep these ready' });
    expect(within(ready).getAllByRole('listitem').map((li) => li.textContent)).toContain('The mobile number registered with us');
    expect(screen.getByText(/We will never ask for your OTP, password/)).toBeInTheDocument();
    expect(screen.getByText(/In a medical emergency, call 112/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'care@carewell.in' })).toHaveAttribute('href', 'mailto:care@carewell.in');
    expect(screen.getByRole('link', { name: 'send us a message' })).toHaveAttribute('href', '/contact-us');
  });
});
