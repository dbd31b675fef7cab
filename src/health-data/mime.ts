/** The type of a stored health-data summary: an attachment of kind `text` whose data is the summary's JSON and whose text is the model's table. */
export const HEALTH_SUMMARY_MIME = 'application/vnd.hale.health-summary+json'
