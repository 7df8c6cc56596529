import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { PharmacyApi } from './ports';
import { PrescriptionLibrary } from './prescriptions';
import { order, prescription, testApi, testErrors } from './test-support';
import { testQueries } from '../shared/test-doubles';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%…');

describe('PrescriptionLibrary', () => {
  it('lists prescriptions newest first', async () => {
    const library = new PrescriptionLibrary(
      testApi({ prescriptions: async () => Ok([prescription({ id: 'old', uploadedOn: '2026-01-01' }), prescription({ id: 'new', uploadedOn: '2026-11-01' })]) }),
      testErrors().errors,
      testQueries(),
    );
    expect((await library.list().value()).unwrap().map((p) => p.id)).toEqual(['new', 'old']);
  });

  it('uploads with the type the content shows, whatever the name says, reporting progress', async () => {
    const uploadPrescription = vi.fn<PharmacyApi['uploadPrescription']>(async (_file, onProgress) => {
      onProgress?.(0.5);
      onProgress?.(1);
      return Ok(prescription());
    });
    const progress: number[] = [];
    const library = new PrescriptionLibrary(testApi({ uploadPrescription }), testErrors().errors, testQueries());
    await library.upload({ name: 'scan.jpg', bytes: PDF }, (f) => progress.push(f));
    expect(uploadPrescription.mock.calls[0]?.[0]).toMatchObject({ name: 'scan.jpg', contentType: 'application/pdf' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('refuses a file that is not an image or PDF, or is empty, before sending anything', async () => {
    const uploadPrescription = vi.fn<PharmacyApi['uploadPrescription']>();
    const library = new PrescriptionLibrary(testApi({ uploadPrescription }), testErrors().errors, testQueries());
    const text = await library.upload({ name: 'rx.jpg', bytes: new TextEncoder().encode('hello, not a photo') });
    expect(text.isErr() && text.error.kind).toBe('unsupported-type');
    const empty = await library.upload({ name: 'rx.png', bytes: new Uint8Array() });
    expect(empty.isErr() && empty.error.kind).toBe('empty');
    expect(library.check(JPEG, 11 * 1024 * 1024).isErr()).toBe(true);
    expect(library.check(JPEG, 2048).unwrap()).toBe('image/jpeg');
    expect(uploadPrescription).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500, as the spec’s image-upload context does', { kind: 'server', status: 500, message: 'Upload failed' }],
    ['a 400 with the response’s data text', { kind: 'rejected', message: 'File could not be read' }],
    ['a 409', { kind: 'conflict', message: 'This prescription was uploaded already' }],
  ] as const)('toasts the server’s answer to an upload, %s, and tells the page it was said', async (_what, error) => {
    const { errors, toasts } = testErrors();
    const library = new PrescriptionLibrary(testApi({ uploadPrescription: async () => Err(error) }), errors, testQueries());
    const result = await library.upload({ name: 'rx.jpg', bytes: JPEG });
    expect(result.isErr() && result.error).toEqual({ kind: 'announced' });
    expect(toasts).toEqual([error.message]);
  });

  it('leaves a failure without a server answer to the page', async () => {
    const { errors, toasts } = testErrors();
    const library = new PrescriptionLibrary(testApi({ uploadPrescription: async () => Err({ kind: 'timeout' }) }), errors, testQueries());
    const result = await library.upload({ name: 'rx.jpg', bytes: JPEG });
    expect(result.isErr() && result.error).toEqual({ kind: 'timeout' });
    expect(toasts).toEqual([]);
  });

  it('shows an uploaded prescription first in the list at once, and drops a deleted one', async () => {
    const library = new PrescriptionLibrary(
      testApi({
        prescriptions: async () => Ok([prescription({ id: 'old', uploadedOn: '2026-01-01' })]),
        uploadPrescription: async () => Ok(prescription({ id: 'new', uploadedOn: '2026-11-24' })),
        deletePrescription: async () => Ok(null),
      }),
      testErrors().errors,
      testQueries(),
    );
    const list = library.list();
    await list.value();

    await library.upload({ name: 'rx.jpg', bytes: JPEG });
    expect(list.state.kind === 'ready' && list.state.value.map((p) => p.id)).toEqual(['new', 'old']);
    await library.remove('old');
    expect(list.state.kind === 'ready' && list.state.value.map((p) => p.id)).toEqual(['new']);
  });

  it('orders by prescription only once, and only with a prescription and an address', async () => {
    const orderByPrescription = vi.fn<PharmacyApi['orderByPrescription']>(async () => Ok(order()));
    const library = new PrescriptionLibrary(testApi({ orderByPrescription }), testErrors().errors, testQueries());
    expect((await library.orderWith([], 'a-1')).isErr()).toBe(true);
    const noAddress = await library.orderWith(['rx-1'], null);
    expect(noAddress.isErr() && noAddress.error.kind).toBe('no-address');
    const [first, second] = await Promise.all([library.orderWith(['rx-1'], 'a-1'), library.orderWith(['rx-1'], 'a-1')]);
    expect(first?.unwrap().id).toBe('o-1');
    expect(second?.isErr() && second.error.kind).toBe('in-progress');
    expect(orderByPrescription).toHaveBeenCalledTimes(1);
    expect(orderByPrescription).toHaveBeenCalledWith({ prescriptionIds: ['rx-1'], addressId: 'a-1' });
  });

  it('keeps the prescriptions ticked for the cart, and forgets one that is deleted', async () => {
    const library = new PrescriptionLibrary(testApi({ deletePrescription: async () => Ok(null) }), testErrors().errors, testQueries());
    const seen: (readonly string[])[] = [];
    library.attached$.subscribe((ids) => seen.push(ids));
    library.attach('rx-1');
    library.attach('rx-1');
    library.attach('rx-2');
    await library.remove('rx-1');
    expect(seen.at(-1)).toEqual(['rx-2']);
    library.clearAttached();
    expect(seen.at(-1)).toEqual([]);
  });
});
