import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it (a link, a code): the message names each place
 * (`{link}`), so every language puts the link where its word order needs it. Give the message
 * its own names as values (`t('key', { link: '{link}' })`) and the elements as `parts`.
 */
export function MessageParts({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  const pieces = text.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>{i % 2 === 1 ? (parts[piece] ?? piece) : piece}</Fragment>
      ))}
    </>
  );
}

/** The values that keep each named place of a message for `MessageParts`. */
export function placesOf(...names: string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`]));
}
