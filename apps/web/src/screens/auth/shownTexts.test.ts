/**
 * docs/product.md#during-a-show, seen on screen: the version shown is the same everywhere (auth header, sidebar,
 * landing footer, /healthz) and is the package's; no example text carries a past year ("2025").
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '@showcaller/shared';
import rootPackage from '../../../../../package.json?raw';
import webPackage from '../../../package.json?raw';
import serverPackage from '../../../../server/package.json?raw';
import authHeader from './AuthHeader.tsx?raw';
import sidebar from '../../components/layout/SidebarContent.tsx?raw';
import footer from '../landing/LandingFooter.tsx?raw';

/** Every screen's source (tests and fixtures are not shown to anyone). */
const SOURCES = import.meta.glob<string>(['../../**/*.tsx', '../../**/*.ts', '!../../**/*.test.*', '!../../**/test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** A package.json read as text: checked, not cast. */
const packageVersion = z.object({ version: z.string() });

describe('texts on screen', () => {
  it('APP_VERSION is the version of every package, and no screen has a label of its own', () => {
    for (const pkg of [rootPackage, webPackage, serverPackage]) {
      expect(packageVersion.parse(JSON.parse(pkg)).version).toBe(shared.APP_VERSION);
    }
    // One app version constant (a rundown's saved versions, VERSION_REASONS, are another matter).
    expect(Object.keys(shared).filter((k) => /VERSION$/.test(k))).toEqual(['APP_VERSION']);
    for (const source of [authHeader, sidebar, footer]) {
      expect(source).toMatch(/t\('general\.(nav\.version', \{ version: APP_VERSION \}|version\.word'\)\} <\/span>\s*\{APP_VERSION\})/);
      expect(source).not.toMatch(/['"]V?\d+\.\d+\.\d+['"]/);
    }
  });

  it('no placeholder or sample text names a year; only the privacy notice keeps its real date', () => {
    const withYear = Object.entries(SOURCES)
      .filter(([path, text]) => !path.endsWith('PrivacyPage.tsx') && /\b2025\b/.test(text))
      .map(([path]) => path);
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(withYear).toEqual([]);
    const yearPlaceholders = Object.values(SOURCES).flatMap((text) => text.match(/placeholder="[^"]*\b20\d\d\b[^"]*"/g) ?? []);
    expect(yearPlaceholders).toEqual([]);
  });
});
