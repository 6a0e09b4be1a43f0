/** The router of listing reports (issue 23), chained so its type carries each route. */
import { createRouter } from '../../app/create-app.ts';
import { listReportsHandler, reportCarHandler, restoreCarHandler, unpublishCarHandler } from './reports.handlers.ts';
import { listReports, reportCar, restoreCar, unpublishCar } from './reports.routes.ts';

export const reportRoutes = createRouter()
  .openapi(reportCar, reportCarHandler)
  .openapi(listReports, listReportsHandler)
  .openapi(unpublishCar, unpublishCarHandler)
  .openapi(restoreCar, restoreCarHandler);
