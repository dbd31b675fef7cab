/**
 * What the composer's file pickers offer (the server checks the bytes anyway). A module of its own:
 * the pickers are in the pages' first load, the words about attachments are not.
 */

/** The paperclip's picker: photos, PDFs, text and CSV files. */
export const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf,.pdf,text/plain,.txt,text/csv,.csv'

/** The watch button's picker: Apple's zip or XML, a Google Takeout zip, a CSV or JSON of daily values. */
export const HEALTH_EXPORT_ACCEPT = '.zip,.xml,.csv,.json,application/zip,application/xml,text/xml,text/csv,application/json'
