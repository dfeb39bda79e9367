/** A value as Decap hands it to a widget (an Immutable.js list or map, or a plain value), as plain JavaScript. */
export const plain = (value: unknown) => (value && typeof value === 'object' && 'toJS' in value ? (value as { toJS(): unknown }).toJS() : value);
