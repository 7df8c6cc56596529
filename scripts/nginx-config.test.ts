import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originList, permissionsPolicy, renderNginxConfig } from './nginx-config';

const MEET = 'https://meet.example.in';

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));
}

describe('the production headers', () => {
  it('allow the meeting hosts in script-src, frame-src and connect-src, and nowhere else', () => {
    const policy = directives(contentSecurityPolicy({ apiOrigin: 'https://api.example.in', meetingOrigins: [MEET, 'https://meet2.example.in'] }));
    for (const name of ['script-src', 'frame-src', 'connect-src']) {
      expect(policy[name], name).toEqual(expect.arrayContaining([MEET, 'https://meet2.example.in']));
    }
    const elsewhere = Object.entries(policy).filter(([name, sources]) => !['script-src', 'frame-src', 'connect-src'].includes(name) && sources.includes(MEET));
    expect(elsewhere).toEqual([]);
  });

  it("allow no meeting host when none is configured: the payment frames and the app's own blob: records are the only frames", () => {
    const policy = directives(contentSecurityPolicy({ apiOrigin: 'https://api.example.in' }));
    expect(policy['frame-src']).toEqual(['blob:', 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
  });

  it('grant camera, microphone and display-capture to the meeting hosts, geolocation and payment to the app alone', () => {
    expect(permissionsPolicy([MEET])).toBe(
      `camera=(self "${MEET}"), microphone=(self "${MEET}"), display-capture=(self "${MEET}"), geolocation=(self), payment=(self)`,
    );
    expect(permissionsPolicy([])).toBe('camera=(self), microphone=(self), display-capture=(self), geolocation=(self), payment=(self)');
  });
});

describe('MEETING_ORIGINS', () => {
  it('reads comma-separated origins; unset or blank is none', () => {
    expect(originList(` ${MEET} , https://meet2.example.in/`, 'MEETING_ORIGINS')).toEqual([MEET, 'https://meet2.example.in']);
    expect(originList(undefined, 'MEETING_ORIGINS')).toEqual([]);
    expect(originList('  ', 'MEETING_ORIGINS')).toEqual([]);
  });

  it.each([
    ['meet.example.in', /^MEETING_ORIGINS must be an origin such as/],
    ['https://meet.example.in/room', /^MEETING_ORIGINS must be an http\(s\) origin with no path/],
    ['ftp://meet.example.in', /^MEETING_ORIGINS must be an http\(s\) origin with no path/],
    [`${MEET},`, /^MEETING_ORIGINS must be an origin such as .*got ""/],
  ])('refuses %j, naming the variable', (value, message) => {
    expect(() => originList(value, 'MEETING_ORIGINS')).toThrow(message);
  });

  // Each would end the quoted header in the config, start an nginx variable or add a directive.
  it.each(['https://a";add_header.example', "https://a'b.example", 'https://a$host.example', 'https://a;script-src.example', 'https://a{b}.example'])(
    'refuses the host of %j, which the URL parser lets through',
    (value) => {
      expect(() => originList(value, 'MEETING_ORIGINS')).toThrow(/^MEETING_ORIGINS must have a host name of letters, digits, hyphens and dots/);
    },
  );
});

describe('the rendered config', () => {
  let root = '';
  afterEach(() => {
    if (root !== '') rmSync(root, { recursive: true, force: true });
  });

  function render(meetingOrigins?: readonly string[]): string {
    root = mkdtempSync(path.join(tmpdir(), 'carewell-nginx-config-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><script>start()</script>');
    return renderNginxConfig({ root, listen: '127.0.0.1:8080', apiOrigin: 'https://api.example.in', prefix: root, ...(meetingOrigins ? { meetingOrigins } : {}) });
  }

  it('sends the Permissions-Policy with the meeting hosts, in single quotes around their double-quoted origins', () => {
    expect(render([MEET])).toContain(`add_header Permissions-Policy 'camera=(self "${MEET}"), microphone=(self "${MEET}"), display-capture=(self "${MEET}"), geolocation=(self), payment=(self)' always;`);
  });

  it('logs requests by path only, with no query and no Referer', () => {
    const config = render();
    const format = /log_format\s+carewell\s+([^;]+);/.exec(config)?.[1] ?? '';
    expect(format).toContain('$carewell_request_path');
    expect(format).not.toMatch(/\$request\b|\$request_uri|\$args|\$query_string|\$http_referer/);
    expect(config).toMatch(/^\s*access_log\s+"[^"]+\/access\.log"\s+carewell;/m);
  });
});
