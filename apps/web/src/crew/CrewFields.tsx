/**
 * The custom fields the owner chose for this department (docs/decisions/0034-custom-fields.md), for
 * the current cue; the next cues show them in a line. Nothing when the department has none.
 */
import { fieldValueText, type Cue, type CueFieldsResponse } from '@showcaller/shared';
import { translate, useT } from '@/i18n/crewI18n';

export interface CueFieldLine {
  name: string;
  text: string;
  /** An http(s) link (the server only keeps those). */
  href?: string;
}

/** The fields of one cue that hold a value, in the rundown's order. */
export function cueFieldLines(fields: CueFieldsResponse | null, cueId: number): CueFieldLine[] {
  if (!fields) return [];
  const own = new Map(fields.values.filter((v) => v.cueId === cueId).map((v) => [v.fieldId, v.value]));
  const out: CueFieldLine[] = [];
  for (const f of fields.fields) {
    const value = own.get(f.id);
    // A yes/no field reads in the phone's language; other values are the owner's own words.
    const text =
      f.kind === 'boolean' && typeof value === 'boolean'
        ? translate(value ? 'crew.fields.yes' : 'crew.fields.no')
        : fieldValueText(f.kind, value);
    if (text === '') continue;
    out.push(f.kind === 'link' && typeof value === 'string' ? { name: f.name, text, href: value } : { name: f.name, text });
  }
  return out;
}

export function CrewFields({ fields, cue }: { fields: CueFieldsResponse | null; cue: Cue | null | undefined }) {
  const t = useT();
  if (!fields || fields.fields.length === 0 || !cue) return null;
  const lines = cueFieldLines(fields, cue.id);
  return (
    <section aria-labelledby="fields-heading" className="card" data-testid="crew-fields">
      <h2 id="fields-heading">{t('crew.fields.heading')}</h2>
      {lines.length === 0 ? (
        <p className="muted">{t('crew.fields.none')}</p>
      ) : (
        <dl className="crew-fields">
          {lines.map((l) => (
            <div key={l.name}>
              <dt>{l.name}</dt>
              <dd>
                {l.href ? (
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.text}
                  </a>
                ) : (
                  l.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
