import { describe, expect, it } from 'vitest';
import { DRIVING_LICENCE_MESSAGES, maskDrivingLicence, parseDrivingLicence } from './driving-licence';

const TODAY = new Date(2026, 10, 26);

describe('a driving licence number', () => {
  it('is read as printed, spaces, dashes and small letters included, into its 15-character form', () => {
    expect(parseDrivingLicence('mh12 2011-0012345', TODAY).unwrap()).toBe('MH1220110012345');
    expect(parseDrivingLicence('DL-0420190149646', TODAY).unwrap()).toBe('DL0420190149646');
  });

  it('names what is wrong: nothing typed, the wrong shape, a state that issues none, a year of issue that cannot be', () => {
    expect(parseDrivingLicence('  ', TODAY).unwrapErr()).toBe(DRIVING_LICENCE_MESSAGES.required);
    expect(parseDrivingLicence('MH12 2011 001234', TODAY).unwrapErr()).toBe(DRIVING_LICENCE_MESSAGES.shape);
    expect(parseDrivingLicence('XX1220110012345', TODAY).unwrapErr()).toBe(DRIVING_LICENCE_MESSAGES.state);
    expect(parseDrivingLicence('KA0120310012345', TODAY).unwrapErr()).toBe(DRIVING_LICENCE_MESSAGES.year);
    expect(parseDrivingLicence('KA0119010012345', TODAY).unwrapErr()).toBe(DRIVING_LICENCE_MESSAGES.year);
  });

  it('accepts the old state codes licences are still valid under', () => {
    expect(parseDrivingLicence('OR0220080012345', TODAY).isOk()).toBe(true);
    expect(parseDrivingLicence('UA0720100012345', TODAY).isOk()).toBe(true);
  });

  it('is shown after entry with only its state, RTO and last four digits', () => {
    expect(maskDrivingLicence(parseDrivingLicence('MH1220110012345', TODAY).unwrap())).toBe('MH12 XXXXXXX2345');
  });
});
