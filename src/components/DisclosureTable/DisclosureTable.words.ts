import { defineWords } from '../../lib/languages.ts';

export const words = defineWords({
  en: {
    caption: (sections: string) => `Public Disclosure, sections ${sections}`,
    range: (first: string, last: string) => `${first} to ${last}`,
    /** The letter of the section at this place (the anchors keep the Latin ones: #section-a). */
    letter: (index: number) => String.fromCharCode('a'.charCodeAt(0) + index),
    heading: (letter: string, category: string) => `${letter}. ${category}`,
    item: 'Item',
    status: 'Status',
    links: 'Links',
    remarks: 'Remarks',
    noDocument: 'No document',
    none: 'None',
    statusLabels: {
      published: 'Published',
      'partly-published': 'Partly published',
      'not-yet-published': 'Not yet published',
      'not-applicable': 'Not applicable',
      'under-process': 'Under process',
    },
  },
  hi: {
    caption: (sections: string) => `सार्वजनिक प्रकटीकरण, खंड ${sections}`,
    range: (first: string, last: string) => `${first} से ${last}`,
    // Hindi letters its lists in the order of the Devanagari consonants: क, ख, ग…
    letter: (index: number) => [...'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशसह'][index] ?? String(index + 1),
    heading: (letter: string, category: string) => `(${letter}) ${category}`,
    item: 'विषय',
    status: 'स्थिति',
    links: 'लिंक',
    remarks: 'टिप्पणी',
    noDocument: 'कोई दस्तावेज़ नहीं',
    none: 'कोई नहीं',
    statusLabels: {
      published: 'प्रकाशित',
      'partly-published': 'आंशिक रूप से प्रकाशित',
      'not-yet-published': 'अभी प्रकाशित नहीं',
      'not-applicable': 'लागू नहीं',
      'under-process': 'प्रक्रिया में',
    },
  },
});
