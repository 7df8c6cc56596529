import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHARMACY } from '../../../app/modules/pharmacy/tokens';
import { DEMO, renderApp } from '../../../test/render-app';
import { gate, HOME, jpegFile } from '../orders/test-kit';

afterEach(() => {
  vi.restoreAllMocks();
});

const FIELD = 'Choose photos or PDFs of your prescription';

describe('Prescription upload', { timeout: 30000 }, () => {
  it('refuses a file that is not a photo or PDF by its content, whatever its name, with the message at the field', async () => {
    const { user, services } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    const upload = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'uploadPrescription');
    const field = await screen.findByLabelText(FIELD);
    await user.upload(field, new File(['just some text, not a photo'], 'rx.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('rx.jpg: Upload a photo (JPEG or PNG) or a PDF of your prescription. This file is neither.'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const { user, services } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    const upload = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'uploadPrescription');
    const field = await screen.findByLabelText(FIELD);
    await user.upload(field, jpegFile('big-scan.jpg', 11 * 1024 * 1024));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining('big-scan.jpg: This file is 11.0 MB; the limit is 10 MB.')));
    expect(upload).not.toHaveBeenCalled();
  });

  it('says at the file when the server refuses it as too large (413), with the limit it names', async () => {
    const { user, services } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    vi.spyOn(services.get(PHARMACY.PharmacyApi), 'uploadPrescription').mockResolvedValueOnce(
      Err({ kind: 'too-large', message: 'This file is too large: uploads may be at most 10 MB.' }),
    );
    await user.upload(await screen.findByLabelText(FIELD), jpegFile('dr-rao.jpg'));
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent('dr-rao.jpg was not uploaded. This file is too large: uploads may be at most 10 MB.');
  });

  it('toasts the server’s message when an upload fails with a 500 (spec §8’s image upload), and marks the file without saying it twice', async () => {
    const { user, demo } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    await screen.findByText('No prescriptions uploaded yet.');
    await demo.injectFault('500', 1);

    await user.upload(screen.getByLabelText(FIELD), jpegFile('dr-mehta.jpg'));

    const toast = await within(screen.getByTestId('toasts')).findByRole('alert');
    expect(toast).toHaveTextContent('The demo server failed on purpose (injected fault).');
    // The toast is raised where the call fails; the row learns of it when the answer reaches the page, a moment later.
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(await within(uploads).findByRole('alert')).toHaveTextContent(/^dr-mehta\.jpg was not uploaded\.$/);
  });

  it('shows a progress bar while uploading, then lists the prescription', async () => {
    const { user, services } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    await screen.findByText('No prescriptions uploaded yet.');
    const api = services.get(PHARMACY.PharmacyApi);
    const original = api.uploadPrescription.bind(api);
    const held = gate();
    vi.spyOn(api, 'uploadPrescription').mockImplementationOnce(async (file, onProgress) => {
      onProgress?.(0.4);
      await held.wait;
      return original(file, onProgress);
    });

    await user.upload(screen.getByLabelText(FIELD), jpegFile('dr-mehta.jpg'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading dr-mehta.jpg' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '0.4'));
    held.release();
    const list = await screen.findByRole('list', { name: 'Your prescriptions' });
    expect(within(list).getByRole('button', { name: 'Delete dr-mehta.jpg' })).toBeVisible();
    // The list and the finished row change in two microtasks of one task, before the browser paints.
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('lists a prescription uploaded before the list had arrived, and keeps it when the older answer comes in', async () => {
    const { user, services } = await renderApp('/healthcare/uploadPrescription', { signInAs: DEMO.patient });
    const api = services.get(PHARMACY.PharmacyApi);
    const original = api.prescriptions.bind(api);
    const held = gate();
    // The first answer is the list from before the upload, arriving only after it.
    vi.spyOn(api, 'prescriptions').mockImplementationOnce(async () => {
      const before = await original();
      await held.wait;
      return before;
    });
    // The page may have asked for the list before the spy was in place: ask again, so the read
    // that is out when the upload lands is the held one (an older, overtaken read is dropped).
    services.get(PHARMACY.Prescriptions).list().reload();

    await user.upload(await screen.findByLabelText(FIELD), jpegFile('dr-iyer.jpg'));
    const list = await screen.findByRole('list', { name: 'Your prescriptions' });
    expect(within(list).getByRole('button', { name: 'Delete dr-iyer.jpg' })).toBeVisible();
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(screen.getByRole('list', { name: 'Your prescriptions' })).getByRole('button', { name: 'Delete dr-iyer.jpg' })).toBeVisible();
  });

  it('deletes a prescription only after it is confirmed in a dialog, returning focus', async () => {
    const { user, services } = await renderApp('/healthcare/prescription-upload', { signInAs: DEMO.patient });
    await screen.findByText('No prescriptions uploaded yet.');
    await user.upload(screen.getByLabelText(FIELD), jpegFile('old.jpg'));
    const remove = await screen.findByRole('button', { name: 'Delete old.jpg' });
    const deleted = vi.spyOn(services.get(PHARMACY.PharmacyApi), 'deletePrescription');

    await user.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete this prescription?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(remove);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete prescription' }));
    await screen.findByText('No prescriptions uploaded yet.');
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('orders with a prescription only, delivered to a saved address', async () => {
    const { user, services, location } = await renderApp('/healthcare/Cart', { signInAs: DEMO.patient });
    await screen.findByText('Your cart is empty.');
    const api = services.get(PHARMACY.PharmacyApi);
    (await api.addAddress(HOME)).unwrap();
    (await api.uploadPrescription({ name: 'rx.jpg', contentType: 'image/jpeg', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1]) })).unwrap();
    await user.click(screen.getByRole('link', { name: 'order with a prescription' }));

    expect(await screen.findByLabelText('Deliver prescription-only orders to')).toHaveDisplayValue(/Rahul Verma: 14 Residency Road/);
    const order = vi.spyOn(api, 'orderByPrescription');
    await user.dblClick(screen.getByRole('button', { name: 'Order with this prescription only (rx.jpg)' }));
    await screen.findByRole('heading', { level: 1, name: 'Medicine order' }, { timeout: 15000 });
    expect(location.current.pathname).toMatch(/^\/healthcare\/order\/order-\d+$/);
    expect(order).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The pharmacist will add the medicines from your prescription.')).toBeVisible();
  });
});
