// The environment, read and checked once at start: a bad value stops the server with a message naming the variable.
import { isIP } from 'node:net';
import { z } from 'zod';

/** TERMINAL_CALL_TIMEOUT_MS when unset. */
export const TERMINAL_CALL_TIMEOUT_DEFAULT_MS = 15_000;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * When DATABASE_URL goes through PgBouncer: a direct connection string to the same database for the LISTEN
     * connections (catalogue version, POS terminal events), which a pooler cannot carry (decision 0065).
     */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * A read replica of DATABASE_URL (a hot standby, or its pooler) for catalogue reads: listings, search, product pages,
     * the home page and the in-memory price book, names and category orders (decision 0090). Used for an answer only
     * once the replica holds the catalogue version the primary announced; writes never go there.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /**
     * Milliseconds a card terminal request may go unanswered (beyond the customer's own time for a card device) before
     * it counts as a lost answer and the sale is recovered by asking the request's status (issue 29).
     */
    TERMINAL_CALL_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(TERMINAL_CALL_TIMEOUT_DEFAULT_MS),
    DATA_DIR: z.string().min(1).default('./data'),
    // PIES digital assets (decision 0100): the local simulator unless the server may reach the suppliers' web servers.
    ASSET_FETCHER: z.enum(['simulator', 'http']).default('simulator'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The proxies in front whose X-Forwarded-* headers are believed (decision 0039): a hop count (`1`: one proxy, the
     * address it adds is the client's) or a comma-separated list of proxy addresses/CIDRs (`127.0.0.1,10.0.0.0/8`).
     * `true` is refused: it believes whatever address a client writes into X-Forwarded-For.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((v, ctx): false | number | string[] => {
        const t = v.trim();
        if (t === '0' || t === 'false') return false;
        if (/^\d+$/.test(t)) return Number(t);
        const list = t.split(',').map((a) => a.trim());
        if (t !== 'true' && list.every(isProxyAddress)) return list;
        ctx.addIssue({
          code: 'custom',
          message:
            t === 'true'
              ? 'true would believe any client-sent X-Forwarded-For: give the hop count (1) or the proxy addresses'
              : 'must be 0, a hop count, or comma-separated proxy addresses/CIDRs (127.0.0.1,10.0.0.0/8)',
        });
        return z.NEVER;
      }),
    /**
     * Milliseconds a process answers its health check with 503 before it closes on SIGTERM, so the load balancer stops
     * sending it requests first (issue 29). `npm run start:cluster` sets it; alone, a process closes at once.
     */
    DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    SEED_SCALE: z.coerce.number().positive().max(100).default(1),
    WEB_DIST: z.string().min(1).optional(),
    /** e.g. smtp://user:pass@mail.example.com:587; without it every message stays in the outbox table (features/mail). */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('PartsDesk <no-reply@partsdesk.local>'),
    /** The store's public address (https://shop.example.com) for links sent by email or text; else the request's host. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Browser tests only: every captcha picture shows (and expects) this text, so a test can pass a captcha. Refused unless
     * the server listens on loopback without a proxy, so it cannot be switched on for a public store by mistake.
     */
    CAPTCHA_TEST_ANSWER: z
      .string()
      .regex(/^[a-z2-9]{4,8}$/, 'must be 4 to 8 lowercase letters or digits 2-9')
      .optional(),
  })
  .refine(
    (c) =>
      c.CAPTCHA_TEST_ANSWER === undefined ||
      (['127.0.0.1', '::1', 'localhost'].includes(c.HOST) && (c.TRUST_PROXY === false || c.TRUST_PROXY === 0)),
    {
      path: ['CAPTCHA_TEST_ANSWER'],
      message: 'is for browser tests only: set HOST=127.0.0.1 and no TRUST_PROXY',
    },
  );

/** An address or CIDR as Fastify's trustProxy (proxy-addr) takes it, or one of its names for a whole range. */
function isProxyAddress(a: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(a)) return true;
  const [ip = '', bits, ...rest] = a.split('/');
  const family = isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type Config = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(env[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export class ConfigError extends Error {}
