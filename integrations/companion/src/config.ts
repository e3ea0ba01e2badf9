/** The connection's settings (the template's config.ts): the server, the event and its control key. */
import type { SomeCompanionConfigField } from '@companion-module/base';

export interface ModuleConfig {
  host: string;
  port: number;
  eventId: number;
  controlKey: string;
}

/** A control key as the Integrations tab shows it. */
export const CONTROL_KEY = /^sc_[A-Za-z0-9_-]{20,}$/;

export function configFields(): SomeCompanionConfigField[] {
  return [
    { type: 'textinput', id: 'host', label: 'ShowCaller server (host name or IP)', width: 8, default: '127.0.0.1' },
    { type: 'number', id: 'port', label: 'Port', width: 4, min: 1, max: 65535, default: 3000 },
    { type: 'number', id: 'eventId', label: 'Event id (the number in /event/<id>)', width: 4, min: 1, max: 2147483647, default: 1 },
    {
      type: 'textinput',
      id: 'controlKey',
      label: 'Control key (Integrations tab)',
      width: 8,
      default: '',
      regex: `/${CONTROL_KEY.source}/`,
    },
  ];
}

/** What is wrong with the settings, in one sentence for the connection's status, or undefined when they can be tried. */
export function configProblem(c: Partial<ModuleConfig>): string | undefined {
  if (!c.host?.trim()) return 'Enter the ShowCaller server (host name or IP).';
  if (!Number.isInteger(c.port) || c.port === undefined || c.port < 1 || c.port > 65535) return 'Enter the server port (3000 by default).';
  if (!Number.isInteger(c.eventId) || c.eventId === undefined || c.eventId < 1) return 'Enter the event id (the number in /event/<id>).';
  if (!c.controlKey || !CONTROL_KEY.test(c.controlKey.trim()))
    return 'Enter the control key from the show screen’s Integrations tab (it starts with sc_).';
  return undefined;
}
