/**
 * Checks of the build's settings (issue 20), run by astro.config.mjs when it builds and by the server at
 * start (src/server/env.ts): every PUBLIC_* value that is set must be valid (a typo stops the build
 * instead of falling back to a default), settings the site and the server must share agree, and a build
 * has API_ORIGIN to read terms, privacy and contact from unless BUILD_FETCH_LIVE=true says the pages may
 * fetch them in the browser. Node only (zod stays out of the pages); src/lib/config.ts reads the values.
 */
import { z } from 'zod';

type Source = Record<string, string | undefined>;

const BOOL = ['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'] as const;
const isTrue = (value: string | undefined) => ['true', '1', 'on', 'yes'].includes((value ?? '').trim().toLowerCase());

/** A comma-separated setting's parts. */
export const csvOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** An http(s) URL; a tile template's {s}, {z}, {x}, {y}, {r} are read as sample values. */
const webUrl = z.string().refine((value) => {
  try {
    const url = new URL(value.replace(/\{s\}/g, 'a').replace(/\{[zxyr]\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}, 'must be an http(s) URL');
const pathOrUrl = z.union([z.string().regex(/^\/[^/]/, 'must be a path such as /media'), webUrl]);

const publicSchema = z
  .object({
    PUBLIC_API_BASE: webUrl.optional(),
    PUBLIC_MEDIA_BASE_URL: pathOrUrl.optional(),
    PUBLIC_MAP_TILE_URL: webUrl
      .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must hold {z}, {x} and {y}')
      .optional(),
    PUBLIC_GEOCODER_URL: webUrl.optional(),
    PUBLIC_APP_STORE_URL: webUrl.optional(),
    PUBLIC_PLAY_STORE_URL: webUrl.optional(),
    PUBLIC_ADMIN_URL: pathOrUrl.optional(),
    PUBLIC_PHONE_AUTH_PROVIDER: z.enum(['console', 'firebase']).optional(),
    PUBLIC_FIREBASE_API_KEY: z.string().optional(),
    PUBLIC_FIREBASE_AUTH_DOMAIN: z.string().optional(),
    PUBLIC_FIREBASE_PROJECT_ID: z.string().optional(),
    PUBLIC_FIREBASE_APP_ID: z.string().optional(),
    PUBLIC_APP_REDIRECT: z.enum(BOOL, { message: `must be one of ${BOOL.join(', ')}` }).optional(),
    PUBLIC_IMAGE_ORIGINS: z
      .string()
      .refine(
        (v) => csvOf(v).every((o) => /^https?:\/\/[^/\s]+$/i.test(o) && webUrl.safeParse(o).success),
        'must be origins such as https://images.example.com, comma-separated',
      )
      .optional(),
    BUILD_FETCH_LIVE: z.enum(BOOL, { message: `must be one of ${BOOL.join(', ')}` }).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.PUBLIC_PHONE_AUTH_PROVIDER !== 'firebase') return;
    for (const name of [
      'PUBLIC_FIREBASE_API_KEY',
      'PUBLIC_FIREBASE_AUTH_DOMAIN',
      'PUBLIC_FIREBASE_PROJECT_ID',
      'PUBLIC_FIREBASE_APP_ID',
    ] as const) {
      if (!s[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with PUBLIC_PHONE_AUTH_PROVIDER=firebase' });
    }
  });

/** Settings given, without the empty ones (an empty value means "the default"). */
function given(source: Source): Source {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
}

/**
 * The problems of settings the site and the server share, one line each naming the variables: the phone
 * provider (and Firebase project) the pages use must be the one the server checks.
 * @example settingsAgreement({ PHONE_AUTH_PROVIDER: 'firebase' }) // ['PUBLIC_PHONE_AUTH_PROVIDER (console) …']
 */
export function settingsAgreement(source: Source): string[] {
  const s = given(source);
  const problems: string[] = [];
  const site = s.PUBLIC_PHONE_AUTH_PROVIDER ?? 'console';
  const server = s.PHONE_AUTH_PROVIDER ?? 'console';
  if (site !== server) {
    problems.push(
      `PUBLIC_PHONE_AUTH_PROVIDER (${site}) and PHONE_AUTH_PROVIDER (${server}) must be the same: ` +
        'the pages would verify phones one way and the server check them another',
    );
  }
  const siteProject = s.PUBLIC_FIREBASE_PROJECT_ID;
  const serverProject = s.FIREBASE_PROJECT_ID;
  if (server === 'firebase' && siteProject && serverProject && siteProject !== serverProject) {
    problems.push(
      `PUBLIC_FIREBASE_PROJECT_ID (${siteProject}) and FIREBASE_PROJECT_ID (${serverProject}) must be the same`,
    );
  }
  return problems;
}

/** The problems of the PUBLIC_* settings, one line each naming the variable. */
export function publicSettingsProblems(source: Source): string[] {
  const result = publicSchema.safeParse(given(source));
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

/**
 * What stops a site build, one line each: bad PUBLIC_* values, settings that disagree, and no API_ORIGIN
 * (unless BUILD_FETCH_LIVE=true).
 */
export function buildSettingsProblems(source: Source): string[] {
  const problems = [...publicSettingsProblems(source), ...settingsAgreement(source)];
  if (!source.API_ORIGIN?.trim() && !isTrue(source.BUILD_FETCH_LIVE)) {
    problems.push(
      'API_ORIGIN: not set, so terms, privacy and the contact strings could not be read at build time and ' +
        'the pages would ship without them and fetch them in the browser. Set API_ORIGIN to a running API ' +
        '(npm start and npm run dev do), or BUILD_FETCH_LIVE=true to ship such pages on purpose.',
    );
  }
  return problems;
}
