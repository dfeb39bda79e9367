/** What a field's text box takes from the props Decap gives its control. */
interface FieldProps {
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

/** A field's text box, drawn as Decap draws its own (its id, class and focus styles), marked invalid while `problem` stands. */
export const textBox = (
  props: FieldProps,
  box: { value: string; onChange(event: { target: { value: string } }): void; problem: string; [attribute: string]: unknown },
) => {
  const { problem, ...attributes } = box;
  return window.h('input', {
    type: 'text',
    id: props.forID,
    className: props.classNameWrapper,
    onFocus: props.setActiveStyle,
    onBlur: props.setInactiveStyle,
    'aria-invalid': Boolean(problem),
    ...attributes,
  });
};
