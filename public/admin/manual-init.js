// Decap starts once src/admin/editor.ts has registered the project's formats and widgets (a file, not an inline script: the editor's policy allows none).
window.CMS_MANUAL_INIT = true;
