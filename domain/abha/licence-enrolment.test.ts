import { BehaviorSubject } from 'rxjs';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { ManualClock, testQueries } from '../shared/test-doubles';
import type { LicenceDocument, LicenceDocumentInput } from './licence-document';
import { LicenceEnrolment } from './licence-enrolment';
import type { AbhaApi } from './ports';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const FILLED: LicenceDocumentInput = {
  licence: 'KA01 20150012345',
  firstName: 'Rahul',
  middleName: '',
  lastName: 'Verma',
  dateOfBirth: '1990-06-01',
  gender: 'M',
  front: { name: 'front.jpg', bytes: JPEG },
  back: { name: 'back.jpg', bytes: JPEG },
  address: '44 Residency Road',
  state: '29',
  district: '583',
  pincode: '560025',
};

/** An ABDM with the OTP 123456 that records the documents it was sent. */
function abdm(sent: LicenceDocument[] = []): AbhaApi {
  const notHere = async () => Err({ kind: 'rejected' as const, message: 'not in the licence flow' });
  return {
    requestAadhaarOtp: notHere,
    verifyAadhaarOtp: notHere,
    linkMobile: notHere,
    verifyMobileOtp: notHere,
    addressSuggestions: notHere,
    addressAvailable: notHere,
    createAbha: notHere,
    myAbha: notHere,
    linkedRecords: notHere,
    requestRetrieveOtp: notHere,
    requestRetrieveAadhaarOtp: notHere,
    verifyRetrieveOtp: notHere,
    requestLicenceOtp: async () => Ok({ txnId: 'txn-dl' }),
    verifyLicenceOtp: async (txnId, otp) => (txnId === 'txn-dl' && otp === '123456' ? Ok(null) : Err({ kind: 'rejected', message: 'Invalid OTP' })),
    states: async () => Ok([{ code: '29', name: 'Karnataka' }]),
    districts: async (state) => (state === '29' ? Ok([{ code: '583', name: 'Bengaluru Urban' }]) : Err({ kind: 'rejected', message: 'Choose a state from the list.' })),
    enrolByLicence: async (txnId, document) => {
      sent.push(document);
      return txnId === 'txn-dl' ? Ok({ enrolmentNumber: 'DL-000123', name: 'Rahul Verma' }) : Err({ kind: 'rejected', message: 'ended' });
    },
  };
}

function licenceFlow(api = abdm(), signedIn = new BehaviorSubject(true)) {
  const clock = new ManualClock();
  return { flow: new LicenceEnrolment(api, clock, testQueries(clock), signedIn), signedIn };
}

async function atDocument(flow: LicenceEnrolment) {
  flow.consent();
  (await flow.submitMobile('98765 43210')).unwrap();
  (await flow.verifyMobileOtp('123456')).unwrap();
}

describe('applying for an ABHA with a driving licence', () => {
  it('goes consent → mobile → its OTP → the licence → an enrolment number, with the licence shown only masked', async () => {
    const sent: LicenceDocument[] = [];
    const { flow } = licenceFlow(abdm(sent));
    await atDocument(flow);
    expect(flow.current).toEqual({ step: 'document', mobile: '9876543210' });
    (await flow.submitDocument(FILLED)).unwrap();
    expect(flow.current).toEqual({ step: 'done', enrolmentNumber: 'DL-000123', name: 'Rahul Verma', maskedLicence: 'KA01 XXXXXXX2345' });
    expect(sent.map((each) => each.licence)).toEqual(['KA0120150012345']);
  });

  it('sends nothing while a field is wrong, and names each wrong field', async () => {
    const sent: LicenceDocument[] = [];
    const { flow } = licenceFlow(abdm(sent));
    await atDocument(flow);
    const refused = (await flow.submitDocument({ ...FILLED, licence: 'ZZ01 20150012345', back: null })).unwrapErr();
    expect(refused).toMatchObject({ kind: 'invalid', fields: { licence: expect.stringContaining('code of the state'), back: 'Add a photo of this side of your licence.' } });
    expect(sent).toEqual([]);
    expect(flow.current.step).toBe('document');
  });

  it('counts a wrong OTP as sign-in does, and sends the licence once however often it is submitted', async () => {
    const sent: LicenceDocument[] = [];
    const { flow } = licenceFlow(abdm(sent));
    flow.consent();
    (await flow.submitMobile('9876543210')).unwrap();
    expect((await flow.verifyMobileOtp('000000')).unwrapErr()).toEqual({ kind: 'wrong-code', message: 'Invalid OTP', attemptsLeft: 4 });
    (await flow.verifyMobileOtp('123456')).unwrap();
    const [first, second] = await Promise.all([flow.submitDocument(FILLED), flow.submitDocument(FILLED)]);
    expect(first.isOk()).toBe(true);
    expect(second.unwrapErr()).toEqual({ kind: 'busy' });
    expect(sent).toHaveLength(1);
  });

  it('forgets the transaction at sign-out: a document after it is out of step', async () => {
    const { flow, signedIn } = licenceFlow();
    await atDocument(flow);
    signedIn.next(false);
    expect(flow.current).toEqual({ step: 'consent' });
    expect((await flow.submitDocument(FILLED)).unwrapErr()).toEqual({ kind: 'out-of-step' });
  });

  it('lists the districts of the state chosen only, and none before a state is chosen', async () => {
    const { flow } = licenceFlow();
    expect(flow.districts('')).toBeNull();
    expect((await flow.districts('29')?.value())?.unwrap()).toEqual([{ code: '583', name: 'Bengaluru Urban' }]);
  });
});
