import { defineWords } from '../../lib/languages.ts';

/** The thank-you page's receipt: the stored enquiry's reference (the page's own text says when to expect an answer). */
export const words = defineWords({
  en: {
    reference: 'Your reference number',
    quote: 'Please quote it if you call or write to us about this enquiry.',
  },
  hi: {
    reference: 'आपकी संदर्भ संख्या',
    quote: 'इस पूछताछ के बारे में फ़ोन करें या लिखें, तो यह संख्या ज़रूर बताएँ।',
  },
});
