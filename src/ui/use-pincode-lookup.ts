import { useEffect, useRef, useState } from 'react';
import type { Result } from 'ts-results-es';
import { DEBOUNCE_MS } from '../../domain/shared/constants';
import { parsePincode } from '../../domain/shared/pincode';

export interface Place {
  city: string;
  state: string;
}

export type PincodeLookup =
  | { kind: 'idle' }
  | { kind: 'looking'; pincode: string }
  | { kind: 'found'; place: Place }
  | { kind: 'failed'; message: string };

/**
 * The city and state a form fills from its pincode field: looked up once the typing pauses, or at
 * once when the field is left; an answer for a pincode since changed is dropped, and a pincode
 * already looked up is not asked again.
 */
export function usePincodeLookup({
  initial,
  lookUp,
  onFound,
}: {
  initial: string;
  /** The place of a valid pincode, or the sentence that says why there is none. */
  lookUp: (pincode: string) => Promise<Result<Place, string>>;
  onFound: (place: Place) => void;
}) {
  const [lookup, setLookup] = useState<PincodeLookup>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  const lookedUp = useRef<string | null>(initial.trim() === '' ? null : initial.replace(/\s/g, ''));

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async (pincode: string) => {
    clearTimeout(timer.current);
    lookedUp.current = pincode;
    const mine = ++seq.current;
    setLookup({ kind: 'looking', pincode });
    const found = await lookUp(pincode);
    if (mine !== seq.current) return;
    if (found.isErr()) {
      lookedUp.current = null;
      setLookup({ kind: 'failed', message: found.error });
      return;
    }
    onFound(found.value);
    setLookup({ kind: 'found', place: found.value });
  };

  /** The pincode as typed. */
  const onChange = (value: string) => {
    clearTimeout(timer.current);
    const parsed = parsePincode(value);
    if (parsed.isErr()) {
      seq.current += 1;
      lookedUp.current = null;
      setLookup({ kind: 'idle' });
      return;
    }
    if (parsed.value === lookedUp.current) return;
    const pincode = parsed.value;
    timer.current = setTimeout(() => void run(pincode), DEBOUNCE_MS);
  };

  /** The field was left with this pincode. */
  const onLeave = (value: string) => {
    const parsed = parsePincode(value);
    if (parsed.isOk() && parsed.value !== lookedUp.current) void run(parsed.value);
  };

  /** The place came from elsewhere (the device's location): this pincode needs no lookup. */
  const known = (pincode: string) => {
    clearTimeout(timer.current);
    seq.current += 1;
    lookedUp.current = pincode;
    setLookup({ kind: 'idle' });
  };

  return { lookup, onChange, onLeave, known };
}
