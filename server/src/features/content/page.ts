// What the content feature adds to the page flags: the locale, and the alert bars this visitor has not dismissed
// (read from their cookies here, so a dismissed bar never flashes on the first paint).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ALERT_DISMISS_VALUE } from '@parts/common/constants';
import type { AlertBar, ServerLocale as Locale } from '@parts/common/content';
import type { Db } from '#src/db/client';
import { localeFor } from './locale';
import { activeAlerts } from './queries';

export async function pageExtras(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<{ locale: Locale; alerts: AlertBar[] }> {
  const [locale, alerts] = await Promise.all([localeFor(db, req, reply), activeAlerts(db)]);
  return { locale, alerts: alerts.filter((a) => req.cookies[a.alert_id] !== ALERT_DISMISS_VALUE) };
}
