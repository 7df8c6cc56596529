import type { AbhaPlace } from '../../domain/abha/model';

/** A part of ABDM's state and district lists (LGD codes): the states most demos are run from. */
export const ABHA_STATES: readonly (AbhaPlace & { districts: readonly AbhaPlace[] })[] = [
  { code: '7', name: 'Delhi', districts: [{ code: '77', name: 'New Delhi' }, { code: '83', name: 'North West Delhi' }, { code: '79', name: 'South Delhi' }, { code: '80', name: 'West Delhi' }] },
  { code: '6', name: 'Haryana', districts: [{ code: '68', name: 'Faridabad' }, { code: '69', name: 'Gurugram' }, { code: '74', name: 'Panipat' }] },
  { code: '29', name: 'Karnataka', districts: [{ code: '583', name: 'Bengaluru Urban' }, { code: '568', name: 'Dakshina Kannada' }, { code: '577', name: 'Mysuru' }] },
  { code: '27', name: 'Maharashtra', districts: [{ code: '482', name: 'Mumbai' }, { code: '483', name: 'Mumbai Suburban' }, { code: '484', name: 'Nagpur' }, { code: '490', name: 'Pune' }, { code: '497', name: 'Thane' }] },
  { code: '33', name: 'Tamil Nadu', districts: [{ code: '571', name: 'Chennai' }, { code: '573', name: 'Coimbatore' }, { code: '584', name: 'Madurai' }] },
  { code: '36', name: 'Telangana', districts: [{ code: '536', name: 'Hyderabad' }, { code: '552', name: 'Ranga Reddy' }] },
  { code: '9', name: 'Uttar Pradesh', districts: [{ code: '162', name: 'Kanpur Nagar' }, { code: '164', name: 'Lucknow' }, { code: '189', name: 'Varanasi' }] },
  { code: '19', name: 'West Bengal', districts: [{ code: '328', name: 'Howrah' }, { code: '333', name: 'Kolkata' }] },
];
