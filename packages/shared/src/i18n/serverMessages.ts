/**
 * The server's catalogs (docs/decisions/0040-i18n-app-and-server.md): error sentences, mails, PDFs
 * (call sheets, master, as-run, show report) and the Excel headers that are not the spec's fixed
 * columns, one folder per area under `server/`, keys prefixed by the area's name. Types only here;
 * the server reads the files through `serverCatalogs.ts` (a subpath of its own, so no page bundles them).
 */
import type documents from './server/documents/en.json';
import type errors from './server/errors/en.json';
import type mail from './server/mail/en.json';
import type sheets from './server/sheets/en.json';

export const SERVER_CATALOG_AREAS = ['errors', 'mail', 'documents', 'sheets'] as const;
export type ServerCatalogArea = (typeof SERVER_CATALOG_AREAS)[number];

export type ServerMessageKey = keyof typeof errors | keyof typeof mail | keyof typeof documents | keyof typeof sheets;
