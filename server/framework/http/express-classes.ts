/**
 * Node's `IncomingMessage` and `ServerResponse` with Express's request and response as their
 * prototypes, for `http.createServer({IncomingMessage, ServerResponse})`, Node's documented way
 * to extend the two classes. Express otherwise re-points every request's and response's prototype
 * as it receives them, which leaves V8 with objects whose shape changed after they were built;
 * built with the right prototype, they keep one shape. The win is measured in bench/README.md
 * ("Measures kept"); an app that is not Express, or a Node whose classes are real `class`
 * declarations (which cannot be called this way), gets Node's own classes.
 */
import {IncomingMessage, ServerResponse} from 'node:http'
import type {Socket} from 'node:net'
import type {Express} from 'express'

export interface ServerClasses {
  IncomingMessage: typeof IncomingMessage
  ServerResponse: typeof ServerResponse
}

export function expressServerClasses(app: Pick<Express, 'request' | 'response'>): ServerClasses | null {
  const isClass = (constructor: unknown) => /^class\b/.test(Function.prototype.toString.call(constructor))
  if (isClass(IncomingMessage) || isClass(ServerResponse)) return null
  const Request = function (this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket)
  }
  Request.prototype = app.request
  const Response = function (this: ServerResponse, req: IncomingMessage, options?: unknown) {
    ;(ServerResponse as unknown as (this: ServerResponse, ...args: unknown[]) => void).call(this, req, options)
  }
  Response.prototype = app.response
  return {
    IncomingMessage: Request as unknown as typeof IncomingMessage,
    ServerResponse: Response as unknown as typeof ServerResponse,
  }
}
