import type { ScreeningAudience } from '../domain/content/model';

/** A cancer screening plan as the CMS stores it: prices in rupees, as providers type them. */
export interface FakeScreeningPlan {
  id: string;
  name: string;
  audience: ScreeningAudience;
  summary: string;
  whoFor: string;
  preparation: string;
  tests: { name: string; detects: string }[];
  price: number;
  mrp: number;
  homeCollection: boolean;
  /** The diagnostics catalogue's package (fakes/diagnostics/tests.ts) the plan is booked as. */
  labPackageId: string | null;
}

const CBC = { name: 'Complete Blood Count (CBC)', detects: 'Signs of blood cancers such as leukaemia, and anaemia that can come with other cancers' };
const FIT = { name: 'Stool Occult Blood (FIT)', detects: 'Hidden blood in the stool, an early sign of bowel cancer' };
const LIVER_KIDNEY = { name: 'Liver and Kidney Function Tests', detects: 'Whether the liver and kidneys work as they should' };
const CEA = { name: 'CEA (Carcinoembryonic Antigen)', detects: 'A marker that can rise with bowel, stomach and lung cancer' };

/** Four plans, as an Indian lab-screening programme publishes them (prices at or under the lab's own list). */
export const SCREENING_PLANS: readonly FakeScreeningPlan[] = [
  {
    id: 'CSW101',
    name: 'Cancer Screening – Women, Basic',
    audience: 'WOMEN',
    summary: 'The screening every woman over 30 should have every three years: cervix, bowel and blood.',
    whoFor: 'Women aged 30 to 65, including those with no symptoms. Cervical cancer is the second most common cancer in Indian women, and a Pap smear finds it years before it causes harm.',
    preparation: 'Book on a day when you are not menstruating. Avoid intercourse, douches and vaginal medicines for 2 days before. No fasting needed.',
    tests: [{ name: 'Pap Smear (Liquid-Based Cytology)', detects: 'Cervical cancer and the cell changes that come before it' }, FIT, CBC],
    price: 1799,
    mrp: 2499,
    homeCollection: true,
    labPackageId: 'PK0009',
  },
  {
    id: 'CSW102',
    name: 'Cancer Screening – Women, Comprehensive',
    audience: 'WOMEN',
    summary: 'The basic screening with markers for ovarian and bowel cancer and a check of the liver and kidneys.',
    whoFor: 'Women over 40, or younger with a mother or sister who had breast, ovarian or bowel cancer. Ask us about a mammogram at a partner centre too.',
    preparation: 'As for the basic plan; fast for 10 to 12 hours before the blood sample (water is fine) for the liver and kidney tests.',
    tests: [
      { name: 'Pap Smear (Liquid-Based Cytology)', detects: 'Cervical cancer and the cell changes that come before it' },
      { name: 'CA-125', detects: 'A marker that can rise with ovarian cancer' },
      CEA,
      FIT,
      CBC,
      LIVER_KIDNEY,
    ],
    price: 4499,
    mrp: 6499,
    homeCollection: true,
    labPackageId: 'PK0010',
  },
  {
    id: 'CSM101',
    name: 'Cancer Screening – Men, Basic',
    audience: 'MEN',
    summary: 'The screening every man over 40 should have each year: prostate, bowel and blood.',
    whoFor: 'Men aged 40 and over, or from 35 with a father or brother who had prostate cancer.',
    preparation: 'No fasting needed. Avoid cycling and vigorous exercise for 2 days before the PSA test, which they can raise.',
    tests: [{ name: 'PSA (Prostate Specific Antigen)', detects: 'Prostate cancer, before it causes any trouble passing urine' }, FIT, CBC],
    price: 1499,
    mrp: 1999,
    homeCollection: true,
    labPackageId: 'PK0011',
  },
  {
    id: 'CSM102',
    name: 'Cancer Screening – Men, Comprehensive',
    audience: 'MEN',
    summary: 'The basic screening with markers for bowel and liver cancer and a check of the liver and kidneys.',
    whoFor: 'Men over 45, smokers and those who use tobacco or drink often, and anyone with hepatitis B or C.',
    preparation: 'Fast for 10 to 12 hours before the sample (water is fine). Avoid cycling and vigorous exercise for 2 days before.',
    tests: [
      { name: 'PSA (Prostate Specific Antigen)', detects: 'Prostate cancer, before it causes any trouble passing urine' },
      CEA,
      { name: 'AFP (Alpha-Fetoprotein)', detects: 'A marker for liver cancer' },
      FIT,
      CBC,
      LIVER_KIDNEY,
    ],
    price: 3999,
    mrp: 5499,
    homeCollection: true,
    labPackageId: 'PK0012',
  },
];
