export const en = { seeAll: 'See every laboratory in the infrastructure gallery' };

export const hi: typeof en = { seeAll: 'सभी प्रयोगशालाएँ और सुविधाएँ चित्रों सहित देखें' };
