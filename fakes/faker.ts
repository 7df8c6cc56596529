import { base, en_IN, Faker } from '@faker-js/faker';

/**
 * The one faker the fake backend draws from: Indian names and e-mail domains, with no English
 * fallback (nothing the seed draws needs it, and it is most of faker's weight in the demo build).
 * A module of its own, so that the demo build can load it in a task apart from the rest of the
 * fake backend (src/app/container.ts).
 */
export const faker = new Faker({ locale: [en_IN, base] });
