import { describe, expect, it } from 'vitest';
import { looksLikeFormula, withQuotePrefix } from './quotePrefix.js';

// The as-run report's use of it is tested beside the report (features/report/reportQuotePrefix.test.ts).

describe('quote prefix for formula-looking text', () => {
  it('knows what Excel and other spreadsheets would start a formula with', () => {
    for (const t of ['=SUM(A1)', '+1', '-6 dB', '@mention', '\tTab', '\rCR']) expect(looksLikeFormula(t), JSON.stringify(t)).toBe(true);
    for (const t of ['Doors open', ' =not first', '✓ Walk-in', '', '1+1', '\nLine'])
      expect(looksLikeFormula(t), JSON.stringify(t)).toBe(false);
  });

  it('adds quotePrefix="1" to the cell styles in the Text format only, once', () => {
    const xml =
      '<styleSheet><cellStyleXfs count="1"><xf numFmtId="49" fontId="0"/></cellStyleXfs><cellXfs count="3">' +
      '<xf numFmtId="0" fontId="0" xfId="0"/><xf numFmtId="49" fontId="1" xfId="0" applyNumberFormat="1"/>' +
      '<xf numFmtId="49" fillId="2" xfId="0"><alignment wrapText="1"/></xf></cellXfs></styleSheet>';
    const out = withQuotePrefix(xml);
    expect(out).toBe(
      '<styleSheet><cellStyleXfs count="1"><xf numFmtId="49" fontId="0"/></cellStyleXfs><cellXfs count="3">' +
        '<xf numFmtId="0" fontId="0" xfId="0"/><xf numFmtId="49" fontId="1" xfId="0" applyNumberFormat="1" quotePrefix="1"/>' +
        '<xf numFmtId="49" fillId="2" xfId="0" quotePrefix="1"><alignment wrapText="1"/></xf></cellXfs></styleSheet>',
    );
    expect(withQuotePrefix(out)).toBe(out);
  });
});
