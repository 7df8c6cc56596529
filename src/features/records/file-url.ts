import { useEffect, useMemo } from 'react';

/** The bytes of a data: address as a Blob, or null for any other address. */
function blobOfDataUrl(url: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  if (!match) return null;
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] });
}

/**
 * An address the page can frame and download: a data: file becomes a blob: address of this
 * origin (Chromium frames no data: PDF, and the CSP allows blob: frames alone), revoked when the
 * viewer goes or the file changes; any other address is used as it is. Made while rendering, so
 * the frame gets its address at once rather than after an effect's second render. With `needed`
 * false the file is not decoded yet and its own address stands in (a data: address downloads
 * too): decoding every row's file was most of the cost of showing a list.
 */
export function useFileUrl(url: string, needed = true): string {
  const blobUrl = useMemo(() => {
    if (!needed || typeof URL.createObjectURL !== 'function') return null;
    const blob = blobOfDataUrl(url);
    return blob === null ? null : URL.createObjectURL(blob);
  }, [url, needed]);
  useEffect(
    () => () => {
      if (blobUrl !== null) URL.revokeObjectURL(blobUrl);
    },
    [blobUrl],
  );
  return blobUrl ?? url;
}
