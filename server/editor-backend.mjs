/**
 * The one setting for the editor's local backend (decap-server, which writes
 * the working copy's files when the editor runs on this computer): its port,
 * EDITOR_BACKEND_PORT, 8081 unless set. `npm run cms:local` starts the
 * backend on it, the editor's script looks for it there (bundled in by
 * integrations/browser-editor.mjs, under `astro dev` and in a build), and the
 * editor's content security policy lets the editor reach it.
 */
export const DEFAULT_EDITOR_BACKEND_PORT = 8081;

/** The port from the environment; a value that is not a port stops with a sentence that says so. */
export function editorBackendPort(env = process.env) {
  const value = env.EDITOR_BACKEND_PORT?.trim();
  if (!value) return DEFAULT_EDITOR_BACKEND_PORT;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535)
    throw new Error(`EDITOR_BACKEND_PORT is "${value}": write the port of the editor's local backend as a whole number from 1 to 65535 (8081 if unset)`);
  return port;
}

/** Where the editor finds its local backend: on the editor's own computer. */
export const editorBackendOrigin = (env = process.env) => `http://localhost:${editorBackendPort(env)}`;
export const editorBackendUrl = (env = process.env) => `${editorBackendOrigin(env)}/api/v1`;
