import { MOBILE_NUMBER_MESSAGES, parseMobileNumber } from './mobile-number';
import { schemaFromParser } from './schema';

/**
 * Same rules and messages as `parseMobileNumber`, for forms. A module of its own: the session
 * parses numbers at start-up, and only forms need valibot, which so stays out of a first visit.
 */
export const MobileNumberSchema = schemaFromParser(parseMobileNumber, MOBILE_NUMBER_MESSAGES.empty);
