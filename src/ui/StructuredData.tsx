/**
 * Structured data for search engines (JSON-LD). `<` is written as \u003c so no text from the
 * server can close the script element early; a data block is never run, so the CSP lets it be.
 */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replaceAll('<', '\\u003c') }} />;
}
