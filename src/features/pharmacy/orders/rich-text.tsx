import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '../../../i18n/i18n';

/** Marks where an element goes; the invisible separator does not occur in messages. */
const MARK = '\u2063';

/**
 * A translated sentence with elements inside (a link, bold words) where its {names} stand, so
 * each language puts them in its own word order: the message is formatted with a mark for each
 * element, then cut at the marks.
 */
export function richText(format: (marks: MessageValues) => string, elements: Readonly<Record<string, ReactNode>>): ReactNode {
  const names = Object.keys(elements);
  const text = format(Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])));
  return text.split(MARK).map((part, index) => (
    // Odd pieces are the marks' numbers, even pieces the words between them.
    <Fragment key={index}>{index % 2 === 1 ? elements[names[Number(part)] ?? ''] : part}</Fragment>
  ));
}
