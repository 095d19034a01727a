/**
 * A `ul`/`ol` laid out by a primitive is a layout, not bullet text: no markers or indent. The
 * element stays a list, so assistive technology still announces it and its length.
 */
export const listStyle = { margin: 0, padding: 0, listStyle: 'none' } as const;
