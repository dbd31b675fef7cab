/** Abuse limits and verification records (issue 4). Part of the Storage interface (storage.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LimitsStore {}
