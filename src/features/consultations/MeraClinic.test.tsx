import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEET_CODE_MESSAGES } from '../../../domain/consultations/meet-code';
import { DEMO, renderApp } from '../../test/render-app';
import { fakeMediaDevices, installMediaDevices, upcomingConsultationMovedToSoon } from './test-kit';

afterEach(() => installMediaDevices(undefined));

/** The demo patient at the clinic kiosk, with their upcoming consultation moved to start within 15 minutes. */
async function atTheClinic(path = '/meraclinic') {
  installMediaDevices(fakeMediaDevices());
  const app = await renderApp(path, { signInAs: DEMO.patient });
  const booked = await upcomingConsultationMovedToSoon(app);
  return { ...app, booked };
}

describe('Mera Clinic', { timeout: 40000 }, () => {
  it('checks the meeting code where it is typed, keeping what was typed', async () => {
    const { user, location } = await renderApp('/meraclinic');
    await screen.findByRole('heading', { name: 'Welcome to Mera Clinic' });
    const field = screen.getByLabelText('Meeting code');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(MEET_CODE_MESSAGES.empty)).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'cw41-a0b');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MEET_CODE_MESSAGES.invalid));
    expect(field).toHaveValue('cw41-a0b');
    expect(location.current.pathname).toBe('/meraclinic');
  });

  it('sends a visitor to sign in first, back to the welcome with the code filled in', async () => {
    const { user, location } = await renderApp('/meraclinic');
    await user.type(await screen.findByLabelText('Meeting code'), 'CW41 A0B');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/auth/login?refer=/meraclinic_meetCode__cw41a0b'));
  });

  it('takes a visitor who opens the clinic call to the welcome, with the code kept', async () => {
    const { location } = await renderApp('/meraclinic/video-consult?meetCode=cw41a0b');
    expect(await screen.findByLabelText('Meeting code')).toHaveValue('cw41a0b');
    expect(`${location.current.pathname}${location.current.search}`).toBe('/meraclinic?meetCode=cw41a0b');
  });

  it('opens the video consultation from the code, holds the call, and finishes by signing the patient out of the kiosk', async () => {
    const { user, location, booked, navigator } = await atTheClinic('/meraclinic/welcome');
    expect(await screen.findByText(/Signed in as Rahul\./)).toBeVisible();
    await user.type(screen.getByLabelText('Meeting code'), booked.meetCode.toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Start consultation' }));
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe(`/meraclinic/video-consult?meetCode=${booked.meetCode}`));
    expect(await screen.findByText('Your camera and microphone work. Check how you look, then join.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Join the call' }));
    expect(await screen.findByText(`In the call with ${booked.doctor.name}.`, undefined, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'End call' }));
    await screen.findByRole('heading', { name: 'Your consultation has ended' });
    expect(location.current.pathname).toBe('/meraclinic/end-call');
    await user.click(screen.getByRole('button', { name: 'Finish and sign out' }));
    await waitFor(() => expect(navigator.assigned).toEqual(['/meraclinic']));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says so when the code names no consultation, and leads back to check it', async () => {
    installMediaDevices(fakeMediaDevices());
    await renderApp('/meraclinic/video-consult?meetCode=nosuchcall', { signInAs: DEMO.patient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Data Not Found: we could not find this consultation call.');
    expect(within(alert).getByRole('link', { name: 'Check the meeting code' })).toHaveAttribute('href', '/meraclinic?meetCode=nosuchcall');
  });
});
