/** Why a field's value is refused, under the field as it is typed (Decap lists it again when Publish is pressed). */
export const problemLine = (error: string) => (error ? window.h('p', { role: 'alert', className: 'field-problem' }, error) : null);
