/**
 * The marks of English texts on a translated page (src/lib/untranslated-marks.ts):
 * each occurrence in the page's text is marked lang="en", whole and once;
 * the head, attributes and plain-text elements are left alone; one note is
 * added, to the main content when a text there was marked, else to the
 * footer, and only when something was marked.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { markUntranslated } from '../../src/lib/untranslated-marks.ts';
import { frame as frameWords } from '../../src/lib/site.words.ts';

const frame = frameWords.hi;

const page = (body: string) => `<html><head><title>Merit scholarship</title></head><body><main>${body}</main></body></html>`;

describe('marking untranslated English on a translated page', () => {
  it('marks every occurrence in the text, the longer text whole, and adds the note once', () => {
    const html = markUntranslated(
      page('<h2>Merit scholarship</h2><p>छात्रवृत्ति: Merit scholarship for girls &amp; boys</p><img alt="Merit scholarship">'),
      ['Merit scholarship', 'Merit scholarship for girls & boys'],
      frame.untranslated,
    );
    const doc = parse(html);
    expect(doc.querySelectorAll('main [lang="en"][data-untranslated]').map((span) => span.text)).toEqual([
      'Merit scholarship',
      'Merit scholarship for girls & boys',
    ]);
    expect(doc.querySelector('title')!.text).toBe('Merit scholarship');
    expect(doc.querySelector('img')!.getAttribute('alt')).toBe('Merit scholarship');
    expect(doc.querySelectorAll('main .untranslated-note').map((note) => note.text)).toEqual([frame.untranslated]);
  });

  it('puts the note in the footer when the only such text is in the frame (a menu label), leaving the main content as it was', () => {
    const html = `<html><body><nav><a href="/x">Placements and internships</a></nav><main><p>मुख्य सामग्री</p></main><footer><p>पता</p></footer></body></html>`;
    const doc = parse(markUntranslated(html, ['Placements and internships'], frame.untranslated));
    expect(doc.querySelector('nav [lang="en"][data-untranslated]')!.text).toBe('Placements and internships');
    expect(doc.querySelector('main')!.innerHTML).toBe('<p>मुख्य सामग्री</p>');
    expect(doc.querySelectorAll('footer .untranslated-note').map((note) => note.text)).toEqual([frame.untranslated]);
  });

  it('leaves a word inside another word, scripts and option texts alone, and adds no note when nothing is marked', () => {
    const body = '<p>Meritorious</p><script>const a = "Merit";</script><select><option>Merit</option></select>';
    expect(markUntranslated(page(body), ['Merit'], frame.untranslated)).toBe(page(body));
  });
});
