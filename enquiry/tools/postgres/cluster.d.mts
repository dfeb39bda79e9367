export interface PostgresServer {
  url: string;
  port: number;
  databaseUrl(name: string): string;
  pid(): number;
  createDatabase(name: string): Promise<string>;
  pause(): void;
  resume(): void;
  stop(): void;
}
export function startPostgres(options?: { log?: boolean }): Promise<PostgresServer>;
