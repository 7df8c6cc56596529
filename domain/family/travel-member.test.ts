import { describe, expect, it } from 'vitest';
import { verhoeffDigit } from '../abha/aadhaar';
import { emptyTravelMemberForm, maskedTravelId, TRAVEL_MEMBER_MESSAGES, validateTravelMember, type TravelMember, type TravelMemberForm } from './travel-member';
import { TODAY } from './test-support';

const AADHAAR = `23456789012${verhoeffDigit('23456789012')}`;

const FORM: TravelMemberForm = {
  name: 'Rohan Agarwal',
  relation: 'son',
  age: '34',
  gender: 'MALE',
  mobileNumber: '',
  idType: 'AADHAAR',
  idNumber: `${AADHAAR.slice(0, 4)} ${AADHAAR.slice(4, 8)} ${AADHAAR.slice(8)}`,
  needs: ['WHEELCHAIR', 'WHEELCHAIR'],
};

const STORED: TravelMember = {
  id: 'tm-1',
  name: 'Rohan Agarwal',
  relation: 'SON',
  age: 34,
  gender: 'MALE',
  mobileNumber: null,
  idType: 'AADHAAR',
  idLast4: AADHAAR.slice(-4),
  needs: [],
};

const check = (form: Partial<TravelMemberForm>, members: TravelMember[] = [], editing?: TravelMember) =>
  validateTravelMember({ ...FORM, ...form }, { members, editing, today: TODAY });
const messages = (form: Partial<TravelMemberForm>, members: TravelMember[] = [], editing?: TravelMember) => {
  const result = check(form, members, editing);
  return result.isErr() ? result.error.fields : {};
};

describe('a travel companion’s form', () => {
  it('gives the companion to send, the ID number compacted and each need once', () => {
    expect(check({}).unwrap()).toEqual({ name: 'Rohan Agarwal', relation: 'SON', age: 34, gender: 'MALE', mobileNumber: null, idType: 'AADHAAR', idNumber: AADHAAR, needs: ['WHEELCHAIR'] });
  });

  it('says at each field what is missing in an empty form', () => {
    expect(messages(emptyTravelMemberForm())).toEqual({
      name: TRAVEL_MEMBER_MESSAGES.nameEmpty,
      relation: TRAVEL_MEMBER_MESSAGES.relation,
      age: TRAVEL_MEMBER_MESSAGES.age,
      gender: TRAVEL_MEMBER_MESSAGES.gender,
      idType: TRAVEL_MEMBER_MESSAGES.idType,
    });
  });

  it('takes an age in whole years from 1 to 120', () => {
    for (const age of ['0', '121', '3.5', 'forty', '-2']) expect(messages({ age })).toEqual({ age: TRAVEL_MEMBER_MESSAGES.age });
    expect(check({ age: '1' }).isOk()).toBe(true);
    expect(check({ age: '120' }).isOk()).toBe(true);
  });

  it('checks the ID number as its type is written', () => {
    expect(messages({ idNumber: '' })).toEqual({ idNumber: TRAVEL_MEMBER_MESSAGES.idNumberEmpty });
    expect(messages({ idNumber: '234567890123' }).idNumber).toMatch(/not a valid Aadhaar number/);
    expect(messages({ idType: 'PASSPORT', idNumber: '12345678' })).toEqual({ idNumber: TRAVEL_MEMBER_MESSAGES.passport });
    expect(check({ idType: 'PASSPORT', idNumber: 'k 1234567' }).unwrap().idNumber).toBe('K1234567');
    expect(messages({ idType: 'VOTER_ID', idNumber: 'AB1234567' })).toEqual({ idNumber: TRAVEL_MEMBER_MESSAGES.voterId });
    expect(check({ idType: 'VOTER_ID', idNumber: 'abc1234567' }).unwrap().idNumber).toBe('ABC1234567');
    expect(check({ idType: 'DRIVING_LICENCE', idNumber: 'MH12 20110012345' }).unwrap().idNumber).toBe('MH1220110012345');
  });

  it('keeps the stored ID number of a companion being corrected when the field is left blank, not when the type changes', () => {
    expect(check({ idNumber: '' }, [STORED], STORED).unwrap().idNumber).toBeNull();
    expect(messages({ idType: 'PASSPORT', idNumber: '' }, [STORED], STORED)).toEqual({ idNumber: TRAVEL_MEMBER_MESSAGES.idNumberEmpty });
  });

  it('refuses the same person twice, but lets a companion be corrected', () => {
    expect(messages({ name: 'rohan agarwal' }, [STORED])).toEqual({ name: TRAVEL_MEMBER_MESSAGES.duplicate('rohan agarwal') });
    expect(check({ age: '40' }, [STORED]).isOk()).toBe(true);
    expect(check({}, [STORED], STORED).isOk()).toBe(true);
  });

  it('takes at most four companions per traveller', () => {
    const four = ['a', 'b', 'c', 'd'].map((n, i) => ({ ...STORED, id: `tm-${n}`, name: `Person ${n}`, age: 20 + i }));
    expect(messages({}, four)).toEqual({ name: TRAVEL_MEMBER_MESSAGES.tooMany });
    expect(check({ name: 'Person a', age: '40' }, four, four[0]).isOk()).toBe(true);
  });
});

describe('a masked ID number', () => {
  it('shows only the last four characters', () => {
    expect(maskedTravelId({ idType: 'AADHAAR', idLast4: '4321' })).toBe('XXXX-XXXX-4321');
    expect(maskedTravelId({ idType: 'PASSPORT', idLast4: '4567' })).toBe('XXXX4567');
    expect(maskedTravelId({ idType: 'VOTER_ID', idLast4: '4567' })).toBe('XXXXXX4567');
    expect(maskedTravelId({ idType: 'DRIVING_LICENCE', idLast4: '2345' })).toBe('XXXXXXXXXXX2345');
  });
});
