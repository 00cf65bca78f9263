// One log line per request, at debug: the console at the default level (info) keeps to the startup banner, warnings
// and errors, and LOG_LEVEL=debug brings the request lines back (issue 10).
import type { App } from './types';

export function registerRequestLog(app: App) {
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

/** The address people open: the banner and the server's own "listening" line both say this. */
export const publicAddress = (port: number) => `http://localhost:${port}`;
