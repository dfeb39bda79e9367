/**
 * Every message the enquiry gives, in each language: the schema's rules
 * (keyed by rule, so one schema serves both languages), and what the server
 * and the form say about the whole enquiry. Plain data: the browser and the
 * server import it, so both say the same.
 */
import { defineWords, type Lang } from '../../languages.ts';
import { LIMITS } from './limits.ts';

/** One key per rule of the schema; the schema carries the key, the page's language picks the words. */
export type RuleKey =
  | 'name.empty'
  | 'name.min'
  | 'name.max'
  | 'email.empty'
  | 'email.max'
  | 'email.format'
  | 'phoneno.empty'
  | 'phoneno.format'
  | 'program.choose'
  | 'state.choose'
  | 'city.empty'
  | 'city.min'
  | 'city.max'
  | 'query.empty'
  | 'query.min'
  | 'query.max'
  | 'name.characters'
  | 'city.characters'
  | 'query.characters'
  | 'consent.required';

interface Messages {
  rules: Record<RuleKey, string>;
  notSent: string;
  correct: (count: number) => string;
  wrongType: string;
  tooLarge: string;
  incomplete: string;
  unreadable: string;
  honeypot: string;
  tooQuick: string;
  rateLimited: (minutes: number) => string;
  keyReused: string;
  unavailable: string;
  network: string;
  serverError: (status: number) => string;
}

