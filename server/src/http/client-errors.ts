// Requests Node refuses before Fastify routes them. A shopper's 5 MB paste into the search box makes an address longer
// than Node reads (16 KB of headers): the answer says what to do, in the JSON shape every other refusal has
// (decision 0046). Other client errors keep Fastify's own answers.
import http from 'node:http';
import type { Socket } from 'node:net';
import { SEARCH_MAX_CHARS } from '@parts/common/listing';

export const ADDRESS_TOO_LONG = `The address is too long. A search takes at most ${SEARCH_MAX_CHARS} characters.`;

export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, { error: ADDRESS_TOO_LONG }]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, { error: http.STATUS_CODES[408], message: 'Client Timeout', statusCode: 408 }]
        : [400, { error: http.STATUS_CODES[400], message: 'Client Error', statusCode: 400 }];
  const text = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(text)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
  socket.destroy(err);
}
