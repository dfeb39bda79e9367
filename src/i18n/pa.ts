/** Punjabi (a trial): Hindi's words, but for the language switch and the English-only note. */
import type * as en from './en';

export * from './hi';
export const languageSwitch: typeof en.languageSwitch = { thisPage: 'ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ' };
export const englishOnlyNote = { text: 'ਇਹ ਪੰਨਾ ਹਾਲੇ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ ਹੈ।', back: 'ਪੰਜਾਬੀ ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ' };
