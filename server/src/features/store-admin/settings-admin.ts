// Store → Settings (issue 27, decision 0076): reads the editable settings and saves a change. A save is checked as a
// whole (the prompt timer shorter than the idle timer, the tax class and store exist), writes only what changed, and
// records each change in the audit log (old → new) in the same transaction. saveSettings drops this process's cached
// settings; other processes read them again within their two-second cache (features/settings), so no restart.
import { eq } from 'drizzle-orm';
import {
  SETTINGS_MSG,
  SETTING_DEFS,
  settingsValuesSchema,
  type EditableSetting,
  type SettingsSave,
  type SettingsValues,
} from '@parts/common/settings-admin';
import type { Db } from '#src/db/client';
import { locations, taxClasses } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { forgetSettings, loadSettings, saveSettings } from '#src/features/settings/queries';

const KEYS = Object.keys(SETTING_DEFS) as EditableSetting[];

export async function editableSettings(db: Db): Promise<SettingsValues> {
  const all = await loadSettings(db);
  return settingsValuesSchema.parse(Object.fromEntries(KEYS.map((k) => [k, all[k]])));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function saveEditableSettings(db: Db, actor: AuditActor, body: SettingsSave) {
  const before = await editableSettings(db);
  const after: SettingsValues = { ...before, ...body };
  if (after.kiosk_prompt_timer >= after.kiosk_idle_timer)
    throw badRequest(SETTINGS_MSG.promptNotShorter, { kiosk_prompt_timer: SETTINGS_MSG.promptNotShorter });
  if (body.labor_tax_class_id && !(await exists(db, 'tax', body.labor_tax_class_id)))
    throw badRequest(SETTINGS_MSG.noTaxClass, { labor_tax_class_id: SETTINGS_MSG.noTaxClass });
  if (body.default_location_id && !(await exists(db, 'store', body.default_location_id)))
    throw badRequest(SETTINGS_MSG.noStore, { default_location_id: SETTINGS_MSG.noStore });
  const changed = KEYS.filter((k) => k in body && !same(before[k], after[k]));
  if (changed.length > 0)
    await db.transaction(async (tx) => {
      await saveSettings(tx, Object.fromEntries(changed.map((k) => [k, after[k]])));
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
  return { success: SETTINGS_MSG.saved, values: await editableSettings(db), changed };
}

async function exists(db: Db, what: 'tax' | 'store', id: number): Promise<boolean> {
  const rows =
    what === 'tax'
      ? await db.select({ id: taxClasses.taxClassId }).from(taxClasses).where(eq(taxClasses.taxClassId, id))
      : await db.select({ id: locations.locationId }).from(locations).where(eq(locations.locationId, id));
  return rows.length > 0;
}
