/**
 * On a phone the entry's form and its preview do not fit side by side, and
 * one under the other hides the preview below a long form: the form takes the
 * screen, and a button at the foot of the screen switches to the preview as a
 * view of its own and back (public/admin/editor.css draws both views). The
 * button sits outside Decap's own page, which redraws itself at will; it shows
 * only on a phone, while an entry with a preview is open.
 */
const VIEW = 'editorView';
const LABELS = { form: 'Preview', preview: 'Back to the form' } as const;

const button = document.createElement('button');
button.type = 'button';
button.className = 'phone-view-switch';

function show(view: keyof typeof LABELS) {
  document.documentElement.dataset[VIEW] = view;
  button.textContent = LABELS[view];
  button.setAttribute('aria-pressed', String(view === 'preview'));
}

button.addEventListener('click', () => show(document.documentElement.dataset[VIEW] === 'preview' ? 'form' : 'preview'));
// Another entry, or the list: back to the form.
window.addEventListener('hashchange', () => show('form'));
show('form');
document.body.append(button);
