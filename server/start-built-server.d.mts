import type { ChildProcess } from 'node:child_process';
export interface BuiltServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
export function startBuiltServer(env?: Record<string, string>): Promise<BuiltServer>;
