import { oblique } from '../../lib/hindi-grammar.ts';
import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    empty: 'No documents have been published here yet.',
    nonePublished: 'None of these documents has been published yet.',
    expectedBy: (date: string) => ` They are expected by ${date}.`,
    wasExpected: (date: string) => ` They were expected by ${date}.`,
    ask: (office: string) => `For news of them, ask the ${office}`,
    latest: 'Latest issue',
    archive: 'Archive',
    new: 'New',
    pending: 'not yet published',
    keyNew: (days: number) => `Documents of the last ${days} days are marked New.`,
    keyPending: 'A document marked “not yet published” will be linked here as soon as it is released.',
  },
  hi: {
    empty: 'यहाँ अभी कोई दस्तावेज़ प्रकाशित नहीं हुआ है।',
    nonePublished: 'इनमें से कोई भी दस्तावेज़ अभी प्रकाशित नहीं हुआ है।',
    expectedBy: (date: string) => ` इनके ${date} तक प्रकाशित होने की आशा है।`,
    wasExpected: (date: string) => ` इनके ${date} तक प्रकाशित होने की आशा थी।`,
    ask: (office: string) => `इनके बारे में जानकारी के लिए ${oblique(office)} से पूछें`,
    latest: 'नवीनतम अंक',
    archive: 'पुराने अंक',
    new: 'नया',
    pending: 'अभी प्रकाशित नहीं',
    keyNew: (days: number) => `पिछले ${days} दिनों के दस्तावेज़ों पर “नया” लिखा है।`,
    keyPending: '“अभी प्रकाशित नहीं” से चिह्नित दस्तावेज़ का लिंक जारी होते ही यहाँ जोड़ दिया जाएगा।',
  },
});
