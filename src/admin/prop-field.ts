/**
 * One setting of a component in the page form (page-text-widget.ts): a part's
 * prop or a chip's (page-chips.ts). A choice is a select, never typed; a
 * flag is a checkbox; a value written as any other `{…}` expression is shown,
 * not edited here.
 */
import { settingLabel, type PropInfo } from './page-blocks.ts';

const { h } = window;

/** One prop of a part: a select, a checkbox, a text box, or an expression shown as it is written. */
export function propField(
  prop: PropInfo,
  value: string | true | undefined,
  expression: boolean,
  id: string,
  set: (value: string | boolean) => void,
  name = settingLabel(prop.name),
) {
  const label = `${name}${prop.required ? '' : ' (optional)'}`;
  const hint = prop.hint ? h('small', { className: 'page-part__hint' }, prop.hint) : null;
  if (expression)
    return h(
      'div',
      { className: 'page-part__field' },
      h('span', null, label),
      h('code', null, String(value)),
      h('small', null, 'Worked out by the site; edited as text in the file.'),
    );
  if (prop.kind === 'boolean')
    return h(
      'div',
      { className: 'page-part__field' },
      h(
        'label',
        { className: 'page-part__flag' },
        h('input', {
          type: 'checkbox',
          id,
          checked: value === true || value === 'true',
          onChange: (event: { target: HTMLInputElement }) => set(event.target.checked),
        }),
        label,
      ),
      hint,
    );
  const control =
    prop.kind === 'choice'
      ? h(
          'select',
          { id, value: value ?? '', onChange: (event: { target: { value: string } }) => set(event.target.value) },
          h('option', { value: '', disabled: prop.required }, prop.required ? 'Choose…' : '(none)'),
          // A value the page writes that is not a choice stays shown, so it is seen (and refused).
          ...(typeof value === 'string' && value && !prop.choices?.some((choice) => choice.value === value) ? [{ value, label: value }] : []).map((choice) =>
            h('option', { value: choice.value }, choice.label),
          ),
          ...(prop.choices ?? []).map((choice) => h('option', { value: choice.value }, choice.label)),
        )
      : h('input', {
          type: 'text',
          id,
          value: value === true ? '' : (value ?? ''),
          onChange: (event: { target: { value: string } }) => set(event.target.value),
        });
  return h('div', { className: 'page-part__field' }, h('label', { htmlFor: id }, label), control, hint);
}
