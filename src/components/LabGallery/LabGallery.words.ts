import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: { seeAll: 'See every laboratory in the infrastructure gallery' },
  hi: { seeAll: 'सभी प्रयोगशालाएँ और सुविधाएँ चित्रों सहित देखें' },
});
