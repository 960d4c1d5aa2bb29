import { getHeapStatistics } from 'node:v8';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LoanRuleError } from '@pronto/domain';
import type { CustomerRecord, StaffRecord } from './types.ts';

/** A refusal with an HTTP status and the envelope's first error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** 422 with a message (and optional code): the usual validation / business-rule refusal. */
export const invalid = (message: string, code?: string) => new ApiError(422, message, code);

export const AUTH_ERROR = 'Authorization Error';
export const FORBIDDEN = 'You are not allowed to do this.';

/** Who made the call, set by the auth gate. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'customer'; customer: CustomerRecord; token: string }
  | { kind: 'staff'; staff: StaffRecord; token: string };

export function caller(res: Response): Caller {
  return (res.locals.caller as Caller | undefined) ?? { kind: 'anonymous' };
}

export function sendData(res: Response, data: unknown, status = 200): void {
  res.status(status).json({ data: data === undefined ? null : data, errors: [] });
}

export function sendError(res: Response, status: number, message: string, code?: string): void {
  res.status(status).json({ data: null, errors: [code ? { message, code } : { message }] });
}

/** What a handler receives: the request pieces and the caller. */
export interface Call {
  req: Request;
  res: Response;
  body: Record<string, unknown>;
  query: Record<string, unknown>;
  params: Record<string, string>;
  caller: Caller;
}

export type Handler = (call: Call) => unknown;

/** Wraps a handler: its result becomes `{ data, errors: [] }`; a thrown error becomes the envelope. */
export function handle(fn: Handler): RequestHandler {
  return (req, res, next) => {
    const body = isObject(req.body) ? req.body : {};
    const run = async () => {
      const data = await fn({ req, res, body, query: req.query, params: req.params, caller: caller(res) });
      if (!res.headersSent) sendData(res, data);
    };
    run().catch(next);
  };
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const BODY_LIMIT = 1024 * 1024;
/** Field names no body may use (prototype pollution). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Deepest nesting of arrays and objects a body may have: the forms nest three or four levels. */
export const BODY_DEPTH_LIMIT = 32;
/** Share of the heap limit above which a request with a body is refused instead of risking the process. */
const HEAP_CEILING = 0.85;

/** Nesting depth of JSON text (brackets outside strings), counted before parsing; stops past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** True when the heap is near its limit: new work with a body is refused (503) until it recovers. */
export function heapNearLimit(): boolean {
  // The V8 figure alone: process.memoryUsage() also reads the RSS from the OS on every request.
  return getHeapStatistics().used_heap_size > heapLimit * HEAP_CEILING;
}
const heapLimit = getHeapStatistics().heap_size_limit;

/**
 * JSON body parser with the mock's messages: over 1 MB -> 413, unparsable -> 422 'Malformed JSON body.'.
 * Sets `_body` so json-server's own parser leaves the request alone.
 */
export function jsonBody(): RequestHandler {
  return (req, res, next) => {
    const flagged = req as Request & { _body?: boolean };
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
      flagged._body = true;
      req.body = {};
      next();
      return;
    }
    if (heapNearLimit()) {
      sendError(res, 503, 'The server is busy; please try again in a moment.');
      req.resume();
      return;
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > BODY_LIMIT) {
      sendError(res, 413, 'Request body is larger than 1 MB.');
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT && !refused) {
        refused = true;
        sendError(res, 413, 'Request body is larger than 1 MB.');
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('error', next);
    req.on('end', () => {
      if (refused) return;
      flagged._body = true;
      const text = Buffer.concat(chunks).toString('utf8').trim();
      if (text === '') {
        req.body = {};
        next();
        return;
      }
      if (jsonDepth(text, BODY_DEPTH_LIMIT) > BODY_DEPTH_LIMIT) {
        sendError(res, 422, `The request body is nested more than ${BODY_DEPTH_LIMIT} levels deep.`);
        return;
      }
      // Found by the reviver below; an object, as a variable assigned only in a callback reads as never set.
      const found: { key?: string } = {};
      try {
        // A key that names an object's prototype machinery is refused: a lookup such as `rules[field]` would
        // find Object.prototype's members, and an assignment would change every object's prototype.
        req.body = JSON.parse(text, function (this: unknown, key: string, value: unknown) {
          if (FORBIDDEN_KEYS.has(key)) found.key ??= key;
          return value;
        }) as unknown;
      } catch {
        sendError(res, 422, 'Malformed JSON body.');
        return;
      }
      if (found.key !== undefined) {
        sendError(res, 422, `The request body may not use the field name "${found.key}".`);
        return;
      }
      next();
    });
  };
}

/** Turns anything thrown into the envelope: ApiError keeps its status, a domain money rule is 422, anything else is logged and 422. */
export function errorHandler() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction): void => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ApiError) {
      sendError(res, error.status, error.message, error.code);
      return;
    }
    // A money rule of @pronto/domain (a cap, the rollover limit, an overpayment), whichever route ran it.
    if (error instanceof LoanRuleError) {
      sendError(res, 422, error.message);
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) {
      sendError(res, 413, 'Request body is larger than 1 MB.');
      return;
    }
    // The cause goes to the server's log only: an internal message tells a caller how the server works.
    console.error('[mock-server] request failed:', error);
    sendError(res, 422, 'Request could not be processed.');
  };
}

/** The request path from the root (mounted middlewares see a shortened `req.path`). */
export function fullPath(req: Request): string {
  return decodeURI((req.originalUrl.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
}

/** The address the caller reached the mock at (`http://host:port`), for the absolute links an answer gives. */
export function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`;
}
