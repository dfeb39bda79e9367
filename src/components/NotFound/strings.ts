import { defineStrings } from '../../lib/i18n';

export const strings = defineStrings({
  en: {
    title: 'Page Not Found',
    description: 'The page you are looking for might have been removed, had its name changed or is temporarily unavailable.',
    text: 'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',
    home: 'Go to Homepage',
    menu: 'You can also find what you need from the menu above.',
  },
  hi: {
    title: 'पृष्ठ नहीं मिला',
    description: 'आप जो पृष्ठ खोज रहे हैं, वह हटा दिया गया हो सकता है, उसका नाम बदल गया हो सकता है या वह अभी उपलब्ध नहीं है।',
    text: 'आप जो पृष्ठ खोज रहे हैं, वह हटा दिया गया हो सकता है, उसका नाम बदल गया हो सकता है या वह अस्थायी रूप से उपलब्ध नहीं है।',
    home: 'मुखपृष्ठ पर जाएँ',
    menu: 'आप ऊपर दिए गए मेनू से भी अपनी ज़रूरत की जानकारी पा सकते हैं।',
  },
});
