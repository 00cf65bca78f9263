// Error answers (decision 0014): every refusal, from any route, is one shape —
//   { error: message for the toast, error_message: the same (the spec's contract 1 reads it), errors: { field: message } }
// with the right 4xx and never a stack trace. Feature code throws HttpError (or refuse()s); schema failures and
// Fastify's own 4xx (bad JSON, body too large) are turned into the same shape here.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ADD_KEY_MSG, INPUT_MSG } from '@parts/common/input';

/** Thrown by feature code for an answer the client should read (bad input, not allowed, conflict). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const notFound = (message = 'Not found') => new HttpError(404, message);

export const GENERIC_500 = 'A system error occurred. Contact your administrator.';

/** The one error body. */
export function errorBody(message: string, errors: Record<string, string> = {}) {
  return { error: message, error_message: message, errors };
}

/** Answers a refusal in the one shape, for handlers that return rather than throw. */
export function refuse(reply: FastifyReply, status: number, message: string, errors: Record<string, string> = {}) {
  return reply.status(status).send(errorBody(message, errors));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return refuse(reply, err.statusCode, err.message, err.fields);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'form';
        if (!(field in errors)) errors[field] = v.message ?? 'Invalid value';
      }
      const [first] = Object.entries(errors);
      // Body fields sit next to their message on a form, so the toast is the spec's text as is; a query or path value
      // has no form around it, so its message names the field.
      const named =
        err.validationContext === 'body' || !first || first[0] === 'form' ? first?.[1] : `${first[0]}: ${first[1]}`;
      return refuse(reply, 400, named ?? 'Invalid request', errors);
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'request failed');
      return refuse(reply, 500, GENERIC_500);
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry a safe message.
    return refuse(
      reply,
      status,
      err.code === 'FST_ERR_CTP_INVALID_JSON' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? INPUT_MSG.badJson
        : err.message,
    );
  });
}

/** An add's idempotency key (decision 0099): an edit names its row and needs none; an add without one is refused. */
export function addKeyOf(editing: boolean, key: string | undefined): string | null {
  if (!editing && !key) throw badRequest(ADD_KEY_MSG, { idempotency_key: ADD_KEY_MSG });
  return editing ? null : key!;
}
