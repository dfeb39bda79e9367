/** The gallery's button words (the specification's Back and Next) and what its status line calls a slide. */
export const en = { back: 'Back', next: 'Next', photo: 'Photo' };

export const hi: typeof en = { back: 'पीछे', next: 'आगे', photo: 'फ़ोटो' };
