/** Saved searches and alerts (issue 23): one router, chained so its type carries each route. */
import { createRouter } from '../../app/create-app.ts';
import {
  alertStopHandler,
  createSavedSearchHandler,
  deleteSavedSearchHandler,
  listSavedSearchesHandler,
  updateSavedSearchHandler,
} from './alerts.handlers.ts';
import {
  alertStop,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from './alerts.routes.ts';

export const alertRoutes = createRouter()
  .openapi(listSavedSearches, listSavedSearchesHandler)
  .openapi(createSavedSearch, createSavedSearchHandler)
  .openapi(updateSavedSearch, updateSavedSearchHandler)
  .openapi(deleteSavedSearch, deleteSavedSearchHandler)
  .openapi(alertStop, alertStopHandler);
