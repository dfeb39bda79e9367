/**
 * The programme explorer: every programme in one table, complete as the
 * server renders it. Hydrated when the visitor reaches for it, it shows the
 * filters by level and school and the sort by fee, and says in a live status
 * how many programmes it shows. The form's own reset restores the selects;
 * the table follows them.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Lang } from '../../lib/languages.ts';
import { rupees } from '../../lib/money.ts';
import { exploreRows, type ExplorerRow, type FeeSort } from '../../lib/programme-display.ts';
import { useHydrated } from '../use-hydrated.ts';
import { words as strings } from './ProgrammeExplorer.words.ts';
import './programme-explorer.css';

/** One programme as the table shows it, its words already in the page's language. */
export interface ExplorerProgramme extends ExplorerRow {
  id: string;
  name: string;
  /** The programme's page in the page's language; `hreflang` is set when that page is in English only. */
  href: string | null;
  hreflang?: string;
  schoolName: string;
  /** The level as the table's column writes it (levelLabel). */
  levelLabel: string;
  /** "4 years", or the sentence that says the duration is not yet published and whom to ask. */
  duration: string;
  /** The duration is a number of years (kept on one line), not that sentence. */
  durationPublished: boolean;
  intake: number | 'pending';
  annualFees: number[] | 'pending';
  /** The fee when every year costs the same, else null. */
  uniformFee: number | null;
  totalFee: number | null;
  eligibility: string;
}

export interface ProgrammeExplorerProps {
  lang: Lang;
  session: string;
  programmes: ExplorerProgramme[];
  levels: { code: string; name: string }[];
  schools: { id: string; name: string }[];
}

interface Choice {
  level: string;
  school: string;
  sort: FeeSort;
}

const EVERYTHING: Choice = { level: '', school: '', sort: 'default' };
const CAPTION_ID = 'programme-explorer-caption';

function choiceOf(form: HTMLFormElement): Choice {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLSelectElement).value;
  return { level: value('level'), school: value('school'), sort: value('sort') as FeeSort };
}

const sameChoice = (a: Choice, b: Choice) => a.level === b.level && a.school === b.school && a.sort === b.sort;

/** The server's form as the visitor left it before the island's first render (nothing chosen on the server). */
function choiceInPage(): Choice {
  const form = typeof document === 'undefined' ? null : document.querySelector<HTMLFormElement>('form[data-explorer-controls]');
  return form ? choiceOf(form) : EVERYTHING;
}

function putBack(form: HTMLFormElement, choice: Choice) {
  for (const [name, value] of Object.entries(choice)) (form.elements.namedItem(name) as HTMLSelectElement).value = value;
}

