import pg from 'pg';

/**
 * A new, empty PostgreSQL database named `name` (dropped first if a previous run left it), made
 * through `adminUrl`; answers its connection string. The benchmarks that run several server
 * processes on one database (scaleout, wall) each start from one.
 */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  } finally {
    await c.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}
