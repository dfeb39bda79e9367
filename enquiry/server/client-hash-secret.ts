/**
 * The key client addresses are hashed with, kept apart from the hashes: from
 * ENQUIRY_CLIENT_HASH_SECRET, or generated once into a file of its own
 * (ENQUIRY_CLIENT_HASH_SECRET_FILE, readable by its owner only) — never in
 * the database, so a copy of the database alone cannot test guessed
 * addresses against the hashes. Instances sharing a database must share
 * the key (set the variable), or each applies the rate limit on its own.
 */
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { EnquiryConfig } from './config.ts';

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable client-hash secret; delete it to have a new one generated`);
  return secret;
}

export function clientHashSecret(config: Pick<EnquiryConfig, 'clientHashSecret' | 'clientHashSecretFile'>): string {
  if (config.clientHashSecret) return config.clientHashSecret;
  const file = config.clientHashSecretFile;
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written whole beside it, then linked into place: a process starting alongside finds no file or the whole key, never half of one.
  const draft = `${file}.${process.pid}.new`;
  writeFileSync(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readSecret(file);
}
