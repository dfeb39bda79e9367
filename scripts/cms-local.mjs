#!/usr/bin/env node
/**
 * `npm run cms:local`: the editor's local backend (decap-server), writing the
 * files of this working copy, on the port the editor looks for
 * (EDITOR_BACKEND_PORT, server/editor-backend.mjs). Start `npm run dev` beside
 * it and open http://localhost:4321/admin/.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { editorBackendPort } from '../server/editor-backend.mjs';

let port;
try {
  port = editorBackendPort();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const server = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
console.log(`The editor's local backend, on port ${port} (EDITOR_BACKEND_PORT): open /admin/ on the dev server and press Login.`);
// Its own PORT is this setting, whatever else the environment or a .env file says.
const child = spawn(process.execPath, [server], { stdio: 'inherit', env: { ...process.env, PORT: String(port), MODE: process.env.MODE ?? 'fs' } });
child.on('exit', (code) => process.exit(code ?? 1));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
