/**
 * A file the staff commands write personal data to, readable by its owner
 * only whatever was there: a new file is created 0600, and an existing one
 * (say a world-readable export from last month) is set to 0600 before a
 * byte is written, since opening it keeps its old mode.
 */
import { fchmodSync, openSync } from 'node:fs';

/** Opens `path` for writing from its start, emptied, mode 0600; returns the file descriptor. */
export function openPrivateFile(path) {
  const fd = openSync(path, 'w', 0o600);
  fchmodSync(fd, 0o600);
  return fd;
}
