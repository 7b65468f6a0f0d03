import {
  type HttpRefusal,
  type HttpRouteName,
  httpRoutes,
  messageRef,
  type ParsedRouteBody,
  type RouteAnswer,
} from '@unsayable/rules';
import type { Request, RequestHandler, Response, Router } from 'express';

/** A refusal as the catalogue's routes answer it: `{ error, errorRef }`, the key where the text has one. */
export function refuse(res: Response, status: number, error: string): void {
  const errorRef = messageRef(error);
  const refusal: HttpRefusal = { error, ...(errorRef ? { errorRef } : {}) };
  res.status(status).json(refusal);
}

/** How one route of the catalogue is served. */
export interface RouteHandling<K extends HttpRouteName> {
  /** The body's reader with its byte cap: a body past it is refused before it is parsed. */
  json?: RequestHandler;
  /**
   * What is decided before the body is read (another site's page, accounts off, too many
   * requests): false once it has answered.
   */
  before?: (req: Request, res: Response) => Promise<boolean> | boolean;
  /** A body the schema refuses, answered; by default a 400 with the first problem's words and key. */
  refuseBody?: (req: Request, res: Response, message: string) => Promise<void> | void;
  /** The route's work, with the body parsed; `reply` sends the catalogue's answer. */
  handle: (
    body: ParsedRouteBody<K>,
    req: Request,
    res: Response,
    reply: (answer: RouteAnswer<K>, status?: number) => void,
  ) => Promise<void> | void;
}

const methods = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** A body that is not a JSON object (none, a list, a number) reads as one with no fields. */
const fieldsOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};

/**
 * Serves route `name` of the catalogue on `router`: the body's reader (its byte cap first), the
 * checks that come before the body, then the body parsed by the route's schema, refused with the
 * schema's words before the handler, and so before anything the handler would read or write.
 */
export function catalogueRoute<K extends HttpRouteName>(
  router: Router,
  name: K,
  handling: RouteHandling<K>,
): void {
  const route = httpRoutes[name];
  const schema = route.body;
  const serve = async (req: Request, res: Response) => {
    if (handling.before && !(await handling.before(req, res))) return;
    // An answer of no body (a deck deleted: 204) is sent as none, not as JSON.
    const reply = (answer: RouteAnswer<K>, status = 200) =>
      void (answer === undefined ? res.status(status).end() : res.status(status).json(answer));
    if (schema === null) return handling.handle(undefined as ParsedRouteBody<K>, req, res, reply);
    const parsed = schema.safeParse(fieldsOf(req.body));
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid request';
      if (handling.refuseBody) return handling.refuseBody(req, res, message);
      return refuse(res, 400, message);
    }
    return handling.handle(parsed.data as ParsedRouteBody<K>, req, res, reply);
  };
  router[methods[route.method]](route.path, ...(handling.json ? [handling.json] : []), serve);
}
