/** The product's name as patients see it. */
export const BRAND_NAME = 'CareWell';

/** The {product} segment the app uses for its own links into the /{product} group. */
export const DEFAULT_PRODUCT = 'healthcare';

export const CONTACT_EMAIL = 'care@carewell.in';
export const POSTAL_ADDRESS = '4th Floor, Tower B, Cyber City, DLF Phase 2, Gurugram, Haryana 122002';
