/**
 * A person's department: typed, with the departments the schools list for
 * their faculty profiles offered as the editor types (a `<datalist>`, so
 * "pharm" finds "Pharmacology"). Anyone may be in another department (a
 * teacher on a faculty list); a person with a profile must be in one of the
 * listed ones, by the same rule as the content check, and is told so here.
 * The schools are read from the content the editor was built with.
 */
import { parseYaml } from '../content-io/yaml.ts';
import { profileDepartmentProblem, schoolsWithFaculty } from '../lib/faculty-departments.ts';
import { problemLine } from './problem-line.ts';
import { textBox } from './text-box.ts';
import { plain } from './decap-value.ts';

interface Props {
  value: unknown;
  field: { toJS(): { label: string } };
  entry: { getIn(path: string[]): unknown };
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}
interface Self {
  props: Props;
  problem(): string;
}

const schoolFiles = import.meta.glob<string>('../content/data/schools/*.yaml', { query: '?raw', import: 'default', eager: true });
const schools = schoolsWithFaculty(Object.values(schoolFiles).map((text) => parseYaml(text)));
const departments = schools.flatMap((s) => s.departments);

const { createClass, h } = window;
const filledIn = (value: unknown): boolean => {
  const v = plain(value);
  if (Array.isArray(v)) return v.some(filledIn);
  if (v && typeof v === 'object') return Object.values(v).some(filledIn);
  return v !== undefined && v !== null && v !== '';
};

export const DepartmentControl = createClass({
  /** The rule applies only to a person with a profile (a group Decap may keep with nothing filled in is none). */
  problem(this: Self) {
    if (!filledIn(this.props.entry.getIn(['data', 'profile']))) return '';
    const wrong = profileDepartmentProblem(String(this.props.value ?? ''), schools);
    return wrong ? `${wrong.problem}: ${wrong.fix}` : '';
  },
  isValid(this: Self) {
    const problem = this.problem();
    return problem ? { error: { message: `${this.props.field.toJS().label}: ${problem}` } } : true;
  },
  render(this: Self) {
    const listId = `${this.props.forID}-departments`;
    const problem = this.problem();
    return h(
      'div',
      { className: 'typed-field' },
      textBox(this.props, {
        value: String(this.props.value ?? ''),
        onChange: (event) => this.props.onChange(event.target.value),
        problem,
        list: listId,
        autoComplete: 'off',
      }),
      h('datalist', { id: listId }, ...departments.map((name) => h('option', { key: name, value: name }))),
      problemLine(problem),
    );
  },
});
