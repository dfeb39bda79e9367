import type { ChildProcess } from 'node:child_process';
export interface BuiltServer {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}
/** `root`: another copy of the project (its server/ and dist/) to start instead of this one. */
export function startBuiltServer(env?: Record<string, string>, options?: { root?: string }): Promise<BuiltServer>;
