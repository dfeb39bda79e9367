import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    caption: 'Organisation chart of the University',
    imageLabel: 'Organisation chart (image)',
    imageDescription: 'Organisation chart of the University; the same structure is written out in the list that follows.',
    listHeading: 'The organisation chart as a list',
  },
  hi: {
    caption: 'विश्वविद्यालय का संगठन चार्ट',
    imageLabel: 'संगठन चार्ट (चित्र)',
    imageDescription: 'विश्वविद्यालय का संगठन चार्ट; यही संरचना आगे की सूची में लिखी गई है।',
    listHeading: 'संगठन चार्ट सूची के रूप में',
  },
});
