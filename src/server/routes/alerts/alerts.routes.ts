/** Route definitions of saved searches (customer) and the alert stop link (open): issue 23. */
import { createRoute } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { responsesOf } from '../../app/envelope.ts';
import { requireUser } from '../../auth/middleware.ts';
import { jsonBody } from '../docs/json-body.ts';
import { tokenSecurity } from '../docs/security.ts';
import {
  alertSettingsData,
  alertSettingsPatch,
  alertStopBody,
  alertStopData,
  savedSearch,
  savedSearchBody,
  savedSearchesData,
  savedSearchesQuery,
  savedSearchParams,
  savedSearchPatch,
} from './alerts.schemas.ts';

const tags = ['Saved searches and alerts'];

export const listSavedSearches = createRoute({
  method: 'get',
  path: '/api/customer/savedSearches',
  tags,
  summary: 'The caller’s saved searches, oldest first',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { query: savedSearchesQuery },
  responses: responsesOf(savedSearchesData, 'The saved searches', [401, 503]),
});

export const createSavedSearch = createRoute({
  method: 'post',
  path: '/api/customer/savedSearches',
  tags,
  summary: 'Save the current car-list search; its alert starts at once',
  description:
    'The same search (text, filter string, sort) saved again answers the one kept. At most 20 per buyer: ' +
    'the 21st is refused with 409. When a car matching it is published, the buyer gets it in their daily digest.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { body: jsonBody(savedSearchBody) },
  responses: responsesOf(savedSearch, 'Saved (or already saved)', [401, 409, 503]),
});

export const updateSavedSearch = createRoute({
  method: 'patch',
  path: '/api/customer/savedSearches/{id}',
  tags,
  summary: 'Rename a saved search, or pause or resume its alert',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { params: savedSearchParams, body: jsonBody(savedSearchPatch) },
  responses: responsesOf(savedSearch, 'Changed', [401, 404, 503]),
});

export const deleteSavedSearch = createRoute({
  method: 'delete',
  path: '/api/customer/savedSearches/{id}',
  tags,
  summary: 'Delete a saved search and its alert',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { params: savedSearchParams },
  responses: responsesOf(z.null(), 'Deleted', [401, 404, 503]),
});

export const getAlertSettings = createRoute({
  method: 'get',
  path: '/api/customer/alertSettings',
  tags,
  summary: 'The caller’s alert settings: the channel (SMS or WhatsApp) and whether price drops are paused',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  responses: responsesOf(alertSettingsData, 'The settings (defaults: sms, not paused)', [401, 503]),
});

export const updateAlertSettings = createRoute({
  method: 'patch',
  path: '/api/customer/alertSettings',
  tags,
  summary: 'Choose the alert channel, or pause or resume the price drops of liked cars',
  description: 'Only the fields sent change. The next digest goes out on the channel chosen.',
  security: tokenSecurity,
  middleware: [requireUser] as const,
  request: { body: jsonBody(alertSettingsPatch) },
  responses: responsesOf(alertSettingsData, 'Changed', [401, 503]),
});

export const alertStop = createRoute({
  method: 'post',
  path: '/api/open/alertStop',
  tags,
  summary: 'The one-tap stop link of an alert message: pause (or resume) that alert without a login',
  description:
    'The token comes from the message’s link (/{lang}/alert_stop?t=…); it is signed and names one alert: ' +
    'a saved search, or the price drops of the buyer’s liked cars.',
  request: { body: jsonBody(alertStopBody) },
  responses: responsesOf(alertStopData, 'Paused or resumed', [404, 503]),
});
