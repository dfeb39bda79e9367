/**
 * A faculty card's "Show More Details / Show Less" disclosure: a native
 * <details>, so it opens and closes without JavaScript and each card keeps its
 * own state. Hydrated when the visitor reaches for it, it adds Escape, which
 * closes the open details and returns focus to its toggle. The details
 * themselves are rendered by FacultyCard and passed in as children.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Lang } from '../../lib/languages.ts';
import { useHydrated } from '../use-hydrated.ts';
import { en, hi } from './FacultyCard.words.ts';
import './faculty-details.css';

export interface FacultyDetailsProps {
  /** The page's language: the toggle's words come from src/i18n (facultyCard), not repeated in every card's props. */
  lang: Lang;
  /** Whose details these are, so every toggle has a name of its own. */
  name: string;
  children?: ReactNode;
}

export default function FacultyDetails({ lang, name, children }: FacultyDetailsProps) {
  const t = { en, hi }[lang];
  const details = useRef<HTMLDetailsElement>(null);
  const ready = useHydrated();

  const closeOnEscape = (event: KeyboardEvent) => {
    const element = details.current;
    if (event.key !== 'Escape' || !element?.open) return;
    element.open = false;
    element.querySelector<HTMLElement>(':scope > summary')?.focus();
    event.preventDefault();
  };

  return (
    // A <details> is interactive; the rule does not know it. Escape adds to what its summary already does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details ref={details} className="faculty-card__more" onKeyDown={closeOnEscape} data-ready={ready ? '' : undefined}>
      <summary className="faculty-card__toggle">
        <span className="faculty-card__when-closed">{t.showMore}</span>
        <span className="faculty-card__when-open">{t.showLess}</span>
        <span className="visually-hidden">{t.about(name)}</span>
      </summary>
      {children}
    </details>
  );
}
