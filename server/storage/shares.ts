/** Share links and their snapshots (issue 6). Part of the Storage interface (storage.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SharesStore {}
