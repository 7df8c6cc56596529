import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n';
import { DEMO, renderApp } from '../test/render-app';

afterEach(() => switchLanguage('en'));

describe('My Orders', { timeout: 30000 }, () => {
  it('lists medicine orders with their status, amount and a link to each', async () => {
    await renderApp('/patient/myOrders', { signInAs: DEMO.subscriber });
    const list = await screen.findByRole('list', { name: 'Medicine orders' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Order order-1' })).toHaveAttribute('href', '/healthcare/order/order-1');
    expect(first).toHaveTextContent('Delivered');
    expect(first).toHaveTextContent('2 medicines');
    // The seeded order was placed at 04:45 UTC: the time shows on the 12-hour clock.
    expect(first).toHaveTextContent(/Placed 12 Jan 2026, \d{1,2}:\d{2} (AM|PM)/);
  });

  it('moves between the Medicines, Diagnostics and Subscriptions tabs with the arrow keys', async () => {
    const { user } = await renderApp('/patient/myOrders', { signInAs: DEMO.patient });
    const medicines = await screen.findByRole('tab', { name: 'Medicines' });
    expect(medicines).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/You have no medicine orders yet/)).toBeVisible();

    medicines.focus();
    await user.keyboard('{ArrowRight}');
    const diagnostics = screen.getByRole('tab', { name: 'Diagnostics' });
    expect(diagnostics).toHaveFocus();
    expect(diagnostics).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/No lab test orders yet/)).toBeVisible();

    await user.keyboard('{End}');
    expect(await within(screen.getByRole('tabpanel', { name: 'Subscriptions' })).findByText('You have no Care Plus plan yet.')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Medicines' })).toHaveFocus();
  });

  it('reads in Hindi: the heading, the tabs, an order’s status, day and count, and the empty list', async () => {
    await switchLanguage('hi');
    const { unmount } = await renderApp('/patient/myOrders', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'दवाइयाँ' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'दवा के ऑर्डर' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'ऑर्डर order-1' })).toBeVisible();
    expect(first).toHaveTextContent('पहुँच गया');
    expect(first).toHaveTextContent(/12 जन॰ 2026, \d{1,2}:\d{2} (AM|PM) को ऑर्डर किया · 2 दवाइयाँ/);
    unmount();

    await renderApp('/patient/myOrders', { signInAs: DEMO.patient });
    expect(await screen.findByText('आपने अभी तक दवा का कोई ऑर्डर नहीं किया है।')).toBeVisible();
    expect(screen.getByRole('link', { name: 'दवाइयाँ खोजें' })).toHaveAttribute('href', '/search-medicine');
  });
});
