import { Err, Ok } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import type { LinkedRecord } from './model';
import { MyAbha, newestRecordsFirst } from './my-abha';
import type { AbhaApi } from './ports';

const LAB: LinkedRecord = { id: 'a', date: '2026-09-12', type: 'DIAGNOSTIC_REPORT', source: 'Apollo Hospitals', title: 'Lipid profile' };
const VISIT: LinkedRecord = { id: 'b', date: '2026-11-03', type: 'OP_CONSULTATION', source: 'Manipal Hospital', title: 'General medicine OPD' };
const RX: LinkedRecord = { id: 'c', date: '2026-11-03', type: 'PRESCRIPTION', source: 'Manipal Hospital', title: 'Prescription' };
const OLD: LinkedRecord = { id: 'd', date: '2025-12-14', type: 'DISCHARGE_SUMMARY', source: 'Fortis Hospital', title: 'Day care' };

function api(linked: AbhaApi['linkedRecords']): AbhaApi {
  const unexpected = () => {
    throw new Error('not on the card page');
  };
  return {
    requestAadhaarOtp: unexpected, verifyAadhaarOtp: unexpected, linkMobile: unexpected, verifyMobileOtp: unexpected,
    addressSuggestions: unexpected, addressAvailable: unexpected, createAbha: unexpected, myAbha: unexpected,
    requestRetrieveOtp: unexpected, requestRetrieveAadhaarOtp: unexpected, verifyRetrieveOtp: unexpected,
    requestLicenceOtp: unexpected, verifyLicenceOtp: unexpected, states: unexpected, districts: unexpected, enrolByLicence: unexpected,
    linkedRecords: linked,
  };
}

describe('the records linked to an ABHA', () => {
  it('come newest first, a visit’s records together in a steady order', () => {
    expect(newestRecordsFirst([LAB, RX, OLD, VISIT])).toEqual([VISIT, RX, LAB, OLD]);
    expect(newestRecordsFirst([LAB, VISIT, OLD, RX])).toEqual([VISIT, RX, LAB, OLD]);
  });

  it('are read once for the card page, in that order, and a failure is the query’s to show', async () => {
    let calls = 0;
    const mine = new MyAbha(
      api(async () => {
        calls += 1;
        return Ok([OLD, LAB, VISIT]);
      }),
      testQueries(),
    );
    expect((await mine.linkedRecords().value()).unwrap()).toEqual([VISIT, LAB, OLD]);
    await mine.linkedRecords().value();
    expect(calls).toBe(1);
    const failing = new MyAbha(api(async () => Err({ kind: 'network' })), testQueries());
    expect((await failing.linkedRecords().value()).unwrapErr()).toEqual({ kind: 'network' });
  });
});
