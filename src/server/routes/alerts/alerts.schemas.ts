/**
 * Saved searches and alerts (issue 23): request and answer schemas, with the examples the OpenAPI
 * document shows. The filter string is the grammar's (src/lib/filter-string.ts), checked by its parser.
 */
import { z } from '@hono/zod-openapi';
import { SORT, parseFilterString } from '../../../lib/filter-string.ts';
import { MAX_ID } from '../../app/int-field.ts';
import { ALERT_CHANNELS } from '../../db/schema.ts';
import { plainText } from '../auth/auth.schemas.ts';

/** A saved search's name: what My Account and the messages show. */
export const SAVED_SEARCH_NAME_MAX = 60;

const nameField = z
  .string()
  .trim()
  .min(1, 'type a name')
  .pipe(plainText(SAVED_SEARCH_NAME_MAX))
  .openapi({ example: 'Toyota · SUV · Nigeria' });

export const savedSearchBody = z
  .object({
    name: nameField,
    searchText: plainText(100).optional().default('').openapi({ example: '', description: 'The search box text' }),
    filterString: z
      .string()
      .max(500)
      .optional()
      .default('')
      .superRefine((value, ctx) => {
        const parsed = parseFilterString(value);
        if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.error.message });
      })
      .openapi({ example: '150?3|50?2', description: 'A filter string of SPEC.md §9 (getAllCar’s filterString)' }),
    sort: z
      .number()
      .int()
      .refine((v) => (Object.values(SORT) as number[]).includes(v), 'must be 0, 25, 50, 75 or 100')
      .optional()
      .default(0)
      .openapi({ example: 0 }),
    listQuery: z
      .string()
      .max(500)
      .regex(/^[\w.~%+=&,-]*$/, 'must be the car list’s query string without "?"')
      .optional()
      .default('')
      .openapi({ example: 'brand=3&body=2', description: 'The car list’s URL query: Open and the alert link show it' }),
    lang: z
      .enum(['en', 'fr', 'sp', 'es'])
      .optional()
      .default('en')
      .transform((v) => (v === 'es' ? 'sp' : v))
      .openapi({ example: 'fr', description: 'The language alerts are written in' }),
  })
  .openapi('SavedSearchBody', {
    example: { name: 'Toyota · SUV', filterString: '150?3|50?2', listQuery: 'brand=3&body=2', lang: 'en' },
  });

export const savedSearchPatch = z
  .object({
    name: nameField.optional(),
    paused: z.boolean().optional().openapi({ description: 'true pauses its alert, false resumes it' }),
  })
  .refine((v) => v.name !== undefined || v.paused !== undefined, 'send a name or paused')
  .openapi('SavedSearchPatch', { example: { name: 'Family SUV' } });

export const savedSearchParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a saved search id')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID))
    .openapi({ param: { name: 'id', in: 'path' }, example: '4' }),
});

export const savedSearchesQuery = z.object({
  lang: z
    .enum(['en', 'fr', 'sp', 'es'])
    .optional()
    .openapi({ param: { name: 'lang', in: 'query' }, description: 'Write alerts in this language from now on' }),
});

export const savedSearch = z
  .object({
    id: z.number().int(),
    name: z.string(),
    searchText: z.string(),
    filterString: z.string(),
    sort: z.number().int(),
    listQuery: z.string(),
    paused: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('SavedSearch', {
    example: {
      id: 4,
      name: 'Toyota · SUV',
      searchText: '',
      filterString: '150?3|50?2',
      sort: 0,
      listQuery: 'brand=3&body=2',
      paused: false,
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  });

export const savedSearchesData = z
  .object({ limit: z.number().int(), savedSearches: z.array(savedSearch) })
  .openapi('SavedSearchesData');

export const alertStopBody = z
  .object({
    token: z.string().min(1).max(40).openapi({ example: 's4.Hq0bV2xY9sK1mP3a' }),
    resume: z.boolean().optional().openapi({ description: 'true undoes the stop' }),
  })
  .openapi('AlertStopBody');

export const alertStopData = z
  .object({
    kind: z.enum(['search', 'priceDrops']),
    name: z.string().nullable().openapi({ description: 'The saved search’s name; null for price drops' }),
    paused: z.boolean(),
  })
  .openapi('AlertStopData', { example: { kind: 'search', name: 'Toyota · SUV', paused: true } });

const channelField = z
  .enum(ALERT_CHANNELS, { error: 'must be sms or whatsapp' })
  .openapi({ example: 'whatsapp', description: 'How the daily digest reaches the buyer' });

export const alertSettingsData = z
  .object({
    channel: channelField,
    priceDropsPaused: z.boolean().openapi({ description: 'true while price drops of liked cars are not told' }),
  })
  .openapi('AlertSettings', { example: { channel: 'sms', priceDropsPaused: false } });

export const alertSettingsPatch = z
  .object({
    channel: channelField.optional(),
    priceDropsPaused: z.boolean().optional().openapi({ description: 'true pauses price-drop alerts, false resumes' }),
  })
  .refine((v) => v.channel !== undefined || v.priceDropsPaused !== undefined, 'send a channel or priceDropsPaused')
  .openapi('AlertSettingsPatch', { example: { channel: 'whatsapp' } });

export type SavedSearchItem = z.output<typeof savedSearch>;
export type SavedSearchesData = z.output<typeof savedSearchesData>;
export type AlertStopData = z.output<typeof alertStopData>;
