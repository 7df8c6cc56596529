import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { FakeAccountApi } from '../../../fakes/account-api';
import { ACCOUNT } from '../../app/modules/account/tokens';
import { DEMO, renderApp } from '../../test/render-app';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];

const file = (bytes: number[], name: string, type: string, size = bytes.length) => {
  const content = new Uint8Array(size);
  content.set(bytes);
  return new File([content], name, { type });
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** A brand-new number: the fake registers it on the spot, with only a name. */
const NEW_NUMBER = '9988776655';

async function openEditProfile(path = '/patient/edit-profile', signInAs: string = DEMO.patient) {
  const harness = await renderApp(path, { signInAs, userOptions: { applyAccept: false } });
  await screen.findByRole('form', { name: 'Profile' });
  return harness;
}

describe('Edit profile', { timeout: 20000 }, () => {
  it('starts from the saved profile', async () => {
    await openEditProfile();
    expect(screen.getByLabelText('First name')).toHaveValue('Rahul');
    expect(screen.getByLabelText('Last name (optional)')).toHaveValue('Verma');
    expect(screen.getByLabelText('Pincode')).not.toHaveValue('');
  });

  it('shows each wrong field’s message at the field and saves nothing', async () => {
    const { user, services } = await openEditProfile();
    const save = vi.spyOn(services.get(ACCOUNT.AccountApi), 'editProfile');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'rahul@');
    await user.clear(screen.getByLabelText('Pincode'));
    await user.type(screen.getByLabelText('Pincode'), '012345');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '2999-01-01');

    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Enter your first name');
    expect(first).toHaveFocus();
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    expect(screen.getByLabelText('Pincode')).toHaveAccessibleDescription(expect.stringContaining('A pincode cannot start with 0'));
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Date of birth cannot be in the future');
    expect(save).not.toHaveBeenCalled();
  });

  it('checks a field as the user leaves it and clears the message once it is right', async () => {
    const { user } = await openEditProfile();
    const email = screen.getByLabelText('E-mail address');
    await user.clear(email);
    await user.type(email, 'rahul.verma');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '@example.in');
    expect(email).toHaveAttribute('aria-invalid', 'false');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('fills city and state from the pincode when the user leaves the field', async () => {
    const { user } = await openEditProfile();
    const pincode = screen.getByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '560001');
    await user.tab();
    expect(await screen.findByText(/Found: Bengaluru, Karnataka/)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Bengaluru');
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka');
    // Filled, not locked: the user may correct it.
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Bangalore');
    expect(screen.getByLabelText('City')).toHaveValue('Bangalore');
  });

  it('looks the pincode up by itself once typing pauses, asking once for the final value', async () => {
    const { user, services } = await openEditProfile();
    const search = vi.spyOn(services.get(ACCOUNT.AccountApi), 'searchPincode');
    const pincode = screen.getByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '600001');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Chennai'));
    expect(screen.getByLabelText('State')).toHaveValue('Tamil Nadu');
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('600001');
  });

  it('says so when the pincode is unknown, and keeps city and state editable', async () => {
    const { user } = await openEditProfile();
    const pincode = screen.getByLabelText('Pincode');
    await user.clear(pincode);
    await user.type(pincode, '999999');
    await user.tab();
    expect(await screen.findByText('We could not find this pincode. Check it, or type your city and state.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeEnabled();
  });

  it('accepts a PNG photo by its content and shows a preview', async () => {
    const { user } = await openEditProfile();
    await user.upload(screen.getByLabelText('Profile photo'), file(PNG, 'me.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Preview of your profile photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute('aria-invalid', 'false');
  });

  it('stores a JPEG named .png as a JPEG: the type comes from the bytes', async () => {
    const { user } = await openEditProfile();
    await user.upload(screen.getByLabelText('Profile photo'), file(JPEG, 'me.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'Preview of your profile photo' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses a file that only claims to be an image, and one over 2 MB, with a clear message', async () => {
    const { user } = await openEditProfile();
    const input = screen.getByLabelText('Profile photo');
    await user.upload(input, file([...'%PDF-1.7'].map((c) => c.charCodeAt(0)), 'photo.jpg', 'image/jpeg'));
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('This file is not a JPEG or PNG image'));
    expect(screen.queryByRole('img', { name: 'Preview of your profile photo' })).not.toBeInTheDocument();

    await user.upload(input, file(JPEG, 'big.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('the limit is 2 MB')));
    expect(screen.queryByRole('img', { name: 'Preview of your profile photo' })).not.toBeInTheDocument();
  });

  it('says at the photo when the server refuses the profile as too large, and keeps the photo and everything typed', async () => {
    const { user, services, location } = await openEditProfile();
    vi.spyOn(services.get(ACCOUNT.AccountApi), 'editProfile').mockResolvedValueOnce(
      Err({ kind: 'too-large', message: 'This file is too large: uploads may be at most 10 MB.' }),
    );
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Rahul K.');
    await user.upload(screen.getByLabelText('Profile photo'), file(PNG, 'me.png', 'image/png'));
    await screen.findByRole('img', { name: 'Preview of your profile photo' });

    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const photo = screen.getByLabelText('Profile photo');
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    expect(photo).toHaveAccessibleDescription(expect.stringContaining('Your profile was not saved. This file is too large: uploads may be at most 10 MB.'));
    expect(first).toHaveValue('Rahul K.');
    expect(screen.getByRole('img', { name: 'Preview of your profile photo' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/patient/edit-profile');
  });

  it('saves once on a double click, then shows the saved profile with a toast', async () => {
    const { user, services, location } = await openEditProfile();
    const save = vi.spyOn(services.get(ACCOUNT.AccountApi), 'editProfile');
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Rahul Kumar');

    await user.dblClick(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    await waitFor(() => expect(location.current.pathname).toBe('/patient/my-profile'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Rahul Kumar Verma')).toBeInTheDocument();
  });

  it('keeps everything typed when a save with a new photo fails with a 500: the toast gives the server’s message (spec §8’s image upload), the form says it was not saved', async () => {
    const { user, demo, location, clock } = await openEditProfile();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Rahul K.');
    await user.upload(screen.getByLabelText('Profile photo'), file(PNG, 'me.png', 'image/png'));
    await screen.findByRole('img', { name: 'Preview of your profile photo' });
    await demo.injectFault('500', 1);

    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const form = screen.getByRole('form', { name: 'Profile' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Your profile was not saved\. Everything you typed is still here\.$/);
    expect(within(screen.getByTestId('toasts')).getByRole('alert')).toHaveTextContent('The demo server failed on purpose (injected fault).');
    expect(first).toHaveValue('Rahul K.');
    expect(screen.getByRole('img', { name: 'Preview of your profile photo' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/patient/edit-profile');
    // And the same form saves once the server is back, after spec §9's 1500 ms throttle.
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(location.current.pathname).toBe('/patient/my-profile'));
  });

  it('says in the form why a save without a new photo failed, with no toast', async () => {
    const { user, demo } = await openEditProfile();
    await demo.injectFault('500', 1);

    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile was not saved. The demo server failed on purpose (injected fault). Everything you typed is still here.');
    expect(within(screen.getByTestId('toasts')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens with the cursor in the field a completion link asked for', async () => {
    await openEditProfile('/patient/edit-profile?field=email');
    // The form puts the cursor there once it has rendered (an effect), a moment after it shows.
    await waitFor(() => expect(screen.getByLabelText('E-mail address')).toHaveFocus());
  });
});

describe('Create profile', { timeout: 20000 }, () => {
  it('completes a new patient’s profile, with the pincode look-up, and continues to the refer target', async () => {
    const { user, location } = await renderApp('/auth/create-profile?refer=/patient/my_profile', { signInAs: NEW_NUMBER });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Ananya');
    await user.clear(screen.getByLabelText('Last name (optional)'));
    await user.type(screen.getByLabelText('Last name (optional)'), "D'Souza");
    await user.type(screen.getByLabelText('E-mail address'), 'Ananya@Example.in');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Date of birth'), '1994-08-15');
    await user.type(screen.getByLabelText('Pincode'), '110001');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('New Delhi'));

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(location.current.pathname).toBe('/patient/my-profile'));
    expect(await screen.findByText("Ananya D'Souza")).toBeInTheDocument();
    expect(screen.getByText('ananya@example.in')).toBeInTheDocument();
  });

  it('goes home when there is no refer target', async () => {
    const { user, location } = await renderApp('/auth/create-profile', { signInAs: NEW_NUMBER });
    await screen.findByLabelText('First name');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location.current.pathname).toBe('/'));
  });
});

describe('My profile', { timeout: 20000 }, () => {
  it('shows the completion as a named meter with its percentage and links to what is missing', async () => {
    await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    const meter = await screen.findByRole('meter', { name: 'Profile completion' });
    expect(meter).toHaveAttribute('aria-valuenow', '86');
    expect(meter).toHaveAttribute('aria-valuetext', '86% complete');
    const missing = screen.getByRole('list', { name: 'Missing from your profile' });
    const link = within(missing).getByRole('link', { name: 'Add profile photo' });
    expect(link).toHaveAttribute('href', '/patient/edit-profile?field=profileUrl');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/patient/edit-profile');
  });

  it('lists every gap of a brand-new profile', async () => {
    await renderApp('/patient/my-profile', { signInAs: NEW_NUMBER });
    const meter = await screen.findByRole('meter', { name: 'Profile completion' });
    expect(meter).toHaveAttribute('aria-valuetext', '29% complete');
    const links = within(screen.getByRole('list', { name: 'Missing from your profile' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Add e-mail address',
      'Add gender',
      'Add date of birth',
      'Add pincode',
      'Add profile photo',
    ]);
  });

  it('offers to try the completion again when it fails, and still shows the profile', async () => {
    vi.spyOn(FakeAccountApi.prototype, 'profileCompletion').mockResolvedValueOnce(Err({ kind: 'server', status: 500, message: 'Internal Server Error' }));
    const { user } = await renderApp('/patient/my-profile', { signInAs: DEMO.patient });
    expect(await screen.findByText('Rahul Verma')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load how complete your profile is.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('meter', { name: 'Profile completion' })).toHaveAttribute('aria-valuenow', '86');
  });
});