export const enquiryMessages = defineWords<Messages>({
  en: {
    rules: {
      'name.empty': 'Enter your name',
      'name.min': `Your name must be at least ${LIMITS.name.min} characters`,
      'name.max': `Your name must be ${LIMITS.name.max} characters or fewer`,
      'email.empty': 'Enter your e-mail address',
      'email.max': `Your e-mail address must be ${LIMITS.email.max} characters or fewer`,
      'email.format': 'Enter an e-mail address in the form name@example.com',
      'phoneno.empty': 'Enter your mobile number',
      'phoneno.format': 'Enter a 10-digit Indian mobile number, e.g. 98765 43210 (you may start with +91 or 0)',
      'program.choose': 'Choose the programme you are interested in',
      'state.choose': 'Choose your state or union territory',
      'city.empty': 'Enter your city',
      'city.min': `Your city must be at least ${LIMITS.city.min} characters`,
      'city.max': `Your city must be ${LIMITS.city.max} characters or fewer`,
      'query.empty': 'Enter your query',
      'query.min': `Your query must be at least ${LIMITS.query.min} characters`,
      'query.max': `Your query must be ${LIMITS.query.max} characters or fewer`,
      'name.characters': 'Your name contains invisible or text-direction characters, often copied with pasted text; please type it again',
      'city.characters': 'Your city contains invisible or text-direction characters, often copied with pasted text; please type it again',
      'query.characters':
        'Your query contains invisible or text-direction characters, often copied with pasted text; please type it again (line breaks are fine)',
      'consent.required': 'Tick the box to agree to the privacy notice: we can answer your enquiry only with your consent',
    },
    notSent: 'Your enquiry was not sent.',
    correct: (count) => `Your enquiry was not sent. ${count === 1 ? 'One answer needs' : `${count} answers need`} correcting.`,
    wrongType: 'Your enquiry was not sent. Send the form as application/x-www-form-urlencoded or application/json.',
    tooLarge: 'Your enquiry was not sent. It is longer than we accept; please shorten your query.',
    incomplete: 'Your enquiry was not sent. It did not arrive complete; please try again.',
    unreadable: 'Your enquiry was not sent. It could not be read; please try again.',
    honeypot: 'Your enquiry was not sent. Please leave the field marked "leave this empty" blank and send it again.',
    tooQuick: 'Your enquiry was not sent. It was sent very quickly after the form opened; please check your answers and send it again.',
    rateLimited: (minutes) =>
      `Your enquiry was not sent. We have received several enquiries from your connection in a short time. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
    keyReused:
      'Your enquiry was not sent: an enquiry with other answers was already sent from this form. Reload the page to send a new one; the enquiry sent first is kept.',
    unavailable: 'Your enquiry was not sent. We could not save it just now because of a problem on our side.',
    network: 'Your enquiry was not sent: we could not reach the university’s website. Please check your connection and try again.',
    serverError: (status) => `Your enquiry was not sent: the server answered with an error (${status}). Please try again.`,
  },
  hi: {
    rules: {
      'name.empty': 'अपना नाम लिखें',
      'name.min': `नाम कम से कम ${LIMITS.name.min} अक्षरों का होना चाहिए`,
      'name.max': `नाम ${LIMITS.name.max} अक्षरों से अधिक नहीं होना चाहिए`,
      'email.empty': 'अपना ई-मेल पता लिखें',
      'email.max': `ई-मेल पता ${LIMITS.email.max} अक्षरों से अधिक नहीं होना चाहिए`,
      'email.format': 'ई-मेल पता name@example.com जैसे रूप में लिखें',
      'phoneno.empty': 'अपना मोबाइल नंबर लिखें',
      'phoneno.format': '10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98765 43210 (शुरू में +91 या 0 लगा सकते हैं)',
      'program.choose': 'वह कार्यक्रम चुनें जिसमें आपकी रुचि है',
      'state.choose': 'अपना राज्य या केंद्र शासित प्रदेश चुनें',
      'city.empty': 'अपना शहर लिखें',
      'city.min': `शहर का नाम कम से कम ${LIMITS.city.min} अक्षरों का होना चाहिए`,
      'city.max': `शहर का नाम ${LIMITS.city.max} अक्षरों से अधिक नहीं होना चाहिए`,
      'query.empty': 'अपना प्रश्न लिखें',
      'query.min': `प्रश्न कम से कम ${LIMITS.query.min} अक्षरों का होना चाहिए`,
      'query.max': `प्रश्न ${LIMITS.query.max} अक्षरों से अधिक नहीं होना चाहिए`,
      'name.characters': 'नाम में अदृश्य या लेखन-दिशा वाले अक्षर हैं, जो अक्सर चिपकाए गए पाठ के साथ आ जाते हैं; कृपया इसे फिर से टाइप करें',
      'city.characters': 'शहर के नाम में अदृश्य या लेखन-दिशा वाले अक्षर हैं, जो अक्सर चिपकाए गए पाठ के साथ आ जाते हैं; कृपया इसे फिर से टाइप करें',
      'query.characters': 'प्रश्न में अदृश्य या लेखन-दिशा वाले अक्षर हैं, जो अक्सर चिपकाए गए पाठ के साथ आ जाते हैं; कृपया इसे फिर से टाइप करें (नई पंक्तियाँ ठीक हैं)',
      'consent.required': 'निजता सूचना से सहमति के लिए बॉक्स पर सही का निशान लगाएँ: आपकी सहमति के बिना हम आपकी पूछताछ का उत्तर नहीं दे सकते',
    },
    notSent: 'आपकी पूछताछ नहीं भेजी गई।',
    correct: (count) => `आपकी पूछताछ नहीं भेजी गई। ${count === 1 ? 'एक खाना भरना या ठीक करना होगा' : `${count} खाने भरने या ठीक करने होंगे`}।`,
    wrongType: 'आपकी पूछताछ नहीं भेजी गई। फ़ॉर्म application/x-www-form-urlencoded या application/json के रूप में भेजें।',
    tooLarge: 'आपकी पूछताछ नहीं भेजी गई। यह हमारी सीमा से लंबी है; कृपया अपना प्रश्न छोटा करें।',
    incomplete: 'आपकी पूछताछ नहीं भेजी गई। यह पूरी नहीं पहुँची; कृपया फिर से भेजें।',
    unreadable: 'आपकी पूछताछ नहीं भेजी गई। इसे पढ़ा नहीं जा सका; कृपया फिर से भेजें।',
    honeypot: 'आपकी पूछताछ नहीं भेजी गई। “इसे खाली छोड़ें” वाला खाना खाली छोड़कर फिर से भेजें।',
    tooQuick: 'आपकी पूछताछ नहीं भेजी गई। फ़ॉर्म खुलने के तुरंत बाद ही भेज दिया गया था; कृपया अपने उत्तर जाँचकर फिर से भेजें।',
    rateLimited: (minutes) => `आपकी पूछताछ नहीं भेजी गई। आपके कनेक्शन से थोड़े समय में कई पूछताछ आई हैं। कृपया ${minutes === 1 ? 'एक मिनट' : `${minutes} मिनट`} बाद फिर से भेजें।`,
    keyReused: 'आपकी पूछताछ नहीं भेजी गई: इस फ़ॉर्म से अलग उत्तरों वाली एक पूछताछ पहले ही भेजी जा चुकी है। नई पूछताछ भेजने के लिए पृष्ठ फिर से लोड करें; पहले भेजी गई पूछताछ सुरक्षित है।',
    unavailable: 'आपकी पूछताछ नहीं भेजी गई। हमारी ओर की किसी समस्या के कारण इसे अभी सहेजा नहीं जा सका।',
    network: 'आपकी पूछताछ नहीं भेजी गई: विश्वविद्यालय की वेबसाइट तक पहुँच नहीं हो सकी। कृपया अपना कनेक्शन जाँचकर फिर से भेजें।',
    serverError: (status) => `आपकी पूछताछ नहीं भेजी गई: सर्वर ने त्रुटि (${status}) बताई। कृपया फिर से भेजें।`,
  },
});

/** The words of a rule in a language; a message that is not a rule's key is returned as it is. */
export function ruleMessage(key: string, lang: Lang): string {
  return enquiryMessages[lang].rules[key as RuleKey] ?? key;
}
