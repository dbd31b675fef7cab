/**
 * Development builds only (`npm run dev`, server/framework/build/develop.ts): reload the page when
 * a new build is served. The dev server sends its build count on connecting and after every
 * build; other builds leave this out (client/entry.tsx calls it behind DEV_RELOAD, which the build sets).
 */
export function reloadOnNewBuilds(basePath: string): void {
  let first: string | undefined
  const events = new EventSource(`${basePath}/_dev/events`)
  events.onmessage = (event: MessageEvent<string>) => {
    if (first === undefined) first = event.data
    else if (event.data !== first) location.reload()
  }
}
