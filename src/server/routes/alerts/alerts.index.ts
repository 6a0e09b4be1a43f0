/** Saved searches and alerts (issue 23): one router, chained so its type carries each route. */
import { createRouter } from '../../app/create-app.ts';
import {
  alertStopHandler,
  createSavedSearchHandler,
  deleteSavedSearchHandler,
  getAlertSettingsHandler,
  listSavedSearchesHandler,
  updateAlertSettingsHandler,
  updateSavedSearchHandler,
} from './alerts.handlers.ts';
import {
  alertStop,
  createSavedSearch,
  deleteSavedSearch,
  getAlertSettings,
  listSavedSearches,
  updateAlertSettings,
  updateSavedSearch,
} from './alerts.routes.ts';

export const alertRoutes = createRouter()
  .openapi(listSavedSearches, listSavedSearchesHandler)
  .openapi(createSavedSearch, createSavedSearchHandler)
  .openapi(updateSavedSearch, updateSavedSearchHandler)
  .openapi(deleteSavedSearch, deleteSavedSearchHandler)
  .openapi(getAlertSettings, getAlertSettingsHandler)
  .openapi(updateAlertSettings, updateAlertSettingsHandler)
  .openapi(alertStop, alertStopHandler);
