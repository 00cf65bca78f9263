// Store → Settings (issue 27, decision 0076): reads the editable settings and saves a change. A save is checked as a
// whole (the prompt timer shorter than the idle timer, the tax class and store exist), writes only what changed, and
// records each change in the audit log (old → new) in the same transaction. saveSettings drops this process's cached
// settings; other processes read them again within their two-second cache (features/settings), so no restart.
import { eq } from 'drizzle-orm';
import {
  SECRET_DEFS,
  SECRET_KEYS,
  SECRET_MASK,
  SETTINGS_MSG,
  SETTING_DEFS,
  settingsValuesSchema,
  type SecretsState,
  type EditableSetting,
  type SettingsSave,
  type SettingsValues,
} from '@parts/common/settings-admin';
import { centsToDecimal, toCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { locations, taxClasses } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import type { Config } from '#src/config';
import { sendMail } from '#src/features/mail/mailer';
import type { Settings } from '#src/features/settings/defaults';
import { forgetSettings, loadSettings, saveSettings } from '#src/features/settings/queries';

const KEYS = Object.keys(SETTING_DEFS) as EditableSetting[];

/**
 * Settings the form edits in another unit than the store keeps them in (decision 0099): the surcharge cap is kept in
 * integer cents and typed in dollars. Each maps a stored value to the form's and back.
 */
const CONVERTED = {
  card_surcharge_cap: {
    stored: 'card_surcharge_cap_cents',
    toForm: (s: Settings) => centsToDecimal(s.card_surcharge_cap_cents),
    toStored: (v: SettingsValues) => toCents(v.card_surcharge_cap) ?? 0,
  },
} as const satisfies Partial<Record<EditableSetting, unknown>>;
const isConverted = (k: EditableSetting): k is keyof typeof CONVERTED => k in CONVERTED;

export async function editableSettings(db: Db): Promise<SettingsValues> {
  const all = await loadSettings(db);
  return settingsValuesSchema.parse(
    Object.fromEntries(KEYS.map((k) => [k, isConverted(k) ? CONVERTED[k].toForm(all) : all[k]])),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether each secret is set: all the browser ever learns of them. */
export async function secretsState(db: Db): Promise<SecretsState> {
  const all = await loadSettings(db);
  return { smtp_password: all.smtp_password !== '', sms_auth_token: all.sms_auth_token !== '' };
}

export async function settingsAnswer(db: Db) {
  return { values: await editableSettings(db), secrets: await secretsState(db) };
}

export async function saveEditableSettings(db: Db, actor: AuditActor, body: SettingsSave) {
  const before = await editableSettings(db);
  const { smtp_password: _p, sms_auth_token: _t, ...values } = body;
  const after: SettingsValues = { ...before, ...values };
  if (after.kiosk_prompt_timer >= after.kiosk_idle_timer)
    throw badRequest(SETTINGS_MSG.promptNotShorter, { kiosk_prompt_timer: SETTINGS_MSG.promptNotShorter });
  if (body.labor_tax_class_id && !(await exists(db, 'tax', body.labor_tax_class_id)))
    throw badRequest(SETTINGS_MSG.noTaxClass, { labor_tax_class_id: SETTINGS_MSG.noTaxClass });
  if (body.default_location_id && !(await exists(db, 'store', body.default_location_id)))
    throw badRequest(SETTINGS_MSG.noStore, { default_location_id: SETTINGS_MSG.noStore });
  // A secret left empty keeps the saved one; a new one is written and audited as "changed", never with its value.
  const secrets = SECRET_KEYS.filter((k) => (body[k] ?? '') !== '');
  const had = await secretsState(db);
  const willHaveToken = secrets.includes('sms_auth_token') || had.sms_auth_token;
  if (after.sms_provider === 'twilio' && (!after.sms_account_id || !after.sms_from_number || !willHaveToken))
    throw badRequest(SETTINGS_MSG.smsNeeds, { sms_provider: SETTINGS_MSG.smsNeeds });
  const changed = KEYS.filter((k) => k in body && !same(before[k], after[k]));
  if (changed.length + secrets.length > 0)
    await db.transaction(async (tx) => {
      await saveSettings(tx, {
        ...Object.fromEntries(
          changed.map((k) => (isConverted(k) ? [CONVERTED[k].stored, CONVERTED[k].toStored(after)] : [k, after[k]])),
        ),
        ...Object.fromEntries(secrets.map((k) => [k, body[k]!])),
      });
      for (const key of secrets)
        await recordAudit(tx, actor, {
          action: 'setting.change',
          targetType: 'setting',
          targetId: key,
          summary: `Changed ${SECRET_DEFS[key].label}`,
          detail: { key, old: had[key] ? SECRET_MASK : '', new: SECRET_MASK },
        });
      for (const key of changed)
        await recordAudit(tx, actor, {
          action: 'setting.change',
          targetType: 'setting',
          targetId: key,
          summary: `Changed ${SETTING_DEFS[key].label}`,
          detail: { key, old: before[key], new: after[key] },
        });
    });
  // The save inside the transaction dropped the transaction's cache entry, not the database's: drop it after commit.
  forgetSettings(db);
  return { success: SETTINGS_MSG.saved, ...(await settingsAnswer(db)), changed: [...changed, ...secrets] };
}

async function exists(db: Db, what: 'tax' | 'store', id: number): Promise<boolean> {
  const rows =
    what === 'tax'
      ? await db.select({ id: taxClasses.taxClassId }).from(taxClasses).where(eq(taxClasses.taxClassId, id))
      : await db.select({ id: locations.locationId }).from(locations).where(eq(locations.locationId, id));
  return rows.length > 0;
}

/** "Send test email": one message through the mail settings now in force, and what the mail server said. */
export async function sendTestEmail(db: Db, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, to: string) {
  const { store_name } = await loadSettings(db);
  const result = await sendMail(db, config, {
    kind: 'test',
    to,
    subject: `Test email from ${store_name}`,
    text: `This is a test email from ${store_name}'s back office (Store → Settings). Mail is working.`,
  });
  const success =
    result.status === 'sent'
      ? SETTINGS_MSG.testSent(to)
      : result.status === 'outbox'
        ? SETTINGS_MSG.testKept
        : SETTINGS_MSG.testFailed(result.error ?? '');
  return { success, status: result.status };
}
