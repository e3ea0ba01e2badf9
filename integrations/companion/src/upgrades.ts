/**
 * Upgrade scripts (the template's upgrades.ts): Companion runs each one once, in order, on the
 * saved connections of an older version of the module (@companion-module/base's upgrade scripts).
 * Never remove or reorder one; add new ones at the end.
 */
import type { CompanionStaticUpgradeScript } from '@companion-module/base';
import type { ModuleConfig } from './config.js';

/**
 * 1.0 → 1.1: 1.0 kept the settings as typed. A control key or host pasted with spaces or a line
 * break around it was refused by the server; numbers saved as text ('3000') were taken as text.
 * This trims them and makes the numbers numbers, with 1.0's defaults where one is missing.
 */
export function tidyConfig(c: Readonly<Record<string, unknown>>): ModuleConfig | null {
  const num = (v: unknown, fallback: number) => {
    const n = typeof v === 'string' ? Number(v.trim()) : v;
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const updated: ModuleConfig = {
    host: typeof c.host === 'string' ? c.host.trim() : '127.0.0.1',
    port: num(c.port, 3000),
    eventId: num(c.eventId, 1),
    controlKey: typeof c.controlKey === 'string' ? c.controlKey.trim() : '',
  };
  const same = updated.host === c.host && updated.port === c.port && updated.eventId === c.eventId && updated.controlKey === c.controlKey;
  return same ? null : updated;
}

export const tidySettings: CompanionStaticUpgradeScript<ModuleConfig> = (_context, props) => ({
  updatedConfig: props.config ? tidyConfig({ ...props.config }) : null,
  updatedActions: [],
  updatedFeedbacks: [],
});

export const UpgradeScripts: CompanionStaticUpgradeScript<ModuleConfig>[] = [tidySettings];
