/**
 * The home page's announcement as a native modal dialog. The page opens it on
 * load once per browser session (the `openOncePerSession` option of
 * client:interaction), so no framework code is needed to show it; the
 * browser closes it with its button (a dialog form) and with Escape. Once the
 * visitor reaches for it, this island marks itself ready; a click on the
 * backdrop, outside the panel, closes it too (the browser's light dismiss).
 */
import { useHydrated } from '../use-hydrated.ts';
import CloseIcon from '../ModalDialog/CloseIcon.tsx';
import { LIGHT_DISMISS } from '../ModalDialog/platform-attributes.ts';
import type { Lang } from '../../lib/languages.ts';
import { words as strings } from './Announcement.words.ts';
import './announcement.css';

export interface AnnouncementProps {
  title: string;
  text: string;
  /** `newTab`: the words saying it opens a new tab, given only when it does (src/lib/links.ts decides). */
  details: { label: string; href: string; newTab?: string };
  /** The page's language, for the dialog's own words (its words file). */
  lang?: Lang;
  /** Show the dialog open in place, without opening it as a modal (component gallery). */
  preview?: boolean;
}

export default function Announcement({ title, text, details, lang = 'en', preview = false }: AnnouncementProps) {
  const t = strings[lang];
  const ready = useHydrated();

  return (
    <dialog
      className="announcement"
      aria-labelledby="announcement-title"
      data-pagefind-ignore="all"
      open={preview}
      data-ready={ready ? '' : undefined}
      // Shown in place (the gallery), it has no backdrop to click.
      {...(preview ? {} : LIGHT_DISMISS)}
    >
      <form method="dialog" className="announcement__close-form">
        <button className="announcement__close" aria-label={t.close}>
          <CloseIcon />
        </button>
      </form>
      <p className="announcement__kicker">{t.kicker}</p>
      {/* Opening the dialog puts focus on its title rather than on Close, so it is read from the start. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <h2 id="announcement-title" className="announcement__title" tabIndex={-1} autoFocus>
        {title}
      </h2>
      <p className="announcement__text">{text}</p>
      <a className="button button--accent" href={details.href} target={details.newTab ? '_blank' : undefined} rel={details.newTab ? 'noopener' : undefined}>
        {details.label}
        <span className="visually-hidden">
          {t.detailsOf(title)}
          {details.newTab && ` ${details.newTab}`}
        </span>
      </a>
    </dialog>
  );
}
