/**
 * Hindi grammar that templates need when they put a name from the data
 * before a postposition (से, के, की, को, में, का): the name's oblique form.
 * A masculine noun ending in -आ takes -ए there (एंटी-रैगिंग दस्ता →
 * "एंटी-रैगिंग दस्ते से"); feminine nouns in -आ, and names in Latin script,
 * stay as they are. The glossary (src/content/data/glossary/hi.yaml) records
 * the rule.
 */

/** Feminine nouns ending in -आ that names end with: they keep their form before a postposition. Add one when a name needs it. */
const FEMININE_IN_AA = [
  'सभा',
  'संस्था',
  'व्यवस्था',
  'परीक्षा',
  'समीक्षा',
  'शिक्षा',
  'सुरक्षा',
  'कक्षा',
  'भाषा',
  'सेवा',
  'सुविधा',
  'योजना',
  'सूचना',
  'घोषणा',
  'शाला',
  'चिकित्सा',
  'गुणवत्ता',
  'प्रतियोगिता',
  'क्षमता',
  'दिशा',
  'पत्रिका',
  'तालिका',
];

const AA = 'ा';
const LAST_WORD = /[\u0900-\u097F]+$/;

/** The oblique form of a name, for a template that follows it with a postposition. */
export function oblique(name: string): string {
  const last = LAST_WORD.exec(name)?.[0];
  if (!last?.endsWith(AA) || FEMININE_IN_AA.some((word) => last.endsWith(word))) return name;
  return `${name.slice(0, -AA.length)}े`;
}
