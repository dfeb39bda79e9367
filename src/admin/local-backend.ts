/**
 * The editor's local backend (decap-server) on this computer: its address,
 * from the one setting EDITOR_BACKEND_PORT (server/editor-backend.mjs, put in
 * by integrations/browser-editor.mjs), given to Decap instead of its fixed
 * 8081; and, when the editor is opened on localhost and nothing answers
 * there, a plain sentence that says how to start it, where Decap would only
 * offer a GitHub sign-in. The editor's own widgets read and write files
 * beside the entry through it too.
 */
export const LOCAL_BACKEND_URL: string = import.meta.env.EDITOR_BACKEND_URL;

const ON_THIS_COMPUTER = ['localhost', '127.0.0.1', '[::1]'];

export async function sayWhenLocalBackendIsMissing(): Promise<void> {
  if (!ON_THIS_COMPUTER.includes(location.hostname)) return;
  const answers = await fetch(LOCAL_BACKEND_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"action":"info"}' }).then(
    (response) => response.ok,
    () => false,
  );
  if (answers) return;
  const note = document.createElement('p');
  note.className = 'local-backend-missing';
  note.setAttribute('role', 'alert');
  note.textContent =
    `The editor's local backend is not answering at ${new URL(LOCAL_BACKEND_URL).host}, so your files cannot be opened. ` +
    `Start it with "npm run cms:local" in the project folder (the same EDITOR_BACKEND_PORT as this server, if you set one), then reload this page.`;
  document.body.prepend(note);
}

/** Asks the local backend as Decap does (it checks the branch, which it then ignores): read a file (getEntry), write files (persistEntry). */
export async function askLocalBackend<T>(action: string, params: object): Promise<T> {
  const response = await fetch(LOCAL_BACKEND_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ branch: 'main', action, params: { branch: 'main', ...params } }),
  });
  if (!response.ok) throw new Error(`the editor's local backend answered ${response.status} to ${action}`);
  return response.json() as Promise<T>;
}

/** A file of the project as the local backend reads it now; null when there is none. */
export const readThroughBackend = async (path: string) => (await askLocalBackend<{ data: string | null }>('getEntry', { path })).data;
