/**
 * The requests that check docs/decisions/0003-not-found-for-others-objects.md in paths, made from
 * the app's own OpenAPI route list (not a hand-kept list): for every route with an id path
 * parameter, the same request once with another account's object and once with an id that does
 * not exist. A route added later is covered without editing anything here, and a route whose id
 * names an object this file does not know fails the test until it is named below.
 */
import { TABLE, routeOf, type World } from './accessMatrix.js';
import type { RouteInfo } from './helpers.js';

/** An id no test creates (the largest ids are well below it). */
export const MISSING_ID = 2_147_483_000;

export type ObjectKind =
  | 'event'
  | 'cue'
  | 'dep'
  | 'task'
  | 'note'
  | 'target'
  | 'hook'
  | 'message'
  | 'production'
  | 'layout'
  | 'field'
  | 'history'
  | 'version'
  | 'invitation'
  | 'member'
  | 'shareLink';
export type Objects = Partial<Record<ObjectKind, number>>;

/** What an id path parameter names: by its own name, else by the path segment just before it. */
const OBJECT_OF: Record<string, ObjectKind> = {
  events: 'event',
  cues: 'cue',
  cueId: 'cue',
  departments: 'dep',
  departmentId: 'dep',
  tasks: 'task',
  annotations: 'note',
  'osc-targets': 'target',
  webhooks: 'hook',
  'crew-messages': 'message',
  productions: 'production',
  'stage-layouts': 'layout',
  fields: 'field',
  fieldId: 'field',
  history: 'history',
  versions: 'version',
  invitations: 'invitation',
  members: 'member',
  'share-links': 'shareLink',
};

/** A's objects in world `w`, by kind. */
export function objectsOf(w: World): Objects {
  return {
    event: w.event,
    cue: w.cue,
    dep: w.dep,
    task: w.task,
    note: w.note,
    target: w.target,
    hook: w.hook,
    message: w.message,
    production: w.production,
    layout: w.layout,
    field: w.field,
    history: w.history,
    version: w.version,
    invitation: w.invitation,
    member: w.member,
    shareLink: w.shareLink,
  };
}

export interface IdCase {
  /** Which parameter is varied, and what the others hold. */
  label: string;
  /** The url naming the other account's object. */
  theirs: string;
  /** The same url with a missing id in its place. */
  missing: string;
}

const isId = (p: RouteInfo['pathParams'][number]) => p.schema.type === 'integer' || p.schema.type === 'number';

/** The id path parameters of `route` (none: it is not checked here). */
export const idParamsOf = (route: RouteInfo) => route.pathParams.filter(isId);

/**
 * The cases of one route: each id parameter in turn holds A's object or a missing id, while the
 * others hold A's objects; and, where the route has two ids, while the others hold B's own (B's
 * event with A's department must answer like B's event with a missing department). Parameters
 * with listed values (a command name) take each value. Throws naming a parameter it cannot fill.
 */
export function idCases(route: RouteInfo, a: Objects, b: Objects): IdCase[] {
  const segs = route.path.split('/');
  const kindOf = (name: string): ObjectKind => {
    const before = segs[segs.indexOf(`{${name}}`) - 1] ?? '';
    const kind = OBJECT_OF[name === 'id' ? before : name] ?? OBJECT_OF[before];
    if (!kind) throw new Error(`${route.method} ${route.path}: which object is {${name}}? Name it in OBJECT_OF (test/security/idPaths.ts)`);
    return kind;
  };
  const ids = idParamsOf(route).map((p) => ({ name: p.name, kind: kindOf(p.name) }));
  // Every other path parameter must list its values.
  let fillings: Array<Record<string, string>> = [{}];
  for (const p of route.pathParams.filter((x) => !isId(x))) {
    if (!p.schema.enum) throw new Error(`${route.method} ${route.path}: no values known for {${p.name}}`);
    const values = p.schema.enum.map(String);
    fillings = fillings.flatMap((f) => values.map((v) => ({ ...f, [p.name]: v })));
  }
  const url = (values: Record<string, string | number>) => route.path.replace(/\{(\w+)\}/g, (_m, n: string) => String(values[n]));
  const cases: IdCase[] = [];
  for (const fixed of fillings) {
    const others: Array<[string, Objects]> =
      ids.length > 1
        ? [
            ["A's", a],
            ["B's", b],
          ]
        : [["A's", a]];
    for (const varied of ids) {
      const mine = a[varied.kind];
      if (mine === undefined || mine === 0) throw new Error(`${route.method} ${route.path}: A's world has no ${varied.kind}`);
      for (const [whose, objects] of others) {
        const rest: Record<string, number> = {};
        for (const o of ids.filter((x) => x !== varied)) {
          const v = objects[o.kind];
          if (v !== undefined) rest[o.name] = v;
        }
        if (Object.keys(rest).length !== ids.length - 1) continue; // B has no such object: A's case still runs
        const label = `{${varied.name}}${ids.length > 1 ? `, the others ${whose}` : ''}${Object.keys(fixed).length ? ` ${JSON.stringify(fixed)}` : ''}`;
        cases.push({
          label,
          theirs: url({ ...fixed, ...rest, [varied.name]: mine }),
          missing: url({ ...fixed, ...rest, [varied.name]: MISSING_ID }),
        });
      }
    }
  }
  return cases;
}

/** The table row whose body a request to `route` sends (its first row), as BODIES names it. */
export function bodyRowOf(routes: RouteInfo[], route: RouteInfo): string {
  const row = TABLE.find(([m, p]) => m === route.method && routeOf(routes, m, p)?.path === route.path);
  return row ? `${row[0]} ${row[1]}` : `${route.method} ${route.path}`;
}
