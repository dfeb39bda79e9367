/**
 * A field whose value takes one of several shapes (a programme's fees: a fee
 * for each year, or `pending`; a sample mark: yes, no, or only some fields).
 * The editor picks the answer with a radio button and types into its boxes,
 * one box per item of a list, each with its own remove button; the answers
 * and the rules that read the boxes are in field-rules.ts, from the
 * generated configuration.
 */
import { choiceHolding, choicesOf, readChoice, textsOf, type Choice, type FieldConfig, type Reading } from './field-rules.ts';
import { parseYaml } from '../content-io/yaml.ts';
import { problemLine } from './problem-line.ts';
import { plain } from './decap-value.ts';

interface Props {
  value: unknown;
  field: { toJS(): FieldConfig };
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}
interface State {
  picked: number;
  texts: string[];
  error: string;
}
interface Self {
  props: Props;
  state: State;
  setState(state: Partial<State>): void;
  answers?: Choice[];
  choices(): Choice[];
  pick(picked: number, texts?: string[]): void;
}

const { createClass, h } = window;

export const ChoiceControl = createClass({
  getInitialState(this: Self): State {
    const value = plain(this.props.value);
    const picked = choiceHolding(this.choices(), value);
    const texts = picked >= 0 ? textsOf(this.choices()[picked]!, value) : [];
    const read = picked >= 0 ? readChoice(this.props.field.toJS(), this.choices()[picked]!, texts, parseYaml) : undefined;
    return { picked, texts, error: read && 'error' in read ? read.error : '' };
  },
  /** The field's answers, worked out from its configuration once, when it is first drawn. */
  choices(this: Self) {
    return (this.answers ??= choicesOf(this.props.field.toJS()));
  },
  isValid(this: Self) {
    return this.state.error ? { error: { message: `${this.props.field.toJS().label}: ${this.state.error}` } } : true;
  },
  /** Stores what the boxes hold; a refused text is stored as typed, so the entry cannot be published until it is put right. */
  pick(this: Self, picked: number, texts: string[] = this.state.texts) {
    const choice = this.choices()[picked]!;
    const boxes = 'typed' in choice && texts.length === 0 ? [''] : texts;
    const read: Reading = readChoice(this.props.field.toJS(), choice, boxes, parseYaml);
    this.setState({ picked, texts: boxes, error: 'error' in read ? read.error : '' });
    this.props.onChange('error' in read ? ('fixed' in choice ? choice.fixed : choice.typed === 'list' ? boxes : boxes[0]) : read.value);
  },
  render(this: Self) {
    const { forID, field } = this.props;
    const { picked, texts, error } = this.state;
    const label = field.toJS().label ?? field.toJS().name;
    const box = (choice: Choice, text: string, at: number) => {
      const inList = 'typed' in choice && choice.typed === 'list';
      const item = inList ? (choice.shape.field?.label ?? label) : label;
      const update = (event: { target: { value: string } }) =>
        this.pick(
          picked,
          texts.map((t, i) => (i === at ? event.target.value : t)),
        );
      const id = `${forID}-box-${at}`;
      return h(
        'li',
        { key: at, className: 'choice-field__item' },
        // Each box of a list is named where it stands ("Year 1", "Year 2"); a single box is named by the field.
        inList && h('label', { className: 'choice-field__name', htmlFor: id }, `${item} ${at + 1}`),
        h('input', {
          type: 'text',
          id,
          className: 'choice-field__box',
          'aria-label': inList ? undefined : item,
          inputMode: choice.shape.widget === 'plain-number' || choice.shape.field?.widget === 'plain-number' ? 'decimal' : 'text',
          value: text,
          onChange: update,
          onFocus: this.props.setActiveStyle,
          onBlur: this.props.setInactiveStyle,
          'aria-invalid': Boolean(error),
        }),
        inList &&
          h(
            'button',
            {
              type: 'button',
              className: 'choice-field__remove',
              'aria-label': `Remove ${item.toLowerCase()} ${at + 1}`,
              onClick: () =>
                this.pick(
                  picked,
                  texts.filter((_, i) => i !== at),
                ),
            },
            'Remove',
          ),
      );
    };
    return h(
      'div',
      { className: `choice-field ${this.props.classNameWrapper}` },
      this.choices().map((choice, index) =>
        h(
          'div',
          { key: index, className: 'choice-field__answer' },
          h(
            'label',
            { className: 'choice-field__option' },
            h('input', {
              type: 'radio',
              name: forID,
              id: index === 0 ? forID : undefined,
              checked: picked === index,
              onChange: () => this.pick(index, picked === index ? texts : textsOf(choice, undefined)),
            }),
            ' ',
            choice.label,
          ),
          picked === index &&
            'typed' in choice &&
            h(
              'div',
              { className: 'choice-field__boxes' },
              h(
                'ol',
                { className: 'choice-field__items' },
                texts.map((text, at) => box(choice, text, at)),
              ),
              choice.typed === 'list' &&
                h(
                  'button',
                  { type: 'button', className: 'choice-field__add', onClick: () => this.pick(picked, [...texts, '']) },
                  `Add ${(choice.shape.field?.label ?? label).toLowerCase()}`,
                ),
            ),
        ),
      ),
      problemLine(error),
    );
  },
});
