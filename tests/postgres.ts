/**
 * A real PostgreSQL server for a test file: started before its tests by the
 * project's own script (enquiry/tools/postgres/cluster.mjs, which installs Debian's
 * package when missing), stopped after them. Each test can have an empty
 * database of its own.
 */
import { afterAll, beforeAll } from 'vitest';
import { startPostgres } from '../enquiry/tools/postgres/cluster.mjs';

export type PostgresServer = Awaited<ReturnType<typeof startPostgres>>;

export function usePostgres(): { server: () => PostgresServer; freshDatabase: () => Promise<string> } {
  let server: PostgresServer | undefined;
  let databases = 0;
  beforeAll(async () => {
    server = await startPostgres();
  });
  afterAll(() => server?.stop());
  return {
    server: () => server!,
    freshDatabase: () => server!.createDatabase(`test_${++databases}`),
  };
}
