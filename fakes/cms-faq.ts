/** A FAQ entry as the CMS stores it: `answer` is HTML. */
export interface FakeFaqEntry {
  id: string;
  topic: string;
  question: string;
  answer: string;
}

const CARE = 'call <strong>1800 3090 101</strong> (9 am to 9 pm, all days)';

/** The questions patients ask customer care most, by topic, answered as an Indian digital-health provider would. */
export const FAQ: readonly FakeFaqEntry[] = [
  {
    id: 'faq-consult-1',
    topic: 'Consultations',
    question: 'How do I book an online consultation with a doctor?',
    answer: '<p>Open <strong>Consult Specialist</strong> or <strong>Book a family physician</strong>, choose the doctor and a free slot, and pay. You get an SMS and an e-mail with the time; join from <em>My Consultations</em> a few minutes before.</p>',
  },
  {
    id: 'faq-consult-2',
    topic: 'Consultations',
    question: 'Can I consult for a family member, such as my parents?',
    answer: '<p>Yes. Add them once under <strong>Family Tree</strong> and choose them when you book. The prescription is issued in their name.</p>',
  },
  {
    id: 'faq-consult-3',
    topic: 'Consultations',
    question: 'What happens if the doctor does not join on time?',
    answer: '<p>If the doctor has not joined within 15 minutes of your slot, you may cancel for a full refund or rebook free of charge from <em>My Consultations</em>.</p>',
  },
  {
    id: 'faq-medicine-1',
    topic: 'Medicines',
    question: 'Do I need a prescription to order medicines?',
    answer: '<p>Only for prescription (Rx) medicines. Upload a clear photo of a valid prescription at checkout; a registered pharmacist checks it before your order is packed.</p>',
  },
  {
    id: 'faq-medicine-2',
    topic: 'Medicines',
    question: 'How long does medicine delivery take?',
    answer: '<p>Most orders in metro cities arrive within 24 hours; elsewhere in 2 to 4 days. You can follow your order under <strong>My Orders</strong>.</p>',
  },
  {
    id: 'faq-medicine-3',
    topic: 'Medicines',
    question: 'Can I return medicines I no longer need?',
    answer: '<p>Unopened medicines can be returned within 7 days if they were damaged, expired or not what you ordered. Refrigerated medicines and cut strips cannot be returned.</p>',
  },
  {
    id: 'faq-lab-1',
    topic: 'Lab tests',
    question: 'Is home sample collection available at my pincode?',
    answer: '<p>Enter your pincode on the <strong>Diagnostics</strong> page: we show the labs that collect at your address and their free slots. Collection is free above ₹499.</p>',
  },
  {
    id: 'faq-lab-2',
    topic: 'Lab tests',
    question: 'Do I need to fast before a blood test?',
    answer: '<p>For fasting blood sugar and lipid profile, fast for 10 to 12 hours; water is fine. Each test page says whether fasting is needed.</p>',
  },
  {
    id: 'faq-lab-3',
    topic: 'Lab tests',
    question: 'When will I get my lab report?',
    answer: '<p>Most reports are ready within 24 to 48 hours of collection. They appear under <strong>Health Records</strong> and are also sent by e-mail.</p>',
  },
  {
    id: 'faq-pay-1',
    topic: 'Payments and refunds',
    question: 'Which payment methods can I use?',
    answer: '<p>UPI, debit and credit cards (Visa, Mastercard, RuPay), net banking and popular wallets.</p>',
  },
  {
    id: 'faq-pay-2',
    topic: 'Payments and refunds',
    question: 'How long does a refund take to reach me?',
    answer: '<p>Refunds start within 2 working days and reach your UPI, card or bank account in 5 to 7 working days, depending on your bank.</p>',
  },
  {
    id: 'faq-account-1',
    topic: 'Account and privacy',
    question: 'How do I change my mobile number?',
    answer: `<p>Go to <strong>My Profile</strong>, edit the number and confirm it with the OTP we send to the new number. For help, ${CARE}.</p>`,
  },
  {
    id: 'faq-account-2',
    topic: 'Account and privacy',
    question: 'Who can see my health records?',
    answer: '<p>Only you and the doctors you consult. We never sell your data; see our <a href="/auth/privacy-policy?TYPE=PRIVACY_POLICY">Privacy Policy</a>.</p>',
  },
  {
    id: 'faq-account-3',
    topic: 'Account and privacy',
    question: 'How do I delete my account?',
    answer: '<p>Open <strong>Delete Account</strong> in the menu. Records the law requires us to keep are retained for that period and then erased.</p>',
  },
];
