import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { DEMO, renderApp } from '../../test/render-app';
import { fakeMediaDevices, installMediaDevices, upcomingConsultationMovedToSoon } from './test-kit';

afterEach(() => installMediaDevices(undefined));

/** The demo patient's upcoming consultation, moved to start in 10 minutes so the call is open. */
async function openCall(refusal?: 'NotAllowedError' | 'NotFoundError') {
  installMediaDevices(fakeMediaDevices(refusal));
  const app = await renderApp('/patient/consultations', { signInAs: DEMO.patient });
  await app.services.get(CONSULTATIONS.MyConsultations).appointments().value();
  await screen.findByRole('list', { name: 'Upcoming consultations' });
  const booked = await upcomingConsultationMovedToSoon(app);
  return { ...app, booked };
}

describe('The video consultation', { timeout: 40000 }, () => {
  it('checks the devices, waits for the doctor, then holds the call with mute, camera and end, and sums it up', async () => {
    const { user, booked, location } = await openCall();
    await user.click(await screen.findByRole('link', { name: 'Join the call' }));
    expect(await screen.findByText('Your camera and microphone work. Check how you look, then join.')).toBeVisible();
    expect(screen.getByLabelText('Camera')).toHaveDisplayValue('Fake webcam');
    await user.click(screen.getByRole('button', { name: 'Join the call' }));
    expect(await screen.findByText(/You are in the waiting room\. Dr\. .+ will join shortly/)).toBeVisible();
    expect(await screen.findByText(`In the call with ${booked.doctor.name}.`, undefined, { timeout: 8000 })).toBeVisible();
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Turn camera off' }));
    expect(screen.getByRole('button', { name: 'Turn camera on' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'End call' }));
    await screen.findByRole('heading', { name: 'Your consultation has ended' });
    expect(location.current.pathname).toBe('/consult/end-call');
    expect(await screen.findByRole('link', { name: 'View prescription' })).toBeVisible();
  });

  it('explains a blocked camera and offers to check again', async () => {
    const { user } = await openCall('NotAllowedError');
    await user.click(await screen.findByRole('link', { name: 'Join the call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera and microphone access is blocked. Allow it for this site in your browser');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
  });

  it('names a missing camera', async () => {
    const { user } = await openCall('NotFoundError');
    await user.click(await screen.findByRole('link', { name: 'Join the call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find a camera on this device.');
  });

  it('says so when the call link names no consultation', async () => {
    installMediaDevices(fakeMediaDevices());
    await renderApp('/consult/video-consult?meetCode=nosuchcall', { signInAs: DEMO.patient });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Data Not Found: we could not find this consultation call.'));
  });
});
