import type {RequestHandler} from 'express'

/**
 * Pipeline steps as one Express middleware: they run in order exactly as consecutive `app.use`
 * calls would (a step answers, calls `next()` to pass on, or fails with `next(error)`, a throw or
 * a rejected promise), without the router's per-layer work (path matching, parameter handling,
 * a promise check) on every request for every step.
 */
export function sequence(...steps: RequestHandler[]): RequestHandler {
  return function sequence(req, res, next) {
    let index = 0
    const step = (error?: unknown): void => {
      if (error) return next(error)
      const handler = steps[index++]
      if (!handler) return next()
      try {
        const result: unknown = handler(req, res, step)
        if (result instanceof Promise) result.catch((rejection: unknown) => next(rejection || new Error('Rejected promise')))
      } catch (thrown) {
        next(thrown)
      }
    }
    step()
  }
}
