import * as v from 'valibot';

const Backend = v.picklist(['fake', 'http'], "VITE_BACKEND must be 'fake' or 'http'");

const MEETING_ORIGIN_EXAMPLE = 'https://meet.example.in';

/**
 * VITE_MEETING_ORIGINS: the video-call hosts, comma-separated https origins. Unset or blank is
 * none, for a deploy without video consultations. https only: the call adapter loads
 * `https://{room.domain}/external_api.js`, so an http origin could never match a room.
 */
const MeetingOrigins = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => (text.trim() === '' ? [] : text.split(',').map((item) => item.trim()))),
  v.array(
    v.pipe(
      v.string(),
      v.check(
        (item) => URL.canParse(item) && new URL(item).protocol === 'https:' && new URL(item).origin === item.replace(/\/$/, ''),
        (issue) => `VITE_MEETING_ORIGINS must list https origins with no path, such as ${MEETING_ORIGIN_EXAMPLE}, separated by commas; got ${JSON.stringify(issue.input)}`,
      ),
      v.transform((item) => new URL(item).origin),
    ),
  ),
);

const HttpConfig = v.object({
  backend: v.literal('http'),
  apiBaseUrl: v.pipe(
    v.string('VITE_API_BASE_URL is required when VITE_BACKEND=http'),
    v.nonEmpty('VITE_API_BASE_URL is required when VITE_BACKEND=http'),
    // One message per variable: an empty URL is missing, not also malformed.
    v.check((text) => text.trim() === '' || URL.canParse(text), 'VITE_API_BASE_URL must be an absolute URL such as https://api.example.in'),
  ),
  tenantId: v.pipe(v.string('VITE_TENANT_ID is required when VITE_BACKEND=http'), v.nonEmpty('VITE_TENANT_ID is required when VITE_BACKEND=http')),
  pharmacyOrigin: v.pipe(
    v.string('VITE_PHARMACY_ORIGIN is required when VITE_BACKEND=http'),
    v.nonEmpty('VITE_PHARMACY_ORIGIN is required when VITE_BACKEND=http'),
  ),
  otpAuthKey: v.pipe(v.string('VITE_OTP_AUTH_KEY is required when VITE_BACKEND=http'), v.nonEmpty('VITE_OTP_AUTH_KEY is required when VITE_BACKEND=http')),
  timeoutMs: v.number(),
  meetingOrigins: MeetingOrigins,
});

interface FakeConfig {
  backend: 'fake';
  latencyMs: number;
  tenantId: string;
  otpAuthKey: string;
}

export type AppConfig = v.InferOutput<typeof HttpConfig> | FakeConfig;

const Milliseconds = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((text) => (text.trim() === '' ? fallback : Number(text))),
    v.number(`${name} must be a number of milliseconds`),
    v.integer(`${name} must be a whole number of milliseconds`),
    v.minValue(0, `${name} cannot be negative`),
  );

/** Environment variables as Vite exposes them (import.meta.env). */
export type RawEnv = Record<string, string | boolean | undefined>;

/**
 * Reads and checks the configuration once at start-up; a wrong value stops the app with
 * a message that names the variable, instead of failing later on a call.
 */
export function readConfig(env: RawEnv): { ok: true; config: AppConfig } | { ok: false; problems: string[] } {
  const text = (key: string) => (typeof env[key] === 'string' ? (env[key] as string) : undefined);
  const backend = v.safeParse(Backend, text('VITE_BACKEND') ?? 'fake');
  if (!backend.success) return { ok: false, problems: backend.issues.map((i) => i.message) };

  if (backend.output === 'fake') {
    const latency = v.safeParse(Milliseconds('VITE_FAKE_LATENCY_MS', 0), text('VITE_FAKE_LATENCY_MS'));
    if (!latency.success) return { ok: false, problems: latency.issues.map((i) => i.message) };
    return {
      ok: true,
      config: {
        backend: 'fake',
        latencyMs: latency.output,
        tenantId: text('VITE_TENANT_ID') ?? 'demo-tenant',
        otpAuthKey: text('VITE_OTP_AUTH_KEY') ?? 'demo-only-otp-key',
      },
    };
  }

  const timeout = v.safeParse(Milliseconds('VITE_API_TIMEOUT_MS', 20000), text('VITE_API_TIMEOUT_MS'));
  if (!timeout.success) return { ok: false, problems: timeout.issues.map((i) => i.message) };
  const parsed = v.safeParse(HttpConfig, {
    backend: 'http',
    apiBaseUrl: text('VITE_API_BASE_URL'),
    tenantId: text('VITE_TENANT_ID'),
    pharmacyOrigin: text('VITE_PHARMACY_ORIGIN'),
    otpAuthKey: text('VITE_OTP_AUTH_KEY'),
    timeoutMs: timeout.output,
    meetingOrigins: text('VITE_MEETING_ORIGINS'),
  });
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((i) => i.message) };
  return { ok: true, config: parsed.output };
}
