/**
 * The one setting of the editor's local backend (server/editor-backend.mjs):
 * 8081 unless EDITOR_BACKEND_PORT says otherwise; a value that is not a port
 * is refused in a sentence naming the setting. The same address goes to the
 * editor and into the editor's content security policy.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITOR_BACKEND_PORT, editorBackendOrigin, editorBackendPort, editorBackendUrl } from '../../server/editor-backend.mjs';

describe("the editor's local backend port", () => {
  it('is 8081 unless set, and the set port otherwise', () => {
    expect(editorBackendPort({})).toBe(DEFAULT_EDITOR_BACKEND_PORT);
    expect(editorBackendPort({ EDITOR_BACKEND_PORT: ' 9123 ' })).toBe(9123);
    expect(editorBackendUrl({ EDITOR_BACKEND_PORT: '9123' })).toBe('http://localhost:9123/api/v1');
    expect(editorBackendOrigin({})).toBe(`http://localhost:${DEFAULT_EDITOR_BACKEND_PORT}`);
  });

  it.each(['80a', '0', '70000', '-1', '8081.5'])('refuses %s in plain words', (value) => {
    expect(() => editorBackendPort({ EDITOR_BACKEND_PORT: value })).toThrow(/EDITOR_BACKEND_PORT is ".*": write the port .* 1 to 65535/);
  });
});
