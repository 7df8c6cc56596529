import { useMemo } from 'react';
import styled from 'styled-components';
import { kitMessages } from './kit/messages';
import { sanitizeHtml } from './sanitize-html';

const Prose = styled.div`
  max-width: 72ch;
  font-size: 1.0625rem;
  line-height: 1.7;
  overflow-wrap: anywhere;
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.3;
    margin: 1.75em 0 0.5em;
  }
  h1 {
    font-size: 1.5rem;
  }
  h2 {
    font-size: 1.3rem;
  }
  h3 {
    font-size: 1.15rem;
  }
  h4,
  h5,
  h6 {
    font-size: 1rem;
  }
  > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  dl,
  blockquote,
  table,
  pre {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.35em;
  }
  a {
    color: ${({ theme }) => theme.colours.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  blockquote {
    border-left: 4px solid ${({ theme }) => theme.colours.primarySoft};
    padding-left: 1em;
    color: ${({ theme }) => theme.colours.muted};
  }
  img,
  video {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colours.border};
    padding: 0.4em 0.6em;
    text-align: left;
    vertical-align: top;
  }
  pre,
  code {
    white-space: pre-wrap;
  }
`;

export interface SafeHtmlProps {
  /** HTML as the server sent it: untrusted. */
  html: string;
  className?: string;
}

/**
 * THE place server HTML reaches the page: policy pages today, blogs, webinars and product
 * descriptions later. Nothing else in the app may use dangerouslySetInnerHTML for server
 * content. The HTML passes DOMPurify first (see sanitizeHtml: no script, style, iframe,
 * object, embed or form, no event-handler attributes, no javascript: URLs; links get
 * rel="noopener noreferrer" and external ones open in a new tab) and is set as long,
 * readable text.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const newTab = kitMessages.useT()('html.newTab');
  const clean = useMemo(() => sanitizeHtml(html, ` ${newTab}`), [html, newTab]);
  // The only dangerouslySetInnerHTML for server HTML: its input has just been sanitised.
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
