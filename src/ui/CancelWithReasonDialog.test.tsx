import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancelWithReasonDialog, type CancelRefusal } from './CancelWithReasonDialog';
import { CANCEL_REASONS } from '../../domain/pharmacy/ordering';
import { switchLanguage } from '../i18n/i18n';
import { theme } from './theme';
import { THROTTLE_MS } from '../../domain/shared/constants';
import { SteppingClock } from '../test/clock';
import { ClockProvider } from './throttled-submit';

const REASONS = ['Booked by mistake', 'Other'] as const;

const failed = (message: string): CancelRefusal => ({ message, sent: true });

function renderDialog(onConfirm: (reason: string, other: string) => Promise<CancelRefusal | null>) {
  const onClose = vi.fn();
  const clock = new SteppingClock();
  render(
    <ClockProvider value={clock}>
      <ThemeProvider theme={theme}>
        <CancelWithReasonDialog title="Cancel this booking?" reasons={REASONS} confirmLabel="Cancel booking" keepLabel="Keep booking" onConfirm={onConfirm} onClose={onClose} />
      </ThemeProvider>
    </ClockProvider>,
  );
  return { user: userEvent.setup(), dialog: screen.getByRole('dialog', { name: 'Cancel this booking?' }), onClose, clock };
}

describe('CancelWithReasonDialog', () => {
  it('starts on the first reason and says a missing reason in place, described on the reasons', async () => {
    const { user, dialog } = renderDialog(async (reason) => (reason === '' ? { message: 'Choose a reason', sent: false } : null));
    expect(within(dialog).getByRole('radio', { name: 'Booked by mistake' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    expect(within(dialog).getByRole('group', { name: 'Why are you cancelling?' })).toHaveAccessibleDescription('Choose a reason');
  });

  it('takes the next press at once after a refusal that never reached the server (a missing reason)', async () => {
    const onConfirm = vi.fn(async (reason: string) => (reason === '' ? { message: 'Choose a reason', sent: false } : null));
    const { user, dialog } = renderDialog(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await within(dialog).findByRole('alert');

    await user.click(within(dialog).getByRole('radio', { name: 'Booked by mistake' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(onConfirm).toHaveBeenLastCalledWith('Booked by mistake', ''));
  });

  it('asks for words for Other, keeps them after a failed call, and sends them on the retry', async () => {
    const onConfirm = vi.fn<(reason: string, other: string) => Promise<CancelRefusal | null>>().mockResolvedValueOnce(failed('Network problem')).mockResolvedValueOnce(null);
    const { user, dialog, clock } = renderDialog(onConfirm);
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText('Tell us why'), 'Plans changed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Network problem');
    expect(within(dialog).getByLabelText('Tell us why')).toHaveValue('Plans changed');
    expect(within(dialog).getByLabelText('Tell us why')).toHaveAccessibleDescription('Network problem');

    // A press within 1500 ms of the last is ignored (spec §9); the retry comes after.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    clock.advance(THROTTLE_MS);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenLastCalledWith('Other', 'Plans changed');
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('shows the call is under way and sends it once however often it is pressed', async () => {
    let finish: (refusal: CancelRefusal | null) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<CancelRefusal | null>((resolve) => (finish = resolve)));
    const { user, dialog } = renderDialog(onConfirm);
    await user.click(within(dialog).getByRole('radio', { name: 'Booked by mistake' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const busy = within(dialog).getByRole('button', { name: 'Cancelling…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish(null);
    expect(await within(dialog).findByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('closes on Keep without cancelling', async () => {
    const onConfirm = vi.fn(async () => null);
    const { user, dialog, onClose } = renderDialog(onConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('CancelWithReasonDialog in Hindi', () => {
  afterEach(() => switchLanguage('en'));

  it("asks why in Hindi, offers the domain's reasons in Hindi, says a missing reason in Hindi, and still sends the reason in English", async () => {
    await switchLanguage('hi');
    let finish: (refusal: CancelRefusal | null) => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<CancelRefusal | null>((resolve) => (finish = resolve)));
    render(
      <ClockProvider value={new SteppingClock()}>
        <ThemeProvider theme={theme}>
          <CancelWithReasonDialog title="यह ऑर्डर रद्द करें?" reasons={CANCEL_REASONS} confirmLabel="ऑर्डर रद्द करें" keepLabel="ऑर्डर रखें" onConfirm={onConfirm} onClose={() => undefined} />
        </ThemeProvider>
      </ClockProvider>,
    );
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
    const reasons = within(dialog).getByRole('group', { name: 'आप क्यों रद्द कर रहे हैं?' });

    await user.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('कोई कारण चुनें');
    expect(reasons).toHaveAccessibleDescription('कोई कारण चुनें');

    await user.click(within(reasons).getByRole('radio', { name: 'अन्य' }));
    expect(within(dialog).getByLabelText('हमें वजह बताएँ')).toBeInTheDocument();
    await user.click(within(reasons).getByRole('radio', { name: 'मैंने गलती से ऑर्डर कर दिया' }));
    await user.click(within(dialog).getByRole('button', { name: 'ऑर्डर रद्द करें' }));

    expect(within(dialog).getByRole('button', { name: 'रद्द किया जा रहा है…' })).toBeDisabled();
    expect(onConfirm).toHaveBeenCalledWith('I ordered by mistake', '');
    finish(null);
    expect(await within(dialog).findByRole('button', { name: 'ऑर्डर रद्द करें' })).toBeEnabled();
  });
});
