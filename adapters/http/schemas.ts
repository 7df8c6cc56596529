import * as v from 'valibot';

/** A text field the backend may leave out or send as null. */
export const nullableString = v.optional(v.nullable(v.string()), null);

/** `data` of the calls that only acknowledge: the text the server sent, else a plain one. */
export const MessageSchema = v.pipe(
  v.unknown(),
  v.transform((data) => ({ message: typeof data === 'string' ? data : 'OTP sent' })),
);

export const TokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/** `data` of calls whose answer carries nothing: whatever came, the domain sees null. */
export const NothingSchema = v.pipe(
  v.unknown(),
  v.transform(() => null),
);
