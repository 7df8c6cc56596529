/**
 * JSON for a `<script>` data block in HTML: `<` is written as \u003c, so no text from the
 * server can close the element early. A data block is never run, so the CSP lets it be.
 */
export function jsonInScript(data: unknown): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
