/** The server's test files (absolute paths) that cannot reach a database; see the .mjs beside this file. */
export function serverTestsWithoutDatabase(serverSrc: string): string[];
