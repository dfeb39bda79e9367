/**
 * Escape closes the open "Show More Details" of the faculty card that holds
 * the focus and returns focus to its toggle; the disclosure itself is a
 * native <details> in FacultyCard and needs no script. One island around all
 * the cards of a page (FacultyDirectory), hydrated when the visitor reaches
 * for them, rather than one in every card.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { useHydrated } from '../use-hydrated.ts';

export default function CloseDetailsOnEscape({ children }: { children?: ReactNode }) {
  const ready = useHydrated();

  const closeOnEscape = (event: KeyboardEvent) => {
    const details = (event.target as Element).closest<HTMLDetailsElement>('details.faculty-card__more');
    if (event.key !== 'Escape' || !details?.open) return;
    details.open = false;
    details.querySelector<HTMLElement>(':scope > summary')?.focus();
    event.preventDefault();
  };

  return (
    // Keys pressed inside the cards' details bubble here; Escape adds to what each summary already does.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div onKeyDown={closeOnEscape} data-ready={ready ? '' : undefined}>
      {children}
    </div>
  );
}
