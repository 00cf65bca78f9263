// Error answers: JSON with a message (and field messages for bad input), the right 4xx, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.message, ...(err.fields ? { errors: err.fields } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        if (!(field in errors)) errors[field] = v.message ?? 'Invalid value';
      }
      const [first] = Object.entries(errors);
      const message = first ? (first[0] ? `${first[0]}: ${first[1]}` : first[1]) : 'Invalid request';
      return reply.status(400).send({ error: message, errors });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: 'A system error occurred. Contact your administrator.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) carry a safe message.
    return reply.status(status).send({ error: err.message });
  });
}
