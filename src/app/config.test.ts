import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const HTTP = {
  VITE_BACKEND: 'http',
  VITE_API_BASE_URL: 'https://api.example.in',
  VITE_TENANT_ID: 'tenant-1',
  VITE_PHARMACY_ORIGIN: 'https://pharmacy.example.in',
  VITE_OTP_AUTH_KEY: 'secret',
};

function problemsOf(env: Record<string, string | boolean | undefined>): string[] {
  const result = readConfig(env);
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.config)}`);
  return result.problems;
}

describe('readConfig', () => {
  it('uses the fake backend with no latency when nothing is set', () => {
    expect(readConfig({ MODE: 'development', DEV: true })).toEqual({
      ok: true,
      config: { backend: 'fake', latencyMs: 0, tenantId: 'demo-tenant', otpAuthKey: 'demo-only-otp-key' },
    });
  });

  it('reads the fake latency', () => {
    const result = readConfig({ VITE_FAKE_LATENCY_MS: '250' });
    expect(result.ok && result.config).toMatchObject({ backend: 'fake', latencyMs: 250 });
  });

  it('names an unknown backend', () => {
    expect(problemsOf({ VITE_BACKEND: 'grpc' })).toEqual(["VITE_BACKEND must be 'fake' or 'http'"]);
  });

  it('names VITE_API_BASE_URL when the http backend has no base URL', () => {
    const env: Record<string, string> = { ...HTTP };
    delete env.VITE_API_BASE_URL;
    expect(problemsOf(env)).toEqual([expect.stringContaining('VITE_API_BASE_URL')]);
    expect(problemsOf({ ...HTTP, VITE_API_BASE_URL: '' })).toContain('VITE_API_BASE_URL is required when VITE_BACKEND=http');
  });

  it('lists every missing http setting at once', () => {
    const problems = problemsOf({ VITE_BACKEND: 'http' });
    for (const name of ['VITE_API_BASE_URL', 'VITE_TENANT_ID', 'VITE_PHARMACY_ORIGIN', 'VITE_OTP_AUTH_KEY']) {
      expect(problems.some((p) => p.includes(name))).toBe(true);
    }
  });

  it('explains a malformed base URL', () => {
    expect(problemsOf({ ...HTTP, VITE_API_BASE_URL: 'api.example.in/v1' })).toEqual([
      'VITE_API_BASE_URL must be an absolute URL such as https://api.example.in',
    ]);
  });

  it.each([
    ['-5', 'VITE_API_TIMEOUT_MS cannot be negative'],
    ['soon', 'VITE_API_TIMEOUT_MS must be a number of milliseconds'],
    ['1.5', 'VITE_API_TIMEOUT_MS must be a whole number of milliseconds'],
  ])('rejects the timeout %j with "%s"', (value, message) => {
    expect(problemsOf({ ...HTTP, VITE_API_TIMEOUT_MS: value })).toEqual([message]);
  });

  it('rejects a negative fake latency', () => {
    expect(problemsOf({ VITE_FAKE_LATENCY_MS: '-1' })).toEqual(['VITE_FAKE_LATENCY_MS cannot be negative']);
  });

  it('parses a valid http configuration, with a 20 s timeout and no meeting host by default', () => {
    expect(readConfig(HTTP)).toEqual({
      ok: true,
      config: {
        backend: 'http',
        apiBaseUrl: 'https://api.example.in',
        tenantId: 'tenant-1',
        pharmacyOrigin: 'https://pharmacy.example.in',
        otpAuthKey: 'secret',
        timeoutMs: 20000,
        meetingOrigins: [],
      },
    });
    const custom = readConfig({ ...HTTP, VITE_API_TIMEOUT_MS: '5000' });
    expect(custom.ok && custom.config).toMatchObject({ backend: 'http', timeoutMs: 5000 });
  });

  it('reads the meeting hosts as a comma-separated list of https origins', () => {
    const result = readConfig({ ...HTTP, VITE_MEETING_ORIGINS: ' https://meet.example.in, https://meet2.example.in/ ' });
    expect(result.ok && result.config).toMatchObject({ meetingOrigins: ['https://meet.example.in', 'https://meet2.example.in'] });
    const blank = readConfig({ ...HTTP, VITE_MEETING_ORIGINS: ' ' });
    expect(blank.ok && blank.config).toMatchObject({ meetingOrigins: [] });
  });

  it.each(['meet.example.in', 'http://meet.example.in', 'https://meet.example.in/room', 'https://meet.example.in,,https://meet2.example.in'])(
    'names VITE_MEETING_ORIGINS and the entry when it holds %j',
    (value) => {
      const problems = problemsOf({ ...HTTP, VITE_MEETING_ORIGINS: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^VITE_MEETING_ORIGINS must list https origins with no path, such as https:\/\/meet\.example\.in, separated by commas; got "/);
    },
  );

  it('reports a malformed meeting host together with the other http settings', () => {
    const problems = problemsOf({ VITE_BACKEND: 'http', VITE_MEETING_ORIGINS: 'meet.example.in' });
    expect(problems.some((p) => p.includes('VITE_API_BASE_URL'))).toBe(true);
    expect(problems).toContain('VITE_MEETING_ORIGINS must list https origins with no path, such as https://meet.example.in, separated by commas; got "meet.example.in"');
  });
});