export default function ProgrammeExplorer({ lang, session, programmes, levels, schools }: ProgrammeExplorerProps) {
  const t = strings[lang];
  const ready = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<Choice>(EVERYTHING);
  // The status keeps its opening sentence until the visitor chooses something.
  const [chosen, setChosen] = useState(false);

  const follow = (next: Choice) => {
    setChoice(next);
    setChosen(true);
  };

  // What the visitor chose before the script ran, read before React touches the form. Should React rebuild the
  // form rather than hydrate it (an error, or an update arriving while it hydrates), the new selects start from
  // their defaults: the choice is put back before the first paint, unless the visitor has changed them since.
  const [chosenBefore] = useState(choiceInPage);
  useLayoutEffect(() => {
    if (!form.current) return;
    if (sameChoice(choiceOf(form.current), EVERYTHING)) putBack(form.current, chosenBefore);
    // The table catches up with the form.
    const current = choiceOf(form.current);
    if (!sameChoice(current, EVERYTHING)) follow(current);
  }, [chosenBefore]);

  const shown = exploreRows(programmes, choice, choice.sort);
  const status = !chosen
    ? t.intro(programmes.length, session)
    : shown.length === programmes.length
      ? t.showingAll(programmes.length)
      : shown.length === 0
        ? t.showingNone
        : t.showingSome(shown.length, programmes.length);
  const money = (amount: number) => rupees(amount, lang);

  return (
    <div className="explorer" data-explorer>
      <form
        ref={form}
        // The browser does not restore old choices on going back: the table could not show them until hydrated.
        autoComplete="off"
        className="explorer__controls"
        data-explorer-controls
        data-ready={ready ? '' : undefined}
        onChange={(event) => follow(choiceOf(event.currentTarget))}
        onSubmit={(event) => event.preventDefault()}
        // The browser restores the selects itself; the table shows everything again.
        onReset={() => follow(EVERYTHING)}
      >
        <div className="explorer__field">
          <label htmlFor="explorer-level">{t.level}</label>
          <select id="explorer-level" name="level" defaultValue="">
            <option value="">{t.allLevels}</option>
            {levels.map((level) => (
              <option key={level.code} value={level.code}>
                {level.name}
              </option>
            ))}
          </select>
        </div>
        <div className="explorer__field">
          <label htmlFor="explorer-school">{t.school}</label>
          <select id="explorer-school" name="school" defaultValue="">
            <option value="">{t.allSchools}</option>
            {schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </select>
        </div>
        <div className="explorer__field">
          <label htmlFor="explorer-sort">{t.order}</label>
          <select id="explorer-sort" name="sort" defaultValue="default">
            <option value="default">{t.asListed}</option>
            <option value="fee-asc">{t.feeAscending}</option>
            <option value="fee-desc">{t.feeDescending}</option>
          </select>
        </div>
        <button type="reset" className="button button--secondary explorer__reset">
          {t.reset}
        </button>
      </form>

      <p className="explorer__status" role="status" data-explorer-status>
        {status}
      </p>

      {/* The site's data table layout (DataTable.astro's classes): a table from 768 px, a card per programme below. */}
      <div className="data-table">
        <table className="explorer__table">
          <caption id={CAPTION_ID}>{t.caption(session)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.programme}</th>
              <th scope="col">{t.level}</th>
              <th scope="col">{t.school}</th>
              <th scope="col">{t.duration}</th>
              <th scope="col" className="data-table__numeric">
                {t.intake}
              </th>
              <th
                scope="col"
                className="data-table__numeric"
                aria-sort={choice.sort === 'default' ? undefined : choice.sort === 'fee-asc' ? 'ascending' : 'descending'}
              >
                {t.feePerYear}
              </th>
              <th scope="col" className="data-table__numeric">
                {t.totalFee}
              </th>
              <th scope="col">{t.eligibility}</th>
            </tr>
          </thead>
          <tbody data-explorer-rows>
            {shown.map((p) => (
              <tr key={p.id} data-programme={p.id} data-level={p.level} data-school={p.school} data-fee={p.fee ?? ''}>
                <th scope="row">
                  {p.href ? (
                    <a href={p.href} hrefLang={p.hreflang}>
                      {p.name}
                    </a>
                  ) : (
                    p.name
                  )}
                </th>
                <td data-label={t.level} data-fact="level">
                  {p.levelLabel}
                </td>
                <td data-label={t.school} data-fact="school">
                  {p.schoolName}
                </td>
                <td data-label={t.duration} data-fact="duration" className={p.durationPublished ? 'explorer__nowrap' : undefined}>
                  {p.duration}
                </td>
                <td data-label={t.intake} data-fact="intake" className="data-table__numeric">
                  {p.intake === 'pending' ? t.notPublished : p.intake}
                </td>
                <td data-label={t.feePerYear} data-fact="fee" className={p.uniformFee !== null ? 'data-table__numeric' : undefined}>
                  {p.annualFees === 'pending'
                    ? t.notPublished
                    : p.uniformFee !== null
                      ? money(p.uniformFee)
                      : p.annualFees.map((fee, i) => (
                          <span key={i} className="explorer__year">
                            {t.year(i + 1)}: {money(fee)}
                          </span>
                        ))}
                </td>
                <td data-label={t.totalFee} className="data-table__numeric data-table__lead">
                  {p.totalFee === null ? t.notPublished : money(p.totalFee)}
                </td>
                <td data-label={t.eligibility} className="explorer__eligibility">
                  {p.eligibility}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
