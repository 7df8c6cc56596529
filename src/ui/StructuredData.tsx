import { jsonInScript } from './json-in-script';

/** Structured data for search engines (JSON-LD). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(data) }} />;
}
