/** Issue 23: the bounds of a listing report's words, shared by the API's schema and the report form. */
/** The longest text a report may carry. */
export const MAX_REPORT_TEXT = 500;
/** The shortest text of an 'other' report. */
export const MIN_OTHER_TEXT = 5;
