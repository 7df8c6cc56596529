import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest']);

/**
 * Serves a built app the way a static host does: files, else a prerendered page's
 * `<path>/index.html` (a blog post's `blog/<id>/index.html`), else index.html (SPA fallback),
 * gzipped when the browser accepts it, so measurements see real transfer sizes.
 */
export function serveStatic(root: string, port: number): Promise<Server> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const requested = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    const inside = requested.startsWith(path.normalize(root));
    // A blog post's page, /blog?id=<id>, has its own prerendered file, as nginx serves it (deploy/nginx.conf.template).
    const post = /^(\/[a-z]{2})?\/blog$/.test(url.pathname) && /^[A-Za-z0-9_-]+$/.test(url.searchParams.get('id') ?? '') ? path.join(requested, url.searchParams.get('id') ?? '', 'index.html') : null;
    const prerendered = post !== null && existsSync(post) ? post : path.join(requested, 'index.html');
    const file =
      inside && existsSync(requested) && statSync(requested).isFile()
        ? requested
        : inside && existsSync(prerendered)
          ? prerendered
          : path.join(root, 'index.html');
    if (file.endsWith('index.html') && path.extname(url.pathname) !== '' && url.pathname !== '/index.html') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const headers: Record<string, string> = { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    let body: Buffer = readFileSync(file);
    if (COMPRESSIBLE.has(path.extname(file)) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const cached = gzipped.get(file) ?? gzipSync(body);
      gzipped.set(file, cached);
      body = cached;
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
