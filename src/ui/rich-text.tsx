import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../i18n/i18n';

const MARK = '\u0000';

/**
 * A translated sentence with elements inside it (a link, a phone number): each `{name}` of the
 * message takes its element from `parts`, wherever the language puts it, so the sentence is
 * never glued together from pieces. `translate` is the area's `t` for that message.
 */
export function richText(translate: (values: MessageValues) => string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  return translate(marks)
    .split(MARK)
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}
