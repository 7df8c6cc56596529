import { describe, expect, it } from 'vitest';
import { DRIVING_LICENCE_MESSAGES } from './driving-licence';
import { checkLicenceDocument, LICENCE_DOCUMENT_MESSAGES, MAX_LICENCE_PHOTO_BYTES, type LicenceDocumentInput } from './licence-document';

const TODAY = new Date(2026, 10, 26);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

const FILLED: LicenceDocumentInput = {
  licence: 'MH12 20110012345',
  firstName: 'Priya',
  middleName: '',
  lastName: 'Sharma',
  dateOfBirth: '1988-03-14',
  gender: 'F',
  front: { name: 'front.jpg', bytes: JPEG },
  back: { name: 'back.png', bytes: PNG },
  address: '12 Shanti Kunj, Baner Road',
  state: '27',
  district: '490',
  pincode: '411 045',
};

describe("a driving licence's details for ABHA", () => {
  it('are taken as ABDM needs them: the licence in its national form, photos typed by content, the pincode compact', () => {
    const document = checkLicenceDocument(FILLED, TODAY).unwrap();
    expect(document).toMatchObject({ licence: 'MH1220110012345', middleName: null, dateOfBirth: '1988-03-14', gender: 'F', stateCode: '27', districtCode: '490', pincode: '411045' });
    expect(document.front.contentType).toBe('image/jpeg');
    expect(document.back.contentType).toBe('image/png');
  });

  it('name every wrong field at once, each at its own field', () => {
    const errors = checkLicenceDocument({ ...FILLED, licence: 'MH12', firstName: '', gender: '', front: null, state: '', district: '', pincode: '0110' }, TODAY).unwrapErr().fields;
    expect(errors).toEqual({
      licence: DRIVING_LICENCE_MESSAGES.shape,
      firstName: 'Enter your name',
      gender: LICENCE_DOCUMENT_MESSAGES.gender,
      front: LICENCE_DOCUMENT_MESSAGES.photoMissing,
      state: LICENCE_DOCUMENT_MESSAGES.state,
      district: LICENCE_DOCUMENT_MESSAGES.district,
      pincode: 'A pincode has 6 digits',
    });
  });

  it('refuse a PDF or a file that is no photo whatever its name, and say how to get under the 2 MB limit', () => {
    expect(checkLicenceDocument({ ...FILLED, front: { name: 'front.jpg', bytes: PDF } }, TODAY).unwrapErr().fields.front).toBe(LICENCE_DOCUMENT_MESSAGES.photoType);
    const large = new Uint8Array(MAX_LICENCE_PHOTO_BYTES + 1);
    large.set(JPEG);
    expect(checkLicenceDocument({ ...FILLED, back: { name: 'back.jpg', bytes: large } }, TODAY).unwrapErr().fields.back).toBe(
      'This photo is 2.1 MB; the limit is 2 MB. Take it again at a lower resolution, or crop it to the licence.',
    );
  });

  it('refuse a date of birth that makes the holder younger than any licence allows', () => {
    expect(checkLicenceDocument({ ...FILLED, dateOfBirth: '2012-01-01' }, TODAY).unwrapErr().fields.dateOfBirth).toBe(LICENCE_DOCUMENT_MESSAGES.tooYoung);
  });
});
